/// Modifiers of iOS 13–15 that SwiftUI deprecated but still compiles. Tutorials use them, so
/// learner code with them compiles and renders here too; the checker points at the modern form.
extension View {
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }

    @available(*, deprecated, renamed: "navigationTitle(_:)")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }

    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        navigationTitle(Text(title)).navigationBarTitleDisplayMode(displayMode)
    }

    /// Buttons in the bar: shown as toolbar items.
    @available(*, deprecated, message: "Use toolbar(content:) with ToolbarItem")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .topBarLeading) { leading }
            ToolbarItem(placement: .topBarTrailing) { trailing }
        }
    }

    @available(*, deprecated, message: "Use toolbar(content:) with ToolbarItem")
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .topBarLeading) { leading } }
    }

    @available(*, deprecated, message: "Use toolbar(content:) with ToolbarItem")
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } }
    }

    @available(*, deprecated, renamed: "statusBarHidden(_:)")
    public func statusBar(hidden: Bool) -> some View { statusBarHidden(hidden) }
    public func mask<Mask: View>(_ mask: Mask) -> some View { self.mask { mask } }

    @available(*, deprecated, renamed: "textInputAutocapitalization(_:)")
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        attribute("autocapitalization", ["." + style.name])
    }

    @available(*, deprecated, renamed: "autocorrectionDisabled(_:)")
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        attribute("disableAutocorrection", [disable.map { String($0) } ?? "nil"])
    }

    @available(*, deprecated, renamed: "accessibilityHidden(_:)")
    public func accessibility(hidden: Bool) -> some View { attribute("accessibilityHidden", [String(hidden)]) }

    @available(*, deprecated, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
}

/// Autocapitalisation of UIKit text input (`autocapitalization(_:)`, deprecated).
public struct UITextAutocapitalizationType: Sendable, Hashable {
    let name: String
    public static let none = UITextAutocapitalizationType(name: "none")
    public static let words = UITextAutocapitalizationType(name: "words")
    public static let sentences = UITextAutocapitalizationType(name: "sentences")
    public static let allCharacters = UITextAutocapitalizationType(name: "allCharacters")
}

extension URL {
    /// The app's Documents folder, as Foundation gives it on Apple platforms; headless, a folder
    /// in the temporary directory.
    public static var documentsDirectory: URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("Documents", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
