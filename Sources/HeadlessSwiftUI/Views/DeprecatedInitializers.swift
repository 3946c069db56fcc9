/// View initializers deprecated in iOS 13–16 that tutorials still use; each builds the same view
/// as its modern form.
extension GroupBox {
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }
}

extension Picker {
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }
}

extension View {
    /// Prints nothing: SwiftUI's debugging output of what changed is not reproduced.
    public static func _printChanges() {}
}

/// A modifier that animates its `animatableData` (deprecated: conform to `ViewModifier` and
/// `Animatable`).
public protocol AnimatableModifier: Animatable, ViewModifier {}
