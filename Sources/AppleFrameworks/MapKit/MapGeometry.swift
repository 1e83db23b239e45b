// `import MapKit` as SwiftUI code writes it: the coordinate geometry (this file), the `Map` view
// and its content (Map.swift, MapContent.swift). There are no map tiles here (no network, no map
// data): a map is drawn as plain land, with its markers and annotations where the region puts
// them. `MKMapView` and the rest of MapKit's UIKit side are not here.
@_exported import CoreLocation
import Foundation

/// The width and height of a map region in degrees (MapKit's `MKCoordinateSpan`).
public struct MKCoordinateSpan: Hashable, Sendable {
    /// North–south extent in degrees (drawn regions use 0…180).
    public var latitudeDelta: CLLocationDegrees
    /// East–west extent in degrees (drawn regions use 0…360).
    public var longitudeDelta: CLLocationDegrees
    /// A span of zero degrees.
    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangular part of the map: a centre coordinate and a span in degrees (MapKit's
/// `MKCoordinateRegion`).
public struct MKCoordinateRegion: Hashable, Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    /// The region centred at (0, 0) with a zero span.
    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
    /// The region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`, on a
    /// sphere of the Earth's mean radius (6,371,008.8 m): 1° of latitude is 111,195 m, 1° of
    /// longitude that times cos(latitude).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = 6_371_008.8 * Double.pi / 180
        let c = max(cos(center.latitude * .pi / 180), 1e-6)
        self.init(
            center: center,
            span: MKCoordinateSpan(
                latitudeDelta: latitudinalMeters / metresPerDegree, longitudeDelta: longitudinalMeters / (metresPerDegree * c)))
    }
}

/// A point of the Web Mercator projection of the whole Earth, x east and y south, each in 0…1
/// (MapKit's `MKMapPoint` measures the same plane in its own units).
struct MercatorPoint: Hashable {
    var x: Double
    var y: Double

    /// The farthest latitude Web Mercator draws, ±85.0511° (where the square world ends).
    static let latitudeLimit = 85.051_128_78

    /// The projection of `coordinate` (EPSG:3857): x = (λ + 180°) / 360°,
    /// y = ½ − ln(tan(π/4 + φ/2)) / 2π; latitude is clamped to ±85.0511°, a non-finite
    /// coordinate to 0.
    init(_ coordinate: CLLocationCoordinate2D) {
        let lat = coordinate.latitude.isFinite ? min(max(coordinate.latitude, -Self.latitudeLimit), Self.latitudeLimit) : 0
        let lon = coordinate.longitude.isFinite ? coordinate.longitude : 0
        let φ = lat * .pi / 180
        x = (lon + 180) / 360
        y = 0.5 - log(tan(.pi / 4 + φ / 2)) / (2 * .pi)
    }

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

extension MKCoordinateRegion {
    /// The region's bounds on the Web Mercator plane: its centre, width and height (0…1 units).
    /// Spans are clamped to 10⁻⁶…180° of latitude and 10⁻⁶…360° of longitude (non-finite: 0.01°).
    var mercatorBounds: (center: MercatorPoint, width: Double, height: Double) {
        func clamp(_ v: Double, _ hi: Double) -> Double { v.isFinite ? min(max(abs(v), 1e-6), hi) : 0.01 }
        let dLat = clamp(span.latitudeDelta, 180), dLon = clamp(span.longitudeDelta, 360)
        let c = MercatorPoint(center)
        let north = MercatorPoint(CLLocationCoordinate2D(latitude: center.latitude + dLat / 2, longitude: center.longitude))
        let south = MercatorPoint(CLLocationCoordinate2D(latitude: center.latitude - dLat / 2, longitude: center.longitude))
        return (c, dLon / 360, max(south.y - north.y, 1e-9))
    }

    /// Where `coordinate` is drawn in a map of `size` points showing this region: the region is
    /// scaled to fit entirely (the larger of its two fits is kept, as MapKit shows at least the
    /// region asked for) and centred; nil when `size` is empty or not finite.
    func point(of coordinate: CLLocationCoordinate2D, in size: CGSize) -> CGPoint? {
        let w = Double(size.width), h = Double(size.height)
        guard w > 0, h > 0, w.isFinite, h.isFinite else { return nil }
        let b = mercatorBounds
        let k = min(w / b.width, h / b.height)
        let p = MercatorPoint(coordinate)
        var dx = p.x - b.center.x
        // The shorter way round the antimeridian.
        if dx > 0.5 { dx -= 1 } else if dx < -0.5 { dx += 1 }
        let x = w / 2 + dx * k, y = h / 2 + (p.y - b.center.y) * k
        guard x.isFinite, y.isFinite else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The smallest region holding `coordinates` with a fifth of its size as margin on each side
    /// (a single coordinate: 0.01° around it); nil for none.
    static func enclosing(_ coordinates: [CLLocationCoordinate2D]) -> MKCoordinateRegion? {
        let valid = coordinates.filter { $0.latitude.isFinite && $0.longitude.isFinite }
        guard let first = valid.first else { return nil }
        var minLat = first.latitude, maxLat = first.latitude, minLon = first.longitude, maxLon = first.longitude
        for c in valid {
            minLat = min(minLat, c.latitude); maxLat = max(maxLat, c.latitude)
            minLon = min(minLon, c.longitude); maxLon = max(maxLon, c.longitude)
        }
        let center = CLLocationCoordinate2D(latitude: (minLat + maxLat) / 2, longitude: (minLon + maxLon) / 2)
        return MKCoordinateRegion(
            center: center,
            span: MKCoordinateSpan(latitudeDelta: max((maxLat - minLat) * 1.4, 0.01), longitudeDelta: max((maxLon - minLon) * 1.4, 0.01)))
    }

    /// The whole Web Mercator world.
    static let world = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 0, longitude: 0), span: MKCoordinateSpan(latitudeDelta: 170, longitudeDelta: 360))
}

/// A viewpoint above the map (MapKit's `MapCamera`): where it looks, from how far (metres),
/// heading and pitch in degrees. A map drawn here is seen from straight above, north up: heading
/// and pitch are kept but not drawn.
public struct MapCamera: Hashable, Sendable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: Double
    public var heading: Double
    public var pitch: Double
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }

    /// The region seen: as tall as a 30° vertical field of view sees from `distance` metres
    /// (2 · distance · tan 15°), square in metres (an approximation of MapKit's camera).
    var region: MKCoordinateRegion {
        let d = distance.isFinite ? max(distance, 1) : 1000
        let metres = 2 * d * tan(15 * Double.pi / 180)
        return MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: metres, longitudinalMeters: metres)
    }
}

/// Where a map looks (MapKit's `MapCameraPosition`): automatic (fitting its content), a region,
/// a camera, or the user's location (there is none here: its fallback is used).
public struct MapCameraPosition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic
        case region(MKCoordinateRegion)
        case camera(MapCamera)
    }
    var kind: Kind
    /// Whether the user moved the map (never here: nothing is dragged in a rendered scene).
    public var positionedByUser: Bool { false }
    /// Whether the position follows the user's location (never here: there is no location).
    public var followsUserLocation: Bool { false }

    /// Fitting the map's content (the whole world when it has none).
    public static var automatic: MapCameraPosition { MapCameraPosition(kind: .automatic) }
    /// Showing `region`.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(kind: .region(region)) }
    /// Seen from `camera`.
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera)) }
    /// Following the user's location; there is no location here, so `fallback` is shown.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition { fallback }

    /// The region asked for, when the position is a region.
    public var region: MKCoordinateRegion? {
        if case .region(let r) = kind { return r }
        return nil
    }
    /// The camera asked for, when the position is a camera.
    public var camera: MapCamera? {
        if case .camera(let c) = kind { return c }
        return nil
    }

    /// The region drawn for content at `coordinates`.
    func resolvedRegion(fitting coordinates: [CLLocationCoordinate2D]) -> MKCoordinateRegion {
        switch kind {
        case .region(let r): return r
        case .camera(let c): return c.region
        case .automatic: return MKCoordinateRegion.enclosing(coordinates) ?? .world
        }
    }
}

/// What a user may do to a map (MapKit's `MapInteractionModes`); accepted, as nothing is
/// dragged or pinched in a rendered scene.
public struct MapInteractionModes: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1)
    public static let zoom = MapInteractionModes(rawValue: 2)
    public static let rotate = MapInteractionModes(rawValue: 4)
    public static let pitch = MapInteractionModes(rawValue: 8)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Whether an iOS 14 map follows the user (MapKit's `MapUserTrackingMode`); there is no
/// location here, so neither mode moves the map.
public enum MapUserTrackingMode: Hashable, Sendable {
    case none, follow
}
