import SwiftSyntax

/// `sheet-is-presented-optional`: a sheet driven by a Bool whose content unwraps an optional
/// should be driven by that optional with `.sheet(item:)`.
///
/// Lint: a member call `sheet` or `fullScreenCover` with an `isPresented:` argument whose
/// content closure (trailing or `content:`) starts with `if let`/`if var`, `if case let`,
/// `guard let`, or `if x != nil`.
public struct SheetIsPresentedOptionalRule: Rule {
    public static let description = RuleDescription(
        id: "sheet-is-presented-optional",
        title: "Present model-based sheets with sheet(item:)",
        category: .navigation,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            A Bool flag plus a separate optional is two pieces of state that can disagree: the \
            flag can be true while the value is still nil, and the sheet then shows nothing. \
            `.sheet(item:)` uses the optional itself — the sheet appears when it gets a value, \
            receives that value unwrapped, and sets it back to nil on dismissal.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Item-Driven Sheets (Preferred)"),
            GuidanceSource(file: Guidance.expertSkill, section: "Modern APIs"),
        ],
        triggering: [
            RuleExample(
                """
                OrderList()
                    .↓sheet(isPresented: $showReceipt) {
                        if let order { ReceiptView(order: order) }
                    }
                """,
                message:
                    ".sheet(isPresented:) whose content unwraps an optional; present it with .sheet(item:) on that "
                    + "optional"
            ),
            RuleExample(
                """
                Gallery().↓fullScreenCover(isPresented: $isViewing, onDismiss: reset) {
                    if case let .some(photo) = selectedPhoto {
                        PhotoViewer(photo: photo)
                    }
                }
                """,
                message:
                    ".fullScreenCover(isPresented:) whose content unwraps an optional; present it with "
                    + ".fullScreenCover(item:) on that optional"
            ),
            RuleExample(
                """
                Profile().↓sheet(isPresented: $editing, content: {
                    if draft != nil { DraftEditor(draft: $draft) }
                })
                """,
                message:
                    ".sheet(isPresented:) whose content unwraps an optional; present it with .sheet(item:) on that "
                    + "optional"
            ),
            RuleExample(
                """
                Profile().↓sheet(isPresented: $editing) {
                    guard let user else { return AnyView(EmptyView()) }
                    return AnyView(UserEditor(user: user))
                }
                """,
                message:
                    ".sheet(isPresented:) whose content unwraps an optional; present it with .sheet(item:) on that "
                    + "optional"
            ),
        ],
        nonTriggering: [
            RuleExample("OrderList().sheet(item: $order) { order in ReceiptView(order: order) }"),
            RuleExample(
                """
                Settings().sheet(isPresented: $showAbout) {
                    AboutView()
                    if let build { Text(build) }
                }
                """),
            RuleExample(
                """
                Settings().popover(isPresented: $showHelp) {
                    if let topic { HelpView(topic: topic) }
                }
                """),
            RuleExample(
                """
                Settings().sheet(isPresented: $showFilters) {
                    if showAdvanced { AdvancedFilters() } else { BasicFilters() }
                }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["sheet", "fullScreenCover"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self),
            let name = call.memberNameToken, ["sheet", "fullScreenCover"].contains(name.text),
            call.argument(labelled: "isPresented") != nil,
            let content = call.contentClosure,
            let first = content.statements.first, Self.unwrapsOptional(first)
        else { return }
        report(
            ".\(name.text)(isPresented:) whose content unwraps an optional; present it with .\(name.text)(item:) on "
                + "that optional",
            on: name, in: context)
    }

    private static func unwrapsOptional(_ item: CodeBlockItemSyntax) -> Bool {
        if let ifExpr = item.statementExpression?.as(IfExprSyntax.self) {
            return ifExpr.conditions.contains { isUnwrap($0.condition) }
        }
        if case .stmt(let statement) = item.item, let guardStmt = statement.as(GuardStmtSyntax.self) {
            return guardStmt.conditions.contains { isUnwrap($0.condition) }
        }
        return false
    }

    private static func isUnwrap(_ condition: ConditionElementSyntax.Condition) -> Bool {
        switch condition {
        case .optionalBinding:
            return true
        case .matchingPattern(let pattern):
            return pattern.pattern.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.let) }
        case .expression(let expression):
            guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
            let elements = Array(sequence.elements)
            guard elements.count == 3,
                elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "!="
            else { return false }
            return elements[0].is(NilLiteralExprSyntax.self) != elements[2].is(NilLiteralExprSyntax.self)
        default:
            return false
        }
    }
}
