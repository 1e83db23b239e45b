import Foundation

/// A value that can be shared or dragged (Core Transferable's `Transferable`). Here a marker:
/// `String`, `URL`, `Data`, `Image`, `Text`, `AttributedString` and `PhotosPickerItem` conform,
/// as they do on iOS; a type of your own conforms by declaring it (there is no
/// `transferRepresentation`: nothing is transferred in a scene).
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}
extension Text: Transferable {}
extension Never: Transferable {}

/// What the share sheet shows of an item (SwiftUI's `SharePreview`): a title, and optionally an
/// image and an icon. Kept for source compatibility: no share sheet opens in a scene.
@MainActor @preconcurrency
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: Text
    let image: Image?
    let icon: Icon?

    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        (title, self.image, self.icon) = (Text(titleKey), image, icon)
    }
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        (self.title, self.image, self.icon) = (Text(title), image, icon)
    }
    public init(_ title: Text, image: Image, icon: Icon) {
        (self.title, self.image, self.icon) = (title, image, icon)
    }
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ titleKey: LocalizedStringKey) { (title, image, icon) = (Text(titleKey), nil, nil) }
    public init<S: StringProtocol>(_ title: S) { (self.title, image, icon) = (Text(title), nil, nil) }
    public init(_ title: Text) { (self.title, image, icon) = (title, nil, nil) }
}

extension SharePreview where Icon == Never {
    public init(_ titleKey: LocalizedStringKey, image: Image) { (title, self.image, icon) = (Text(titleKey), image, nil) }
    public init<S: StringProtocol>(_ title: S, image: Image) { (self.title, self.image, icon) = (Text(title), image, nil) }
    public init(_ title: Text, image: Image) { (self.title, self.image, icon) = (title, image, nil) }
}

extension SharePreview where Image == Never {
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { (title, image, self.icon) = (Text(titleKey), nil, icon) }
    public init<S: StringProtocol>(_ title: S, icon: Icon) { (self.title, image, self.icon) = (Text(title), nil, icon) }
    public init(_ title: Text, icon: Icon) { (self.title, image, self.icon) = (title, nil, icon) }
}

/// The label a `ShareLink` draws unless given one: the "square.and.arrow.up" symbol and its title,
/// "Share" by default (SwiftUI's `DefaultShareLinkLabel`).
public struct DefaultShareLinkLabel: View {
    let title: Text
    public var body: some View {
        Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}

/// A control that shares items (SwiftUI's `ShareLink`), drawn and tapped as a `Button` with its
/// label (the environment's button style: by default the share symbol and "Share" in the tint
/// colour). A scene has no share sheet: a tap dims the label as a button's press does and
/// presents nothing.
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    let items: Data
    let label: Label

    init(items: Data, label: Label) {
        self.items = items
        self.label = label
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension ShareLink {
    /// Shares `items`, labelled by `label`.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) {
        self.init(items: items, label: label())
    }

    /// Shares `item`, labelled by `label`.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Shares `items`, labelled by `label`.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data.Element == String {
        self.init(items: items, label: label())
    }
    /// Shares `items`, labelled by `label`.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data.Element == URL {
        self.init(items: items, label: label())
    }
    /// Shares `item`, labelled by `label`.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), label: label())
    }
    /// Shares `item`, labelled by `label`.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), label: label())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares `item` with the preview given, under the default label.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text("Share")))
    }
    /// Shares `item` with the preview given, under a label titled `titleKey`.
    public init<I: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    /// Shares `items`, under the default label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, label: DefaultShareLinkLabel(title: Text("Share")))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Shares `item` under the default label: the share symbol and "Share".
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text("Share")))
    }
    /// Shares `item` under the default label: the share symbol and "Share".
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text("Share")))
    }
    /// Shares `item` under a label titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    /// Shares `item` under a label titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
    /// Shares `item` under a label titled `title`.
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(title)))
    }
    /// Shares `item` under a label titled `title`.
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: title))
    }
}

/// Which assets a `PhotosPicker` offers (PhotosUI's `PHPickerFilter`).
public struct PHPickerFilter: Equatable, Hashable, Sendable {
    let kind: String
    public static let images = PHPickerFilter(kind: "images")
    public static let videos = PHPickerFilter(kind: "videos")
    public static let livePhotos = PHPickerFilter(kind: "livePhotos")
    public static let screenshots = PHPickerFilter(kind: "screenshots")
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(kind: "any") }
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(kind: "all") }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(kind: "not") }
}

/// The photo library a `PhotosPicker` reads (Photos' `PHPhotoLibrary`); a scene has none.
public final class PHPhotoLibrary: Sendable {
    private static let library = PHPhotoLibrary()
    public static func shared() -> PHPhotoLibrary { library }
}

/// An item picked in a `PhotosPicker` (PhotosUI's `PhotosPickerItem`). No item is ever picked in
/// a scene; one made with `init(itemIdentifier:)` loads nothing.
public struct PhotosPickerItem: Transferable, Equatable, Hashable, Sendable {
    /// How a picked item's representation is chosen.
    public enum EncodingDisambiguationPolicy: Equatable, Hashable, Sendable {
        case automatic, current, compatible
    }
    /// The item's identifier in the library.
    public let itemIdentifier: String?
    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }
    /// The item's data as `type`: nil here (there is no photo library).
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { nil }
}

/// A control that opens the photo picker (PhotosUI's `PhotosPicker`), drawn and tapped as a
/// `Button` with its label. A scene has no photo library: a tap presents nothing and the
/// selection is never changed.
public struct PhotosPicker<Label: View>: View {
    let label: Label

    /// A picker of one item.
    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// A picker of one item from `photoLibrary`.
    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// A picker of up to `maxSelectionCount` items (nil: any number).
    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// A picker of up to `maxSelectionCount` items from `photoLibrary`.
    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension PhotosPicker where Label == Text {
    /// A picker of one item titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.label = Text(titleKey)
    }
    /// A picker of one item titled `title`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.label = Text(title)
    }
    /// A picker of several items titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.label = Text(titleKey)
    }
}
