// UIKit views and windows as SwiftUI code touches them: safe-area insets read from the key window,
// `UIViewRepresentable` wrappers around blur and scroll views, `UIImage`, `UIBezierPath` for
// shapes with some rounded corners. Nothing is drawn; values are those of a 390×844 phone.

/// Distances inset from each edge of a rectangle.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public static let zero = UIEdgeInsets()
}

/// A rectangular area of a UIKit screen.
@preconcurrency @MainActor
open class UIView {
    public var frame: CGRect
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    public var backgroundColor: UIColor?
    public var tintColor: UIColor?
    public var isHidden = false
    public var alpha: CGFloat = 1
    public var clipsToBounds = false
    public var isUserInteractionEnabled = true
    public var translatesAutoresizingMaskIntoConstraints = true
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    /// A phone's insets in portrait: the status bar and the home indicator.
    open var safeAreaInsets: UIEdgeInsets { superview?.safeAreaInsets ?? .zero }

    public init(frame: CGRect) { self.frame = frame }
    public convenience init() { self.init(frame: .zero) }
    /// A view restored from an archive: headless there are none, so it starts empty.
    public required init?(coder: NSCoder) { frame = .zero }

    public func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
}

/// The app's window; its safe-area insets are an iPhone's in portrait (47 pt top, 34 pt bottom).
@preconcurrency @MainActor
public final class UIWindow: UIView {
    public var rootViewController: UIViewController?
    public var isKeyWindow: Bool { true }
    override public var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0) }
    public convenience init(windowScene: UIWindowScene) { self.init(frame: UIScreen.main.bounds) }
}

/// A scene of the app.
@preconcurrency @MainActor
open class UIScene: Hashable {
    nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The scene holding the app's window.
@preconcurrency @MainActor
public final class UIWindowScene: UIScene {
    public let windows: [UIWindow]
    public var keyWindow: UIWindow? { windows.first }
    init(window: UIWindow) { windows = [window] }
}

/// Manages a view; SwiftUI code reaches one through `rootViewController` or wraps one.
@preconcurrency @MainActor
open class UIViewController {
    public var view: UIView!
    public var title: String?
    public private(set) var presentedViewController: UIViewController?
    /// What a navigation bar shows while this controller is on top.
    public private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")
    public init() { view = UIView(frame: UIScreen.main.bounds) }
    /// A controller whose view would come from a nib; headless there are none, so its view is empty.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        view = UIView(frame: UIScreen.main.bounds)
    }
    /// A controller restored from an archive: headless there are none, so it starts with an empty view.
    public required init?(coder: NSCoder) { view = UIView(frame: UIScreen.main.bounds) }
    open func viewDidLoad() {}
    public func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = controller
        completion?()
    }
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = nil
        completion?()
    }
}

extension UIApplication {
    private static let mainWindow = UIWindow(frame: UIScreen.main.bounds)
    private static let mainScene = UIWindowScene(window: mainWindow)

    /// The app's one window.
    @available(*, deprecated, message: "Use UIWindowScene.windows on a relevant window scene instead")
    public var windows: [UIWindow] { [Self.mainWindow] }
    /// The app's one scene.
    public var connectedScenes: Set<UIScene> { [Self.mainScene] }
}

/// A visual effect, such as a blur.
@preconcurrency @MainActor
open class UIVisualEffect {}

/// A blur, in one of the system's material styles.
@preconcurrency @MainActor
public final class UIBlurEffect: UIVisualEffect {
    public let style: Style
    public init(style: Style) { self.style = style }

    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark
    }
}

/// A view showing a visual effect behind its content.
@preconcurrency @MainActor
public final class UIVisualEffectView: UIView {
    public var effect: UIVisualEffect?
    public let contentView = UIView()
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A scrolling view.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    public var contentOffset: CGPoint = .zero
    public var contentSize: CGSize = .zero
    public var contentInset: UIEdgeInsets = .zero
    public var isPagingEnabled = false
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true
    public var bounces = true
}

/// An image. Headless there are no image files: images load only from a name or a symbol name,
/// and have no pixels.
public final class UIImage: @unchecked Sendable {
    let name: String
    public let size: CGSize
    init(name: String) {
        self.name = name
        size = .zero
    }
    public convenience init?(named name: String) { self.init(name: name) }
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Any?) {
        self.init(name: name)
    }
    public convenience init?(systemName name: String) { self.init(name: name) }
    /// Image data cannot be decoded headless: always nil.
    public convenience init?(data: Data) { return nil }
    public convenience init?(contentsOfFile path: String) { return nil }
    public func pngData() -> Data? { nil }
    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
}

extension Image {
    public init(uiImage: UIImage) { self.init(uiImage.name) }
}

/// Corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1)
    public static let topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    public static let bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A CoreGraphics path; `Path(cgPath)` turns it into a SwiftUI path.
public struct CGPath: Sendable {
    let path: Path
}

extension Path {
    public init(_ path: CGPath) { self = path.path }
    public var cgPath: CGPath { CGPath(path: self) }
}

/// A path built from lines, curves and rounded rectangles, as UIKit builds it.
public final class UIBezierPath: @unchecked Sendable {
    private var path: Path
    public init() { path = Path() }
    public init(rect: CGRect) { path = Path(rect) }
    public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path = Path(roundedRect: rect, cornerRadius: cornerRadius)
    }
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        path = Path(roundedRect: rect, cornerRadius: cornerRadii.width)
    }
    public var cgPath: CGPath { CGPath(path: path) }
    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func close() { path.closeSubpath() }
}
