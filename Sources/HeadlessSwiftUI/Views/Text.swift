/// A string key used by `Text`, `Button` and other views; string interpolation builds the
/// displayed text directly (there is no localisation table headless).
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    let text: String

    public init(_ value: String) { text = value }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation(_ string: String) { text += string }
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }

        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: CVarArg {
            text += String(format: specifier, value)
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            text += format.format(input)
        }

        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            text += style.format(date)
        }

        public mutating func appendInterpolation(_ textValue: Text) { text += textValue.string }
        public mutating func appendInterpolation(_ image: Image) { text += "[" + image.name + "]" }
        public mutating func appendInterpolation(_ attributed: AttributedString) {
            text += String(attributed.characters)
        }
    }
}

/// Read-only text. Text modifiers (`bold()`, `font(_:)`, `foregroundStyle(_:)` …) return `Text`,
/// so texts can be joined with `+`.
public struct Text: Equatable, Sendable {
    var string: String
    var attributes: [String] = []

    public init(verbatim content: String) { string = content }
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) { string = key.text }
    public init(_ attributedContent: AttributedString) { string = String(attributedContent.characters) }
    public init(_ date: Date, style: DateStyle) { string = style.format(date) }
    public init(_ dates: ClosedRange<Date>) {
        string = DateStyle.date.format(dates.lowerBound) + " – " + DateStyle.date.format(dates.upperBound)
    }
    public init(_ image: Image) { string = "[" + image.name + "]" }
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        string = format.format(input)
    }
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        string = formatter.string(for: subject) ?? ""
    }
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        let seconds = Int(timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound))
        string = String(format: "%d:%02d", seconds / 60, seconds % 60)
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: lhs.string + rhs.string)
        joined.attributes = lhs.attributes + rhs.attributes.filter { !lhs.attributes.contains($0) }
        return joined
    }

    func adding(_ name: String, _ arguments: [String] = []) -> Text {
        var copy = self
        copy.attributes.append(AttributeText.modifier(name, arguments))
        return copy
    }

    /// How `Text(date, style:)` shows a date; headless output uses UTC and US English.
    public struct DateStyle: Sendable, Equatable {
        let name: String
        public static let time = DateStyle(name: "time")
        public static let date = DateStyle(name: "date")
        public static let relative = DateStyle(name: "relative")
        public static let offset = DateStyle(name: "offset")
        public static let timer = DateStyle(name: "timer")

        func format(_ date: Date) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            switch name {
            case "time": formatter.dateFormat = "h:mm a"
            case "date": formatter.dateFormat = "MMMM d, yyyy"
            default: formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
            }
            return formatter.string(from: date)
        }
    }

    public enum Case: Sendable, Hashable { case uppercase, lowercase }
    public enum TruncationMode: Sendable, Hashable { case head, tail, middle }
    public struct LineStyle: Sendable, Hashable {
        public init(pattern: Pattern = .solid, color: Color? = nil) {}
        public enum Pattern: Sendable, Hashable { case solid, dot, dash, dashDot, dashDotDot }
        public static let single = LineStyle()
    }
    public enum Scale: Sendable, Hashable { case `default`, secondary }
}

extension Text {
    public func bold() -> Text { adding("bold") }
    public func bold(_ isActive: Bool) -> Text { isActive ? adding("bold") : self }
    public func italic() -> Text { adding("italic") }
    public func italic(_ isActive: Bool) -> Text { isActive ? adding("italic") : self }
    public func font(_ font: Font?) -> Text { adding("font", [AttributeText.describe(font as Any)]) }
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        adding("fontWeight", [AttributeText.describe(weight as Any)])
    }
    public func fontDesign(_ design: Font.Design?) -> Text {
        adding("fontDesign", [AttributeText.describe(design as Any)])
    }
    public func fontWidth(_ width: Font.Width?) -> Text { adding("fontWidth", [AttributeText.describe(width as Any)]) }
    public func foregroundColor(_ color: Color?) -> Text {
        adding("foregroundColor", [AttributeText.describe(color as Any)])
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        adding("foregroundStyle", [AttributeText.describe(style)])
    }
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        isActive ? adding("underline") : self
    }
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text
    {
        isActive ? adding("strikethrough") : self
    }
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? adding("monospaced") : self }
    public func monospacedDigit() -> Text { adding("monospacedDigit") }
    public func kerning(_ kerning: CGFloat) -> Text { adding("kerning", [AttributeText.number(kerning)]) }
    public func tracking(_ tracking: CGFloat) -> Text { adding("tracking", [AttributeText.number(tracking)]) }
    public func baselineOffset(_ offset: CGFloat) -> Text { adding("baselineOffset", [AttributeText.number(offset)]) }
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { adding("textScale") }
}

extension Text: View, PrimitiveView {
    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let node = RenderedNode(kind: "Text", content: string)
        node.modifiers = attributes
        return [node]
    }
}
