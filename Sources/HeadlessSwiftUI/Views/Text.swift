/// A string key used by `Text`, `Button` and other views; string interpolation builds the
/// displayed text directly (there is no localisation table headless). Formatted values in it
/// (`\(price, format: .currency(code: "EUR"))`, `\(date, style: .date)`) are formatted with the
/// locale, time zone and calendar of the environment the text is shown in.
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    let content: TextContent

    /// The text in the default environment (US English, UTC, Gregorian calendar).
    var text: String { content.resolved(in: .standard) }

    public init(_ value: String) { content = TextContent(value) }
    public init(stringLiteral value: String) { content = TextContent(value) }
    public init(stringInterpolation: StringInterpolation) { content = stringInterpolation.content }

    public struct StringInterpolation: StringInterpolationProtocol {
        var content = TextContent("")

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { content.append(literal) }
        public mutating func appendInterpolation(_ string: String) { content.append(string) }
        public mutating func appendInterpolation<T>(_ value: T) { content.append(String(describing: value)) }

        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: CVarArg {
            content.append(String(format: specifier, value))
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            content.append(TextContent(input, format: format))
        }

        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter? = nil
        ) {
            content.append(formatter?.string(for: subject) ?? String(describing: subject))
        }

        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            content.append(formatter?.string(for: subject) ?? subject.description)
        }

        /// `Date` is reference-convertible on Apple platforms, not in Linux Foundation.
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter? = nil) {
            content.append(formatter?.string(for: date) ?? String(describing: date))
        }

        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            content.append(TextContent(date, style: style))
        }

        public mutating func appendInterpolation(_ textValue: Text) { content.append(textValue.content) }
        public mutating func appendInterpolation(_ image: Image) { content.append("[" + image.name + "]") }
        public mutating func appendInterpolation(_ attributed: AttributedString) {
            content.append(String(attributed.characters))
        }
    }
}

/// Where formatted values in a text take their conventions from: the view's environment.
struct FormattingConventions: Sendable {
    var locale: Locale
    var timeZone: TimeZone
    var calendar: Calendar

    /// The default environment's: US English, UTC, Gregorian.
    static let standard = FormattingConventions(EnvironmentValues())

    init(_ environment: EnvironmentValues) {
        locale = environment.locale
        timeZone = environment.timeZone
        calendar = environment.calendar
    }

    /// `style` with this locale (and, for dates, this time zone and calendar).
    func apply<F: FormatStyle>(to style: F) -> F {
        let localized = style.locale(locale)
        if var date = localized as? Date.FormatStyle {
            date.timeZone = timeZone
            date.calendar = calendar
            return date as? F ?? localized
        }
        if var date = localized as? Date.VerbatimFormatStyle {
            date.timeZone = timeZone
            date.calendar = calendar
            return date as? F ?? localized
        }
        return localized
    }
}

/// The characters of a text: literal parts and values formatted when the text is shown.
struct TextContent: Hashable, Sendable {
    enum Piece: Hashable, Sendable {
        case literal(String)
        case formatted(FormattedValue)
    }

    /// A value and how to format it; equal when the value and the style are equal.
    struct FormattedValue: Hashable, Sendable {
        let identity: AnyHashableSendable
        let render: @Sendable (FormattingConventions) -> String
        static func == (lhs: FormattedValue, rhs: FormattedValue) -> Bool { lhs.identity == rhs.identity }
        func hash(into hasher: inout Hasher) { hasher.combine(identity) }
    }

    private(set) var pieces: [Piece] = []

    init(_ literal: String) {
        if !literal.isEmpty { pieces = [.literal(literal)] }
    }

    init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        nonisolated(unsafe) let input = input
        nonisolated(unsafe) let format = format
        let identity = AnyHashableSendable(FormatIdentity(style: format, input: String(describing: input)))
        pieces = [
            .formatted(
                FormattedValue(identity: identity) { conventions in
                    conventions.apply(to: format).format(input)
                })
        ]
    }

    init(_ date: Date, style: Text.DateStyle) {
        let identity = AnyHashableSendable(FormatIdentity(style: style.name, input: String(date.timeIntervalSince1970)))
        pieces = [.formatted(FormattedValue(identity: identity) { style.format(date, $0) })]
    }

    mutating func append(_ literal: String) {
        guard !literal.isEmpty else { return }
        if case .literal(let last) = pieces.last {
            pieces[pieces.count - 1] = .literal(last + literal)
        } else {
            pieces.append(.literal(literal))
        }
    }

    mutating func append(_ other: TextContent) {
        for piece in other.pieces {
            if case .literal(let text) = piece { append(text) } else { pieces.append(piece) }
        }
    }

    func resolved(in conventions: FormattingConventions) -> String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .literal(let literal): text += literal
            case .formatted(let value): text += value.render(conventions)
            }
        }
        return text
    }
}

private struct FormatIdentity<Style: Hashable>: Hashable {
    let style: Style
    let input: String
}

/// A hashable, sendable box for identities of formatted values.
struct AnyHashableSendable: Hashable, @unchecked Sendable {
    let value: AnyHashable
    init<H: Hashable>(_ value: H) { self.value = AnyHashable(value) }
}

/// Read-only text. Text modifiers (`bold()`, `font(_:)`, `foregroundStyle(_:)` …) return `Text`,
/// so texts can be joined with `+`. Formatted values are formatted with the environment's locale,
/// time zone and calendar where the text is shown.
public struct Text: Equatable, Sendable {
    var content: TextContent
    var attributes: [String] = []

    /// The text in the default environment (US English, UTC, Gregorian calendar).
    var string: String { content.resolved(in: .standard) }

    public init(verbatim content: String) { self.content = TextContent(content) }
    public init<S: StringProtocol>(_ content: S) { self.content = TextContent(String(content)) }
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) { content = key.content }
    public init(_ attributedContent: AttributedString) { content = TextContent(String(attributedContent.characters)) }
    public init(_ date: Date, style: DateStyle) { content = TextContent(date, style: style) }
    public init(_ dates: ClosedRange<Date>) {
        var joined = TextContent(dates.lowerBound, style: .date)
        joined.append(" – ")
        joined.append(TextContent(dates.upperBound, style: .date))
        content = joined
    }
    public init(_ image: Image) { content = TextContent("[" + image.name + "]") }
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        content = TextContent(input, format: format)
    }
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        content = TextContent(formatter.string(for: subject) ?? "")
    }
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        content = TextContent(formatter.string(for: subject) ?? "")
    }
    /// `Date` is reference-convertible on Apple platforms, not in Linux Foundation.
    public init(_ date: Date, formatter: Formatter) {
        content = TextContent(formatter.string(for: date) ?? "")
    }
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        let seconds = Int(timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound))
        content = TextContent(String(format: "%d:%02d", seconds / 60, seconds % 60))
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.content.append(rhs.content)
        joined.attributes = lhs.attributes + rhs.attributes.filter { !lhs.attributes.contains($0) }
        return joined
    }

    func adding(_ name: String, _ arguments: [String] = []) -> Text {
        var copy = self
        copy.attributes.append(AttributeText.modifier(name, arguments))
        return copy
    }

    /// How `Text(date, style:)` shows a date, in the environment's locale and time zone.
    public struct DateStyle: Sendable, Hashable {
        let name: String
        public static let time = DateStyle(name: "time")
        public static let date = DateStyle(name: "date")
        public static let relative = DateStyle(name: "relative")
        public static let offset = DateStyle(name: "offset")
        public static let timer = DateStyle(name: "timer")

        func format(_ date: Date, _ conventions: FormattingConventions = .standard) -> String {
            let formatter = DateFormatter()
            formatter.locale = conventions.locale
            formatter.timeZone = conventions.timeZone
            formatter.calendar = conventions.calendar
            switch name {
            case "time": formatter.timeStyle = .short
            case "date": formatter.dateStyle = .long
            default:
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
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
        let node = RenderedNode(kind: "Text", content: content.resolved(in: FormattingConventions(environment)))
        node.modifiers = attributes
        return [node]
    }
}
