import Foundation

/// Text laid out by the renderer inside `frame` (local coordinates of the item's transform).
public struct TextItem: Hashable, Sendable {
    public var string: String
    public var font: Font.Resolved
    public var paint: Paint
    public var alignment: TextAlignment
    public var lineLimit: Int?
    /// The box the text was laid out in (its width wraps the lines).
    public var frame: CGRect
    /// The text's styled runs (concatenated texts, Markdown, decorations, spacing) when the plain
    /// string with `font` does not say everything; `string` is then their plain text.
    public var styled: StyledText?
    /// Where text cut by its line limit shows the ellipsis (`truncationMode`).
    public var truncationMode: Text.TruncationMode = .tail

    public init(
        string: String, font: Font.Resolved, paint: Paint, alignment: TextAlignment = .leading,
        lineLimit: Int? = nil, frame: CGRect, styled: StyledText? = nil
    ) {
        self.styled = styled
        self.string = string
        self.font = font
        self.paint = paint
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.frame = frame
    }
}

extension TextItem: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) {
        v.string("string", string); v.nested("font", font); v.nested("paint", paint); v.nested("alignment", alignment)
        v.integer("lineLimit", lineLimit ?? -1); v.nested("frame", frame)
        v.optional("styled", styled)
        v.nested("truncationMode", truncationMode)
    }
}
