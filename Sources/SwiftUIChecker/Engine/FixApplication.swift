/// Applies text edits to source text.
public enum FixApplication {
    /// Applies whole fixes, each a group of edits, back to front. A fix with an edit that
    /// overlaps an edit of a fix already taken is left out entirely; its index is not returned,
    /// so a later pass (after re-checking) can take it.
    public static func apply(_ fixes: [[TextEdit]], to source: String) -> (text: String, applied: [Int]) {
        var bytes = Array(source.utf8)
        var taken: [TextEdit] = []
        var applied: [Int] = []
        var seen = Set<[TextEdit]>()
        for (index, edits) in fixes.enumerated() {
            guard seen.insert(edits).inserted else {
                applied.append(index)
                continue
            }
            let valid = edits.allSatisfy { $0.start >= 0 && $0.start <= $0.end && $0.end <= bytes.count }
            guard valid, !Self.selfOverlapping(edits), !edits.contains(where: { Self.overlapsTaken($0, taken) }) else {
                continue
            }
            for edit in edits { taken.insert(edit, at: Self.insertionIndex(edit, in: taken)) }
            applied.append(index)
        }
        for edit in taken.reversed() {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
        }
        return (String(decoding: bytes, as: UTF8.self), applied)
    }

    /// Index keeping `taken` sorted by (start, end).
    private static func insertionIndex(_ edit: TextEdit, in taken: [TextEdit]) -> Int {
        var low = 0
        var high = taken.count
        while low < high {
            let middle = (low + high) / 2
            if (taken[middle].start, taken[middle].end) < (edit.start, edit.end) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// Taken edits are sorted and never overlap each other, so only neighbours need checking.
    private static func overlapsTaken(_ edit: TextEdit, _ taken: [TextEdit]) -> Bool {
        let index = insertionIndex(edit, in: taken)
        for neighbour in max(0, index - 1)..<min(taken.count, index + 2) where overlap(edit, taken[neighbour]) {
            return true
        }
        return false
    }

    private static func overlap(_ a: TextEdit, _ b: TextEdit) -> Bool {
        if a.start == a.end || b.start == b.end {
            return a.start == b.start || (a.start > b.start && a.start < b.end)
                || (b.start > a.start && b.start < a.end)
        }
        return a.start < b.end && b.start < a.end
    }

    private static func selfOverlapping(_ edits: [TextEdit]) -> Bool {
        for i in edits.indices {
            for j in edits.indices where j > i && overlap(edits[i], edits[j]) { return true }
        }
        return false
    }
}
