import SwiftUI

/// Where the card sits: read from the first `.offset(…)` on screen ("at rest" when it has none).
@MainActor
func cardPosition(in app: ViewHarness) -> String {
    func firstOffset(_ nodes: [RenderedNode]) -> String? {
        for node in nodes {
            if let offset = node.modifiers.first(where: { $0.hasPrefix(".offset(") }) { return offset }
            if let inner = firstOffset(node.children) { return inner }
        }
        return nil
    }
    guard let offset = firstOffset(app.nodes), let range = offset.range(of: "x: ") else { return "card at rest" }
    let number = offset[range.upperBound...].prefix { "-0123456789.".contains($0) }
    let x = Double(number) ?? 0
    if x == 0 { return "card at rest" }
    return "card moved \(Int(abs(x).rounded())) points " + (x > 0 ? "right" : "left")
}

/// How the card's last move of the interaction was animated, from `changes()`.
@MainActor
func lastMove(in app: ViewHarness) -> String {
    let backToRest = app.changes().map(\.description).last { change in
        guard let target = change.components(separatedBy: "→ ").last, target.hasPrefix(".offset(") else { return false }
        guard let range = target.range(of: "x: ") else { return true }
        return Double(target[range.upperBound...].prefix { "-0123456789.".contains($0) }) == 0
    }
    guard let backToRest else { return "card did not move back" }
    return backToRest.contains(": not animated") ? "card jumped back without animation" : "card sprang back, animated"
}

/// Drags tickets like a person would: short drags, long drags, to the right and to the left.
@main
struct RepairQueueHarness {
    @MainActor
    static func main() {
        let app = ViewHarness(RepairQueue(tickets: [
            RepairTicket(bike: "Green Brompton", job: "Flat rear tyre"),
            RepairTicket(bike: "Red Dahon", job: "Brakes rub"),
            RepairTicket(bike: "Blue cargo bike", job: "Chain skips"),
        ]))
        print("== first look")
        print(app.visibleTexts().joined(separator: " | "))
        drag(app, "Green Brompton", 60, expectFinish: false)
        drag(app, "Green Brompton", 160, expectFinish: true)
        drag(app, "Red Dahon", -150, expectFinish: true)
        drag(app, "Blue cargo bike", -100, expectFinish: false)
    }

    @MainActor
    static func drag(_ app: ViewHarness, _ label: String, _ width: CGFloat, expectFinish: Bool) {
        let side = width > 0 ? "right" : "left"
        print("== drag \(label) \(Int(abs(width))) points \(side), still holding")
        do {
            try app.drag(label, by: CGSize(width: width, height: 0)) {
                print(cardPosition(in: app))
                print(app.visibleTexts().joined(separator: " | "))
            }
            print("== let go")
            if !expectFinish { print(lastMove(in: app)) }
            print(cardPosition(in: app))
            print(app.visibleTexts().joined(separator: " | "))
        } catch {
            print("could not: \(error)")
        }
    }
}
