import Foundation

/// Where the tutor looks for packs, in the order they load: the built-in course, the packs
/// installed under the data directory's `packs/` (by folder name), the folders in
/// `SWIFTUI_TUTOR_PACKS` (colon-separated), then each `--pack DIR`. A folder named twice loads once.
public enum PackDiscovery {
    public static let packsVariable = "SWIFTUI_TUTOR_PACKS"
    /// The folder under the data directory that `pack install` writes to.
    public static let installedFolderName = "packs"

    /// `<data directory>/packs`.
    public static func installedFolder(dataDirectory: String) -> URL {
        URL(fileURLWithPath: dataDirectory).appendingPathComponent(installedFolderName)
    }

    /// The sources to load, from what was found. Pure: the caller lists the installed folder.
    /// - Parameters:
    ///   - installed: the installed packs' folders, in load order.
    ///   - commandLine: the `--pack` values as typed, relative to `workingDirectory`.
    public static func sources(
        builtIn: URL?, installed: [URL], environment: [String: String], commandLine: [String],
        workingDirectory: String
    ) -> [PackSource] {
        let base = URL(fileURLWithPath: workingDirectory, isDirectory: true)
        func folder(_ path: String) -> URL { URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL }
        let fromEnvironment = (environment[packsVariable] ?? "").split(separator: ":").map(String.init)
            .filter { !$0.isEmpty }
        let all =
            (builtIn.map { [PackSource(root: $0.standardizedFileURL, origin: .builtIn)] } ?? [])
            + installed.map { PackSource(root: $0.standardizedFileURL, origin: .installed) }
            + fromEnvironment.map { PackSource(root: folder($0), origin: .environment) }
            + commandLine.map { PackSource(root: folder($0), origin: .commandLine) }
        var seen: Set<String> = []
        return all.filter { seen.insert($0.root.path).inserted }
    }

    /// The folders under `folder` that hold an installed pack, sorted by name. Names starting
    /// with `.` are the installer's work in progress and are skipped; a missing folder has none.
    public static func installedPacks(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }
}
