extension View {
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        attribute("navigationBarTitleDisplayMode", ["." + displayMode.name])
    }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        attribute("navigationBarBackButtonHidden")
    }
    public func navigationBarHidden(_ hidden: Bool) -> some View { attribute("navigationBarHidden") }
    public func navigationSubtitle(_ subtitle: LocalizedStringKey) -> some View {
        attribute("navigationSubtitle", [TreeFormatter.quote(subtitle.text)])
    }
}

public enum NavigationBarItem {
    public struct TitleDisplayMode: Sendable, Hashable {
        let name: String
        public static let automatic = TitleDisplayMode(name: "automatic")
        public static let inline = TitleDisplayMode(name: "inline")
        public static let large = TitleDisplayMode(name: "large")
    }
}
