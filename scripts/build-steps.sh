# Sourced by start.sh and install.sh: builds the tutor and the headless SwiftUI module that
# learner code is compiled against.
tutor_build() { # tutor_build debug|release
  swift build -c "$1" --product swiftui-tutor >&2
  swift build -c "$1" --product HeadlessSwiftUI >&2
}
