import Foundation

/// Writes every rule example (markers removed) as a file, for building benchmark corpora.
public enum RuleExampleExport {
    /// Writes `<rule-id>-t<n>.swift` (triggering) and `<rule-id>-n<n>.swift` (non-triggering)
    /// into `folder`, creating it. Returns the number of files written.
    public static func write(to folder: String, rules: [any Rule.Type] = RuleRegistry.all) throws -> Int {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var count = 0
        for rule in rules {
            let description = rule.description
            let groups = [("t", description.triggering), ("n", description.nonTriggering)]
            for (kind, examples) in groups {
                for (index, example) in examples.enumerated() {
                    let code = ExampleMarkers.strip(example.code).code + "\n"
                    let path = folder + "/\(description.id)-\(kind)\(index + 1).swift"
                    try Data(code.utf8).write(to: URL(fileURLWithPath: path))
                    count += 1
                }
            }
        }
        return count
    }
}
