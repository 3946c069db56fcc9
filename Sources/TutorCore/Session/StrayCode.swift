import Foundation

/// Swift typed or pasted at the command prompt instead of after `paste`. The shell recognises it
/// so that a paste is graded (or checked) as a whole rather than answered line by line with
/// "unknown command".
public enum StrayCode {
    private static let openings = [
        "import ", "struct ", "class ", "final ", "enum ", "func ", "var ", "let ", "extension ", "protocol ",
        "private ", "fileprivate ", "public ", "internal ", "@", "#Preview", "#if", "#endif", "//", "/*", "}", ")",
        "]", "case ", "return ", "guard ", "switch ", "} else", ".",
    ]

    /// Whether a line that is not a command reads as Swift source: it opens with a declaration,
    /// attribute, comment or closing bracket, is indented, or ends by opening a block.
    public static func looksLikeSwift(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return false }
        if line.first == " " || line.first == "\t" { return true }
        if openings.contains(where: trimmed.hasPrefix) { return true }
        if trimmed.hasSuffix("{") { return true }
        // A call such as `Text("Hi")` or `VStack(spacing: 8)`.
        if let first = trimmed.first, first.isUppercase, trimmed.contains("("), trimmed.hasSuffix(")") { return true }
        return false
    }
}

extension TutorSession {
    /// The open exercise when it takes code as its answer (not a prediction).
    private var exerciseTakingCode: Exercise? {
        guard case .success(let exercise) = requireOpenExercise(), exercise.kind != .predict else { return nil }
        return exercise
    }

    /// Whether a paste of Swift at the prompt would be graded (an exercise that takes code is open).
    public var gradesStrayCode: Bool { exerciseTakingCode != nil }

    /// A whole paste of Swift at the prompt: graded as the answer to the open exercise, or, with
    /// none open, checked for style with a word on how to grade it.
    public func receiveStrayCode(_ text: String) -> SessionReply {
        if let exercise = exerciseTakingCode {
            let note = "That is Swift code, so it is graded as your answer to \(exercise.id) (as with 'paste')."
            let graded = receivePaste(.submit(exerciseID: exercise.qualifiedID), text: text)
            var reply = graded
            reply.lines.insert(note, at: 0)
            reply.fullLines?.insert(note, at: 0)
            return reply
        }
        let note =
            "That looks like Swift code, and no exercise that takes code is open: here is what the checker "
            + "says. To grade it, open an exercise ('next') and paste it again."
        return SessionReply(lines: [note] + receivePaste(.check, text: text).lines)
    }

    /// Code arriving line by line at the prompt (a terminal without bracketed paste): one word on
    /// how to hand it in; the lines themselves are not commands.
    public var strayCodeLineHint: String {
        let target = exerciseTakingCode.map { "to grade it as your answer to \($0.id), " } ?? "to grade code, "
        return "That looks like Swift code, not a command: " + target
            + "type 'paste' and paste it after, or save it to your working file and type 'submit'. "
            + "The rest of these lines are skipped."
    }
}
