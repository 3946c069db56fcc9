/// Creates views from a collection, giving each one an identity from its element's id.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    let identify: (Data.Element) -> ID
    public var content: (Data.Element) -> Content
    var deleteAction: ((IndexSet) -> Void)?
}

extension ForEach: View, PrimitiveView where Content: View {
    public typealias Body = Never

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.identify = { $0[keyPath: id] }
        self.content = content
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        var nodes: [RenderedNode] = []
        nodes.reserveCapacity(data.count)
        var offset = 0
        for element in data {
            let id = identify(element)
            let rows = context.resolve(content(element), at: path + "/#" + String(describing: id), environment: environment)
            let position = offset
            for row in rows {
                if row.tag == nil { row.tag = AnyHashable(id) }
                if let deleteAction {
                    row.actions.delete = { deleteAction(IndexSet(integer: position)) }
                }
            }
            nodes += rows
            offset += 1
        }
        return nodes
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.identify = { $0.id }
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.identify = { $0 }
        self.content = content
    }
}

/// Views generated from a collection: `ForEach` and what `onDelete`/`onMove` return.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ForEach where Content: View {
    /// Lets a user delete rows with a swipe; the harness calls it with `delete(row:)`.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    /// Accepted for source compatibility; the headless harness has no way to move rows.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
}

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
                if many.wrappedValue.contains(value) { many.wrappedValue.remove(value) } else { many.wrappedValue.insert(value) }
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
        for row in rows(nodes) where row.actions.tap == nil {
            if let tag = row.tag { row.actions.tap = { select(tag) } }
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
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
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
        if !headerNodes.isEmpty, context.labelChildren(headerNodes).count > 0, headerText.isEmpty || headerNodes.count > 1 {
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

/// A container for grouped controls used for data entry.
public struct Form<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        ContainerNode.make("Form", content: content, in: context, at: path, environment: environment)
    }
}

/// A label and a value shown side by side, as in settings screens.
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let (text, _) = context.resolveLabel(label, at: path + "/label", environment: environment)
        let node = RenderedNode(kind: "LabeledContent", content: text)
        let valueNodes = context.resolve(content, at: path + "/value", environment: environment)
        if valueNodes.count == 1, valueNodes[0].kind == "Text", valueNodes[0].modifiers.isEmpty {
            node.details.append("value:" + TreeFormatter.quote(valueNodes[0].content ?? ""))
        } else {
            node.children = valueNodes
        }
        return [node]
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
}

/// A table with columns; headless it prints one row per item with each column's value.
public struct Table<Value: Identifiable, Columns: View>: View, PrimitiveView {
    let rows: [Value]
    let columns: Columns

    public init<Data: RandomAccessCollection>(_ data: Data, @ViewBuilder columns: () -> Columns) where Data.Element == Value {
        rows = Array(data)
        self.columns = columns()
    }

    public init<Data: RandomAccessCollection, Selection: Hashable>(
        _ data: Data, selection: Binding<Selection?>, @ViewBuilder columns: () -> Columns
    ) where Data.Element == Value {
        rows = Array(data)
        self.columns = columns()
    }

    public init<Data: RandomAccessCollection, Selection: Hashable, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Selection>>, sortOrder: Binding<[Sort]>, @ViewBuilder columns: () -> Columns
    ) where Data.Element == Value, Sort.Compared == Value {
        rows = Array(data)
        self.columns = columns()
    }

    public init<Data: RandomAccessCollection, Selection: Hashable, Sort: SortComparator>(
        _ data: Data, selection: Binding<Selection?>, sortOrder: Binding<[Sort]>, @ViewBuilder columns: () -> Columns
    ) where Data.Element == Value, Sort.Compared == Value {
        rows = Array(data)
        self.columns = columns()
    }

    public init<Data: RandomAccessCollection, Selection: Hashable>(
        _ data: Data, selection: Binding<Set<Selection>>, @ViewBuilder columns: () -> Columns
    ) where Data.Element == Value {
        rows = Array(data)
        self.columns = columns()
    }

    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @ViewBuilder columns: () -> Columns
    ) where Data.Element == Value, Sort.Compared == Value {
        rows = Array(data)
        self.columns = columns()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let node = RenderedNode(kind: "Table")
        let columnList = (columns as? TupleView)?.children ?? [columns]
        let headers = columnList.compactMap { ($0 as? any TableColumnDescribing)?.title }
        node.details.append("columns:" + headers.map(TreeFormatter.quote).joined(separator: ","))
        for (index, row) in rows.enumerated() {
            let rowNode = RenderedNode(kind: "Row")
            for (column, view) in columnList.enumerated() {
                guard let described = view as? any TableColumnDescribing else { continue }
                rowNode.children += context.resolve(
                    described.cell(for: row), at: path + "/#\(row.id)/\(column)", environment: environment)
            }
            rowNode.tag = AnyHashable(index)
            node.children.append(rowNode)
        }
        return [node]
    }
}

@MainActor
protocol TableColumnDescribing {
    var title: String { get }
    func cell(for row: Any) -> any View
}

/// One column of a `Table`.
public struct TableColumn<RowValue, Content: View>: View, PrimitiveView, TableColumnDescribing {
    let title: String
    let makeCell: (RowValue) -> Content

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        title = titleKey.text
        makeCell = content
    }

    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
        title = titleKey.text
        makeCell = { Text($0[keyPath: value]) }
    }

    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        title = titleKey.text
        makeCell = content
    }

    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: some SortComparator) where Content == Text {
        title = titleKey.text
        makeCell = { Text($0[keyPath: value]) }
    }

    public var body: Never { primitiveBody() }

    func cell(for row: Any) -> any View {
        guard let row = row as? RowValue else { return EmptyView() }
        return makeCell(row)
    }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] { [] }
}
