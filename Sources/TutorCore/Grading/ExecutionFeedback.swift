import Sandbox
import Wording

/// Feedback for a program that did not compile.
enum CompileFeedback {
    static func items(
        for result: SandboxResult, diagnostics: [CompilerDiagnostic], learnerFile: String,
        lines: SourceLines
    ) -> [FeedbackItem] {
        if let limit = result.limitHit {
            return [
                FeedbackItem(
                    kind: .essential, message: GradingMessages.compilerLimit(limit.rawValue),
                    source: "compile",
                    details: [
                        "Very deep nesting or huge literals can make the compiler work too hard; simplify the code."
                    ])
            ]
        }
        let errors = diagnostics.filter { $0.severity == .error }
        guard !errors.isEmpty else {
            return [
                FeedbackItem(
                    kind: .essential, message: GradingMessages.compilerSilent, source: "compile",
                    details: result.standardError.text.split(whereSeparator: \.isNewline).suffix(10).map(String.init))
            ]
        }
        // One item per line of the learner's code: later errors on the same line usually follow
        // from the first.
        var seenLines: [Int: Int] = [:]
        var distinct: [CompilerDiagnostic] = []
        for error in errors {
            if error.file.hasSuffix(learnerFile) {
                if seenLines[error.line] != nil {
                    seenLines[error.line, default: 0] += 1
                    continue
                }
                seenLines[error.line] = 0
            }
            distinct.append(error)
        }
        let vocabulary = TypoVocabulary(source: lines)
        return distinct.map { error in
            if error.file.hasSuffix(learnerFile) {
                let more = seenLines[error.line] ?? 0
                let suggestion = vocabulary.suggestion(for: error.message).map { ["Did you mean \($0)?"] } ?? []
                let followOn =
                    more > 0 ? ["(\(Plural.count(more, "more error")) on this line follow from this one.)"] : []
                return FeedbackItem(
                    kind: .essential, message: error.message, source: "compile",
                    location: .init(line: error.line, column: error.column),
                    details: suggestion + lines.excerpt(line: error.line, column: error.column) + followOn)
            }
            if error.file.hasSuffix(Grader.harnessName) {
                // Never point the learner at the harness's lines: say what it needed instead.
                return FeedbackItem(
                    kind: .essential, message: GradingMessages.harnessCannotUse(error.message),
                    source: "compile", details: ["Check the names and types the prompt asks for."])
            }
            // Macro expansions and the like: the learner's code caused it, but has no line to show.
            return FeedbackItem(kind: .essential, message: error.message, source: "compile")
        }
    }
}

/// Feedback for a program that ran but did not finish normally; nil when it did.
enum RunFeedback {
    static func item(
        for ran: SandboxResult, learnerFile: String, displayName: String,
        lines: SourceLines, crashLocation: CrashLocation? = nil
    ) -> (verdict: Verdict, item: FeedbackItem)? {
        if let limit = ran.limitHit {
            let (verdict, message) = explain(limit)
            return (
                verdict, FeedbackItem(kind: .essential, message: message, source: "run", details: lastLinesPrinted(ran))
            )
        }
        guard ran.termination != .exited(code: 0) else { return nil }
        let printed = lastLinesPrinted(ran)
        // The runtime names the file by its #fileID, `program/Submission.swift`.
        let errorText = ran.standardError.text
            .replacingOccurrences(of: Grader.programName + "/" + learnerFile, with: displayName)
            .replacingOccurrences(of: learnerFile, with: displayName)
        // A message the learner's code raised names its line; otherwise the backtrace does.
        let crashLine = CrashReport.line(in: errorText, file: displayName) ?? crashLocation?.line
        let column =
            crashLine.flatMap { line in
                line == crashLocation?.line ? crashLocation?.column : nil
            } ?? crashLine.map { lines.firstCodeColumn(line: $0) }
        let how: String =
            switch ran.termination {
            case .exited(let code): "exited with status \(code)"
            case .signaled(let signal): "crashed (signal \(signal))"
            }
        return (
            .runtimeError,
            FeedbackItem(
                kind: .essential, message: GradingMessages.stopped(how), source: "run",
                location: crashLine.map { .init(line: $0, column: column ?? 1) },
                details: CrashReport.withoutStackFrames(errorText).prefix(12).map {
                    String(crashLine == nil ? $0 : CrashReport.withoutLibraryPlace($0))
                }
                    + (crashLine.map { lines.excerpt(line: $0, column: column ?? 1) } ?? [])
                    + printed)
        )
    }

    /// What the program printed last before it stopped, so the learner sees how far it got.
    static func lastLinesPrinted(_ ran: SandboxResult, count: Int = 8) -> [String] {
        let lines = ran.standardOutput.text.split(whereSeparator: \.isNewline).map(String.init)
        // Output still in the program's buffer when it was stopped is lost, so none is not proof
        // that it printed nothing.
        guard !lines.isEmpty else { return [] }
        return ["The last lines it printed before it stopped:"] + lines.suffix(count).map { "  | " + $0 }
    }

    static func explain(_ limit: SandboxLimitKind) -> (Verdict, String) {
        switch limit {
        case .cpuTime: (.timeout, GradingMessages.cpuTime)
        case .wallTime: (.timeout, GradingMessages.wallTime)
        case .memory: (.resourceLimit, GradingMessages.memory)
        case .fileSize: (.resourceLimit, GradingMessages.fileSize)
        case .processes: (.resourceLimit, GradingMessages.processes)
        case .output: (.resourceLimit, GradingMessages.output)
        }
    }
}

/// Names a likely typo in a compiler error ("cannot find 'Observabel' in scope") from the names
/// the learner's file uses and the names SwiftUI code most often needs.
struct TypoVocabulary {
    static let common = [
        "Observable", "MainActor", "State", "Binding", "Bindable", "Environment", "View", "Text", "Button", "VStack",
        "HStack", "ZStack", "List", "ForEach", "NavigationStack", "NavigationLink", "Published", "ObservableObject",
        "StateObject", "ObservedObject", "EnvironmentObject", "Toggle", "TextField", "Image", "Label", "Section",
        "Form",
        "Spacer", "Color", "Font", "Identifiable", "Hashable", "Equatable", "String", "Int", "Double", "Bool", "Date",
        "UUID", "Task", "ScrollView", "LazyVStack", "Picker", "Stepper", "Sheet", "Alert", "TabView", "Tab",
    ]
    let names: Set<String>

    init(source: SourceLines) {
        var names = Set(Self.common)
        for line in source.lines {
            for match in line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            where match.count > 2 {
                names.insert(String(match))
            }
        }
        self.names = names
    }

    /// `'Observable'` for a message naming an unknown `'Observabel'`, when one name is close.
    func suggestion(for message: String) -> String? {
        let unknown = ["cannot find '", "cannot find type '", "unknown attribute '", "has no member '"]
        guard let marker = unknown.first(where: { message.contains($0) }),
            let start = message.range(of: marker)?.upperBound,
            let end = message[start...].firstIndex(of: "'")
        else { return nil }
        let word = String(message[start..<end])
        guard let best = ClosestNames.best(for: word, in: names.subtracting([word])), best != word else { return nil }
        return "'\(best)'"
    }
}
