@testable import MapKit
import SceneTesting
import XCTest

/// `import MapKit`: region geometry and the tile-less `Map` (Sources/AppleFrameworks/MapKit).
@MainActor
final class MapKitTests: XCTestCase {
    let joshuaTree = CLLocationCoordinate2D(latitude: 34.011_286, longitude: -116.166_868)

    /// The region's centre is drawn at the middle of the map; a region twice as tall as wide
    /// in a square map is height-limited, so its north edge is at the top of the map (0.09 pt
    /// above it: Mercator stretches the northern half more than the southern one).
    func testRegionPlacesCoordinatesByWebMercator() {
        let region = MKCoordinateRegion(center: joshuaTree, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.1))
        let size = CGSize(width: 300, height: 300)
        let centre = region.point(of: joshuaTree, in: size)!
        XCTAssertEqual(centre.x, 150, accuracy: 1e-9)
        XCTAssertEqual(centre.y, 150, accuracy: 1e-9)
        let north = region.point(of: CLLocationCoordinate2D(latitude: joshuaTree.latitude + 0.1, longitude: joshuaTree.longitude), in: size)!
        XCTAssertEqual(north.y, -0.088, accuracy: 0.01)
        // East is right; 0.05° east is less than the half width (the region is narrower in Mercator).
        let east = region.point(of: CLLocationCoordinate2D(latitude: joshuaTree.latitude, longitude: joshuaTree.longitude + 0.05), in: size)!
        XCTAssertGreaterThan(east.x, 150)
        XCTAssertLessThan(east.x, 300)
        XCTAssertNil(region.point(of: joshuaTree, in: .zero))
    }

    /// Metres become degrees on the mean Earth sphere: 111,195 m is 1° of latitude.
    func testRegionFromMetres() {
        let r = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 60, longitude: 0), latitudinalMeters: 111_195, longitudinalMeters: 111_195)
        XCTAssertEqual(r.span.latitudeDelta, 1, accuracy: 1e-4)
        XCTAssertEqual(r.span.longitudeDelta, 2, accuracy: 1e-3)
    }

    /// Bad spans and coordinates give finite positions, never NaN.
    func testBadInputStaysFinite() {
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: .nan, longitude: 500), span: MKCoordinateSpan(latitudeDelta: -1, longitudeDelta: .infinity))
        let p = region.point(of: CLLocationCoordinate2D(latitude: 90, longitude: .nan), in: CGSize(width: 100, height: 100))
        XCTAssertNotNil(p)
        XCTAssertTrue(p!.x.isFinite && p!.y.isFinite)
    }

    /// `.automatic` fits the content; `.userLocation` falls back.
    func testCameraPositions() {
        let a = CLLocationCoordinate2D(latitude: 10, longitude: 20), b = CLLocationCoordinate2D(latitude: 12, longitude: 24)
        let r = MapCameraPosition.automatic.resolvedRegion(fitting: [a, b])
        XCTAssertEqual(r.center.latitude, 11, accuracy: 1e-9)
        XCTAssertEqual(r.center.longitude, 22, accuracy: 1e-9)
        XCTAssertEqual(r.span.longitudeDelta, 5.6, accuracy: 1e-9)
        let fallback = MapCameraPosition.region(MKCoordinateRegion(center: a, span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)))
        XCTAssertEqual(MapCameraPosition.userLocation(fallback: fallback).region, fallback.region)
        XCTAssertNil(MapCameraPosition.automatic.region)
    }

    /// Landmarks' map (`Map(position: .constant(.region(region)))`), light and dark.
    func testTutorialMapGolden() async {
        let region = MKCoordinateRegion(center: joshuaTree, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
        assertSnapshot(of: Map(position: .constant(.region(region))).frame(height: 200), at: 0, size: CGSize(width: 240, height: 200))
        assertSnapshot(
            of: Map(position: .constant(.region(region))).frame(height: 200).environment(\.colorScheme, .dark), at: 0,
            size: CGSize(width: 240, height: 200), named: "dark")
    }

    /// Markers, a tinted marker with a symbol, an annotation and iOS 14 pins, each placed at its
    /// coordinate (balloon and pin tips on it, the annotation centred on it).
    func testMarkersAndAnnotationsGolden() async {
        let region = MKCoordinateRegion(center: joshuaTree, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
        let map = Map(initialPosition: .region(region)) {
            Marker("Joshua Tree", coordinate: joshuaTree)
            Marker("Camp", systemImage: "star.fill", coordinate: CLLocationCoordinate2D(latitude: 34.05, longitude: -116.22)).tint(.blue)
            Annotation("Peak", coordinate: CLLocationCoordinate2D(latitude: 33.97, longitude: -116.1)) {
                Circle().fill(Color.orange).frame(width: 16, height: 16)
            }
        }
        .mapStyle(.standard(elevation: .realistic))
        assertSnapshot(of: map, at: 0, size: CGSize(width: 300, height: 300))
        struct Place: Identifiable {
            let id: Int
            let coordinate: CLLocationCoordinate2D
        }
        let places = [Place(id: 1, coordinate: joshuaTree), Place(id: 2, coordinate: CLLocationCoordinate2D(latitude: 34.04, longitude: -116.12))]
        let old = Map(coordinateRegion: .constant(region), annotationItems: places) { place in
            place.id == 1 ? AnyMapAnnotation(MapPin(coordinate: place.coordinate)) : AnyMapAnnotation(MapMarker(coordinate: place.coordinate, tint: .green))
        }
        assertSnapshot(of: old, at: 0, size: CGSize(width: 300, height: 300), named: "ios14")
    }
}

/// One iOS 14 annotation type for a closure that returns either kind.
struct AnyMapAnnotation: MapAnnotationProtocol {
    let _mapItem: _MapItem
    init(_ a: some MapAnnotationProtocol) { _mapItem = a._mapItem }
}
