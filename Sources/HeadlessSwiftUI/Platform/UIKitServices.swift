// UIKit services that SwiftUI apps call from their models and actions: fonts, the spelling checker,
// haptics, the pasteboard and the device's orientation. Headless they are deterministic: there is
// no dictionary unless a harness gives one, haptics play nothing, the pasteboard is this process's
// own and the phone stays upright.

/// A font, by name or system style, with no glyphs; `Font(uiFont)` turns it into a SwiftUI font.
public final class UIFont: Hashable, @unchecked Sendable {
    /// A font weight, from ultra-light to black.
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// A Dynamic Type text style.
    public struct TextStyle: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        public static let title1 = TextStyle(rawValue: "title")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let body = TextStyle(rawValue: "body")
        public static let callout = TextStyle(rawValue: "callout")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let caption1 = TextStyle(rawValue: "caption")
        public static let caption2 = TextStyle(rawValue: "caption2")
    }

    public let fontName: String
    public let pointSize: CGFloat
    let font: Font

    init(fontName: String, pointSize: CGFloat, font: Font) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.font = font
    }

    /// A font installed under that name; headless every name is accepted.
    public convenience init?(name: String, size: CGFloat) {
        self.init(fontName: name, pointSize: size, font: .custom(name, size: size))
    }

    public static func systemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .regular) }

    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI-Regular", pointSize: size, font: .system(size: size, weight: Font.Weight(weight)))
    }

    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }

    /// The font of a text style at the large (default) Dynamic Type size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15, .body: 17,
            .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        let size = sizes[style] ?? 17
        return UIFont(fontName: ".SFUI-" + style.rawValue, pointSize: size, font: Font(name: "." + style.rawValue))
    }

    /// The installed font families; headless the system family only.
    public static var familyNames: [String] { ["System Font"] }
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        familyName == "System Font" ? [".SFUI-Regular"] : []
    }

    public func withSize(_ size: CGFloat) -> UIFont {
        UIFont(
            fontName: fontName, pointSize: size,
            font: fontName.hasPrefix(".SFUI") ? .system(size: size) : .custom(fontName, size: size))
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }
}

extension Font.Weight {
    init(_ weight: UIFont.Weight) {
        let weights: [UIFont.Weight: Font.Weight] = [
            .ultraLight: .ultraLight, .thin: .thin, .light: .light, .medium: .medium, .semibold: .semibold,
            .bold: .bold, .heavy: .heavy, .black: .black,
        ]
        self = weights[weight] ?? .regular
    }
}

extension Font {
    /// A SwiftUI font drawn like the UIKit font.
    public init(_ font: UIFont) { self = font.font }
}

/// Finds misspelled words. Headless there is no system dictionary: a word (a run of letters,
/// digits and apostrophes) is misspelled when it holds a digit or, once a harness has set
/// `UITextChecker.dictionary`, when neither that list nor the learned words hold it. Comparisons
/// ignore case.
public final class UITextChecker: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var words: Set<String>?
    nonisolated(unsafe) private static var learned: Set<String> = []

    public init() {}

    /// The words a harness accepts as correctly spelled; nil (the default) accepts every word
    /// made of letters.
    public static var dictionary: Set<String>? {
        get { lock.withLock { words } }
        set { lock.withLock { words = newValue.map { Set($0.map { $0.lowercased() }) } } }
    }

    public static func learnWord(_ word: String) { _ = lock.withLock { learned.insert(word.lowercased()) } }
    public static func unlearnWord(_ word: String) { _ = lock.withLock { learned.remove(word.lowercased()) } }
    public static func hasLearnedWord(_ word: String) -> Bool { lock.withLock { learned.contains(word.lowercased()) } }
    public static var availableLanguages: [String] { ["en_US"] }

    /// The range of the first misspelled word in `range` at or after `startingAt` (UTF-16 offsets),
    /// or `NSRange(location: NSNotFound, length: 0)` when every word is spelled correctly. With
    /// `wrap`, the search goes on from the start of `range`.
    public func rangeOfMisspelledWord(
        in string: String, range: NSRange, startingAt start: Int, wrap: Bool, language: String
    ) -> NSRange {
        let words = Self.wordRanges(in: string).filter {
            $0.location >= range.location && NSMaxRange($0) <= NSMaxRange(range)
        }
        let text = string as NSString
        let isMisspelled = { (word: NSRange) in !Self.isSpelledCorrectly(text.substring(with: word)) }
        if let found = words.first(where: { $0.location >= start && isMisspelled($0) }) { return found }
        if wrap, let found = words.first(where: { $0.location < start && isMisspelled($0) }) { return found }
        return NSRange(location: NSNotFound, length: 0)
    }

    /// Suggestions for a misspelled word; headless there are none.
    public func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? { [] }

    /// Completions of a partial word from the harness's dictionary, sorted.
    public func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        let prefix = (string as NSString).substring(with: range).lowercased()
        return (Self.dictionary ?? []).filter { $0.hasPrefix(prefix) && $0 != prefix }.sorted()
    }

    static func isSpelledCorrectly(_ word: String) -> Bool {
        let lowered = word.lowercased()
        if lowered.contains(where: \.isNumber) { return false }
        guard let words = dictionary else { return true }
        return words.contains(lowered) || hasLearnedWord(lowered)
    }

    static func wordRanges(in string: String) -> [NSRange] {
        var ranges: [NSRange] = []
        var start: String.Index?
        for index in string.indices {
            let character = string[index]
            let inWord = character.isLetter || character.isNumber || character == "'"
            if inWord, start == nil { start = index }
            if !inWord, let wordStart = start {
                ranges.append(NSRange(wordStart..<index, in: string))
                start = nil
            }
        }
        if let wordStart = start { ranges.append(NSRange(wordStart..<string.endIndex, in: string)) }
        return ranges
    }
}

/// The base of the haptic feedback generators. Headless no device vibrates: every call returns
/// at once and does nothing.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    public init() {}
    public func prepare() {}
}

/// A tap felt in the hand, light to heavy.
@preconcurrency @MainActor
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How strong the impact is.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle
    public init(style: FeedbackStyle) { self.style = style }
    public convenience override init() { self.init(style: .medium) }
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

/// The haptics of a success, warning or error.
@preconcurrency @MainActor
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// What the haptic announces.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// The haptic of a selection changing.
@preconcurrency @MainActor
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public func selectionChanged() {}
}

/// The system pasteboard. Headless it is this program's own: what is copied can be pasted back in
/// the same run, and it starts empty.
public final class UIPasteboard: @unchecked Sendable {
    public static let general = UIPasteboard()
    private let lock = NSLock()
    private var items: [Any] = []

    private func read<T>(_ type: T.Type) -> [T] { lock.withLock { items.compactMap { $0 as? T } } }
    private func write(_ values: [Any]) { lock.withLock { items = values } }

    public var string: String? {
        get { read(String.self).first }
        set { write(newValue.map { [$0] } ?? []) }
    }
    public var strings: [String]? {
        get { read(String.self) }
        set { write(newValue ?? []) }
    }
    public var url: URL? {
        get { read(URL.self).first }
        set { write(newValue.map { [$0] } ?? []) }
    }
    public var image: UIImage? {
        get { read(UIImage.self).first }
        set { write(newValue.map { [$0] } ?? []) }
    }
    public var hasStrings: Bool { !read(String.self).isEmpty }
    public var hasURLs: Bool { !read(URL.self).isEmpty }
    public var hasImages: Bool { !read(UIImage.self).isEmpty }
    public var numberOfItems: Int { lock.withLock { items.count } }
}

/// How the device is held.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

extension UIDevice {
    /// Headless the phone is always held upright.
    public var orientation: UIDeviceOrientation { .portrait }
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public var isGeneratingDeviceOrientationNotifications: Bool { false }
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}
}

/// Scales sizes for Dynamic Type. Headless the size is always the default (large), at which
/// sizes are unchanged.
public struct UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    public func scaledFont(for font: UIFont) -> UIFont { font }
}

/// The user's accessibility settings. Headless every setting is off, matching the default
/// environment (`\.accessibilityReduceMotion` and the others are false), and posted announcements
/// go nowhere.
public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { false }
    public static var isVoiceOverRunning: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isDifferentiateWithoutColorEnabled: Bool { false }
    public static var isSwitchControlRunning: Bool { false }

    /// Something to tell assistive technologies.
    public struct Notification: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let announcement = Notification(rawValue: "announcement")
        public static let screenChanged = Notification(rawValue: "screenChanged")
        public static let layoutChanged = Notification(rawValue: "layoutChanged")
    }

    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChanged")

    public static func post(notification: Notification, argument: Any?) {}
}

extension UIImage {
    /// How a symbol image is drawn: its point size, weight and scale.
    public struct SymbolConfiguration: Hashable, Sendable {
        /// A symbol's weight.
        public enum Weight: Int, Sendable {
            case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }

        /// A symbol's scale relative to the text beside it.
        public enum Scale: Int, Sendable {
            case `default` = -1
            case unspecified, small, medium, large
        }

        public var pointSize: CGFloat?
        public var weight: Weight?
        public var scale: Scale?
        public init(pointSize: CGFloat) { self.pointSize = pointSize }
        public init(weight: Weight) { self.weight = weight }
        public init(scale: Scale) { self.scale = scale }
        public init(pointSize: CGFloat, weight: Weight, scale: Scale = .default) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }
    }

    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: name)
    }
}
