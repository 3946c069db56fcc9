/// Runs a view tree headless: renders it as text and acts on it like a user would. Every
/// interaction updates the tree before it returns.
///
///     let app = ViewHarness(ContentView())
///     print(app.render())
///     try app.tap("Add")
///     try app.type("Milk", into: "Item name")
@MainActor
public final class ViewHarness {
    let graph: ViewGraph

    /// Starts `root` with the default environment (light scheme, compact width, US English, UTC),
    /// changed by `environment` if given.
    public init<Root: View>(_ root: Root, environment: (inout EnvironmentValues) -> Void = { _ in }) {
        var values = EnvironmentValues()
        environment(&values)
        graph = ViewGraph(root: root, environment: values)
        graph.update()
    }

    // MARK: Reading

    /// The current rendering, one node per line, followed by `! problem` lines for learner bugs
    /// found (update loops, state written during `body`).
    public func render() -> String {
        graph.update()
        var text = TreeFormatter.format(graph.rendered)
        for problem in graph.problems { text += "\n! " + problem }
        return text
    }

    /// The top-level rendered nodes.
    public var nodes: [RenderedNode] {
        graph.update()
        return graph.rendered
    }

    /// The visible changes of the last interaction (a tap, typing, a drag, `nextPhase()`,
    /// `update()`…), each with the animation it got: what a person would see move or jump.
    public func changes() -> [AnimatedChange] {
        graph.update()
        return graph.changes()
    }

    /// Learner bugs found so far.
    public var problems: [String] { graph.problems }

    /// Every text a user can currently read, in order (texts, labels, button titles, fields).
    public func visibleTexts() -> [String] {
        graph.update()
        return reachableNodes().compactMap { $0.node.content }.filter { !$0.isEmpty }
    }

    /// Whether `text` is shown anywhere a user can see it.
    public func contains(text: String) -> Bool {
        visibleTexts().contains { $0 == text || $0.contains(text) }
    }

    /// The node showing exactly `text`; throws when it is missing, ambiguous or out of reach.
    @discardableResult
    public func find(text: String) throws -> RenderedNode {
        try locate(kind: "text", label: text) { $0.content == text }
    }

    /// How many times the body of views of this type ran, summed over all instances.
    public func bodyCount<V: View>(of type: V.Type) -> Int {
        graph.bodyCountsByType[TypeNames.name(of: type)] ?? 0
    }

    /// How many times each instance of this view type now in the tree has run its body, in tree
    /// order — e.g. `[1, 2, 1]` when only the second row re-ran.
    public func instanceBodyCounts<V: View>(of type: V.Type) -> [Int] {
        graph.update()
        let name = TypeNames.name(of: type)
        return graph.customViewsInOrder.filter { $0.typeName == name }.map { graph.bodyCountsByPath[$0.path] ?? 0 }
    }

    /// How many times bodies ran, by view type name.
    public var bodyCounts: [String: Int] { graph.bodyCountsByType }

    // MARK: Acting

    /// Taps the button, link, menu item, list row or tap-gesture view with this label (its text,
    /// or its `.accessibilityLabel`). With `within`, only the view showing that text and what is
    /// under it are searched — e.g. the swipe actions of one row: `tap("Delete", within: "Groceries")`.
    /// `count: 2` double-taps: only tap gestures that take that many taps run. When several views
    /// match (a "Delete" button in every row), `occurrence: 2` taps the second on screen.
    public func tap(_ label: String, count: Int = 1, within scope: String? = nil, occurrence: Int? = nil) throws {
        graph.beginInteraction()
        graph.isActing = true
        defer { graph.isActing = false }
        func tappable(_ node: RenderedNode) -> Bool { node.actions.tap != nil || !node.actions.tapGestures.isEmpty }
        let node: RenderedNode
        do {
            node = try locate(kind: "button", label: label, within: scope, occurrence: occurrence) { node in
                tappable(node)
                    && (node.label == label || (node.actions.tap == nil && node.readableText.contains(label))
                        || node.modifiers.contains(
                            AttributeText.modifier("accessibilityLabel", [TreeFormatter.quote(label)])))
            }
        } catch InteractionError.notFound {
            // A label made of several texts ("Milk" "2 left") is reachable by any one of them.
            node = try locate(kind: "button", label: label, within: scope, occurrence: occurrence) { node in
                tappable(node) && node.readableText.contains(label)
            }
        }
        if let tap = node.actions.tap, count == 1 {
            tap()
        } else {
            for gesture in node.actions.tapGestures where gesture.count == count { gesture.run() }
        }
        graph.update()
    }

    /// Replaces the text of the field whose title, placeholder or label is `field`.
    public func type(_ text: String, into field: String, within scope: String? = nil, occurrence: Int? = nil) throws {
        graph.beginInteraction()
        graph.isActing = true
        defer { graph.isActing = false }
        let node = try locate(kind: "text field", label: field, within: scope, occurrence: occurrence) {
            $0.actions.text != nil && $0.label == field
        }
        node.actions.focus?()
        node.actions.text?.set(text)
        graph.update()
    }

    /// Presses return in the field: runs its `onSubmit` actions.
    public func submit(_ field: String) throws {
        graph.beginInteraction()
        graph.isActing = true
        defer { graph.isActing = false }
        let node = try locate(kind: "text field", label: field) { $0.actions.text != nil && $0.label == field }
        for action in node.actions.submit { action() }
        graph.update()
    }

    /// Types into the search field added by `.searchable`.
    public func search(_ text: String) throws {
        graph.beginInteraction()
        graph.isActing = true
        defer { graph.isActing = false }
        let node = try locate(kind: "search field", label: "Search") { $0.actions.search != nil }
        node.actions.search?.set(text)
        graph.update()
    }

    /// Flips the toggle with this label.
    public func toggle(_ label: String, within scope: String? = nil, occurrence: Int? = nil) throws {
        graph.beginInteraction()
        graph.isActing = true
        defer { graph.isActing = false }
        let node = try locate(kind: "toggle", label: label, within: scope, occurrence: occurrence) {
            $0.actions.toggle != nil && $0.label == label
        }
        node.actions.toggle?()
        graph.update()
    }

    /// Chooses the option shown as `option` in the picker labelled `picker`.
    public func pick(_ option: String, in picker: String) throws {
        graph.beginInteraction()
        graph.isActing = true
        defer { graph.isActing = false }
        let node = try locate(kind: "picker", label: picker) { $0.actions.select != nil && $0.label == picker }
        var found: RenderedNode?
        for child in node.children {
            child.walk { candidate in
                if found == nil, candidate.tag != nil || child.tag != nil,
                    candidate.content == option || candidate.readableText.contains(option) || candidate.label == option
                {
                    found = candidate.tag != nil ? candidate : child
                }
            }
        }
        guard let choice = found, let tag = choice.tag else {
            let options = node.children.map { $0.readableText.first ?? $0.label }
            throw InteractionError.invalidValue(
                kind: "picker", label: picker,
                reason: "no option \"\(option)\" (options: " + options.map { "\"\($0)\"" }.joined(separator: ", ") + ")"
            )
        }
        guard node.actions.select?(tag) == true else {
            throw InteractionError.invalidValue(
                kind: "picker", label: picker,
                reason: "the tag of \"\(option)\" has a different type than the selection")
        }
        graph.update()
    }

    /// Taps the stepper's + button.
    public func increment(_ label: String) throws {
        graph.beginInteraction()
        graph.isActing = true
        defer { graph.isActing = false }
        let node = try locate(kind: "stepper", label: label) { $0.actions.increment != nil && $0.label == label }
        node.actions.increment?()
        graph.update()
    }

    /// Taps the stepper's − button.
    public func decrement(_ label: String) throws {
        graph.beginInteraction()
        graph.isActing = true
        defer { graph.isActing = false }
        let node = try locate(kind: "stepper", label: label) { $0.actions.decrement != nil && $0.label == label }
        node.actions.decrement?()
        graph.update()
    }

    /// Moves the slider labelled `label` to `value`.
    public func slide(_ label: String, to value: Double) throws {
        graph.beginInteraction()
        graph.isActing = true
        defer { graph.isActing = false }
        let node = try locate(kind: "slider", label: label) { $0.actions.setValue != nil && $0.label == label }
        node.actions.setValue?(value)
        graph.update()
    }

    /// Taps the `NavigationLink` with this label.
    public func navigate(to label: String) throws {
        graph.beginInteraction()
        graph.isActing = true
        defer { graph.isActing = false }
        let node = try locate(kind: "navigation link", label: label) {
            $0.kind == "NavigationLink" && $0.label == label
        }
        node.actions.tap?()
        graph.update()
    }

    /// Selects the tab with this title.
    public func selectTab(_ label: String) throws {
        graph.beginInteraction()
        graph.isActing = true
        defer { graph.isActing = false }
        let node = try locate(kind: "tab", label: label) { $0.kind == "Tab" && $0.label == label }
        node.actions.tap?()
        graph.update()
    }

    /// Closes what is on top: an alert or dialog, then a sheet or cover, then the top pushed screen.
    public func dismiss() throws {
        graph.beginInteraction()
        graph.isActing = true
        defer { graph.isActing = false }
        let reachable = reachableNodes()
        if let modal = lastModal(), let dismiss = modal.actions.dismiss {
            dismiss()
        } else if let screen = reachable.last(where: { $0.node.kind == "Screen" && $0.node.actions.dismiss != nil }) {
            screen.node.actions.dismiss?()
        } else {
            throw InteractionError.notFound(kind: "presentation", label: "anything to dismiss", available: [])
        }
        graph.update()
    }

    /// Swipes to delete the row showing `text` (needs `.onDelete` on its `ForEach`).
    public func delete(row text: String) throws {
        graph.beginInteraction()
        graph.isActing = true
        defer { graph.isActing = false }
        let node = try locate(kind: "deletable row", label: text) { node in
            node.actions.delete != nil && (node.content == text || node.readableText.contains(text))
        }
        node.actions.delete?()
        graph.update()
    }

    /// Pulls to refresh: runs the `.refreshable` action and waits for it.
    public func refresh() async throws {
        graph.beginInteraction()
        graph.isActing = true
        defer { graph.isActing = false }
        guard let node = reachableNodes().first(where: { $0.node.actions.refresh != nil })?.node else {
            throw InteractionError.notFound(kind: "refreshable view", label: "pull to refresh", available: [])
        }
        await node.actions.refresh?()
        graph.update()
    }

    /// Brings the tree up to date after changes made outside an interaction (e.g. to a model).
    public func update() {
        graph.changeLogStartsNow()
        graph.update()
    }

    /// Waits for every `.task` and other work started by the tree to finish, updating as it goes.
    /// Returns false if work is still running after `timeout`.
    @discardableResult
    public func settle(timeout: Duration = .seconds(5)) async -> Bool {
        graph.beginInteraction()
        graph.isActing = true
        defer { graph.isActing = false }
        return await graph.settle(timeout: timeout)
    }

    // MARK: Finding nodes

    struct Reachable {
        let node: RenderedNode
        let blockedReason: String?
    }

    private func lastModal() -> RenderedNode? {
        var modal: RenderedNode?
        func visit(_ node: RenderedNode) {
            if node.collapsed || node.isHidden { return }
            if node.isModal { modal = node }
            for child in node.children { visit(child) }
        }
        for root in graph.rendered { visit(root) }
        return modal
    }

    /// All nodes, each with the reason a user cannot reach it (nil when reachable).
    func allNodes() -> [Reachable] {
        let modal = lastModal()
        var result: [Reachable] = []
        func visit(_ node: RenderedNode, reason: String?, insideModal: Bool) {
            let inModal = insideModal || node === modal
            var own = reason
            if own == nil, node.isHidden { own = "it is hidden with .hidden()" }
            var blocked = own
            if blocked == nil, modal != nil, !inModal {
                blocked = "a \(modal?.kind ?? "presentation") is covering it; dismiss it first"
            }
            result.append(Reachable(node: node, blockedReason: blocked))
            var childReason = own
            if node.collapsed, childReason == nil {
                childReason =
                    node.kind == "Tab"
                    ? "it is in the tab \"\(node.label)\", which is not selected"
                    : "it is on a screen covered by a pushed screen; go back first"
            }
            for child in node.children { visit(child, reason: childReason, insideModal: inModal) }
        }
        for root in graph.rendered { visit(root, reason: nil, insideModal: false) }
        return result
    }

    func reachableNodes() -> [Reachable] {
        allNodes().filter { $0.blockedReason == nil }
    }

    /// The one node matching `matching` a user can reach. With `scope`, only the row or container
    /// around a view showing that text is searched: the nearest ancestor of it holding a match.
    /// With `occurrence` (1 for the first on screen), the n-th of several matches.
    func locate(
        kind: String, label: String, within scope: String? = nil, occurrence: Int? = nil,
        matching: (RenderedNode) -> Bool
    ) throws -> RenderedNode {
        graph.update()
        var all = allNodes()
        var parents: [ObjectIdentifier: RenderedNode] = [:]
        for entry in all {
            for child in entry.node.children { parents[ObjectIdentifier(child)] = entry.node }
        }
        if let scope {
            let anchors = all.filter { $0.blockedReason == nil && $0.node.content == scope }.map(\.node)
            if anchors.isEmpty {
                _ = try locate(kind: "view", label: scope) { $0.content == scope }
            }
            var inside = Set<ObjectIdentifier>()
            for anchor in anchors {
                var container: RenderedNode? = anchor
                while let candidate = container {
                    var subtree: [RenderedNode] = []
                    candidate.walk { subtree.append($0) }
                    if subtree.contains(where: matching) {
                        for node in subtree { inside.insert(ObjectIdentifier(node)) }
                        break
                    }
                    container = parents[ObjectIdentifier(candidate)]
                }
            }
            all = all.filter { inside.contains(ObjectIdentifier($0.node)) }
        }
        let matches = all.filter { matching($0.node) }
        let reachable = matches.filter { $0.blockedReason == nil }
        if reachable.isEmpty {
            if let blocked = matches.first, let reason = blocked.blockedReason {
                throw InteractionError.hidden(kind: kind, label: label, reason: reason)
            }
            let available = all.filter { $0.blockedReason == nil }.map(\.node)
                .filter { node in
                    switch kind {
                    case "button": node.actions.tap != nil
                    case "text field": node.actions.text != nil
                    case "toggle": node.actions.toggle != nil
                    case "picker": node.actions.select != nil
                    case "stepper": node.actions.increment != nil
                    case "slider": node.actions.setValue != nil
                    case "navigation link": node.kind == "NavigationLink"
                    case "tab": node.kind == "Tab"
                    case "deletable row": node.actions.delete != nil
                    default: node.content != nil
                    }
                }
                .map(\.label).filter { !$0.isEmpty }
            throw InteractionError.notFound(kind: kind, label: label, available: available)
        }
        let node: RenderedNode
        if let occurrence {
            guard reachable.indices.contains(occurrence - 1) else {
                throw InteractionError.invalidValue(
                    kind: kind, label: label,
                    reason: "occurrence \(occurrence) asked for, but \(reachable.count) are on screen (1 is the first)")
            }
            node = reachable[occurrence - 1].node
        } else if reachable.count > 1 {
            let candidates = reachable.map { place(of: $0.node, label: label, parents: parents) }
            throw InteractionError.ambiguous(kind: kind, label: label, candidates: candidates)
        } else {
            node = reachable[0].node
        }
        if node.isDisabled { throw InteractionError.disabled(kind: kind, label: label) }
        return node
    }

    /// Where a match sits, for an error: its label and the first other text of the nearest
    /// container that shows one, e.g. `"Delete" in "Groceries"`.
    private func place(of node: RenderedNode, label: String, parents: [ObjectIdentifier: RenderedNode]) -> String {
        let own = TreeFormatter.quote(node.label.isEmpty ? label : node.label)
        var container = parents[ObjectIdentifier(node)]
        while let candidate = container {
            if let text = candidate.readableText.first(where: { $0 != label && !node.readableText.contains($0) }) {
                return own + " in " + TreeFormatter.quote(text)
            }
            container = parents[ObjectIdentifier(candidate)]
        }
        return own
    }
}

extension ViewHarness: CustomStringConvertible {
    public nonisolated var description: String {
        MainActor.assumeIsolated { render() }
    }
}
