private func describe(_ value: Any) -> String { AttributeText.describe(value) }

extension View {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        attribute("foregroundStyle", [describe(style)])
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        attribute("foregroundStyle", [describe(primary), describe(secondary)])
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        attribute("foregroundStyle", [describe(primary), describe(secondary), describe(tertiary)])
    }

    public func foregroundColor(_ color: Color?) -> some View {
        attribute("foregroundColor", [describe(color as Any)])
    }

    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { attribute("tint", [describe(tint as Any)]) }
    public func tint(_ tint: Color?) -> some View { attribute("tint", [describe(tint as Any)]) }
    public func accentColor(_ accentColor: Color?) -> some View { attribute("accentColor", [describe(accentColor as Any)]) }

    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        attribute("background", [describe(style)])
    }

    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { attribute("background") }

    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        attribute("background", [describe(style), "in: " + ShapeNames.describe(shape)])
    }

    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        attribute("background", ["in: " + ShapeNames.describe(shape)])
    }

    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        AccessoryModifier.wrap(self, kind: "Background", content: content())
    }

    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        AccessoryModifier.wrap(self, kind: "Background", content: background)
    }

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        AccessoryModifier.wrap(self, kind: "Overlay", content: content())
    }

    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        AccessoryModifier.wrap(self, kind: "Overlay", content: overlay)
    }

    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        attribute("overlay", [describe(style)])
    }

    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        attribute("overlay", [describe(style), "in: " + ShapeNames.describe(shape)])
    }

    public func opacity(_ opacity: Double) -> some View { attribute("opacity", [AttributeText.number(opacity)]) }

    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        attribute("cornerRadius", [AttributeText.number(radius)])
    }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        attribute("clipShape", [ShapeNames.describe(shape)])
    }

    public func clipped(antialiased: Bool = false) -> some View { attribute("clipped") }

    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        attribute("mask")
    }

    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        attribute("contentShape", [ShapeNames.describe(shape)])
    }

    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        attribute("contentShape", [ShapeNames.describe(shape)])
    }

    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        attribute("border", [describe(content)] + (width == 1 ? [] : ["width: " + AttributeText.number(width)]))
    }

    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        var arguments: [String] = []
        if color != Color(.sRGBLinear, white: 0, opacity: 0.33) { arguments.append("color: " + color.name) }
        arguments.append("radius: " + AttributeText.number(radius))
        if x != 0 { arguments.append("x: " + AttributeText.number(x)) }
        if y != 0 { arguments.append("y: " + AttributeText.number(y)) }
        return attribute("shadow", arguments)
    }

    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { attribute("blur", ["radius: " + AttributeText.number(radius)]) }
    public func brightness(_ amount: Double) -> some View { attribute("brightness", [AttributeText.number(amount)]) }
    public func contrast(_ amount: Double) -> some View { attribute("contrast", [AttributeText.number(amount)]) }
    public func saturation(_ amount: Double) -> some View { attribute("saturation", [AttributeText.number(amount)]) }
    public func grayscale(_ amount: Double) -> some View { attribute("grayscale", [AttributeText.number(amount)]) }
    public func hueRotation(_ angle: Angle) -> some View { attribute("hueRotation", [angle.attributeDescription]) }
    public func colorMultiply(_ color: Color) -> some View { attribute("colorMultiply", [color.name]) }
    public func compositingGroup() -> some View { attribute("compositingGroup") }
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { attribute("drawingGroup") }
    public func blendMode(_ blendMode: BlendMode) -> some View { attribute("blendMode", ["." + String(describing: blendMode)]) }

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        attribute("scaleEffect", [AttributeText.number(scale)] + (anchor == .center ? [] : ["anchor: " + anchor.attributeDescription]))
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        attribute("scaleEffect", ["x: " + AttributeText.number(scale.width), "y: " + AttributeText.number(scale.height)])
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        attribute("scaleEffect", ["x: " + AttributeText.number(x), "y: " + AttributeText.number(y)])
    }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        attribute("rotationEffect", [angle.attributeDescription] + (anchor == .center ? [] : ["anchor: " + anchor.attributeDescription]))
    }

    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        attribute("rotation3DEffect", [angle.attributeDescription, "axis: (x: \(AttributeText.number(axis.x)), y: \(AttributeText.number(axis.y)), z: \(AttributeText.number(axis.z)))"])
    }

    /// Text styling applied to all text inside.
    public func bold(_ isActive: Bool = true) -> some View { isActive ? attribute("bold") : attribute("bold", ["false"]) }
    public func italic(_ isActive: Bool = true) -> some View { isActive ? attribute("italic") : attribute("italic", ["false"]) }
    public func fontWeight(_ weight: Font.Weight?) -> some View { attribute("fontWeight", [describe(weight as Any)]) }
    public func fontDesign(_ design: Font.Design?) -> some View { attribute("fontDesign", [describe(design as Any)]) }
    public func fontWidth(_ width: Font.Width?) -> some View { attribute("fontWidth", [describe(width as Any)]) }
    public func monospacedDigit() -> some View { attribute("monospacedDigit") }
    public func monospaced(_ isActive: Bool = true) -> some View { attribute("monospaced") }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        attribute("underline")
    }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        attribute("strikethrough")
    }
    public func kerning(_ kerning: CGFloat) -> some View { attribute("kerning", [AttributeText.number(kerning)]) }
    public func tracking(_ tracking: CGFloat) -> some View { attribute("tracking", [AttributeText.number(tracking)]) }
    public func textCase(_ textCase: Text.Case?) -> some View { attribute("textCase", [describe(textCase as Any)]) }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { attribute("truncationMode", ["." + String(describing: mode)]) }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { attribute("minimumScaleFactor", [AttributeText.number(factor)]) }
    public func allowsTightening(_ flag: Bool) -> some View { attribute("allowsTightening", [String(flag)]) }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { attribute("lineSpacing", [AttributeText.number(lineSpacing)]) }
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { attribute("textSelection") }
    public func imageScale(_ scale: Image.Scale) -> some View { attribute("imageScale", ["." + String(describing: scale)]) }
    public func symbolVariant(_ variant: SymbolVariants) -> some View { attribute("symbolVariant", [variant.attributeDescription]) }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        attribute("symbolRenderingMode", [describe(mode as Any)])
    }
    public func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        attribute("symbolEffect", [describe(effect)] + (isActive ? [] : ["isActive: false"]))
    }
    public func symbolEffect<T: SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View {
        attribute("symbolEffect", [describe(effect), "value: " + describe(value)])
    }

    public func badge(_ count: Int) -> some View { attribute("badge", [String(count)]) }
    public func badge(_ label: Text?) -> some View { attribute("badge", [label.map { TreeFormatter.quote($0.string) } ?? "nil"]) }
    public func badge(_ key: LocalizedStringKey) -> some View { attribute("badge", [TreeFormatter.quote(key.text)]) }

    public func help(_ textKey: LocalizedStringKey) -> some View { attribute("help", [TreeFormatter.quote(textKey.text)]) }
    public func help<S: StringProtocol>(_ text: S) -> some View { attribute("help", [TreeFormatter.quote(String(text))]) }
    public func help(_ text: Text) -> some View { attribute("help", [TreeFormatter.quote(text.string)]) }

    public func statusBarHidden(_ hidden: Bool = true) -> some View { attribute("statusBarHidden") }
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { attribute("persistentSystemOverlays", [visibility.attributeDescription]) }
    public func privacySensitive(_ sensitive: Bool = true) -> some View { attribute("privacySensitive") }
    public func labelsHidden() -> some View { attribute("labelsHidden") }
    public func equatable() -> some View where Self: Equatable { attribute("equatable") }
    public func allowsHitTesting(_ enabled: Bool) -> some View { attribute("allowsHitTesting", [String(enabled)]) }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        attribute("sensoryFeedback", [feedback.attributeDescription])
    }
    public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { attribute("hoverEffect") }
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { attribute("onHover") }
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        attribute("matchedGeometryEffect", ["id: " + describe(id)])
    }
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        attribute("matchedTransitionSource", ["id: " + describe(id)])
    }
    public func navigationTransition(_ style: NavigationTransitionStyle) -> some View {
        attribute("navigationTransition", [style.name])
    }
    public func geometryGroup() -> some View { attribute("geometryGroup") }
}

/// Whether text can be selected.
public protocol TextSelectability {}
public struct EnabledTextSelectability: TextSelectability {}
public struct DisabledTextSelectability: TextSelectability {}
extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// Symbol variants such as `.fill` or `.circle`.
public struct SymbolVariants: Hashable, Sendable, AttributeDescribable {
    let name: String
    public static let none = SymbolVariants(name: "none")
    public static let fill = SymbolVariants(name: "fill")
    public static let circle = SymbolVariants(name: "circle")
    public static let square = SymbolVariants(name: "square")
    public static let rectangle = SymbolVariants(name: "rectangle")
    public static let slash = SymbolVariants(name: "slash")
    public var fill: SymbolVariants { SymbolVariants(name: name + ".fill") }
    var attributeDescription: String { "." + name }
}

/// SF Symbol animation effects.
public protocol SymbolEffect {}

public struct NamedSymbolEffect: SymbolEffect, Hashable, Sendable, AttributeDescribable {
    let name: String
    var attributeDescription: String { name }
    public var byLayer: NamedSymbolEffect { NamedSymbolEffect(name: name + ".byLayer") }
    public var wholeSymbol: NamedSymbolEffect { NamedSymbolEffect(name: name + ".wholeSymbol") }
    public var up: NamedSymbolEffect { NamedSymbolEffect(name: name + ".up") }
    public var down: NamedSymbolEffect { NamedSymbolEffect(name: name + ".down") }
    public var iterative: NamedSymbolEffect { NamedSymbolEffect(name: name + ".iterative") }
    public var cumulative: NamedSymbolEffect { NamedSymbolEffect(name: name + ".cumulative") }
    public var reversing: NamedSymbolEffect { NamedSymbolEffect(name: name + ".reversing") }
}

extension SymbolEffect where Self == NamedSymbolEffect {
    public static var bounce: NamedSymbolEffect { NamedSymbolEffect(name: ".bounce") }
    public static var pulse: NamedSymbolEffect { NamedSymbolEffect(name: ".pulse") }
    public static var variableColor: NamedSymbolEffect { NamedSymbolEffect(name: ".variableColor") }
    public static var scale: NamedSymbolEffect { NamedSymbolEffect(name: ".scale") }
    public static var appear: NamedSymbolEffect { NamedSymbolEffect(name: ".appear") }
    public static var disappear: NamedSymbolEffect { NamedSymbolEffect(name: ".disappear") }
    public static var replace: NamedSymbolEffect { NamedSymbolEffect(name: ".replace") }
    public static var wiggle: NamedSymbolEffect { NamedSymbolEffect(name: ".wiggle") }
    public static var rotate: NamedSymbolEffect { NamedSymbolEffect(name: ".rotate") }
    public static var breathe: NamedSymbolEffect { NamedSymbolEffect(name: ".breathe") }
}

public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

public struct SensoryFeedback: Sendable, Hashable, AttributeDescribable {
    let name: String
    public static let success = SensoryFeedback(name: ".success")
    public static let warning = SensoryFeedback(name: ".warning")
    public static let error = SensoryFeedback(name: ".error")
    public static let selection = SensoryFeedback(name: ".selection")
    public static let increase = SensoryFeedback(name: ".increase")
    public static let decrease = SensoryFeedback(name: ".decrease")
    public static let start = SensoryFeedback(name: ".start")
    public static let stop = SensoryFeedback(name: ".stop")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: ".impact") }
    public struct Weight: Sendable, Hashable {
        public static let light = Weight()
        public static let medium = Weight()
        public static let heavy = Weight()
    }
    var attributeDescription: String { name }
}

public struct HoverEffect: Sendable {
    public static let automatic = HoverEffect()
    public static let highlight = HoverEffect()
    public static let lift = HoverEffect()
}

public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

public struct NavigationTransitionStyle: Sendable {
    let name: String
    public static let automatic = NavigationTransitionStyle(name: ".automatic")
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> NavigationTransitionStyle {
        NavigationTransitionStyle(name: ".zoom")
    }
}

public enum ColorRenderingMode: Sendable, Hashable { case nonLinear, linear, extendedLinear }

public enum BlendMode: Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

/// Content shape kinds for `contentShape(_:_:)`.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}
