import SceneGraph

/// One thing drawn on a map at a coordinate: a marker balloon, a pin, or a view.
public struct _MapItem {
    enum Kind {
        /// A balloon with `glyph` (a system image name or a monogram) and a title below.
        case marker(title: Text?, glyph: Glyph)
        /// A pin standing on the coordinate.
        case pin
        /// `content` with its `anchor` point on the coordinate, `label` below it.
        case annotation(content: AnyView, label: AnyView?, anchor: UnitPoint)
    }
    enum Glyph {
        case symbol(String)
        case monogram(Text)
    }
    var coordinate: CLLocationCoordinate2D
    var kind: Kind
    /// The balloon's or pin's colour; nil: red, as MapKit draws them.
    var tint: Color?
}

/// What a `Map` shows over its land (MapKit's `MapContent`): markers, annotations, and
/// `ForEach` / groups of them. Circles, polylines and polygons are not there yet.
@MainActor @preconcurrency
public protocol MapContent {
    /// The items drawn, in order (later ones on top).
    var _mapItems: [_MapItem] { get }
}

/// Several pieces of map content (what `MapContentBuilder` makes of a block).
public struct _MapContentGroup: MapContent {
    public let _mapItems: [_MapItem]
}

/// Builds a map's content from a block of markers and annotations (MapKit's
/// `MapContentBuilder`): `if`, `if`/`else`, `for` and `#available` are allowed.
@MainActor @resultBuilder
public enum MapContentBuilder {
    public static func buildExpression(_ content: some MapContent) -> _MapContentGroup { _MapContentGroup(_mapItems: content._mapItems) }
    public static func buildBlock(_ parts: _MapContentGroup...) -> _MapContentGroup {
        _MapContentGroup(_mapItems: parts.flatMap(\._mapItems))
    }
    public static func buildOptional(_ part: _MapContentGroup?) -> _MapContentGroup { part ?? _MapContentGroup(_mapItems: []) }
    public static func buildEither(first: _MapContentGroup) -> _MapContentGroup { first }
    public static func buildEither(second: _MapContentGroup) -> _MapContentGroup { second }
    public static func buildArray(_ parts: [_MapContentGroup]) -> _MapContentGroup {
        _MapContentGroup(_mapItems: parts.flatMap(\._mapItems))
    }
    public static func buildLimitedAvailability(_ part: _MapContentGroup) -> _MapContentGroup { part }
}

@MainActor
extension MapContent {
    /// The content with its markers and pins drawn in `tint` (MapKit's `tint(_:)` on map content).
    public func tint(_ tint: Color) -> _MapContentGroup {
        _MapContentGroup(
            _mapItems: _mapItems.map { item in
                var item = item
                item.tint = item.tint ?? tint
                return item
            })
    }
}

/// A balloon marker at a coordinate, with a title below it (MapKit's iOS 17 `Marker`): red
/// unless tinted, holding a map pin glyph, a system image or a monogram.
public struct Marker: MapContent {
    let item: _MapItem
    public var _mapItems: [_MapItem] { [item] }

    init(title: Text?, glyph: _MapItem.Glyph, coordinate: CLLocationCoordinate2D) {
        item = _MapItem(coordinate: coordinate, kind: .marker(title: title, glyph: glyph), tint: nil)
    }
    public init(_ title: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), glyph: .symbol("mappin"), coordinate: coordinate)
    }
    public init(_ title: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), glyph: .symbol("mappin"), coordinate: coordinate)
    }
    public init(_ title: String, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), glyph: .symbol(systemImage), coordinate: coordinate)
    }
    public init(_ title: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), glyph: .symbol(systemImage), coordinate: coordinate)
    }
    public init(_ title: String, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), glyph: .monogram(monogram), coordinate: coordinate)
    }
    /// A marker with `label`'s text as its title.
    public init(coordinate: CLLocationCoordinate2D, label: () -> Text) {
        self.init(title: label(), glyph: .symbol("mappin"), coordinate: coordinate)
    }
}

/// A view placed on the map with its `anchor` point (unit coordinates of its size) on a
/// coordinate, its title below it (MapKit's iOS 17 `Annotation`).
public struct Annotation: MapContent {
    let item: _MapItem
    public var _mapItems: [_MapItem] { [item] }

    public init(
        _ title: String, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> some View
    ) {
        item = _MapItem(
            coordinate: coordinate, kind: .annotation(content: AnyView(content()), label: AnyView(Text(title)), anchor: anchor), tint: nil)
    }
    public init(
        _ title: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
        @ViewBuilder content: () -> some View
    ) {
        item = _MapItem(
            coordinate: coordinate, kind: .annotation(content: AnyView(content()), label: AnyView(Text(title)), anchor: anchor), tint: nil)
    }
    public init(
        coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> some View,
        @ViewBuilder label: () -> some View
    ) {
        item = _MapItem(
            coordinate: coordinate, kind: .annotation(content: AnyView(content()), label: AnyView(label()), anchor: anchor), tint: nil)
    }
}

/// The user's location on the map (MapKit's `UserAnnotation`): there is no location here, so
/// it draws nothing.
public struct UserAnnotation: MapContent {
    public init() {}
    public var _mapItems: [_MapItem] { [] }
}

extension ForEach: MapContent where Content: MapContent {
    /// Map content for each element, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(unbuilt: data, id: id, content: content)
    }
    public var _mapItems: [_MapItem] { data.flatMap { content($0)._mapItems } }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: MapContent {
    /// Map content for each element, identified by its `id`.
    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(unbuilt: data, id: \.id, content: content)
    }
}

/// An iOS 14 map annotation (MapKit's `MapAnnotationProtocol`): `MapMarker`, `MapPin`,
/// `MapAnnotation`.
@MainActor @preconcurrency
public protocol MapAnnotationProtocol {
    var _mapItem: _MapItem { get }
}

/// An iOS 14 balloon marker without a title (MapKit's `MapMarker`), red unless `tint` is given.
public struct MapMarker: MapAnnotationProtocol {
    public let _mapItem: _MapItem
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        _mapItem = _MapItem(coordinate: coordinate, kind: .marker(title: nil, glyph: .symbol("mappin")), tint: tint)
    }
}

/// An iOS 14 pin standing on a coordinate (MapKit's `MapPin`), red unless `tint` is given.
public struct MapPin: MapAnnotationProtocol {
    public let _mapItem: _MapItem
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        _mapItem = _MapItem(coordinate: coordinate, kind: .pin, tint: tint)
    }
}

/// An iOS 14 view on the map with its `anchorPoint` (unit coordinates) on a coordinate
/// (MapKit's `MapAnnotation`).
public struct MapAnnotation: MapAnnotationProtocol {
    public let _mapItem: _MapItem
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> some View) {
        _mapItem = _MapItem(
            coordinate: coordinate,
            kind: .annotation(content: AnyView(content()), label: nil, anchor: UnitPoint(x: anchorPoint.x, y: anchorPoint.y)), tint: nil)
    }
}
