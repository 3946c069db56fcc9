extension View {
    public func allowsHitTesting(_ enabled: Bool) -> some View { attribute("allowsHitTesting", [String(enabled)]) }

    public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { attribute("hoverEffect") }
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { attribute("onHover") }
}

public struct HoverEffect: Sendable {
    public static let automatic = HoverEffect()
    public static let highlight = HoverEffect()
    public static let lift = HoverEffect()
}
