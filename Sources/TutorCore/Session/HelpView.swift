/// What `help` prints: the command table, or one command's usage and details.
struct HelpView {
    var style: TerminalStyle

    func render(topic: String?) -> SessionReply {
        if let topic {
            guard let spec = ShellCommands.named(topic.lowercased())?.spec else {
                return SessionReply(lines: ["There is no command '\(topic)'. Type 'help' to list commands."])
            }
            var lines = [style.apply(.bold, spec.usage), "  \(spec.summary).", "  \(spec.details)"]
            if !spec.aliases.isEmpty { lines.append("  Also: \(spec.aliases.joined(separator: ", "))") }
            return SessionReply(lines: lines)
        }
        let specs = ShellCommands.specs
        let width = specs.map(\.usage.count).max() ?? 0
        var lines = ["Commands:"]
        for spec in specs {
            lines.append(
                "  " + style.apply(.bold, spec.usage.padding(toLength: width, withPad: " ", startingAt: 0))
                    + "  " + spec.summary)
        }
        lines += [
            "",
            "Tab completes commands and ids; ↑/↓ recall earlier commands. Ctrl-C cancels the line, Ctrl-D leaves.",
            "When you paste code, end it with a line holding only '\(MultiLineInput.terminator)'.",
        ]
        return SessionReply(lines: lines)
    }
}
