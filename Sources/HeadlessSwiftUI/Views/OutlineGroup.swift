/// A tree of rows: an element with children shows as a collapsed `DisclosureGroup` whose label is
/// its row (tap it to expand), a leaf as its row. `List(_:children:rowContent:)` shows one.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View,
    PrimitiveView
{
    let roots: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let row: (Data.Element) -> Leaf

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let rows = ForEach(roots, id: id) { element in OutlineRow(element: element, outline: self) }
        return context.resolve(rows, at: path + "/outline", environment: environment)
    }
}

extension OutlineGroup where ID == Data.Element.ID, Parent == Leaf, Data.Element: Identifiable {
    public init<DataElement: Identifiable>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, DataElement == Data.Element {
        self.init(roots: data, id: \.id, children: children, row: content)
    }
}

extension OutlineGroup where Parent == Leaf {
    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, DataElement == Data.Element {
        self.init(roots: data, id: id, children: children, row: content)
    }
}

/// The children of one expanded outline element.
public struct OutlineSubgroupChildren: View {
    let content: AnyView
    public var body: some View { content }
}

/// One element of an outline with its subtree.
private struct OutlineRow<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    let element: Data.Element
    let outline: OutlineGroup<Data, ID, Parent, Leaf, Subgroup>

    var body: some View {
        if let children = element[keyPath: outline.children] {
            DisclosureGroup {
                OutlineSubgroupChildren(
                    content: AnyView(
                        OutlineGroup<Data, ID, Parent, Leaf, Subgroup>(
                            roots: children, id: outline.id, children: outline.children, row: outline.row)))
            } label: {
                outline.row(element)
            }
        } else {
            outline.row(element)
        }
    }
}

extension List where SelectionValue == Never {
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >,
        Data.Element: Identifiable
    {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
    {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
