import SwiftSyntax

/// `string-format`: numbers shown in SwiftUI text should use format styles, not C-style
/// `String(format:)`.
///
/// Lint: `String(format: …)` (callee `String`, first label `format`) in the arguments of
/// `Text(…)`, `Label(…)` or `Button(…)`, or anywhere in view-building code (a `body`, a
/// `@ViewBuilder` or `some View` member, a content closure). Action closures and non-UI code
/// are out of scope, and so is a format whose literals insert only objects (`%@`): no number is
/// formatted, so the locale changes nothing.
/// Fix (conditional): `Text(String(format: "%.Nf", x))` → `Text(x, format:
/// .number.precision(.fractionLength(N)))`; any other format is left to the author.
public struct StringFormatRule: Rule {
    public static let description = RuleDescription(
        id: "string-format",
        title: "Use format styles instead of String(format:) in text",
        category: .text,
        defaultSeverity: .warning,
        fixability: .conditional,
        rationale: """
            A C format string such as `%.2f` always prints a dot as the decimal separator and \
            no grouping, whatever the user's language and region, and a mismatched specifier is \
            only caught at run time. `Text(value, format: .number.precision(…))`, \
            `.currency(code:)`, `.percent` or a `format:` interpolation are checked by the \
            compiler and follow the user's locale.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Modern Text Formatting"),
            GuidanceSource(file: Guidance.expertSkill, section: "Basic Number Formatting"),
            GuidanceSource(file: Guidance.expertSkill, section: "Currency Formatting"),
            GuidanceSource(file: Guidance.expertSkill, section: "Percentage Formatting"),
        ],
        triggering: [
            RuleExample(
                #"Text(↓String(format: "%.1f km", distance))"#,
                message: "String(format:) ignores the user's locale; show numbers with Text(value, format: …) or a "
                    + "format: interpolation (.number.precision, .currency(code:), .percent)"),
            RuleExample(
                #"""
                struct Receipt: View {
                    let total: Double
                    var body: some View {
                        VStack {
                            Label(↓String(format: "%.2f €", total), systemImage: "cart")
                            let share = ↓String(format: "%.0f%%", ratio * 100)
                            Text("Share: \(share)")
                        }
                    }
                }
                """#,
                message: "String(format:) ignores the user's locale; show numbers with Text(value, format: …) or a "
                    + "format: interpolation (.number.precision, .currency(code:), .percent)"),
            RuleExample(
                #"""
                Button(↓Swift.String(format: "Pay %.2f", amount)) { pay() }
                Text(↓String(format: "%.3f", reading))
                """#,
                message: "String(format:) ignores the user's locale; show numbers with Text(value, format: …) or a "
                    + "format: interpolation (.number.precision, .currency(code:), .percent)"),
        ],
        nonTriggering: [
            RuleExample(#"Text("\(distance, format: .number.precision(.fractionLength(1))) km")"#),
            RuleExample(
                #"""
                func logLine(_ value: Double) -> String {
                    String(format: "%08.3f", value)
                }
                """#),
            RuleExample(
                #"""
                struct Exporter: View {
                    var body: some View {
                        Button("Copy") { pasteboard.string = String(format: "%.2f", total) }
                        Text(total, format: .currency(code: "EUR"))
                    }
                }
                """#),
            RuleExample(
                #"""
                Text(String(localized: "greeting"))
                Text(formatter.string(format: "%.1f", value))
                """#),
            RuleExample(
                #"""
                Text(String(format: NSLocalizedString("Signed in as %@ (%@)", comment: ""), name, email))
                Text(String(format: "%@ – 100%%", title))
                """#),
        ],
        corrections: [
            RuleCorrection(
                #"Text(↓String(format: "%.3f", batteryVoltage))"#,
                #"Text(batteryVoltage, format: .number.precision(.fractionLength(3)))"#,
                declaring: "let batteryVoltage = 3.7"),
            RuleCorrection(
                #"Text(↓String(format: "%.1f km", distance))"#,
                #"Text(String(format: "%.1f km", distance))"#,
                declaring: "let distance = 12.5"),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["String", "init"]

    private static let titledViews: Set<String> = ["Text", "Label", "Button"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), Self.isStringFormat(call),
            !Self.formatsOnlyObjects(call)
        else { return }
        let titled = Self.titleCall(containing: call)
        guard titled != nil || call.isInViewContent else { return }
        report(
            "String(format:) ignores the user's locale; show numbers with Text(value, format: …) or a format: "
                + "interpolation (.number.precision, .currency(code:), .percent)",
            on: call, in: context, fix: titled.flatMap { Self.fix(call, in: $0) })
    }

    /// `String(format: …)` or `Swift.String(format: …)`.
    private static func isStringFormat(_ call: FunctionCallExprSyntax) -> Bool {
        var name = call.constructedTypeName
        if name == nil, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Swift"
        {
            name = member.declName.baseName.text
        }
        return name == "String" && call.arguments.first?.label?.text == "format"
    }

    /// Whether every conversion in the format's string literals is `%@` (or `%%`): only objects,
    /// usually strings, are inserted, and there is no number whose formatting could depend on the
    /// locale. False when the format holds no literal.
    private static func formatsOnlyObjects(_ call: FunctionCallExprSyntax) -> Bool {
        guard let format = call.arguments.first?.expression else { return false }
        var sawLiteral = false
        for token in format.tokens(viewMode: .sourceAccurate) {
            guard case .stringSegment(let text) = token.tokenKind else { continue }
            sawLiteral = true
            if hasNumberConversion(text) { return false }
        }
        return sawLiteral
    }

    private static func hasNumberConversion(_ text: String) -> Bool {
        var characters = text.makeIterator()
        while let character = characters.next() {
            guard character == "%" else { continue }
            while let next = characters.next() {
                if next == "%" || next == "@" { break }
                if "-+ #0123456789.$*'hlqLzjt".contains(next) { continue }
                return true
            }
        }
        return false
    }

    /// The `Text`/`Label`/`Button` call whose parenthesised arguments hold `call`, crossing no
    /// closure.
    private static func titleCall(containing call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var current = call.parent
        while let node = current {
            if node.is(ClosureExprSyntax.self) { return nil }
            if let list = node.as(LabeledExprListSyntax.self), let owner = list.parent?.as(FunctionCallExprSyntax.self),
                owner.arguments.id == list.id, let name = owner.constructedTypeName, titledViews.contains(name)
            {
                return owner
            }
            current = node.parent
        }
        return nil
    }

    /// `Text(String(format: "%.Nf", x))` → `Text(x, format: .number.precision(.fractionLength(N)))`.
    private static func fix(_ call: FunctionCallExprSyntax, in owner: FunctionCallExprSyntax) -> Fix? {
        guard owner.constructedTypeName == "Text", owner.arguments.count == 1,
            let only = owner.arguments.first, only.label == nil, only.expression.id == ExprSyntax(call).id,
            call.arguments.count == 2, call.trailingClosureCount == 0,
            let format = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
            format.segments.count == 1, case .stringSegment(let segment)? = format.segments.first,
            let value = call.arguments.last, value.label == nil,
            let digits = fractionDigits(segment.content.text)
        else { return nil }
        return Fix(
            "use Text(_:format:) with a fraction length of \(digits)",
            edits: [
                Edits.replace(
                    call, with: "\(value.expression.trimmedText), format: .number.precision(.fractionLength(\(digits)))"
                )
            ])
    }

    /// `N` for a format that is exactly `%.Nf`.
    private static func fractionDigits(_ format: String) -> Int? {
        guard format.hasPrefix("%."), format.hasSuffix("f"), format.count > 3 else { return nil }
        let middle = format.dropFirst(2).dropLast()
        guard middle.allSatisfy(\.isASCII), middle.allSatisfy(\.isNumber) else { return nil }
        return Int(middle)
    }
}
