/// Which of a fixed list of strings occur in a text, found in one pass over its bytes. The
/// checker asks it, once per file, about every rule's `requiredText` and `mentionedText`
/// together instead of searching the file once per string.
struct MentionScan: Sendable {
    /// The strings looked for, without duplicates or empty ones.
    let strings: [String]
    /// Where each string sits in `strings` (and so in a scan's result).
    let indices: [String: Int]
    /// All needles' bytes end to end; needle i is `bytes[offsets[i]..<offsets[i + 1]]`.
    private let bytes: [UInt8]
    private let offsets: [Int]
    /// For each byte value b, the needles starting with b are `byFirstByte[starts[b]..<starts[b + 1]]`.
    private let starts: [Int]
    private let byFirstByte: [Int]
    /// One bit per pair of bytes: set when some needle starts with that pair. Testing it first
    /// keeps the scan's branches predictable (a pair is rarely a needle's start).
    private let pairs: [UInt64]
    /// Needles of a single byte, by index, with that byte.
    private let singleBytes: [(index: Int, byte: UInt8)]

    init(_ strings: [String]) {
        var unique: [String] = []
        for string in strings where !string.isEmpty && !unique.contains(string) { unique.append(string) }
        self.strings = unique
        indices = Dictionary(uniqueKeysWithValues: unique.enumerated().map { ($1, $0) })
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
        var pairs = [UInt64](repeating: 0, count: 65536 / 64)
        var singleBytes: [(index: Int, byte: UInt8)] = []
        for (index, string) in unique.enumerated() {
            let utf8 = Array(string.utf8)
            if utf8.count == 1 {
                singleBytes.append((index, utf8[0]))
            } else {
                let pair = Int(utf8[0]) << 8 | Int(utf8[1])
                pairs[pair >> 6] |= 1 << UInt64(pair & 63)
            }
        }
        self.bytes = bytes
        self.offsets = offsets
        self.starts = starts
        self.pairs = pairs
        self.singleBytes = singleBytes
        byFirstByte = lists.flatMap { $0 }
    }

    /// `result[i]` tells whether `strings[i]` occurs in `text`.
    func scan(_ text: String) -> [Bool] {
        var found = [Bool](repeating: false, count: strings.count)
        var text = text
        for single in singleBytes { found[single.index] = text.utf8.contains(single.byte) }
        let multiByte = strings.count - singleBytes.count
        guard multiByte > 0 else { return found }
        text.withUTF8 { haystack in
            found.withUnsafeMutableBufferPointer { found in
                scan(haystack, marking: found, missing: multiByte)
            }
        }
        return found
    }

    private func scan(
        _ haystack: UnsafeBufferPointer<UInt8>, marking found: UnsafeMutableBufferPointer<Bool>, missing: Int
    ) {
        var missing = missing
        bytes.withUnsafeBufferPointer { needles in
            offsets.withUnsafeBufferPointer { offsets in
                starts.withUnsafeBufferPointer { starts in
                    byFirstByte.withUnsafeBufferPointer { candidates in
                        pairs.withUnsafeBufferPointer { pairs in
                            var position = 0
                            while position + 1 < haystack.count, missing > 0 {
                                let first = Int(haystack[position])
                                let pair = first << 8 | Int(haystack[position + 1])
                                if pairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0 {
                                    for slot in starts[first]..<starts[first + 1] {
                                        let index = candidates[slot]
                                        let start = offsets[index]
                                        let length = offsets[index + 1] - start
                                        guard length > 1, !found[index], haystack.count - position >= length else {
                                            continue
                                        }
                                        var offset = 1
                                        while offset < length, haystack[position + offset] == needles[start + offset] {
                                            offset += 1
                                        }
                                        if offset == length {
                                            found[index] = true
                                            missing -= 1
                                        }
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
}
