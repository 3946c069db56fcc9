/// The headless SwiftUI module's build products and the compiler flags that make learner code's
/// `import SwiftUI` use them (the contract in docs/HEADLESS.md). The scripts in `scripts/` read
/// the same flags from `scripts/headless-flags.sh`, which a test holds equal to these.
public enum HeadlessSwiftUIBuild {
    /// What a build folder must hold, relative to it.
    public static let products = [
        "Modules/HeadlessSwiftUI.swiftmodule", "libHeadlessSwiftUI.so", "HeadlessSwiftUIMacros-tool",
    ]

    /// `swiftc` flags for compiling and linking against the module built in `directory`.
    public static func compilerArguments(buildDirectory directory: String) -> [String] {
        [
            "-module-alias", "SwiftUI=HeadlessSwiftUI",
            "-I", directory + "/Modules",
            "-L", directory, "-lHeadlessSwiftUI", "-Xlinker", "-rpath", "-Xlinker", directory,
            "-load-plugin-executable", directory + "/HeadlessSwiftUIMacros-tool#HeadlessSwiftUIMacros",
        ]
    }
}
