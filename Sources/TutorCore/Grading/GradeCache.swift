import Foundation

/// Reports of earlier identical submissions, one JSON file per cache key. The cache keeps the
/// `capacity` most recently used reports and deletes older ones when it grows past that.
public struct GradeCache: Sendable {
    public var directory: String
    /// How many reports are kept.
    public var capacity: Int

    public init(directory: String, capacity: Int = 500) {
        self.directory = directory
        self.capacity = capacity
    }

    /// The stored report for `key`; a hit counts as a use, so the report is kept longest.
    func report(for key: String) -> GradeReport? {
        guard let data = FileManager.default.contents(atPath: path(key)),
            let report = try? JSONDecoder().decode(GradeReport.self, from: data)
        else { return nil }
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path(key))
        return report
    }

    func store(_ report: GradeReport, for key: String) {
        guard let data = try? JSONEncoder().encode(report) else { return }
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        guard (try? data.write(to: URL(fileURLWithPath: path(key)), options: .atomic)) != nil else { return }
        prune()
    }

    /// Deletes the least recently used reports beyond `capacity`. Failures are ignored: the
    /// cache only saves time, and a report that cannot be deleted does no harm.
    private func prune() {
        let files = FileManager.default
        guard let names = try? files.contentsOfDirectory(atPath: directory) else { return }
        let reports = names.filter { $0.hasSuffix(".json") }
        guard reports.count > capacity else { return }
        let byAge = reports.map { name -> (name: String, used: Date) in
            let used = (try? files.attributesOfItem(atPath: directory + "/" + name)[.modificationDate]) as? Date
            return (name, used ?? .distantPast)
        }.sorted { ($0.used, $0.name) < ($1.used, $1.name) }
        for old in byAge.prefix(reports.count - capacity) {
            try? files.removeItem(atPath: directory + "/" + old.name)
        }
    }

    private func path(_ key: String) -> String { directory + "/" + key + ".json" }
}
