/// An image: an SF Symbol by `systemName`, or a named asset.
public struct Image: Equatable, Sendable {
    let name: String
    let isSystem: Bool
    var attributes: [String] = []

    public init(systemName: String) {
        name = systemName
        isSystem = true
    }
    public init(systemName: String, variableValue: Double?) {
        name = systemName
        isSystem = true
    }
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        isSystem = false
    }
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.name = name
        isSystem = false
    }
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.name = name
        isSystem = false
    }

    func adding(_ name: String, _ arguments: [String] = []) -> Image {
        var copy = self
        copy.attributes.append(AttributeText.modifier(name, arguments))
        return copy
    }

    public enum ResizingMode: Sendable, Hashable { case tile, stretch }
    public enum TemplateRenderingMode: Sendable, Hashable { case template, original }
    public enum Interpolation: Sendable, Hashable { case none, low, medium, high }
    public enum Scale: Sendable, Hashable { case small, medium, large }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        adding("resizable")
    }
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        adding("renderingMode", [AttributeText.describe(renderingMode as Any)])
    }
    public func interpolation(_ interpolation: Interpolation) -> Image { adding("interpolation") }
    public func antialiased(_ isAntialiased: Bool) -> Image { adding("antialiased") }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        adding("symbolRenderingMode", [AttributeText.describe(mode as Any)])
    }
}

/// How multi-colour SF Symbols are drawn.
public struct SymbolRenderingMode: Sendable, Hashable, AttributeDescribable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    var attributeDescription: String { "." + name }
}

extension Image: View, PrimitiveView {
    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let node = RenderedNode(kind: "Image", content: nil, label: name)
        node.details = [(isSystem ? "systemName:" : "name:") + name]
        node.modifiers = attributes
        return [node]
    }
}
