import Foundation

/// Runs blocking work (grading starts compilers and waits for them) on exactly `width`
/// threads of its own, so a busy shared thread pool never narrows it.
enum BoundedConcurrency {
    static func map<Item: Sendable, Output: Sendable>(
        _ items: [Item], width: Int, _ transform: @escaping @Sendable (Item) -> Output
    ) -> [Output] {
        let results = ResultSlots<Output>(count: items.count)
        let finished = DispatchGroup()
        for _ in 0..<min(max(1, width), max(1, items.count)) {
            finished.enter()
            let worker = Thread {
                while let index = results.claimNext() {
                    results.store(transform(items[index]), at: index)
                }
                finished.leave()
            }
            worker.stackSize = 16 << 20  // the checker walks deep syntax trees recursively
            worker.start()
        }
        finished.wait()
        return results.values()
    }
}

/// Hands out indices to workers and keeps their results, behind a lock.
private final class ResultSlots<Output: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [Output?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func claimNext() -> Int? {
        lock.withLock {
            guard next < slots.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ value: Output, at index: Int) {
        lock.withLock { slots[index] = value }
    }

    func values() -> [Output] {
        lock.withLock { slots.map { $0! } }
    }
}
