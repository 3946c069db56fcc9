// SwiftUI re-exports UIKit on iOS, so `import SwiftUI` code may name a few UIKit types. These are
// the ones learner code commonly touches, with fixed values for a 390×844 phone.

/// System colours by semantic name, for `Color(.systemBackground)` and `Color(uiColor:)`.
public struct UIColor: Hashable, Sendable {
    let name: String
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        name =
            "UIColor(red: \(AttributeText.number(red)), green: \(AttributeText.number(green)), blue: "
            + "\(AttributeText.number(blue)))"
    }
    init(name: String) { self.name = name }

    public static let systemBackground = UIColor(name: ".systemBackground")
    public static let secondarySystemBackground = UIColor(name: ".secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(name: ".tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(name: ".systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(name: ".secondarySystemGroupedBackground")
    public static let label = UIColor(name: ".label")
    public static let secondaryLabel = UIColor(name: ".secondaryLabel")
    public static let tertiaryLabel = UIColor(name: ".tertiaryLabel")
    public static let separator = UIColor(name: ".separator")
    public static let systemFill = UIColor(name: ".systemFill")
    public static let systemGray = UIColor(name: ".systemGray")
    public static let systemGray5 = UIColor(name: ".systemGray5")
    public static let systemGray6 = UIColor(name: ".systemGray6")
    public static let systemBlue = UIColor(name: ".systemBlue")
    public static let systemRed = UIColor(name: ".systemRed")
    public static let systemGreen = UIColor(name: ".systemGreen")
    public static let systemOrange = UIColor(name: ".systemOrange")
    public static let systemYellow = UIColor(name: ".systemYellow")
    public static let systemPink = UIColor(name: ".systemPink")
    public static let systemPurple = UIColor(name: ".systemPurple")
    public static let systemIndigo = UIColor(name: ".systemIndigo")
    public static let systemTeal = UIColor(name: ".systemTeal")
    public static let black = UIColor(name: ".black")
    public static let white = UIColor(name: ".white")
    public static let gray = UIColor(name: ".gray")
    public static let lightGray = UIColor(name: ".lightGray")
    public static let darkGray = UIColor(name: ".darkGray")
    public static let red = UIColor(name: ".red")
    public static let green = UIColor(name: ".green")
    public static let blue = UIColor(name: ".blue")
    public static let orange = UIColor(name: ".orange")
    public static let yellow = UIColor(name: ".yellow")
    public static let clear = UIColor(name: ".clear")
}

/// The running app: opening URLs and the badge. Headless, an opened URL is recorded in
/// `openedURLs` and nothing leaves the sandbox.
@preconcurrency @MainActor
public final class UIApplication {
    public static let shared = UIApplication()
    public static let openSettingsURLString = "app-settings:"
    /// The URLs passed to `open(_:)`, oldest first.
    public private(set) var openedURLs: [URL] = []
    public var applicationIconBadgeNumber = 0
    public var isIdleTimerDisabled = false

    public struct OpenExternalURLOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "universalLinksOnly")
    }

    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
        completion?(true)
    }

    public func canOpenURL(_ url: URL) -> Bool { true }
}

/// A two-dimensional vector, as CoreGraphics has it.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { self.init(dx: 0, dy: 0) }
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public static let zero = CGVector()
}

extension Color {
    public init(_ uiColor: UIColor) { self.init(name: "Color(\(uiColor.name))") }
    public init(uiColor: UIColor) { self.init(name: "Color(\(uiColor.name))") }
}

/// The kind of device; headless always a phone.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone, pad, tv, carPlay, mac, vision
}

/// The current device.
@preconcurrency @MainActor
public final class UIDevice {
    public static let current = UIDevice()
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    public let systemName = "iOS"
    public let systemVersion = "26.0"
    public let name = "iPhone"
    public let model = "iPhone"
}

/// The main screen; headless a 390×844 point display at 3× scale.
@preconcurrency @MainActor
public final class UIScreen {
    public static let main = UIScreen()
    public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    public let scale: CGFloat = 3
}

extension UIColor: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red:green:blue:alpha:)`, which is a `UIColor` unless the context says otherwise.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
    public init?(named name: String) { self.init(name: "UIColor(named: \(TreeFormatter.quote(name)))") }
    public init(_ color: Color) { self.init(name: color.name) }
    public init(white: CGFloat, alpha: CGFloat) { self.init(name: "UIColor(white: \(AttributeText.number(white)))") }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(
            name: "UIColor(hue: \(AttributeText.number(hue)), saturation: \(AttributeText.number(saturation)), "
                + "brightness: \(AttributeText.number(brightness)))")
    }
}

/// The type of `#colorLiteral(…)` without context, as with UIKit.
public typealias _ColorLiteralType = UIColor

extension Color: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

extension UIColor {
    public static let systemGray2 = UIColor(name: ".systemGray2")
    public static let systemGray3 = UIColor(name: ".systemGray3")
    public static let systemGray4 = UIColor(name: ".systemGray4")
    public static let systemMint = UIColor(name: ".systemMint")
    public static let systemCyan = UIColor(name: ".systemCyan")
    public static let systemBrown = UIColor(name: ".systemBrown")
    public static let tertiarySystemGroupedBackground = UIColor(name: ".tertiarySystemGroupedBackground")
    public static let quaternaryLabel = UIColor(name: ".quaternaryLabel")
    public static let placeholderText = UIColor(name: ".placeholderText")
    public static let opaqueSeparator = UIColor(name: ".opaqueSeparator")
    public static let link = UIColor(name: ".link")
    public static let secondarySystemFill = UIColor(name: ".secondarySystemFill")
    public static let tertiarySystemFill = UIColor(name: ".tertiarySystemFill")
    public static let quaternarySystemFill = UIColor(name: ".quaternarySystemFill")
    public static let cyan = UIColor(name: ".cyan")
    public static let magenta = UIColor(name: ".magenta")
    public static let purple = UIColor(name: ".purple")
    public static let brown = UIColor(name: ".brown")

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(name: "\(name).withAlphaComponent(\(AttributeText.number(alpha)))")
    }
}

/// The base of objects that respond to events, such as the app delegate.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    override public init() { super.init() }
}

extension UIApplication {
    /// Keys of the options an app is launched with.
    public struct LaunchOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }
}

/// What an app delegate can answer; every method is optional.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
}
