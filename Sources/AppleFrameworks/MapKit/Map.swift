import SceneGraph

/// A map (MapKit's SwiftUI `Map`), drawn without tiles: there is no map data here, so the
/// region is painted in Apple Maps' plain land colour for the colour scheme (light
/// rgb(0.973, 0.961, 0.937), dark rgb(0.173, 0.176, 0.184); no roads, water, labels or
/// buildings), and its markers, pins and annotations are placed where MapKit would put them:
/// coordinates are projected with Web Mercator (MercatorPoint) and the region is scaled to fit
/// the map's frame entirely, centred, north up (MKCoordinateRegion.point(of:in:)). It takes the
/// whole size proposed to it and clips its content to it. Heading, pitch, interaction modes and
/// map styles are accepted and not drawn; nothing is dragged in a rendered scene, so a position
/// binding is only read.
public struct Map: View {
    let position: MapCameraPosition
    let items: [_MapItem]
    @Environment(\.colorScheme) private var colorScheme

    /// A map starting at `initialPosition` with no content.
    public init(initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all) {
        position = initialPosition
        items = []
    }
    /// A map starting at `initialPosition` showing `content`'s markers and annotations.
    public init(
        initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all,
        @MapContentBuilder content: () -> some MapContent
    ) {
        position = initialPosition
        items = content()._mapItems
    }
    /// A map at `position` (read; a rendered map is never moved by a user) with no content.
    public init(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all) {
        self.position = position.wrappedValue
        items = []
    }
    /// A map at `position` showing `content`'s markers and annotations.
    public init(
        position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all,
        @MapContentBuilder content: () -> some MapContent
    ) {
        self.position = position.wrappedValue
        items = content()._mapItems
    }
    /// An iOS 14 map showing `coordinateRegion`; there is no user location to show or follow.
    public init(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) {
        position = .region(coordinateRegion.wrappedValue)
        items = []
    }
    /// An iOS 14 map showing `coordinateRegion` with an annotation per element of
    /// `annotationItems` (`MapMarker`, `MapPin` or `MapAnnotation`).
    public init<Items: RandomAccessCollection, A: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> A
    ) where Items.Element: Identifiable {
        position = .region(coordinateRegion.wrappedValue)
        items = annotationItems.map { annotationContent($0)._mapItem }
    }

    /// The plain land colour of Apple Maps' standard style in `scheme` (an approximation of its
    /// land areas, read off the light and dark maps).
    static func landColor(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 0.173, green: 0.176, blue: 0.184) : Color(red: 0.973, green: 0.961, blue: 0.937)
    }

    public var body: some View {
        let region = position.resolvedRegion(fitting: items.map(\.coordinate))
        let items = self.items
        return Rectangle()
            .fill(Self.landColor(colorScheme))
            .overlay {
                GeometryReader { proxy in
                    let placed = items.compactMap { item in region.point(of: item.coordinate, in: proxy.size).map { (item, $0) } }
                    // Centre-aligned: the items' explicit leading and top guides (their anchors) must
                    // not align them with each other.
                    ZStack {
                        ForEach(placed.indices, id: \.self) { i in
                            MapItemView(item: placed[i].0).position(placed[i].1)
                        }
                    }
                }
            }
            .clipped()
    }
}

/// One map item drawn with its anchor at the centre of a zero-size frame, which `position`
/// puts on the item's coordinate.
struct MapItemView: View {
    let item: _MapItem

    var body: some View {
        anchored.frame(width: 0, height: 0, alignment: .topLeading)
    }

    @ViewBuilder var anchored: some View {
        let tint = item.tint ?? .red
        switch item.kind {
        case .marker(let title, let glyph):
            // The balloon's tip (35 pt down its frame) is the anchor; the title sits below it.
            VStack(spacing: 2) {
                MarkerBalloon(glyph: glyph, tint: tint)
                if let title { Self.label(title) }
            }
            .alignmentGuide(.leading) { $0.width / 2 }
            .alignmentGuide(.top) { _ in 35 }
        case .pin:
            MapPinShape(tint: tint)
                .alignmentGuide(.leading) { $0.width / 2 }
                .alignmentGuide(.top) { $0.height }
        case .annotation(let content, let label, let anchor):
            // The anchor is a point of the content; a label below it takes one 15 pt line and
            // 2 pt of space.
            VStack(spacing: 2) {
                content
                if let label { Self.label(label) }
            }
            .alignmentGuide(.leading) { $0.width * anchor.x }
            .alignmentGuide(.top) { max($0.height - (label == nil ? 0 : 17), 0) * anchor.y }
        }
    }

    /// A title under a marker or annotation: 12 pt semibold, centred.
    static func label(_ label: some View) -> some View {
        label
            .font(.system(size: 12, weight: .semibold))
            .multilineTextAlignment(.center)
            .fixedSize()
    }
}

/// A marker's balloon: a 28 pt circle in `tint` with a white 1 pt rim and a white glyph, over a
/// point 7 pt long whose tip is the bottom centre of its 28 × 35 pt frame.
struct MarkerBalloon: View {
    let glyph: _MapItem.Glyph
    let tint: Color

    var body: some View {
        ZStack(alignment: .top) {
            BalloonTip().fill(tint)
            Circle().fill(tint).frame(width: 28, height: 28)
            Circle().stroke(Color.white, lineWidth: 1).frame(width: 28, height: 28)
            glyphView.foregroundStyle(Color.white).frame(width: 28, height: 28)
        }
        .frame(width: 28, height: 35)
    }

    @ViewBuilder var glyphView: some View {
        switch glyph {
        case .symbol(let name): Image(systemName: name).font(.system(size: 14, weight: .semibold))
        case .monogram(let text): text.font(.system(size: 12, weight: .bold))
        }
    }
}

/// The point under a balloon: a triangle from the circle's lower chord (y = 22 of 35) to the
/// bottom centre.
struct BalloonTip: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.midX - 8, y: rect.minY + rect.height * 22 / 35))
        p.addLine(to: CGPoint(x: rect.midX + 8, y: rect.minY + rect.height * 22 / 35))
        p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        p.closeSubpath()
        return p
    }
}

/// An iOS 14 pin: a 12 pt head in `tint` on a 2 pt grey needle, its tip the bottom centre of
/// its 12 × 30 pt frame.
struct MapPinShape: View {
    let tint: Color

    var body: some View {
        ZStack(alignment: .top) {
            Rectangle().fill(Color(white: 0.45)).frame(width: 2, height: 30)
            Circle().fill(tint).frame(width: 12, height: 12)
            Circle().fill(Color.white.opacity(0.5)).frame(width: 4, height: 4).offset(x: -2, y: 2)
        }
        .frame(width: 12, height: 30)
    }
}

/// How a map is styled (MapKit's `MapStyle`): accepted; every style is drawn as the same plain
/// land, as there are no tiles or imagery here.
public struct MapStyle: Hashable, Sendable {
    /// How terrain is drawn.
    public enum Elevation: Hashable, Sendable { case automatic, flat, realistic }
    /// How strongly the standard style draws its features.
    public enum StandardEmphasis: Hashable, Sendable { case automatic, muted }
    let name: String
    public static var standard: MapStyle { MapStyle(name: "standard") }
    public static var imagery: MapStyle { MapStyle(name: "imagery") }
    public static var hybrid: MapStyle { MapStyle(name: "hybrid") }
    public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic, showsTraffic: Bool = false)
        -> MapStyle
    { .standard }
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }
    public static func hybrid(elevation: Elevation = .automatic, showsTraffic: Bool = false) -> MapStyle { .hybrid }
}

extension View {
    /// Styles the maps inside (MapKit's `mapStyle(_:)`): accepted, drawn as `MapStyle` says.
    public func mapStyle(_ style: MapStyle) -> some View { self }
}
