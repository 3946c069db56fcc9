/// A scrolling list of rows.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    let selectionSingle: Binding<SelectionValue?>?
    let selectionMany: Binding<Set<SelectionValue>>?

    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        selectionSingle = selection
        selectionMany = nil
    }

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        selectionSingle = nil
        selectionMany = selection
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let node = RenderedNode(kind: "List")
        node.children = context.resolve(content, at: path + "/List", environment: environment)
        if let single = selectionSingle {
            let current = single.wrappedValue.map { AnyHashable($0) }
            markSelection(node.children) { tag in current == tag }
            attachSelection(node.children) { tag in
                if let value = TagMatching.value(tag, as: SelectionValue.self) { single.wrappedValue = value }
            }
        } else if let many = selectionMany {
            let current = Set(many.wrappedValue.map { AnyHashable($0) })
            markSelection(node.children) { tag in current.contains(tag) }
            attachSelection(node.children) { tag in
                guard let value = TagMatching.value(tag, as: SelectionValue.self) else { return }
                if many.wrappedValue.contains(value) {
                    many.wrappedValue.remove(value)
                } else {
                    many.wrappedValue.insert(value)
                }
            }
        }
        return [node]
    }

    private func rows(_ nodes: [RenderedNode]) -> [RenderedNode] {
        nodes.flatMap { $0.kind == "Section" ? $0.children : [$0] }
    }

    private func markSelection(_ nodes: [RenderedNode], isSelected: (AnyHashable) -> Bool) {
        for row in rows(nodes) {
            if let tag = row.tag, isSelected(tag) { row.flags.append("selected") }
        }
    }

    private func attachSelection(_ nodes: [RenderedNode], select: @escaping (AnyHashable) -> Void) {
        for row in rows(nodes) {
            guard let tag = row.tag else { continue }
            if row.actions.tap == nil {
                row.actions.tap = { select(tag) }
            } else if let value = row.linkValue, TagMatching.value(value, as: SelectionValue.self) != nil {
                // A link whose value has the selection's type sets the selection, which drives
                // the detail column of a split view, as in SwiftUI.
                row.actions.tap = { select(value) }
            }
        }
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selectionSingle = nil
        selectionMany = nil
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension List {
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

/// A titled group of rows inside a `List` or `Form`.
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
}

extension Section: View, PrimitiveView where Parent: View, Content: View, Footer: View {
    public typealias Body = Never

    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let headerNodes = context.resolve(header, at: path + "/header", environment: environment)
        let headerText = headerNodes.readableLine
        let node = RenderedNode(kind: "Section", content: headerText.isEmpty ? nil : headerText, label: headerText)
        if !headerNodes.isEmpty, context.labelChildren(headerNodes).count > 0,
            headerText.isEmpty || headerNodes.count > 1
        {
            let headerNode = RenderedNode(kind: "Header")
            headerNode.children = headerNodes
            node.children.append(headerNode)
        }
        node.children += context.resolve(content, at: path + "/content", environment: environment)
        let footerNodes = context.resolve(footer, at: path + "/footer", environment: environment)
        if !footerNodes.isEmpty {
            let footerNode = RenderedNode(kind: "Footer")
            footerNode.children = footerNodes
            node.children.append(footerNode)
        }
        return [node]
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
}
