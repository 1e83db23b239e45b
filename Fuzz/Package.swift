// swift-tools-version:6.0
// Fuzz targets, a package of their own so that the main build never links libFuzzer.
// Build and run them with `make fuzz` (see Fuzz/run.sh).
import PackageDescription

let package = Package(
    name: "SceneKitLinuxFuzz",
    dependencies: [.package(name: "SceneKitLinux", path: "..")],
    targets: [
        .target(name: "FuzzDriver", swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(
            name: "ManifestFuzzer",
            dependencies: ["FuzzDriver", .product(name: "SceneRender", package: "SceneKitLinux")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "PNGDecodeFuzzer",
            dependencies: ["FuzzDriver", .product(name: "SceneRender", package: "SceneKitLinux")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
