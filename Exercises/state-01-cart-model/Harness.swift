import Observation
import Synchronization

/// Names of the watchers whose observation fired during the current step.
/// `onChange` handlers must be `@Sendable`, so they report through a mutex.
let notifiedWatchers = Mutex<[String]>([])

/// Stands in for a view: reads some cart properties, like a `body` would,
/// and is told when any of them changes.
struct CartWatcher {
    let name: String
    let read: @MainActor (Cart) -> Void
}

/// Drives the learner's `Cart` through a fixed shopping session and prints, after every
/// step, which watchers were notified and what the cart holds.
@main
struct CartHarness {
    static let watchers = [
        CartWatcher(name: "badge") { _ = $0.itemCount },
        CartWatcher(name: "total") { _ = $0.totalCents },
        CartWatcher(name: "lines") { _ = $0.lines },
        CartWatcher(name: "note") { _ = $0.giftNote },
    ]

    @MainActor
    static func main() {
        let cart = Cart()
        var armed: Set<String> = []
        print("new cart")
        printContents(of: cart)

        func step(_ title: String, _ change: (Cart) -> Void) {
            for watcher in watchers where !armed.contains(watcher.name) {
                let name = watcher.name
                withObservationTracking {
                    watcher.read(cart)
                } onChange: {
                    notifiedWatchers.withLock { $0.append(name) }
                }
                armed.insert(name)
            }
            change(cart)
            let fired = Set(notifiedWatchers.withLock { names in
                defer { names.removeAll() }
                return names
            })
            armed.subtract(fired)
            let inOrder = watchers.map(\.name).filter(fired.contains)
            print(title)
            print("  notified: \(inOrder.isEmpty ? "nobody" : inOrder.joined(separator: ", "))")
            printContents(of: cart)
        }

        step("add Apple at $0.50") { $0.add("Apple", priceCents: 50) }
        step("add Apple at $0.50") { $0.add("Apple", priceCents: 50) }
        step("add Bread at $2.25") { $0.add("Bread", priceCents: 225) }
        step("write the gift note") { $0.giftNote = "For Sam" }
        step("remove one Apple") { $0.removeOne("Apple") }
        step("remove one Bread") { $0.removeOne("Bread") }
        step("remove one Pear (not in the cart)") { $0.removeOne("Pear") }
        step("remove one Apple") { $0.removeOne("Apple") }
    }

    @MainActor
    static func printContents(of cart: Cart) {
        let lines = cart.lines.map { "\($0.product) x\($0.quantity)" }
        print("  lines: \(lines.isEmpty ? "(empty)" : lines.joined(separator: ", "))")
        print("  items: \(cart.itemCount)  total: \(dollars(cart.totalCents))  note: \"\(cart.giftNote)\"")
    }

    static func dollars(_ cents: Int) -> String {
        let remainder = cents % 100
        return "$\(cents / 100).\(remainder < 10 ? "0" : "")\(remainder)"
    }
}
