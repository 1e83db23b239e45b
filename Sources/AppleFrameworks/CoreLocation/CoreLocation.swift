import Foundation

/// A latitude or longitude in degrees (Core Location's `CLLocationDegrees`).
public typealias CLLocationDegrees = Double
/// A distance in metres (Core Location's `CLLocationDistance`).
public typealias CLLocationDistance = Double

/// A point on the Earth as latitude and longitude in degrees, WGS 84 (Core Location's
/// `CLLocationCoordinate2D`): what app models keep for a place (a landmark's coordinates).
/// Valid when the latitude is within −90…90 and the longitude within −180…180
/// (`CLLocationCoordinate2DIsValid`).
public struct CLLocationCoordinate2D: Hashable, Sendable, Codable {
    /// Degrees north of the equator, −90…90.
    public var latitude: CLLocationDegrees
    /// Degrees east of the Greenwich meridian, −180…180.
    public var longitude: CLLocationDegrees
    /// The coordinate (0, 0).
    public init() { self.init(latitude: 0, longitude: 0) }
    /// A coordinate from degrees; not checked (see `CLLocationCoordinate2DIsValid`).
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether `coordinate`'s latitude is within −90…90 and its longitude within −180…180 (finite).
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}

/// The invalid coordinate Core Location uses for "none" (−180, −180).
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// A place on the Earth (Core Location's `CLLocation`, as app code makes one from a coordinate
/// to measure distances). There is no location hardware here: `CLLocationManager` is not
/// provided.
public final class CLLocation: Hashable, Sendable {
    /// Where the place is.
    public let coordinate: CLLocationCoordinate2D
    /// Metres above sea level (0 unless given).
    public let altitude: CLLocationDistance

    /// A place at `latitude`, `longitude` (degrees).
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0
    }

    /// A place at `coordinate` and `altitude` metres.
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance) {
        self.coordinate = coordinate
        self.altitude = altitude
    }

    /// The great-circle distance to `location` in metres, on a sphere of the Earth's mean radius
    /// (6,371,008.8 m, IUGG) by the haversine formula; Core Location measures on the WGS 84
    /// ellipsoid, which differs by up to 0.5 %.
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radians = Double.pi / 180
        let φ1 = coordinate.latitude * radians, φ2 = location.coordinate.latitude * radians
        let Δφ = φ2 - φ1, Δλ = (location.coordinate.longitude - coordinate.longitude) * radians
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * 6_371_008.8 * asin(min(1, sqrt(a)))
    }

    public static func == (a: CLLocation, b: CLLocation) -> Bool { a.coordinate == b.coordinate && a.altitude == b.altitude }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(coordinate)
        hasher.combine(altitude)
    }
}
