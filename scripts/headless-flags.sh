# Sourced by the headless scripts: the swiftc flags that make `import SwiftUI` use the headless
# module built in a folder. The tutor builds the same flags in Swift (HeadlessSwiftUIBuild); a test
# holds the two equal.
headless_swiftc_flags() {
    local bin="$1"
    printf '%s
' -module-alias SwiftUI=HeadlessSwiftUI -module-alias Combine=HeadlessCombine \
        -Xfrontend -import-module -Xfrontend Combine -I "$bin/Modules" \
        -load-plugin-executable "$bin/HeadlessSwiftUIMacros-tool#HeadlessSwiftUIMacros" \
        -L "$bin" -lHeadlessSwiftUI -Xlinker -rpath -Xlinker "$bin"
}
