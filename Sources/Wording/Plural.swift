/// Counts in words: "1 attempt", "3 attempts".
public enum Plural {
    /// The count and the noun, with an "s" unless the count is one; `plural` for irregular nouns.
    public static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }
}
