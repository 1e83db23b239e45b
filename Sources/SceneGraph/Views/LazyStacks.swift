import Foundation

/// Which kinds of child views stay pinned to a scroll view's edges (SwiftUI's
/// `PinnedScrollableViews`); accepted for source compatibility: headers scroll with the rest.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column that SwiftUI builds lazily (SwiftUI's `LazyVStack`). Here every row is built (a
/// recording has no viewport to save work for), so it lays out as a `VStack` would, except
/// that, as in SwiftUI, it takes the whole width offered.
public struct LazyVStack<Content: View>: View {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public var pinnedViews: PinnedScrollableViews
    public var content: Content
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

/// A row that SwiftUI builds lazily (SwiftUI's `LazyHStack`); laid out as an `HStack` that
/// takes the whole height offered (see `LazyVStack`).
public struct LazyHStack<Content: View>: View {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public var pinnedViews: PinnedScrollableViews
    public var content: Content
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}
