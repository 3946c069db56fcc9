private func describe(_ value: Any) -> String { AttributeText.describe(value) }

extension View {
    /// Text styling applied to all text inside.
    public func bold(_ isActive: Bool = true) -> some View {
        isActive ? attribute("bold") : attribute("bold", ["false"])
    }
    public func italic(_ isActive: Bool = true) -> some View {
        isActive ? attribute("italic") : attribute("italic", ["false"])
    }
    public func fontWeight(_ weight: Font.Weight?) -> some View { attribute("fontWeight", [describe(weight as Any)]) }
    public func fontDesign(_ design: Font.Design?) -> some View { attribute("fontDesign", [describe(design as Any)]) }
    public func fontWidth(_ width: Font.Width?) -> some View { attribute("fontWidth", [describe(width as Any)]) }
    public func monospacedDigit() -> some View { attribute("monospacedDigit") }
    public func monospaced(_ isActive: Bool = true) -> some View { attribute("monospaced") }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    {
        attribute("underline")
    }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    {
        attribute("strikethrough")
    }
    public func kerning(_ kerning: CGFloat) -> some View { attribute("kerning", [AttributeText.number(kerning)]) }
    public func tracking(_ tracking: CGFloat) -> some View { attribute("tracking", [AttributeText.number(tracking)]) }
    public func textCase(_ textCase: Text.Case?) -> some View { attribute("textCase", [describe(textCase as Any)]) }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        attribute("truncationMode", ["." + String(describing: mode)])
    }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        attribute("minimumScaleFactor", [AttributeText.number(factor)])
    }
    public func allowsTightening(_ flag: Bool) -> some View { attribute("allowsTightening", [String(flag)]) }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        attribute("lineSpacing", [AttributeText.number(lineSpacing)])
    }
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { attribute("textSelection") }
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
