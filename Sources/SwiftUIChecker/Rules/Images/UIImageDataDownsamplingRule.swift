import SwiftSyntax

/// `uiimage-data-downsampling`: decoding image data with `UIImage(data:)` in view code decodes
/// the full-size image on the main thread; a suggestion, never applied automatically.
///
/// Lint: `UIImage(data:)` / `UIImage(data:scale:)` in a view file — one that imports SwiftUI, or
/// a snippet with no imports at all. Skipped inside an `actor` and inside `Task.detached { }`
/// (already off the main thread). The message is stronger inside `List`, `ForEach`, lazy
/// stacks and lazy grids, where many images decode while scrolling. Only in a file that shows a
/// `UIImage` (`Image(uiImage:`) and not inside a class: decoding for the pasteboard, the photo
/// library or an upload needs the full image, and a view model or service decides its own thread.
public struct UIImageDataDownsamplingRule: Rule {
    public static let description = RuleDescription(
        id: "uiimage-data-downsampling",
        title: "Consider downsampling images decoded from data",
        category: .images,
        defaultSeverity: .note,
        fixability: .no,
        rationale: """
            `UIImage(data:)` decodes every pixel of the original picture, on whatever thread \
            calls it — in a view, the main thread. A 12-megapixel photo shown as a 60-point \
            thumbnail costs tens of megabytes and can make scrolling stutter. When such images \
            appear in lists or grids, decode a thumbnail at the displayed size with ImageIO \
            inside `.task` and keep the result in state. This is an optional optimisation for \
            performance-sensitive screens.
            """,
        sources: [
            GuidanceSource(
                file: Guidance.expertSkill, section: "Image Decoding and Downsampling (Optional Optimization)"),
            GuidanceSource(file: Guidance.expertSkill, section: "When to Suggest This Optimization"),
        ],
        triggering: [
            RuleExample(
                "Image(uiImage: ↓UIImage(data: thumbData) ?? UIImage())",
                message:
                    "UIImage(data:) decodes the full-size image on the main thread; consider downsampling it off the "
                    + "main thread in .task"
            ),
            RuleExample(
                """
                import SwiftUI

                struct Gallery: View {
                    let photos: [Photo]
                    var body: some View {
                        LazyVGrid(columns: columns) {
                            ForEach(photos) { photo in
                                if let image = ↓UIImage(data: photo.data, scale: 2) {
                                    Image(uiImage: image).resizable().scaledToFill()
                                }
                            }
                        }
                    }
                }
                """,
                message:
                    "UIImage(data:) decodes each full-size image on the main thread while the list scrolls; consider "
                    + "decoding a downsampled thumbnail in .task"
            ),
            RuleExample(
                """
                import SwiftUI
                import UIKit

                struct AvatarView: View {
                    let data: Data
                    private var avatar: UIImage { ↓UIImage(data: data) ?? UIImage(systemName: "person")! }
                    var body: some View { Image(uiImage: avatar) }
                }
                """,
                message:
                    "UIImage(data:) decodes the full-size image on the main thread; consider downsampling it off the "
                    + "main thread in .task"
            ),
        ],
        nonTriggering: [
            RuleExample("Image(uiImage: decodedThumbnail) // produced in .task by downsampling"),
            RuleExample(
                """
                import UIKit

                final class ThumbnailCache {
                    func image(for data: Data) -> UIImage? { UIImage(data: data) }
                }
                """),
            RuleExample(
                """
                import SwiftUI

                actor ImageDecoder {
                    func decode(_ data: Data) -> UIImage? { UIImage(data: data) }
                }
                struct Photo: View {
                    let data: Data
                    @State private var image: UIImage?
                    var body: some View {
                        Color.clear.task {
                            image = await Task.detached { UIImage(data: data) }.value
                        }
                    }
                }
                """),
            RuleExample(
                """
                let icon = UIImage(named: "logo")
                let loaded = UIImage(data: blob, cachePolicy: .never)
                """),
            RuleExample(
                """
                import SwiftUI

                struct ShareButton: View {
                    let original: Data
                    var body: some View {
                        Button("Copy") { UIPasteboard.general.image = UIImage(data: original) }
                    }
                }
                @Observable final class UploadModel {
                    func prepare(_ data: Data) -> UIImage? { UIImage(data: data) }
                }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr, .importDecl]
    public static let mentionedText = ["uiImage:"]
    public static let calledNames: Set<String> = ["UIImage", "init"]

    private static let scrollingContainers: Set<String> = [
        "List", "ForEach", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
    ]

    private var candidates: [(position: AbsolutePosition, inScrollingContent: Bool)] = []
    private var importsSwiftUI = false
    private var hasImports = false

    public init() {}

    public mutating func visit(_ node: Syntax, in context: RuleContext) {
        if let importDecl = node.as(ImportDeclSyntax.self) {
            hasImports = true
            if importDecl.path.first?.name.text == "SwiftUI" { importsSwiftUI = true }
            return
        }
        guard let call = node.as(FunctionCallExprSyntax.self), call.isUIImageFromData,
            call.ancestor(ActorDeclSyntax.self) == nil, !(call.enclosingTypeDecl is ClassDeclSyntax),
            !Self.isInDetachedTask(call)
        else { return }
        candidates.append(
            (
                call.positionAfterSkippingLeadingTrivia,
                call.enclosingCall(named: Self.scrollingContainers) != nil
            ))
    }

    public func finish(in context: RuleContext) {
        guard importsSwiftUI || !hasImports, !candidates.isEmpty, context.sourceMentions("uiImage:") else { return }
        for candidate in candidates {
            let message =
                candidate.inScrollingContent
                ? "UIImage(data:) decodes each full-size image on the main thread while the list scrolls; consider "
                    + "decoding a downsampled thumbnail in .task"
                : "UIImage(data:) decodes the full-size image on the main thread; consider downsampling it off the "
                    + "main thread in .task"
            report(message, at: candidate.position, in: context)
        }
    }

    private static func isInDetachedTask(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let call = parent.as(FunctionCallExprSyntax.self), call.memberName == "detached",
                call.memberBase?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task",
                call.labelledClosures.contains(where: { node.isDescendant(of: $0.closure) })
            {
                return true
            }
            current = parent.parent
        }
        return false
    }
}
