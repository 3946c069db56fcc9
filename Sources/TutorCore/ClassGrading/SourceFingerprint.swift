import SwiftParser
import SwiftSyntax

/// A digest of code with whitespace and comments stripped, so two copies of the same answer that
/// differ only in layout or comments get the same fingerprint. Literals and names are kept: this
/// finds copies, not paraphrases.
public enum SourceFingerprint {
    /// The tokens of `source`, one space apart, without trivia (whitespace and comments).
    public static func normalised(_ source: String) -> String {
        Parser.parse(source: source).tokens(viewMode: .sourceAccurate).map(\.text).filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// The first 16 hex digits of the SHA-256 of the normalised source.
    public static func of(_ source: String) -> String {
        String(SHA256.hex(Array(normalised(source).utf8)).prefix(16))
    }
}

/// Students whose normalised code is identical: an honest first plagiarism signal (copies
/// that were renamed or reordered are not found).
public struct IdenticalGroup: Codable, Sendable, Equatable {
    public var fingerprint: String
    /// Sorted.
    public var students: [String]

    /// Groups of two or more graded rows sharing a fingerprint, ordered by their first student.
    public static func groups(in rows: [ClassRow]) -> [IdenticalGroup] {
        Dictionary(grouping: rows.filter { !$0.fingerprint.isEmpty }, by: \.fingerprint)
            .filter { $0.value.count > 1 }
            .map { IdenticalGroup(fingerprint: $0.key, students: $0.value.map(\.student).sorted()) }
            .sorted { $0.students[0] < $1.students[0] }
    }
}

/// The K-th of N deterministic slices of a class: students sorted by id, every N-th from the K-th.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based.
    public var index: Int
    public var count: Int

    /// Parses `K/N` with 1 ≤ K ≤ N; nil otherwise.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    public var description: String { "\(index)/\(count)" }

    /// The students of this slice, in id order. The slices of 1/N … N/N together hold every id once.
    public func select<Item>(_ items: [Item], id: (Item) -> String) -> [Item] {
        items.sorted { id($0) < id($1) }.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
