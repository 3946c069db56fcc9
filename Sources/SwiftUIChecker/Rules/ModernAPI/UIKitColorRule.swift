import SwiftSyntax

/// `uikit-color`: SwiftUI code should use SwiftUI's semantic styles, not UIKit colors.
///
/// Lint: a `Color(…)` initializer whose argument is labelled `uiColor:`/`nsColor:` or mentions
/// `UIColor`/`NSColor`; or `Color(.<name>)` where `<name>` is a UIKit dynamic system color
/// (`systemBackground`, `secondarySystemFill`, `label`, `separator`, …). Left alone: colours
/// SwiftUI has no style for — a dynamic provider (`UIColor { traits in … }`), a blend or
/// highlight computed by AppKit (`blended(withFraction:of:)`, `highlight(withLevel:)`), and
/// AppKit's control and text colours (`controlColor`, `disabledControlTextColor`,
/// `textBackgroundColor`, …) — which the wrapper is the right way to reach.
public struct UIKitColorRule: Rule {
    public static let description = RuleDescription(
        id: "uikit-color",
        title: "Use SwiftUI styles instead of UIKit colors",
        category: .modernAPI,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            UIKit's dynamic colors tie a view to UIKit (they do not exist on macOS without \
            AppKit equivalents) and duplicate what SwiftUI already offers: hierarchical styles \
            such as `.primary`, `.secondary` and `.tertiary`, the `.background` style, \
            materials, and asset-catalog colors that adapt to dark mode by themselves.
            """,
        sources: [GuidanceSource(file: Guidance.expertSkill, section: "UIKit Colors")],
        triggering: [
            RuleExample(
                "List {}.background(↓Color(UIColor.systemGroupedBackground))",
                message: "this wraps a UIKit/AppKit color; use a SwiftUI style (.primary, .secondary, .background, "
                    + "a material) or an asset color"),
            RuleExample(
                """
                let divider = ↓Color(.separator)
                let fill = ↓Color(.secondarySystemFill)
                let ink = ↓Color(uiColor: brandColor)
                """,
                message: "this wraps a UIKit/AppKit color; use a SwiftUI style (.primary, .secondary, .background, "
                    + "a material) or an asset color"),
            RuleExample(
                """
                Text("Hint").foregroundStyle(↓SwiftUI.Color(.placeholderText))
                Rectangle().fill(↓Color(nsColor: .windowBackgroundColor))
                """,
                message: "this wraps a UIKit/AppKit color; use a SwiftUI style (.primary, .secondary, .background, "
                    + "a material) or an asset color"),
        ],
        nonTriggering: [
            RuleExample("List {}.background(.quaternary)"),
            RuleExample(
                """
                let brand = Color("BrandBlue")
                let mix = Color(red: 0.1, green: 0.2, blue: 0.3)
                let named = Color(.brandAccent)
                """),
            RuleExample(
                """
                let ui = UIColor.systemBackground
                let label = Label("Color(.separator)", systemImage: "paintpalette")
                """),
            RuleExample(
                """
                let ink = Color(UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .darkGray })
                let dimmed = Color(nsColor: NSColor.controlAccentColor.blended(withFraction: 0.3, of: .black)!)
                let disabled = Color(nsColor: isActive ? .controlTextColor : .disabledControlTextColor)
                let well = Color(NSColor.controlBackgroundColor)
                """),
        ]
    )

    static let uiKitNames: Set<String> = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "separator", "opaqueSeparator", "link",
        "placeholderText",
    ]
    static let uiKitPrefixes = ["system", "secondarySystem", "tertiarySystem"]

    /// AppKit colours for controls and text that no SwiftUI style stands for.
    static let appKitOnlyNames: Set<String> = [
        "controlColor", "controlBackgroundColor", "controlTextColor", "disabledControlTextColor",
        "selectedControlColor", "selectedControlTextColor", "alternateSelectedControlTextColor", "textColor",
        "textBackgroundColor", "selectedTextColor", "selectedTextBackgroundColor", "unemphasizedSelectedTextColor",
        "unemphasizedSelectedTextBackgroundColor", "selectedContentBackgroundColor",
        "unemphasizedSelectedContentBackgroundColor", "keyboardFocusIndicatorColor", "gridColor", "headerTextColor",
        "underPageBackgroundColor", "findHighlightColor", "highlightColor", "shadowColor", "selectedMenuItemTextColor",
        "windowFrameTextColor", "scrubberTexturedBackground",
    ]

    /// A dynamic provider, an AppKit blend or highlight, or an AppKit control/text colour.
    private static func hasNoSwiftUIStyle(_ expression: ExprSyntax) -> Bool {
        for token in expression.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .leftBrace: return true
            case .identifier(let name):
                if appKitOnlyNames.contains(name) || ["blended", "highlight", "dynamicProvider"].contains(name) {
                    return true
                }
            default: continue
            }
        }
        return false
    }

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["Color"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            call.isCall(to: "Color") || (call.isMemberCall("Color") && call.memberBase?.trimmedText == "SwiftUI"),
            let argument = call.arguments.first
        else { return }
        var isUIKit = false
        if let label = argument.label?.text {
            isUIKit = label == "uiColor" || label == "nsColor"
        } else if let member = argument.expression.as(MemberAccessExprSyntax.self), member.base == nil {
            let name = member.declName.baseName.text
            isUIKit =
                Self.uiKitNames.contains(name)
                || Self.uiKitPrefixes.contains { prefix in
                    name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
                }
        } else {
            isUIKit = argument.expression.tokens(viewMode: .sourceAccurate).contains {
                $0.tokenKind == .identifier("UIColor") || $0.tokenKind == .identifier("NSColor")
            }
        }
        guard isUIKit, !Self.hasNoSwiftUIStyle(argument.expression) else { return }
        report(
            "this wraps a UIKit/AppKit color; use a SwiftUI style (.primary, .secondary, .background, a material) or "
                + "an asset color",
            on: call, in: context)
    }
}
