/// Creates views from a collection, giving each one an identity from its element's id.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    let identify: (Data.Element) -> ID
    public var content: (Data.Element) -> Content
    var deleteAction: ((IndexSet) -> Void)?
}

extension ForEach: View, PrimitiveView where Content: View {
    public typealias Body = Never

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
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
            let rows = context.resolve(
                content(element), at: path + "/#" + String(describing: id), environment: environment)
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
