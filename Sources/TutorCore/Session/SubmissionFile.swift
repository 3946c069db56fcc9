import Foundation

/// What `submit` accepts as an answer file, decided before anything is graded, so a wrong file is
/// never an attempt and never lands in the progress file.
enum SubmissionFile {
    /// Why `path` is not an answer to an exercise of this kind, or nil when it may be.
    static func refusal(for path: String, kind: ExerciseKind) -> String? {
        let allowed = kind.answerExtensions
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "\(path) is a folder. Submit the .swift file that holds your answer."
        }
        guard !allowed.contains(ext) else { return nil }
        let what = ext.isEmpty ? "a file without an extension" : "a .\(ext) file"
        let wanted = kind == .predict ? "a .txt or .swift file with your prediction" : "a .swift file"
        return "\(path) is \(what); an answer is \(wanted). Nothing was graded."
    }
}
