extension MutableCollection {
    /// Moves the elements at `source` so they sit before `destination`, as list reordering does.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var moving: [Element] = []
        var remaining: [Element] = []
        var insertAt = destination
        for (offset, element) in self.enumerated() {
            if source.contains(offset) {
                moving.append(element)
                if offset < destination { insertAt -= 1 }
            } else {
                remaining.append(element)
            }
        }
        remaining.insert(contentsOf: moving, at: Swift.max(0, Swift.min(insertAt, remaining.count)))
        for (index, element) in zip(indices, remaining) { self[index] = element }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at the given offsets, as `onDelete` reports them.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.sorted(by: >) {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}
