/// A table with columns; headless it prints one row per item with each column's value.
public struct Table<Value: Identifiable, Columns: View>: View, PrimitiveView {
    let rows: [Value]
    let columns: Columns

    public init<Data: RandomAccessCollection>(_ data: Data, @ViewBuilder columns: () -> Columns)
    where Data.Element == Value {
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
        _ data: Data, selection: Binding<Set<Selection>>, sortOrder: Binding<[Sort]>,
        @ViewBuilder columns: () -> Columns
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
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        title = titleKey.text
        makeCell = content
    }

    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: some SortComparator)
    where Content == Text {
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
