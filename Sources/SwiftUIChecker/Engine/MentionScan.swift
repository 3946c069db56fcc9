/// Which of a fixed list of strings occur in a text, found in one pass over its bytes. The
/// checker asks it, once per file, about every rule's `requiredText` and `mentionedText`
/// together instead of searching the file once per string.
struct MentionScan: Sendable {
    /// The strings looked for, without duplicates or empty ones.
    let strings: [String]
    /// All needles' bytes end to end; needle i is `bytes[offsets[i]..<offsets[i + 1]]`.
    private let bytes: [UInt8]
    private let offsets: [Int]
    /// For each byte value b, the needles starting with b are `byFirstByte[starts[b]..<starts[b + 1]]`.
    private let starts: [Int]
    private let byFirstByte: [Int]

    init(_ strings: [String]) {
        var unique: [String] = []
        for string in strings where !string.isEmpty && !unique.contains(string) { unique.append(string) }
        self.strings = unique
        var bytes: [UInt8] = []
        var offsets = [0]
        var lists = [[Int]](repeating: [], count: 256)
        for (index, string) in unique.enumerated() {
            bytes += string.utf8
            offsets.append(bytes.count)
            lists[Int(string.utf8.first!)].append(index)
        }
        var starts = [0]
        for list in lists { starts.append(starts[starts.count - 1] + list.count) }
        self.bytes = bytes
        self.offsets = offsets
        self.starts = starts
        byFirstByte = lists.flatMap { $0 }
    }

    /// `result[i]` tells whether `strings[i]` occurs in `text`.
    func scan(_ text: String) -> [Bool] {
        var found = [Bool](repeating: false, count: strings.count)
        guard !strings.isEmpty else { return found }
        var text = text
        text.withUTF8 { haystack in
            bytes.withUnsafeBufferPointer { needles in
                offsets.withUnsafeBufferPointer { offsets in
                    starts.withUnsafeBufferPointer { starts in
                        byFirstByte.withUnsafeBufferPointer { candidates in
                            found.withUnsafeMutableBufferPointer { found in
                                var missing = found.count
                                var position = 0
                                while position < haystack.count, missing > 0 {
                                    let first = Int(haystack[position])
                                    for slot in starts[first]..<starts[first + 1] {
                                        let index = candidates[slot]
                                        let start = offsets[index], length = offsets[index + 1] - start
                                        guard !found[index], haystack.count - position >= length else { continue }
                                        var offset = 1
                                        while offset < length, haystack[position + offset] == needles[start + offset] { offset += 1 }
                                        if offset == length {
                                            found[index] = true
                                            missing -= 1
                                        }
                                    }
                                    position += 1
                                }
                            }
                        }
                    }
                }
            }
        }
        return found
    }
}
