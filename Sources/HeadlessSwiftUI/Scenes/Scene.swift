/// Part of an app's user interface: a window group, a settings window …
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Self.Body { get }
}

extension Never: Scene {}

@MainActor
protocol PrimitiveScene {
    var contentView: (any View)? { get }
}

@MainActor
enum SceneContent {
    static func firstView(in scene: any Scene) -> (any View)? {
        if let primitive = scene as? any PrimitiveScene { return primitive.contentView }
        return firstView(in: scene.body)
    }
}

/// Builds the scenes of an app.
@resultBuilder @MainActor
public enum SceneBuilder {
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> SceneList {
        var list: [any Scene] = []
        repeat list.append(each scenes)
        return SceneList(scenes: list)
    }
    public static func buildIf<S: Scene>(_ scene: S?) -> SceneList { SceneList(scenes: scene.map { [$0] } ?? []) }
    public static func buildLimitedAvailability<S: Scene>(_ scene: S) -> SceneList { SceneList(scenes: [scene]) }
}

/// Several scenes.
public struct SceneList: Scene, PrimitiveScene {
    let scenes: [any Scene]
    public var body: Never { fatalError("SceneList has no body") }
    var contentView: (any View)? { scenes.lazy.compactMap { SceneContent.firstView(in: $0) }.first }
}

extension Scene {
    public func windowStyle(_ style: WindowStyleKind) -> Self { self }
    public func windowToolbarStyle(_ style: WindowToolbarStyleKind) -> Self { self }
    public func windowResizability(_ resizability: WindowResizability) -> Self { self }
    public func defaultSize(width: CGFloat, height: CGFloat) -> Self { self }
    public func defaultSize(_ size: CGSize) -> Self { self }
    public func defaultPosition(_ position: UnitPoint) -> Self { self }
    public func commands<C: Commands>(@CommandsBuilder content: () -> C) -> Self { self }
    public func modelContainer(for modelType: Any.Type) -> Self { self }
    public func environment<T: AnyObject & Observable>(_ object: T?) -> Self { self }
    public func handlesExternalEvents(matching conditions: Set<String>) -> Self { self }
}
