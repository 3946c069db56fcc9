/// The headless SwiftUI module's build products and the compiler flags that make learner code's
/// `import SwiftUI` use them (the contract in docs/HEADLESS.md). The tutor and the headless
/// module's own tests build their flags here; the scripts in `scripts/` read the same flags from
/// `scripts/headless-flags.sh`, which a test holds equal to these.
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
        compileArguments(buildDirectory: directory) + linkArguments(buildDirectory: directory)
    }

    /// The flags for compiling (or type-checking) against the module: `import SwiftUI` names it
    /// and `import Combine` its Combine part (imported into every file), their interfaces and the
    /// macro plugin are found in `directory`.
    public static func compileArguments(buildDirectory directory: String) -> [String] {
        [
            "-module-alias", "SwiftUI=HeadlessSwiftUI", "-module-alias", "Combine=HeadlessCombine",
            "-Xfrontend", "-import-module", "-Xfrontend", "Combine",
            "-I", directory + "/Modules",
            "-load-plugin-executable", directory + "/HeadlessSwiftUIMacros-tool#HeadlessSwiftUIMacros",
        ]
    }

    /// The flags for linking against the module's shared library in `directory`, found again
    /// there when the program runs.
    public static func linkArguments(buildDirectory directory: String) -> [String] {
        ["-L", directory, "-lHeadlessSwiftUI", "-Xlinker", "-rpath", "-Xlinker", directory]
    }
}
