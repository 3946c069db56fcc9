import Foundation

/// Where the tutor's own files are found: inside a checkout (the build folder holds the headless
/// module, a folder above it holds `pack.yml`), or in an installed layout, where
/// `scripts/install.sh` puts the course and the headless module in `<prefix>/share/swiftui-tutor`
/// beside `<prefix>/bin/swiftui-tutor`.
enum TutorInstallation {
    /// The running executable, links resolved.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0].contains("/") ? CommandLine.arguments[0] : "/proc/self/exe")
            .resolvingSymlinksInPath()
    }

    /// `<bin>/../share/swiftui-tutor` for the running executable.
    static var sharedFolder: URL {
        sharedFolder(besideExecutable: executable)
    }

    static func sharedFolder(besideExecutable executable: URL) -> URL {
        executable.deletingLastPathComponent().appendingPathComponent("../share/swiftui-tutor").standardizedFileURL
    }
}
