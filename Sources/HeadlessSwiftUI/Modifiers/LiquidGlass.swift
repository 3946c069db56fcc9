/// The Liquid Glass material (iOS 26). Headless it is recorded as an attribute.
public struct Glass: Sendable, Equatable, AttributeDescribable {
    let name: String
    public static let regular = Glass(name: ".regular")
    public static let clear = Glass(name: ".clear")
    public static let identity = Glass(name: ".identity")

    public func tint(_ color: Color?) -> Glass { Glass(name: name + ".tint(\(color?.name ?? "nil"))") }
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(name: name + (isEnabled ? ".interactive()" : ".interactive(false)"))
    }
    var attributeDescription: String { name }
}

/// Groups glass shapes so they blend and morph together.
public struct GlassEffectContainer<Content: View>: View, PrimitiveView {
    let spacing: CGFloat?
    let content: Content

    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        ContainerNode.make(
            "GlassEffectContainer", content: content, details: ContainerNode.spacingDetail(spacing), in: context,
            at: path, environment: environment)
    }
}

/// How a glass effect moves between states.
public struct GlassEffectTransition: Sendable {
    let name: String
    public static let matchedGeometry = GlassEffectTransition(name: ".matchedGeometry")
    public static let materialize = GlassEffectTransition(name: ".materialize")
    public static let identity = GlassEffectTransition(name: ".identity")
}

/// Background extension styles for scroll edges.
public struct ScrollEdgeEffectStyle: Sendable, Hashable {
    let name: String
    public static let automatic = ScrollEdgeEffectStyle(name: ".automatic")
    public static let hard = ScrollEdgeEffectStyle(name: ".hard")
    public static let soft = ScrollEdgeEffectStyle(name: ".soft")
}

/// How the tab bar minimises on scroll.
public struct TabBarMinimizeBehavior: Sendable, Hashable {
    let name: String
    public static let automatic = TabBarMinimizeBehavior(name: ".automatic")
    public static let onScrollDown = TabBarMinimizeBehavior(name: ".onScrollDown")
    public static let onScrollUp = TabBarMinimizeBehavior(name: ".onScrollUp")
    public static let never = TabBarMinimizeBehavior(name: ".never")
}

extension View {
    /// Liquid Glass behind the view, in `shape` (a capsule by default). There is no
    /// `.prominent` glass and no `GlassEffectStyle` type in the released SDK, so neither compiles.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule()) -> some View {
        var arguments: [String] = []
        if glass != .regular { arguments.append(glass.attributeDescription) }
        let shapeText = ShapeNames.describe(shape)
        if shapeText != ".capsule" { arguments.append("in: " + shapeText) }
        return attribute("glassEffect", arguments)
    }

    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View {
        attribute("glassEffectID", [AttributeText.describe(id as Any)])
    }

    public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View {
        attribute("glassEffectUnion", [AttributeText.describe(id as Any)])
    }

    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        attribute("glassEffectTransition", [transition.name])
    }

    public func backgroundExtensionEffect() -> some View { attribute("backgroundExtensionEffect") }

    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        attribute("scrollEdgeEffectStyle", [style?.name ?? "nil", "for: " + edges.attributeDescription])
    }

    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        attribute("scrollEdgeEffectHidden")
    }

    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        attribute("tabBarMinimizeBehavior", [behavior.name])
    }

    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        AccessoryModifier.wrap(self, kind: "BottomAccessory", content: content())
    }
}
