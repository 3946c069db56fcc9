private func describe(_ value: Any) -> String { AttributeText.describe(value) }

extension View {
    public func imageScale(_ scale: Image.Scale) -> some View {
        attribute("imageScale", ["." + String(describing: scale)])
    }
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        attribute("symbolVariant", [variant.attributeDescription])
    }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        attribute("symbolRenderingMode", [describe(mode as Any)])
    }
    public func symbolEffect<T: SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        attribute("symbolEffect", [describe(effect)] + (isActive ? [] : ["isActive: false"]))
    }
    public func symbolEffect<T: SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        attribute("symbolEffect", [describe(effect), "value: " + describe(value)])
    }
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
