import Foundation

/// Where a learner's working files live: one folder per exercise under the data directory.
public struct Workspace: Sendable {
    public var root: URL

    public init(root: URL) {
        self.root = root
    }

    /// The learner's working file for an exercise (named like the starter).
    public func workingFile(for exercise: Exercise) -> URL {
        root.appendingPathComponent(exercise.id).appendingPathComponent(exercise.starterFile.lastPathComponent)
    }

    /// Copies the starter into the workspace unless a working file already exists.
    /// - Returns: whether the starter was written now (false: the learner's file was kept).
    @discardableResult
    public func prepare(_ exercise: Exercise) throws -> Bool {
        let file = workingFile(for: exercise)
        if FileManager.default.fileExists(atPath: file.path) { return false }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let starter = try Data(contentsOf: exercise.starterFile)
        try starter.write(to: file, options: .atomic)
        return true
    }
}
