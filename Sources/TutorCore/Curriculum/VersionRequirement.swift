/// The tutor release this build is: what `--version` prints and what a pack's `tutor:` is
/// checked against.
public enum TutorRelease {
    public static let version = "0.1.0"
}

/// A dotted version such as `0.1` or `1.2.3`, compared number by number (`0.1` equals `0.1.0`).
public struct DottedVersion: Comparable, Sendable, CustomStringConvertible {
    public var numbers: [Int]

    /// Nil unless `text` is whole numbers joined by dots.
    public init?(_ text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ".", omittingEmptySubsequences: false)
        let numbers = parts.map { part in part.allSatisfy(\.isASCII) ? Int(part) : nil }
        guard !numbers.isEmpty, numbers.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        self.numbers = numbers.compactMap { $0 }
    }

    public var description: String { numbers.map(String.init).joined(separator: ".") }

    public static func == (lhs: DottedVersion, rhs: DottedVersion) -> Bool { compare(lhs, rhs) == 0 }

    public static func < (lhs: DottedVersion, rhs: DottedVersion) -> Bool { compare(lhs, rhs) < 0 }

    private static func compare(_ lhs: DottedVersion, _ rhs: DottedVersion) -> Int {
        for index in 0..<max(lhs.numbers.count, rhs.numbers.count) {
            let left = index < lhs.numbers.count ? lhs.numbers[index] : 0
            let right = index < rhs.numbers.count ? rhs.numbers[index] : 0
            if left != right { return left < right ? -1 : 1 }
        }
        return 0
    }
}

/// The tutor versions a pack supports, written in `pack.yml` as comparisons joined by commas:
/// `">=0.1"`, `">=0.1, <1.0"`. Every comparison must hold.
public struct VersionRequirement: Equatable, Sendable, CustomStringConvertible {
    public enum Comparison: String, Sendable, CaseIterable {
        case atLeast = ">="
        case above = ">"
        case atMost = "<="
        case below = "<"
        case exactly = "=="
    }

    public var constraints: [(comparison: Comparison, version: DottedVersion)]

    /// Parses the text of `tutor:`; the error says what is wrong in words an author can act on.
    public static func parse(_ text: String) -> Result<VersionRequirement, VersionRequirementError> {
        var constraints: [(Comparison, DottedVersion)] = []
        for part in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            // Longest operators first, so ">=" is not read as ">".
            let ordered = Comparison.allCases.sorted { $0.rawValue.count > $1.rawValue.count }
            guard let comparison = ordered.first(where: { part.hasPrefix($0.rawValue) }) else {
                return .failure(.noOperator(String(part)))
            }
            let rest = String(part.dropFirst(comparison.rawValue.count))
            guard let version = DottedVersion(rest) else { return .failure(.notAVersion(rest)) }
            constraints.append((comparison, version))
        }
        guard !constraints.isEmpty else { return .failure(.noOperator(text)) }
        return .success(VersionRequirement(constraints: constraints))
    }

    /// Whether `version` meets every comparison.
    public func isSatisfied(by version: DottedVersion) -> Bool {
        constraints.allSatisfy { comparison, bound in
            switch comparison {
            case .atLeast: version >= bound
            case .above: version > bound
            case .atMost: version <= bound
            case .below: version < bound
            case .exactly: version == bound
            }
        }
    }

    public var description: String {
        constraints.map { "\($0.comparison.rawValue)\($0.version)" }.joined(separator: ", ")
    }

    public static func == (lhs: VersionRequirement, rhs: VersionRequirement) -> Bool {
        lhs.description == rhs.description
    }
}

/// Why the text of `tutor:` is not a requirement.
public enum VersionRequirementError: Error, Equatable, Sendable, CustomStringConvertible {
    case noOperator(String)
    case notAVersion(String)

    public var description: String {
        switch self {
        case .noOperator(let part): "'\(part)' does not start with >=, >, <=, < or =="
        case .notAVersion(let part): "'\(part)' is not a version such as 0.1 or 1.2.3"
        }
    }
}
