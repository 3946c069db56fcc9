import Foundation
import HeadlessBuildFlags
import TutorCore

/// Finds the headless SwiftUI module built or installed beside the tutor, and gives the compiler flags for it
/// (`HeadlessSwiftUIBuild`).
///
/// Sandboxed compiles run as a user of their own, who may not be able to enter the folder the
/// tutor was built in (a home folder, say), so the module, library and macro plugin are mirrored
/// once into `/var/tmp` (the sandbox gives every run an empty `/tmp` of its own, so it cannot be there).
enum HeadlessSwiftUILocation {
    static let variable = "SWIFTUI_TUTOR_HEADLESS_DIR"
    static let files = HeadlessSwiftUIBuild.products

    /// Nil when the module has not been built (`swift build --product HeadlessSwiftUI`).
    static func compilerArguments(environment: [String: String]) -> [String]? {
        guard let built = builtFolder(environment: environment) else { return nil }
        return HeadlessSwiftUIBuild.compilerArguments(buildDirectory: mirror(built) ?? built)
    }

    /// The first folder holding all of the module's products: `$SWIFTUI_TUTOR_HEADLESS_DIR`, else
    /// the tutor's own build folder, else `../share/swiftui-tutor` beside it (an installed tutor).
    static func builtFolder(environment: [String: String]) -> String? {
        let candidates =
            if let explicit = environment[variable], !explicit.isEmpty {
                [explicit]
            } else {
                [
                    TutorInstallation.executable.deletingLastPathComponent().path,
                    TutorInstallation.sharedFolder.path,
                ]
            }
        return candidates.first { folder in
            files.allSatisfy { FileManager.default.fileExists(atPath: folder + "/" + $0) }
        }
    }

    /// Copies the three artefacts to `/var/tmp/swiftui-tutor-<uid>/headless-<stamp>` unless a
    /// copy of this build is already there. Nil when copying fails (the built folder is used).
    private static func mirror(_ built: String) -> String? {
        let manager = FileManager.default
        let stamp = files.map { name -> String in
            let attributes = try? manager.attributesOfItem(atPath: built + "/" + name)
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(attributes?[.size] as? Int ?? 0)-\(Int(modified))"
        }.joined(separator: "-")
        let base = "/var/tmp/swiftui-tutor-\(getuid())"
        let target = base + "/headless-" + stamp
        guard OwnedFolder.prepare(base) else { return nil }  // planted by someone else: use the build folder
        if manager.fileExists(atPath: target + "/complete") { return target }
        do {
            let staging = target + ".partial-\(getpid())"
            try? manager.removeItem(atPath: staging)
            try manager.createDirectory(
                atPath: staging + "/Modules", withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o755])
            for name in files {
                try manager.copyItem(atPath: built + "/" + name, toPath: staging + "/" + name)
            }
            _ = manager.createFile(atPath: staging + "/complete", contents: nil)
            try? manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: staging)
            if (try? manager.moveItem(atPath: staging, toPath: target)) == nil {
                try? manager.removeItem(atPath: staging)  // another tutor won the race
            }
            return manager.fileExists(atPath: target + "/complete") ? target : nil
        } catch {
            return nil
        }
    }
}
