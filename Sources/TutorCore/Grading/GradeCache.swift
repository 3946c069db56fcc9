import Foundation

/// Reports of earlier identical submissions, one JSON file per cache key.
public struct GradeCache: Sendable {
    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    func report(for key: String) -> GradeReport? {
        guard let data = FileManager.default.contents(atPath: path(key)) else { return nil }
        return try? JSONDecoder().decode(GradeReport.self, from: data)
    }

    func store(_ report: GradeReport, for key: String) {
        guard let data = try? JSONEncoder().encode(report) else { return }
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: path(key)), options: .atomic)
    }

    private func path(_ key: String) -> String { directory + "/" + key + ".json" }
}
