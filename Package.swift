// swift-tools-version:6.0
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "SceneKitLinux",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Springs", targets: ["Springs"]),
        .library(name: "SceneGraph", targets: ["SceneGraph"]),
        .library(name: "SceneRender", targets: ["SceneRender"]),
        .library(name: "SceneTesting", targets: ["SceneTesting"]),
        .executable(name: "gallery", targets: ["Gallery"]),
        .executable(name: "benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        .target(name: "Springs", swiftSettings: strict),
        .target(name: "SceneGraph", dependencies: ["Springs"], swiftSettings: strict),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CSpng", pkgConfig: "spng", providers: [.apt(["libspng-dev"])]),
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        .target(
            name: "SceneRender",
            dependencies: ["SceneGraph", "CCairo", "CPango", "CSpng", "CCrypto"],
            swiftSettings: strict
        ),
        .target(name: "SceneTesting", dependencies: ["SceneRender"], swiftSettings: strict),
        .executableTarget(name: "Gallery", dependencies: ["SceneRender"], swiftSettings: strict),
        .executableTarget(name: "Benchmarks", dependencies: ["SceneRender"], swiftSettings: strict),
        // Seeded generators and case counts for the property tests of every test target, and a
        // PNG chunk builder for the tests of hostile files.
        .target(name: "PropertyTestSupport", dependencies: ["SceneGraph"], path: "Tests/PropertyTestSupport", swiftSettings: strict),
        .testTarget(name: "SpringsTests", dependencies: ["Springs", "PropertyTestSupport"], swiftSettings: strict),
        .testTarget(name: "SceneGraphTests", dependencies: ["SceneGraph", "PropertyTestSupport"], swiftSettings: strict),
        .testTarget(name: "SceneRenderTests", dependencies: ["SceneRender", "PropertyTestSupport"], swiftSettings: strict),
        .testTarget(name: "SceneTestingTests", dependencies: ["SceneTesting"], swiftSettings: strict),
        // Its scene files import SceneGraph only, as SwiftUI code imports SwiftUI: they prove source
        // compatibility. (Member import visibility keeps that honest per file: a scene file
        // sees nothing of SceneTesting, which only the snapshot test files import.)
        .testTarget(name: "SeedCompatibilityTests", dependencies: ["SceneGraph", "SceneTesting"],
                    swiftSettings: strict + [.enableUpcomingFeature("MemberImportVisibility")]),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", "SceneTesting", "PropertyTestSupport"], swiftSettings: strict),
    ]
)
