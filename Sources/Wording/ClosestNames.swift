/// Suggests names close to a misspelt one (edit distance), for error messages.
public enum ClosestNames {
    public static func matches(for input: String, in candidates: Set<String>, limit: Int = 3) -> [String] {
        let lowered = input.lowercased()
        let scored = candidates.map { candidate -> (String, Int) in
            let distance = editDistance(lowered, candidate.lowercased())
            let bonus = candidate.lowercased().contains(lowered) || lowered.contains(candidate.lowercased()) ? -2 : 0
            return (candidate, distance + bonus)
        }
        let threshold = max(2, lowered.count / 3)
        return scored.filter { $0.1 <= threshold }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(limit)
            .map(\.0)
    }

    /// The single closest name, if one is close enough to be a likely typo.
    public static func best(for input: String, in candidates: some Sequence<String>) -> String? {
        matches(for: input, in: Set(candidates), limit: 1).first
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
