/// Line starts of a text, found by one byte scan; converts UTF-8 offsets to line and column.
/// Line breaks are `\n`, `\r\n` and a lone `\r`, as the Swift parser counts them.
public struct LineTable: Sendable {
    private let starts: [Int]

    public init(_ text: String) {
        var starts = [0]
        var utf8 = text.utf8
        let scan: (UnsafeBufferPointer<UInt8>) -> Void = { bytes in
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if byte == 0x0D {
                    if index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
        }
        if utf8.withContiguousStorageIfAvailable(scan) == nil {
            var copy = text
            copy.makeContiguousUTF8()
            utf8 = copy.utf8
            _ = utf8.withContiguousStorageIfAvailable(scan)
        }
        self.starts = starts
    }

    /// 1-based line and 1-based UTF-8 column of an offset.
    public func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle } else { high = middle }
        }
        return (low + 1, offset - starts[low] + 1)
    }

    /// The lines of `text` without their line breaks, split where the parser (and `LineTable`)
    /// counts lines, so `lines(of: text)[n - 1]` is line `n` of a finding.
    public static func lines(of text: String) -> [String] {
        let starts = LineTable(text).starts
        let bytes = Array(text.utf8)
        return starts.indices.map { index in
            let start = starts[index]
            var end = index + 1 < starts.count ? starts[index + 1] : bytes.count
            while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
    }

    /// UTF-8 offset where a 1-based line starts; lines past the end give the last line's start.
    public func offset(ofLine line: Int) -> Int {
        starts[min(max(line, 1), starts.count) - 1]
    }
}
