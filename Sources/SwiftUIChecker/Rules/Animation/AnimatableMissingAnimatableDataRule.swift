import SwiftSyntax

/// `animatable-missing-animatabledata`: a type that declares `Animatable` but no
/// `animatableData` gets the protocol's empty default, so nothing is interpolated.
///
/// Lint: a struct, class, enum or extension whose inheritance clause names `Animatable`, when
/// neither the type nor any same-file extension of it declares a member `animatableData`. Types
/// marked with the `@Animatable` macro (iOS 26), which synthesises the property, are left alone.
/// Types declared in other files cannot be seen, so their extensions are judged on this file.
public struct AnimatableMissingAnimatableDataRule: Rule {
    public static let description = RuleDescription(
        id: "animatable-missing-animatabledata",
        title: "Implement animatableData for an Animatable type",
        category: .animation,
        defaultSeverity: .error,
        fixability: .no,
        rationale: """
            SwiftUI animates a custom shape or modifier by reading and writing its \
            `animatableData` on every frame. Declaring `Animatable` without implementing that \
            property silently picks up a default that carries no data, so the animation jumps \
            straight to the end value with no warning from the compiler. Implement \
            `var animatableData` with a getter and a setter for the animated property — an \
            `AnimatablePair` when several values move together.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Basic Implementation"),
            GuidanceSource(file: Guidance.expertSkill, section: "Animations"),
        ],
        triggering: [
            RuleExample(
                """
                struct Sway: ViewModifier, ↓Animatable {
                    var angle: Double
                    func body(content: Content) -> some View { content.rotationEffect(.degrees(angle)) }
                }
                """,
                message:
                    "'Sway' conforms to Animatable but declares no animatableData, so its animation jumps to the end "
                    + "value; implement var animatableData (AnimatablePair for several values)"
            ),
            RuleExample(
                """
                struct Wave: Shape, ↓SwiftUI.Animatable {
                    var phase: CGFloat
                    var amplitude: CGFloat
                    func path(in rect: CGRect) -> Path { Path() }
                }
                """,
                message:
                    "'Wave' conforms to Animatable but declares no animatableData, so its animation jumps to the end "
                    + "value; implement var animatableData (AnimatablePair for several values)"
            ),
            RuleExample(
                """
                struct Ring: Shape {
                    var progress: Double
                    func path(in rect: CGRect) -> Path { Path() }
                }
                extension Ring: ↓Animatable {}
                """,
                message:
                    "'Ring' conforms to Animatable but declares no animatableData, so its animation jumps to the end "
                    + "value; implement var animatableData (AnimatablePair for several values)"
            ),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct Sway: ViewModifier, Animatable {
                    var angle: Double
                    var animatableData: Double {
                        get { angle }
                        set { angle = newValue }
                    }
                    func body(content: Content) -> some View { content.rotationEffect(.degrees(angle)) }
                }
                """),
            RuleExample(
                """
                struct Ring: Shape, Animatable {
                    var progress: Double
                    func path(in rect: CGRect) -> Path { Path() }
                }
                extension Ring {
                    var animatableData: Double {
                        get { progress }
                        set { progress = newValue }
                    }
                }
                """),
            RuleExample(
                """
                @Animatable
                struct Blob: Shape, Animatable {
                    var radius: CGFloat
                    func path(in rect: CGRect) -> Path { Path() }
                }
                protocol Morphing: Animatable {}
                """),
            RuleExample(
                """
                struct Dial: View {
                    var value: Double
                    var body: some View { Text("\\(value)") }
                }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl]
    public static let requiredText = ["Animatable"]

    private var conformances: [(typeName: String, clause: TypeSyntax)] = []
    private var implementing: Set<String> = []

    public init() {}

    public mutating func visit(_ node: Syntax, in context: RuleContext) {
        guard let group = node.asDeclGroup, let name = group.declaredName else { return }
        let typeName = Self.lastComponent(name)
        if group.attributes.contains(named: "Animatable") || Self.declaresAnimatableData(group.memberBlock.members) {
            implementing.insert(typeName)
        }
        if let clause = group.inheritanceClause?.inheritedTypes.first(where: { $0.type.simpleName == "Animatable" }) {
            conformances.append((typeName, clause.type))
        }
    }

    public func finish(in context: RuleContext) {
        for (typeName, clause) in conformances where !implementing.contains(typeName) {
            report(
                "'\(typeName)' conforms to Animatable but declares no animatableData, so its animation jumps to the "
                    + "end value; implement var animatableData (AnimatablePair for several values)",
                on: clause, in: context)
        }
    }

    private static func declaresAnimatableData(_ members: MemberBlockItemListSyntax) -> Bool {
        members.contains { member in
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                return variable.boundNames.contains("animatableData")
            }
            if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
                return ifConfig.clauses.contains { clause in
                    guard case .decls(let inner)? = clause.elements else { return false }
                    return declaresAnimatableData(inner)
                }
            }
            return false
        }
    }

    private static func lastComponent(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }
}
