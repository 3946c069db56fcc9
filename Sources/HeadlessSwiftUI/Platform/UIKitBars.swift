// UIKit bars, lists and text views as SwiftUI code styles them through appearance proxies
// (`UITabBar.appearance().isHidden = true`) or wraps them in representables. Nothing is drawn:
// values set on a proxy are kept and can be read back, but headless renderings do not show them.

extension UIView {
    /// The proxy that styles every view of this class: one per class, kept for the whole run.
    public static func appearance() -> Self { AppearanceProxies.proxy(for: self) }

    /// The proxy for views of this class inside the given containers; headless the same as
    /// `appearance()`.
    public static func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> Self {
        appearance()
    }
}

/// The appearance proxies made so far, by class.
@MainActor
enum AppearanceProxies {
    private static var proxies: [ObjectIdentifier: UIView] = [:]

    static func proxy<V: UIView>(for type: V.Type) -> V {
        if let proxy = proxies[ObjectIdentifier(type)] as? V { return proxy }
        guard let proxy = type.init(coder: NSCoder()) else {
            fatalError("\(type).appearance() needs \(type).init(coder:) to return a view")
        }
        proxies[ObjectIdentifier(type)] = proxy
        return proxy
    }
}

/// Text attributes keys that bar appearances take (`titleTextAttributes`).
extension NSAttributedString.Key {
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let font = NSAttributedString.Key("NSFont")
    public static let kern = NSAttributedString.Key("NSKern")
}

/// Which bar metrics a background image is for.
public enum UIBarMetrics: Int, Sendable {
    case `default`, compact, defaultPrompt, compactPrompt
}

/// A bar's look: background, shadow and text attributes.
@preconcurrency @MainActor
open class UIBarAppearance {
    public var backgroundColor: UIColor?
    public var backgroundEffect: UIBlurEffect?
    public var backgroundImage: UIImage?
    public var shadowColor: UIColor?
    public var shadowImage: UIImage?

    public init() {}
    public func configureWithDefaultBackground() { setBackground(nil, shadow: .separator) }
    public func configureWithOpaqueBackground() { setBackground(.systemBackground, shadow: .separator) }
    public func configureWithTransparentBackground() { setBackground(.clear, shadow: nil) }

    private func setBackground(_ color: UIColor?, shadow: UIColor?) {
        backgroundColor = color
        backgroundEffect = nil
        backgroundImage = nil
        shadowColor = shadow
        shadowImage = nil
    }
}

/// The look of a navigation bar, with its title attributes.
@preconcurrency @MainActor
public final class UINavigationBarAppearance: UIBarAppearance {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// The look of a tab bar.
@preconcurrency @MainActor
public final class UITabBarAppearance: UIBarAppearance {}

/// The look of a toolbar.
@preconcurrency @MainActor
public final class UIToolbarAppearance: UIBarAppearance {}

/// The bar of tabs at the bottom of a tab view.
@preconcurrency @MainActor
open class UITabBar: UIView {
    public var barTintColor: UIColor?
    public var unselectedItemTintColor: UIColor?
    public var isTranslucent = true
    public var backgroundImage: UIImage?
    public var shadowImage: UIImage?
    public var standardAppearance = UITabBarAppearance()
    public var scrollEdgeAppearance: UITabBarAppearance?
}

/// What a navigation bar shows for one screen.
@preconcurrency @MainActor
open class UINavigationItem {
    /// How a screen's large title shows.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never
    }

    public var title: String?
    public var prompt: String?
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    public var searchController: UISearchController?
    public var hidesSearchBarWhenScrolling = true
    public var hidesBackButton = false
    public init(title: String) { self.title = title }
}

/// The bar at the top of a navigation stack.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    public var prefersLargeTitles = false
    public var barTintColor: UIColor?
    public var isTranslucent = true
    public var titleTextAttributes: [NSAttributedString.Key: Any]?
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    public var standardAppearance = UINavigationBarAppearance()
    public var compactAppearance: UINavigationBarAppearance?
    public var scrollEdgeAppearance: UINavigationBarAppearance?
    public var shadowImage: UIImage?
    public var backIndicatorImage: UIImage?
    public var backIndicatorTransitionMaskImage: UIImage?
    public private(set) var items: [UINavigationItem] = []
    public var topItem: UINavigationItem? { items.last }
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    public func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = image
    }
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }
    public func pushItem(_ item: UINavigationItem, animated: Bool) { items.append(item) }
    public func popItem(animated: Bool) -> UINavigationItem? { items.popLast() }
}

/// A view that shows rows; SwiftUI's `List` was drawn by one before iOS 16.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// How rows are separated.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    public var separatorStyle = SeparatorStyle.singleLine
    public var separatorColor: UIColor?
    public var separatorInset = UIEdgeInsets.zero
    public var rowHeight: CGFloat = 44
    public var allowsSelection = true
    public var tableHeaderView: UIView?
    public var tableFooterView: UIView?
    public var sectionHeaderTopPadding: CGFloat = 0
}

/// One row of a table view.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// How a selected row is highlighted.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    public var selectionStyle = SelectionStyle.default
    public var selectedBackgroundView: UIView?
}

/// Receives what happens in a text view; every method is optional.
@MainActor
public protocol UITextViewDelegate: AnyObject {
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textViewDidChange(_ textView: UITextView) {}
}

/// An editable, scrolling text view. Headless nobody types into it; setting `text` does not call
/// the delegate (UIKit calls it only for the user's edits).
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    public var text: String! = ""
    public var font: UIFont?
    public var textColor: UIColor?
    public var isEditable = true
    public var isSelectable = true
    public var isScrollEnabled = true
    public var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    public weak var delegate: (any UITextViewDelegate)?
}

/// Receives what happens in a search bar; every method is optional.
@MainActor
public protocol UISearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
}

/// A search field with a cancel button. Setting `text` does not call the delegate, as in UIKit.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// How the bar is drawn.
    public enum Style: Int, Sendable {
        case `default`, prominent, minimal
    }

    public var text: String?
    public var placeholder: String?
    public var prompt: String?
    public var searchBarStyle = Style.default
    public var showsCancelButton = false
    public var barTintColor: UIColor?
    public weak var delegate: (any UISearchBarDelegate)?
}

/// Told when the search text of a search controller changes.
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// Manages a search bar placed in a navigation bar.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    public let searchBar = UISearchBar()
    public let searchResultsController: UIViewController?
    public var obscuresBackgroundDuringPresentation = true
    public var hidesNavigationBarDuringPresentation = true
    public var isActive = false
    public weak var searchResultsUpdater: (any UISearchResultsUpdating)?

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init()
    }
    public convenience override init() { self.init(searchResultsController: nil) }
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }
}

/// Receives what a navigation controller does; every method is optional.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {}

/// A stack of view controllers under a navigation bar.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    public let navigationBar = UINavigationBar()
    public private(set) var viewControllers: [UIViewController] = []
    public var topViewController: UIViewController? { viewControllers.last }
    public weak var delegate: (any UINavigationControllerDelegate)?

    public init(rootViewController: UIViewController) {
        super.init()
        push(rootViewController)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public func pushViewController(_ controller: UIViewController, animated: Bool) { push(controller) }

    public func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        _ = navigationBar.popItem(animated: animated)
        return viewControllers.popLast()
    }

    private func push(_ controller: UIViewController) {
        viewControllers.append(controller)
        navigationBar.pushItem(controller.navigationItem, animated: false)
    }
}

extension UITextView {
    /// The text with its attributes; setting it sets `text` too.
    public var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string ?? "" }
    }
}

/// A control: a view a user acts on.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The states a control can be in.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1)
        public static let disabled = State(rawValue: 2)
        public static let selected = State(rawValue: 4)
        public static let focused = State(rawValue: 8)
    }

    public var isEnabled = true
    public var isSelected = false
    public var isHighlighted = false
}

/// A row of dots showing which page is shown.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// How the dots' background is drawn.
    public enum BackgroundStyle: Int, Sendable {
        case automatic, prominent, minimal
    }

    /// The number of pages; the current page stays within them.
    public var numberOfPages = 0 {
        didSet { currentPage = min(currentPage, max(numberOfPages - 1, 0)) }
    }
    /// The page shown, from 0; values outside the pages are clamped, as in UIKit.
    public var currentPage = 0 {
        didSet {
            let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            if clamped != currentPage { currentPage = clamped }
        }
    }
    public var hidesForSinglePage = false
    public var pageIndicatorTintColor: UIColor?
    public var currentPageIndicatorTintColor: UIColor?
    public var backgroundStyle = BackgroundStyle.automatic
    public var preferredIndicatorImage: UIImage?
    public var allowsContinuousInteraction = true
}

/// Receives the picked photo, or the cancel, from an image picker; every method is optional.
@MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// The system's camera and photo picker. Headless there is no camera and no photo library:
/// `isSourceTypeAvailable` is false for every source and nothing is ever picked.
@preconcurrency @MainActor
open class UIImagePickerController: UIViewController {
    /// Where the picker takes images from.
    public enum SourceType: Int, Sendable {
        case photoLibrary, camera, savedPhotosAlbum
    }

    /// Keys of what a picked item's info holds.
    public struct InfoKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    public var sourceType = SourceType.photoLibrary
    public var allowsEditing = false
    public var mediaTypes = ["public.image"]
    public weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
}
