/// Why an interaction could not be performed. The description says what was looked for, what was
/// found instead and what to try.
public enum InteractionError: Error, Equatable, CustomStringConvertible {
    /// Nothing of that kind with that label is on screen; `available` lists what is.
    case notFound(kind: String, label: String, available: [String])
    /// More than one reachable match; the label must be more specific.
    case ambiguous(kind: String, label: String, count: Int)
    /// The control is disabled.
    case disabled(kind: String, label: String)
    /// The control exists but a user cannot reach it: covered by a sheet or alert, in another tab
    /// or pushed screen, or `.hidden()`.
    case hidden(kind: String, label: String, reason: String)
    /// The value given cannot be used (e.g. no picker option has that label).
    case invalidValue(kind: String, label: String, reason: String)

    public var description: String {
        switch self {
        case .notFound(let kind, let label, let available):
            let list =
                available.isEmpty
                ? "none is on screen" : "on screen: " + available.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no \(kind) labelled \"\(label)\" (\(list))"
        case .ambiguous(let kind, let label, let count):
            return
                "\(count) \(kind)s are labelled \"\(label)\"; use a label that only one of them has, or narrow the "
                + "search with within:"
        case .disabled(let kind, let label):
            return "the \(kind) \"\(label)\" is disabled"
        case .hidden(let kind, let label, let reason):
            return "the \(kind) \"\(label)\" cannot be reached: \(reason)"
        case .invalidValue(let kind, let label, let reason):
            return "the \(kind) \"\(label)\": \(reason)"
        }
    }
}
