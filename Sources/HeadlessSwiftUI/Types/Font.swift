/// A font. Described in renderings the way it was written: `.title`, `.system(size: 20)`.
public struct Font: Hashable, Sendable, AttributeDescribable {
    let name: String

    public static let largeTitle = Font(name: ".largeTitle")
    public static let title = Font(name: ".title")
    public static let title2 = Font(name: ".title2")
    public static let title3 = Font(name: ".title3")
    public static let headline = Font(name: ".headline")
    public static let subheadline = Font(name: ".subheadline")
    public static let body = Font(name: ".body")
    public static let callout = Font(name: ".callout")
    public static let footnote = Font(name: ".footnote")
    public static let caption = Font(name: ".caption")
    public static let caption2 = Font(name: ".caption2")

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        var arguments = ["size: " + AttributeText.number(size)]
        if let weight { arguments.append("weight: " + weight.attributeDescription) }
        if let design { arguments.append("design: " + design.attributeDescription) }
        return Font(name: ".system(" + arguments.joined(separator: ", ") + ")")
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var arguments = [style.attributeDescription]
        if let design { arguments.append("design: " + design.attributeDescription) }
        if let weight { arguments.append("weight: " + weight.attributeDescription) }
        return Font(name: ".system(" + arguments.joined(separator: ", ") + ")")
    }

    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(name: ".custom(\(TreeFormatter.quote(name)), size: \(AttributeText.number(size)))")
    }

    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(
            name:
                ".custom(\(TreeFormatter.quote(name)), size: \(AttributeText.number(size)), relativeTo: "
                + "\(textStyle.attributeDescription))"
        )
    }

    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(name: ".custom(\(TreeFormatter.quote(name)), fixedSize: \(AttributeText.number(fixedSize)))")
    }

    public func weight(_ weight: Weight) -> Font { Font(name: name + ".weight(\(weight.attributeDescription))") }
    public func bold() -> Font { Font(name: name + ".bold()") }
    public func italic() -> Font { Font(name: name + ".italic()") }
    public func monospaced() -> Font { Font(name: name + ".monospaced()") }
    public func monospacedDigit() -> Font { Font(name: name + ".monospacedDigit()") }
    public func smallCaps() -> Font { Font(name: name + ".smallCaps()") }
    public func width(_ width: Width) -> Font { Font(name: name + ".width(\(width.attributeDescription))") }

    var attributeDescription: String { name }

    public struct Weight: Hashable, Sendable, AttributeDescribable {
        let name: String
        public static let ultraLight = Weight(name: "ultraLight")
        public static let thin = Weight(name: "thin")
        public static let light = Weight(name: "light")
        public static let regular = Weight(name: "regular")
        public static let medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold")
        public static let heavy = Weight(name: "heavy")
        public static let black = Weight(name: "black")
        var attributeDescription: String { "." + name }
    }

    public enum Design: Hashable, Sendable, AttributeDescribable {
        case `default`, serif, rounded, monospaced
        var attributeDescription: String { "." + String(describing: self) }
    }

    public struct Width: Hashable, Sendable, AttributeDescribable {
        let name: String
        public static let compressed = Width(name: "compressed")
        public static let condensed = Width(name: "condensed")
        public static let standard = Width(name: "standard")
        public static let expanded = Width(name: "expanded")
        var attributeDescription: String { "." + name }
    }

    public enum TextStyle: Hashable, Sendable, CaseIterable, AttributeDescribable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        var attributeDescription: String { "." + String(describing: self) }
    }
}
