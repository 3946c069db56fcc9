import SwiftSyntax

/// `nested-geometry-reader`: a `GeometryReader` inside another one's content multiplies layout
/// passes.
///
/// Lint: a `GeometryReader` call anywhere inside the content closure of another
/// `GeometryReader` (closures in between included); the finding lands on the inner reader.
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
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["GeometryReader", "init"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.constructedTypeName == "GeometryReader",
            call.closure(labelled: "content") != nil,
            call.enclosingCall(named: ["GeometryReader"], withinDeclaration: true) != nil
        else { return }
        report(
            "GeometryReader nested inside another GeometryReader causes extra layout passes; read the geometry once "
                + "in the outer reader or use containerRelativeFrame/onGeometryChange",
            on: call.calledExpression, in: context)
    }
}
