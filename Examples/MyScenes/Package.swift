// swift-tools-version:6.0
// A user's own package of scenes: it depends on the repository's package by path and gets the
// whole command line (`list`, `render`, `snapshots`, `help`) from SceneCommand.
import PackageDescription

let package = Package(
    name: "MyScenes",
    platforms: [.macOS(.v14)],
    products: [.executable(name: "my-scenes", targets: ["MyScenes"]),
               .executable(name: "drag-box-recording", targets: ["DragBoxRecording"])],
    // The package's identity is the name of the folder it is in, so a `name:` keeps the product
    // reference below valid whatever the clone's folder is called.
    dependencies: [.package(name: "SceneKitLinux", path: "../..")],
    targets: [
        .executableTarget(name: "MyScenes",
                          dependencies: [.product(name: "SceneCommand", package: "SceneKitLinux"),
                                         .product(name: "SceneRender", package: "SceneKitLinux")],
                          // Its asset catalog: copied into its resource bundle (Bundle.module), and
                          // read by the AssetSymbols plug-in for `Image(.badgeIcon)`, `Color(.brandPrimary)`.
                          resources: [.process("Assets.xcassets")],
                          swiftSettings: [.swiftLanguageMode(.v6)],
                          plugins: [.plugin(name: "AssetSymbols", package: "SceneKitLinux")]),
        // README.md's "A scene", verbatim (Examples/check-readme.sh compares them).
        .executableTarget(name: "DragBoxRecording",
                          dependencies: [.product(name: "SceneRender", package: "SceneKitLinux")],
                          swiftSettings: [.swiftLanguageMode(.v6)]),
        // Its own tests, and README.md's "Snapshot tests" verbatim (DragBoxTests.swift,
        // DragBoxStrategyTests.swift), with their goldens in Snapshots/.
        .testTarget(name: "MyScenesTests",
                    dependencies: ["MyScenes", .product(name: "SceneRender", package: "SceneKitLinux"),
                                   .product(name: "SceneTesting", package: "SceneKitLinux")],
                    swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
