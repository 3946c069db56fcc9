/// How serious a finding is. Ordered so that `error > warning > note`.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// Reads a severity word as written in configuration or on the command line.
    /// `info` is accepted as a synonym for `note`.
    public init?(word: String) {
        switch word.lowercased() {
        case "note", "info": self = .note
        case "warning": self = .warning
        case "error": self = .error
        default: return nil
        }
    }
}
