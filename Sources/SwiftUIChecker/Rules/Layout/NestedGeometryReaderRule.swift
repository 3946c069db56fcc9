import SwiftSyntax

/// `nested-geometry-reader`: a `GeometryReader` inside another one's content multiplies layout
/// passes.
///
/// Lint: a `GeometryReader` call anywhere inside the content closure of another
/// `GeometryReader` (closures in between included); the finding lands on the inner reader.
/// Not an inner reader in a `.background` or `.overlay` that only holds `Color.clear` (reporting
/// a frame or size): it measures the view it decorates, takes none of the layout's space, and no
/// outer reader can see that view's frame.
public struct NestedGeometryReaderRule: Rule {
    public static let description = RuleDescription(
        id: "nested-geometry-reader",
        title: "Don't nest GeometryReaders",
        category: .layout,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            Each reader has to be laid out before its content can be, and a reader inside \
            another repeats that dance for every nested level, so sizes settle only after \
            several passes and can visibly jump. The outer proxy already knows the geometry \
            the inner one measures in most cases; read it once and pass the values down, or \
            switch to `containerRelativeFrame` or `onGeometryChange`.
            """,
        sources: [GuidanceSource(file: Guidance.expertSkill, section: "Avoid Layout Thrash")],
        triggering: [
            RuleExample(
                """
                GeometryReader { page in
                    VStack { ↓GeometryReader { cell in Text("\\(cell.size.width)") } }
                }
                """,
                message: "GeometryReader nested inside another GeometryReader causes extra layout passes; read the "
                    + "geometry once in the outer reader or use containerRelativeFrame/onGeometryChange"),
            RuleExample(
                """
                GeometryReader { outer in
                    ScrollView {
                        ForEach(rows) { row in
                            ↓GeometryReader { inner in
                                RowView(row: row, width: outer.size.width, offset: inner.frame(in: .global).minY)
                            }
                        }
                    }
                }
                """,
                message: "GeometryReader nested inside another GeometryReader causes extra layout passes; read the "
                    + "geometry once in the outer reader or use containerRelativeFrame/onGeometryChange"),
            RuleExample(
                """
                SwiftUI.GeometryReader(content: { a in
                    HStack {
                        ↓GeometryReader { b in Color.red.frame(width: b.size.width) }
                        Color.blue.overlay { ↓GeometryReader { c in Text("\\(c.size.height)") } }
                    }
                })
                """,
                message: "GeometryReader nested inside another GeometryReader causes extra layout passes; read the "
                    + "geometry once in the outer reader or use containerRelativeFrame/onGeometryChange"),
        ],
        nonTriggering: [
            RuleExample(
                """
                GeometryReader { page in VStack { Text("\\(page.size.width)") } }
                """),
            RuleExample(
                """
                VStack {
                    GeometryReader { top in Header(width: top.size.width) }
                    GeometryReader { bottom in Footer(width: bottom.size.width) }
                }
                """),
            RuleExample(
                """
                GeometryReader { page in
                    Gallery(width: page.size.width)
                }
                struct Gallery: View {
                    let width: CGFloat
                    var body: some View { Color.gray.onGeometryChange(for: CGFloat.self) { $0.size.width } action: { \
                _ in } }
                }
                """),
            RuleExample(
                """
                GeometryReader { viewport in
                    ScrollView {
                        Timeline(width: viewport.size.width)
                            .background(GeometryReader { content in Color.clear.preference(key: Offset.self, \
                value: content.frame(in: .named("scroll")).minY) })
                            .overlay { GeometryReader { Color.clear.onAppear { height = $0.size.height } } }
                    }
                }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["GeometryReader", "init"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.constructedTypeName == "GeometryReader",
            call.closure(labelled: "content") != nil,
            call.enclosingCall(named: ["GeometryReader"], withinDeclaration: true) != nil,
            !(Self.holdsOnlyClear(call) && Self.isInDecoration(call))
        else { return }
        report(
            "GeometryReader nested inside another GeometryReader causes extra layout passes; read the geometry once "
                + "in the outer reader or use containerRelativeFrame/onGeometryChange",
            on: call.calledExpression, in: context)
    }

    /// `GeometryReader { g in Color.clear… }`: a reader that draws nothing.
    private static func holdsOnlyClear(_ reader: FunctionCallExprSyntax) -> Bool {
        guard let content = reader.closure(labelled: "content"), content.statements.count == 1,
            let expression = content.statements.first?.item.as(ExprSyntax.self),
            let clear = expression.modifierChainRoot.as(DeclReferenceExprSyntax.self), clear.baseName.text == "Color"
        else { return false }
        return expression.trimmedText.hasPrefix("Color.clear")
    }

    /// Whether a `.background` or `.overlay` holds the reader, below the outer reader.
    private static func isInDecoration(_ reader: FunctionCallExprSyntax) -> Bool {
        var current = reader.parent
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self) {
                if call.constructedTypeName == "GeometryReader" { return false }
                if let name = call.memberName, name == "background" || name == "overlay",
                    !reader.isDescendant(of: call.calledExpression)
                {
                    return true
                }
            }
            if node.is(FunctionDeclSyntax.self) || node.isDeclGroup { return false }
            current = node.parent
        }
        return false
    }
}
