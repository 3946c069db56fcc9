/// One line of the rendering: a view a user could see, with what it shows, its state flags and the
/// modifiers applied to it, plus the actions the harness can perform on it.
@MainActor
public final class RenderedNode {
    /// The view kind, such as `Text`, `Button` or `VStack`.
    public internal(set) var kind: String
    /// The main content (text, label, value), unquoted; `nil` when the kind says it all.
    public internal(set) var content: String?
    /// Extra `key:value` details shown after the content, such as `systemImage:star`.
    public internal(set) var details: [String] = []
    /// State flags such as `on`, `off`, `disabled`, `selected`, `focused`.
    public internal(set) var flags: [String] = []
    /// Modifiers in the order they were applied, such as `.padding` or `.font(.title)`.
    public internal(set) var modifiers: [String] = []
    public internal(set) var children: [RenderedNode] = []

    /// The text a user would read to find this view (a button's label, a field's placeholder).
    var label: String
    /// Printed as one line without its children; its content cannot be reached by interactions.
    var collapsed = false
    /// A sheet, cover, alert or dialog: while shown, everything outside it is out of reach.
    var isModal = false
    var isHidden = false
    var isDisabled = false
    var actions = NodeActions()
    /// The tag used by pickers and tab views.
    var tag: AnyHashable?
    /// The value a `NavigationLink(value:)` pushes; a `List(selection:)` selects it instead.
    var linkValue: AnyHashable?
    /// Set by `.navigationTitle`; shown on the enclosing `Screen` line instead of as a modifier.
    var navigationTitle: String?
    /// Set by `.tabItem`; a `TabView` turns such a node into a `Tab`.
    var tabItem: RenderedNode?
    /// A `Tab` resolves its content only when its `TabView` shows it.
    var deferredContent: (@MainActor () -> [RenderedNode])?
    /// Where the view sits in the tree; the same view keeps it from one update to the next.
    var identity: String?
    /// Animation, transaction, transition and feedback modifiers, with where each sits among
    /// `modifiers`; read when working out how a change animates.
    var motion: [MotionModifier] = []

    init(kind: String, content: String? = nil, label: String? = nil, children: [RenderedNode] = []) {
        self.kind = kind
        self.content = content
        self.label = label ?? content ?? ""
        self.children = children
    }

    /// Every node below this one, depth first, this one included.
    func walk(_ visit: (RenderedNode) -> Void) {
        visit(self)
        for child in children { child.walk(visit) }
    }

    /// The texts a user reads inside this node, in order.
    var readableText: [String] {
        var texts: [String] = []
        walk { node in
            if node.kind == "Text" || node.kind == "Label", let content = node.content { texts.append(content) }
        }
        return texts
    }
}

@MainActor
extension Array where Element == RenderedNode {
    /// The texts a user reads inside these nodes, joined with spaces (a title, a header).
    var readableLine: String { flatMap(\.readableText).joined(separator: " ") }
}

/// What the harness can do with a node.
struct NodeActions {
    var tap: (() -> Void)?
    var tapGestures: [TapAction] = []
    /// Drag, magnify and long-press gestures, run by the harness's `drag`, `magnify`, `longPress`.
    var gestures: [GestureHandlers] = []
    var toggle: (() -> Void)?
    var text: TextInput?
    var submit: [() -> Void] = []
    var increment: (() -> Void)?
    var decrement: (() -> Void)?
    var select: ((AnyHashable?) -> Bool)?
    var setValue: ((Double) -> Void)?
    var focus: (() -> Void)?
    var dismiss: (() -> Void)?
    var delete: (() -> Void)?
    var refresh: (() async -> Void)?
    var search: TextInput?
}

/// A tap gesture's action and how many taps it takes.
struct TapAction {
    var count = 1
    let run: () -> Void
}

/// A field's text, readable and writable.
struct TextInput {
    let get: () -> String
    let set: (String) -> Void
}
