/// Why an interaction could not be performed. The description says what was looked for, what was
/// found instead and what to try.
public enum InteractionError: Error, Equatable, CustomStringConvertible {
    /// Nothing of that kind with that label is on screen; `available` lists what is.
    case notFound(kind: String, label: String, available: [String])
    /// More than one reachable match; `candidates` says where each is (the texts of the row or
    /// container around it), in screen order.
    case ambiguous(kind: String, label: String, candidates: [String])
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
        case .ambiguous(let kind, let label, let candidates):
            let list = candidates.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "; ")
            return
                "\(candidates.count) \(kind)s are labelled \"\(label)\" (\(list)); pick one with occurrence: (1 is the "
                + "first on screen) or narrow the search with within: and a text of its row"
        case .disabled(let kind, let label):
            return "the \(kind) \"\(label)\" is disabled"
        case .hidden(let kind, let label, let reason):
            return "the \(kind) \"\(label)\" cannot be reached: \(reason)"
        case .invalidValue(let kind, let label, let reason):
            return "the \(kind) \"\(label)\": \(reason)"
        }
    }
}
