/// A piece of user interface. Custom views describe their content in `body`.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Views built into the module resolve themselves into rendered nodes instead of having a body.
@MainActor
protocol PrimitiveView {
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode]
}

extension View {
    /// Built-in views have no body; SwiftUI traps here too.
    nonisolated func primitiveBody() -> Never {
        fatalError("\(Self.self) is a built-in view and has no body")
    }
}

/// Builds view content from the statements of a closure or a `body` property.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView {
        var children: [any View] = []
        repeat children.append(each content)
        return TupleView(children: children)
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// Several views produced by one builder block; children are stored type-erased.
public struct TupleView {
    let children: [any View]
}

extension TupleView: View, PrimitiveView {
    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        var nodes: [RenderedNode] = []
        for (index, child) in children.enumerated() {
            nodes += context.resolve(child, at: path + "/\(index)", environment: environment)
        }
        return nodes
    }
}

/// The result of an `if`/`else` or `switch` inside a view builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension _ConditionalContent: View, PrimitiveView {
    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        switch storage {
        case .trueContent(let view): context.resolve(view, at: path + "/T", environment: environment)
        case .falseContent(let view): context.resolve(view, at: path + "/F", environment: environment)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Optional: PrimitiveView where Wrapped: View {
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        guard let view = self else { return [] }
        return context.resolve(view, at: path + "/?", environment: environment)
    }
}

/// A view that shows nothing.
public struct EmptyView: Sendable {
    public init() {}
}

extension EmptyView: View, PrimitiveView {
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] { [] }
}

/// A type-erased view. Changing the wrapped type changes identity, as in SwiftUI.
public struct AnyView {
    let wrapped: any View

    public init<V: View>(_ view: V) { wrapped = view }
    public init<V: View>(erasing view: V) { wrapped = view }
}

extension AnyView: View, PrimitiveView {
    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        context.resolve(wrapped, at: path + "/" + TypeNames.name(of: type(of: wrapped)), environment: environment)
    }
}
