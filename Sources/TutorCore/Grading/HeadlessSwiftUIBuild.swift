/// The headless SwiftUI module's build products and the compiler flags that make learner code's
/// `import SwiftUI` use them (the contract in docs/HEADLESS.md). The scripts in `scripts/` read
/// the same flags from `scripts/headless-flags.sh`, which a test holds equal to these.
///
/// `import Combine` uses the small `HeadlessCombine` module, and every file imports it implicitly,
/// as Foundation brings Combine along on Apple platforms (model files that import only Foundation
/// declare `ObservableObject`s).
public enum HeadlessSwiftUIBuild {
    /// What a build folder must hold, relative to it.
    public static let products = [
        "Modules/HeadlessSwiftUI.swiftmodule", "Modules/HeadlessCombine.swiftmodule", "libHeadlessSwiftUI.so",
        "HeadlessSwiftUIMacros-tool",
    ]

    /// `swiftc` flags for compiling and linking against the module built in `directory`.
    public static func compilerArguments(buildDirectory directory: String) -> [String] {
        [
            "-module-alias", "SwiftUI=HeadlessSwiftUI", "-module-alias", "Combine=HeadlessCombine",
            "-Xfrontend", "-import-module", "-Xfrontend", "Combine",
            "-I", directory + "/Modules",
            "-L", directory, "-lHeadlessSwiftUI", "-Xlinker", "-rpath", "-Xlinker", directory,
            "-load-plugin-executable", directory + "/HeadlessSwiftUIMacros-tool#HeadlessSwiftUIMacros",
        ]
    }
}
