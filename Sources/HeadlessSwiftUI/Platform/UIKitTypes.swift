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
@MainActor
public final class UIDevice {
    public static let current = UIDevice()
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    public let systemName = "iOS"
    public let systemVersion = "26.0"
    public let name = "iPhone"
    public let model = "iPhone"
}

/// The main screen; headless a 390×844 point display at 3× scale.
@MainActor
public final class UIScreen {
    public static let main = UIScreen()
    public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    public let scale: CGFloat = 3
}
