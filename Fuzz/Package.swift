// swift-tools-version:6.0
// Fuzz targets, a package of their own so that the main build never links libFuzzer.
// Build and run them with `make fuzz` (see Fuzz/run.sh).
import PackageDescription

// The fuzz targets have no top-level code (libFuzzer's driver is their entry point, see
// FuzzDriver), so they are parsed as libraries: a flag of their own, not `-Xswiftc` for the whole
// build, which would also reach the #Preview macro plug-in (an executable with top-level code).
let fuzzerSettings: [SwiftSetting] = [.swiftLanguageMode(.v6), .unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "SceneKitLinuxFuzz",
    dependencies: [.package(name: "SceneKitLinux", path: "..")],
    targets: [
        .target(name: "FuzzDriver", swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(
            name: "ManifestFuzzer",
            dependencies: ["FuzzDriver", .product(name: "SceneRender", package: "SceneKitLinux")],
            swiftSettings: fuzzerSettings
        ),
        .executableTarget(
            name: "ShardSetFuzzer",
            dependencies: ["FuzzDriver", .product(name: "SceneRender", package: "SceneKitLinux")],
            swiftSettings: fuzzerSettings
        ),
        .executableTarget(
            name: "PNGDecodeFuzzer",
            dependencies: ["FuzzDriver", .product(name: "SceneRender", package: "SceneKitLinux")],
            swiftSettings: fuzzerSettings
        ),
    ]
)
