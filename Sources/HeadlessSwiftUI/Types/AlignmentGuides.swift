/// A custom alignment: its default value is where a view puts the guide unless `alignmentGuide` says otherwise.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension HorizontalAlignment {
    /// A custom horizontal alignment, printed as `HorizontalAlignment(ID.self)`.
    public init(_ id: any AlignmentID.Type) {
        self.init(name: String(describing: id) + ".self")
    }
}

extension VerticalAlignment {
    /// A custom vertical alignment, printed as `VerticalAlignment(ID.self)`.
    public init(_ id: any AlignmentID.Type) {
        self.init(name: String(describing: id) + ".self")
    }
}
