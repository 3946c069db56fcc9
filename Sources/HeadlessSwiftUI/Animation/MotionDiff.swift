/// Compares two renderings of the same tree and says, for each visible change, which animation
/// SwiftUI would give it: the transaction of the change flows from the root down, and every
/// `.animation(_:value:)` or `.transaction` modifier whose value changed edits it for what it wraps.
@MainActor
enum MotionDiff {
    /// Modifiers that decide motion rather than show something; their own changes are not shown.
    static let motionModifierNames: Set<String> = [
        "animation", "transaction", "phaseAnimator", "keyframeAnimator", "sensoryFeedback", "transition",
        "contentTransition",
    ]

    @MainActor
    struct Entry {
        let node: RenderedNode
        let identity: String
        /// The parent's identity; nil for a top-level view.
        let parent: String?
    }

    @MainActor
    struct Index {
        var entries: [String: Entry] = [:]
        var order: [String] = []

        init(_ roots: [RenderedNode]) {
            for (position, root) in roots.enumerated() { add(root, fallback: "#root.\(position)", parent: nil) }
        }

        private mutating func add(_ node: RenderedNode, fallback: String, parent: String?) {
            let identity = node.identity ?? fallback
            if entries[identity] == nil {
                entries[identity] = Entry(node: node, identity: identity, parent: parent)
                order.append(identity)
            }
            if node.collapsed { return }
            for (position, child) in node.children.enumerated() {
                add(child, fallback: identity + ".\(position)", parent: identity)
            }
        }

        /// The views around `entry`, from the top-level view down to its parent.
        func ancestors(of entry: Entry) -> [RenderedNode] {
            var chain: [RenderedNode] = []
            var next = entry.parent
            while let identity = next, let parent = entries[identity] {
                chain.append(parent.node)
                next = parent.parent
            }
            return chain.reversed()
        }
    }

    /// The changes from `old` to `new` when the update ran in `transaction`.
    static func changes(from old: [RenderedNode], to new: [RenderedNode], transaction: Transaction) -> [AnimatedChange]
    {
        let before = Index(old)
        let after = Index(new)
        var changes: [AnimatedChange] = []
        for identity in after.order {
            guard let entry = after.entries[identity] else { continue }
            guard let previous = before.entries[identity] else {
                if entry.parent == nil || before.entries[entry.parent!] != nil {
                    changes.append(inserted(entry, in: after, before: before, transaction: transaction))
                }
                continue
            }
            changes += changed(from: previous, to: entry, in: after, before: before, transaction: transaction)
        }
        for identity in before.order where after.entries[identity] == nil {
            guard let entry = before.entries[identity] else { continue }
            guard entry.parent == nil || after.entries[entry.parent!] != nil else { continue }
            let chain = entry.parent.flatMap { after.entries[$0] }.map { after.ancestors(of: $0) + [$0.node] } ?? []
            changes.append(removed(entry, chain: chain, before: before, transaction: transaction))
        }
        return pairingMatchedGeometry(changes, old: before, new: after)
    }

    /// A view that goes and one that appears with the same `matchedGeometryEffect` id are one view
    /// moving: shown as one line.
    private static func pairingMatchedGeometry(_ changes: [AnimatedChange], old: Index, new: Index)
        -> [AnimatedChange]
    {
        func matchedID(_ change: AnimatedChange, in index: Index) -> String? {
            guard let node = index.entries[change.identity]?.node else { return nil }
            var found: String?
            node.walk { candidate in
                guard found == nil else { return }
                found = candidate.modifiers.first { modifierName($0) == "matchedGeometryEffect" }
            }
            return found
        }
        var result = changes
        for change in changes where change.kind == .inserted {
            guard let id = matchedID(change, in: new),
                let partner = result.firstIndex(where: { $0.kind == .removed && matchedID($0, in: old) == id })
            else { continue }
            let moved = AnimatedChange(
                kind: .moved, view: change.view, aspect: "presence", before: result[partner].view, after: id,
                animation: change.animation, transition: nil, contentTransition: nil, identity: change.identity)
            if let index = result.firstIndex(of: change) { result[index] = moved }
            result.remove(at: partner)
        }
        return result
    }

    // MARK: Kinds of change

    private static func inserted(_ entry: Entry, in index: Index, before: Index, transaction: Transaction)
        -> AnimatedChange
    {
        let ancestors = index.ancestors(of: entry)
        let animation = flow(transaction, through: ancestors, before: before)
        return appearance(.inserted, of: entry, within: ancestors, animation: animation)
    }

    private static func removed(_ entry: Entry, chain: [RenderedNode], before: Index, transaction: Transaction)
        -> AnimatedChange
    {
        let animation = flow(transaction, through: chain, before: before)
        return appearance(.removed, of: entry, within: chain, animation: animation)
    }

    private static func appearance(
        _ kind: AnimatedChange.Kind, of entry: Entry, within ancestors: [RenderedNode], animation: Animation?
    ) -> AnimatedChange {
        var transition: String?
        var carried: Animation?
        for case .transition(let name, let own) in entry.node.motion {
            transition = name
            carried = own
        }
        let applied = carried ?? animation
        if transition == nil, applied != nil {
            transition = glassTransition(of: entry, within: ancestors) ?? ".opacity"
        }
        return AnimatedChange(
            kind: kind, view: name(of: entry.node), aspect: "presence", before: nil, after: nil,
            animation: applied?.attributeDescription, transition: transition, contentTransition: nil,
            identity: entry.identity)
    }

    /// Glass with a `glassEffectID` inside a `GlassEffectContainer` morphs out of (or into) its
    /// neighbours unless its `glassEffectTransition` says otherwise.
    private static func glassTransition(of entry: Entry, within ancestors: [RenderedNode]) -> String? {
        var own: [String] = []
        entry.node.walk { own += $0.modifiers }
        let names = own.map(modifierName)
        guard names.contains("glassEffectID"),
            ancestors.contains(where: { $0.kind == "GlassEffectContainer" })
        else { return nil }
        if let chosen = own.first(where: { modifierName($0) == "glassEffectTransition" }) {
            let argument = chosen.dropFirst(".glassEffectTransition(".count).dropLast()
            return "glass " + argument
        }
        return "glass .matchedGeometry (morphs with its neighbours)"
    }

    private static func changed(
        from old: Entry, to new: Entry, in index: Index, before: Index, transaction: Transaction
    ) -> [AnimatedChange] {
        var changes: [AnimatedChange] = []
        let node = new.node
        let ancestors = index.ancestors(of: new)
        let inherited = transactionFlowing(transaction, through: ancestors, before: before)
        func record(_ aspect: String, _ from: String?, _ to: String?, position: Int, contentTransition: String? = nil) {
            let animation = apply(node, to: inherited, above: position, before: before)
            changes.append(
                AnimatedChange(
                    kind: .changed, view: name(of: node), aspect: aspect, before: from, after: to,
                    animation: animation.animation?.attributeDescription, transition: nil,
                    contentTransition: contentTransition, identity: new.identity))
        }
        if old.node.content != node.content {
            record(
                "content", old.node.content, node.content, position: -1,
                contentTransition: contentTransition(of: new.node, within: ancestors))
        }
        if old.node.flags != node.flags {
            record("state", flagText(old.node.flags), flagText(node.flags), position: -1)
        }
        if old.node.details != node.details {
            record(
                "details", old.node.details.joined(separator: " "), node.details.joined(separator: " "), position: -1)
        }
        for difference in modifierDifferences(old.node.modifiers, node.modifiers) {
            record(difference.name, difference.before, difference.after, position: difference.position)
        }
        for (ordinal, motion) in node.motion.enumerated() {
            guard case .feedback(let feedback, _) = motion, watchedValueChanged(node, ordinal, before: before) else {
                continue
            }
            changes.append(
                AnimatedChange(
                    kind: .feedback, view: name(of: node), aspect: "feedback", before: nil, after: nil,
                    animation: nil, transition: feedback, contentTransition: nil,
                    identity: new.identity))
        }
        return changes
    }

    // MARK: The transaction

    private static func flow(_ transaction: Transaction, through chain: [RenderedNode], before: Index) -> Animation? {
        transactionFlowing(transaction, through: chain, before: before).animation
    }

    private static func transactionFlowing(_ transaction: Transaction, through chain: [RenderedNode], before: Index)
        -> Transaction
    {
        var current = transaction
        for node in chain { current = apply(node, to: current, above: -1, before: before) }
        return current
    }

    /// `transaction` after the motion modifiers of `node` that wrap position `above`, outermost
    /// first.
    private static func apply(_ node: RenderedNode, to transaction: Transaction, above: Int, before: Index)
        -> Transaction
    {
        var current = transaction
        let wrapping = node.motion.enumerated()
            .compactMap { ordinal, motion in motion.position.map { (ordinal, motion, $0) } }
            .filter { $0.2 > above && above >= $0.1.lowerBound }
            .sorted { $0.2 > $1.2 }
        for (ordinal, motion, _) in wrapping {
            let fires = motion.watchedValue == nil || watchedValueChanged(node, ordinal, before: before)
            guard fires else { continue }
            switch motion {
            case .animation(let animation, _, _, _):
                if !current.disablesAnimations { current.animation = animation }
            case .transaction(let transform, _, _):
                transform(&current)
            case .keyframes:
                // A trigger starting the animator shows its first frame; the frames that follow move.
                if previousWatchedValue(node, ordinal, before: before) != "rest" {
                    current.animation = Animation.keyframeFrames
                }
            case .transition, .contentTransition, .feedback:
                break
            }
        }
        return current
    }

    private static func watchedValueChanged(_ node: RenderedNode, _ ordinal: Int, before: Index) -> Bool {
        guard let identity = node.identity, let old = before.entries[identity]?.node,
            ordinal < old.motion.count
        else { return true }
        return old.motion[ordinal].watchedValue != node.motion[ordinal].watchedValue
    }

    private static func previousWatchedValue(_ node: RenderedNode, _ ordinal: Int, before: Index) -> String? {
        guard let identity = node.identity, let old = before.entries[identity]?.node, ordinal < old.motion.count
        else { return nil }
        return old.motion[ordinal].watchedValue
    }

    private static func contentTransition(of node: RenderedNode, within ancestors: [RenderedNode]) -> String? {
        for node in ([node] + ancestors.reversed()) {
            for case .contentTransition(let name) in node.motion.reversed() { return name }
        }
        return nil
    }

    // MARK: Modifiers

    struct ModifierDifference {
        let name: String
        let before: String?
        let after: String?
        let position: Int
    }

    static func modifierName(_ text: String) -> String {
        let trimmed = text.hasPrefix(".") ? String(text.dropFirst()) : text
        return String(trimmed.prefix { $0 != "(" })
    }

    /// Modifiers that differ, paired by name and occurrence, motion modifiers left out.
    static func modifierDifferences(_ old: [String], _ new: [String]) -> [ModifierDifference] {
        func occurrences(_ modifiers: [String]) -> [(key: String, text: String, position: Int)] {
            var seen: [String: Int] = [:]
            return modifiers.enumerated().compactMap { position, text in
                let name = modifierName(text)
                guard !motionModifierNames.contains(name) else { return nil }
                seen[name, default: 0] += 1
                return (name + "#\(seen[name]!)", text, position)
            }
        }
        let before = occurrences(old)
        let after = occurrences(new)
        let beforeByKey = Dictionary(before.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let afterKeys = Set(after.map(\.key))
        var differences: [ModifierDifference] = []
        for item in after {
            let previous = beforeByKey[item.key]
            if previous?.text != item.text {
                differences.append(
                    ModifierDifference(
                        name: modifierName(item.text), before: previous?.text, after: item.text, position: item.position
                    ))
            }
        }
        for item in before where !afterKeys.contains(item.key) {
            differences.append(
                ModifierDifference(
                    name: modifierName(item.text), before: item.text, after: nil, position: item.position))
        }
        return differences
    }

    // MARK: Names

    static func name(of node: RenderedNode) -> String {
        if let content = node.content, !content.isEmpty { return node.kind + " \"\(content)\"" }
        if let first = node.readableText.first { return node.kind + " containing \"\(first)\"" }
        if !node.label.isEmpty { return node.kind + " \"\(node.label)\"" }
        return node.kind
    }

    private static func flagText(_ flags: [String]) -> String {
        flags.isEmpty ? "(no flags)" : flags.joined(separator: " ")
    }
}

extension Animation {
    /// What a keyframe animator's frames count as: they move, but by keyframes, not a curve.
    static let keyframeFrames = Animation(name: "by keyframes")
}
