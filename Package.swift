// swift-tools-version:6.0
import PackageDescription
import CompilerPluginSupport
import Foundation

/// The swift-syntax modules the toolchain ships for its own macros (`lib/swift/host` beside the
/// `swift` command on PATH), from which the `#Preview` plug-in is built without fetching
/// swift-syntax; nil when the toolchain has none (then `#Preview` does not compile).
let toolchainSyntaxModules: String? = {
    let fm = FileManager.default
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: String(dir)).appendingPathComponent("swift")
        guard fm.fileExists(atPath: swift.path) else { continue }
        let host = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host")
        if fm.fileExists(atPath: host.appendingPathComponent("SwiftSyntaxMacros.swiftmodule").path),
            fm.fileExists(atPath: host.appendingPathComponent("SwiftCompilerPluginMessageHandling.swiftmodule").path)
        {
            return host.path
        }
    }
    return nil
}()

/// The `#Preview` plug-in target, when the toolchain's swift-syntax modules are there and
/// `SCENEKIT_NO_MACRO_PLUGIN` is not set (`Fuzz/run.sh` sets it: the sanitizer flags it builds
/// everything with cannot link a plug-in against the toolchain's uninstrumented libraries).
let macroTargets: [Target] =
    ProcessInfo.processInfo.environment["SCENEKIT_NO_MACRO_PLUGIN"] != nil
    ? []
    : toolchainSyntaxModules.map { host in
        [
            .macro(
                name: "SceneGraphMacros",
                swiftSettings: [.unsafeFlags(["-I", host])],
                linkerSettings: [
                    .unsafeFlags(
                        ["-L", host, "-Xlinker", "-rpath", "-Xlinker", host]
                            + [
                                "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxMacroExpansion", "SwiftCompilerPluginMessageHandling",
                                "SwiftDiagnostics", "SwiftParser", "SwiftParserDiagnostics", "SwiftOperators", "SwiftBasicFormat",
                                "SwiftSyntaxBuilder", "SwiftIfConfig"
                            ].map { "-l" + $0 })
                ])
        ]
    } ?? []

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "SceneKitLinux",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Springs", targets: ["Springs"]),
        // Its product also builds the `SwiftUI` and `Combine` modules, so that a package that
        // depends on SceneGraph can `import SwiftUI` and `import Combine` as app code does.
        .library(name: "SceneGraph", targets: ["SceneGraph", "SwiftUI", "Combine"]),
        .library(name: "SwiftUI", targets: ["SwiftUI", "Combine"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "Charts", targets: ["Charts"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "WebKit", targets: ["WebKit"]),
        // `import os` / `import os.log`: a Swift overlay over an empty clang module `os`, built
        // with `-import-underlying-module` (an unsafe flag: a package can use this product
        // through a local path, as a dependency checked out here is).
        .library(name: "os", targets: ["os"]),
        .library(name: "AppleFoundation", targets: ["AppleFoundation"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "Speech", targets: ["Speech"]),
        .library(name: "SceneRender", targets: ["SceneRender"]),
        .library(name: "SceneTesting", targets: ["SceneTesting"]),
        .library(name: "SceneCommand", targets: ["SceneCommand"]),
        // The build-tool plug-in that generates a target's asset symbols (`Image(.upperBody)`).
        .plugin(name: "AssetSymbols", targets: ["AssetSymbols"]),
        .executable(name: "gallery", targets: ["Gallery"]),
        .executable(name: "benchmarks", targets: ["Benchmarks"])
    ],
    targets: macroTargets + [
        .target(name: "Springs", swiftSettings: strict),
        // The part of Combine SwiftUI code uses (docs/SwiftUI-support.md, "Combine").
        .target(name: "Combine", swiftSettings: strict),
        // Asset catalogs (`*.xcassets`) read as Xcode reads them, and the names of their
        // generated symbols; Foundation only, so that the plug-in's tool builds quickly.
        .target(name: "SceneAssets", swiftSettings: strict),
        .executableTarget(name: "AssetSymbolGenerator", dependencies: ["SceneAssets"], swiftSettings: strict),
        .plugin(name: "AssetSymbols", capability: .buildTool(), dependencies: ["AssetSymbolGenerator"]),
        .target(
            name: "SceneGraph", dependencies: ["Springs", "Combine", "SceneAssets"] + macroTargets.map { .target(name: $0.name) },
            exclude: toolchainSyntaxModules == nil ? ["DSL/Preview.swift"] : [], swiftSettings: strict),
        // Swift Charts' API, drawn with SceneGraph's views (docs/SwiftUI-support.md, "Charts").
        .target(name: "Charts", dependencies: ["SceneGraph"], swiftSettings: strict),
        // Apple frameworks as SwiftUI app code imports them, for the parts it uses with SwiftUI
        // (each module's file says what is there and what is not).
        .target(name: "UIKit", dependencies: ["SceneGraph", "CoreGraphics"], path: "Sources/AppleFrameworks/UIKit", swiftSettings: strict),
        .target(name: "WebKit", dependencies: ["UIKit"], path: "Sources/AppleFrameworks/WebKit", swiftSettings: strict),
        // What Apple's Foundation has beyond Linux's (`ListFormatter`), for files importing Foundation.
        .target(name: "AppleFoundation", path: "Sources/AppleFrameworks/AppleFoundation", swiftSettings: strict),
        .systemLibrary(name: "osHeaders", path: "Sources/AppleFrameworks/osHeaders"),
        .target(
            name: "os", dependencies: ["osHeaders"], path: "Sources/AppleFrameworks/os",
            swiftSettings: strict + [.unsafeFlags(["-import-underlying-module"])]),
        .target(name: "CoreGraphics", path: "Sources/AppleFrameworks/CoreGraphics", swiftSettings: strict),
        .target(name: "CoreLocation", path: "Sources/AppleFrameworks/CoreLocation", swiftSettings: strict),
        .target(
            name: "MapKit", dependencies: ["SceneGraph", "CoreLocation"], path: "Sources/AppleFrameworks/MapKit", swiftSettings: strict),
        .target(name: "AVFoundation", path: "Sources/AppleFrameworks/AVFoundation", swiftSettings: strict),
        .target(name: "Speech", dependencies: ["AVFoundation"], path: "Sources/AppleFrameworks/Speech", swiftSettings: strict),
        // `import SwiftUI` for code that spells it: SceneGraph re-exported under SwiftUI's name.
        // It re-exports UIKit too, as `import SwiftUI` does on iOS (UIViewRepresentable, UIColor).
        .target(name: "SwiftUI", dependencies: ["SceneGraph", "UIKit", "SceneRender"], swiftSettings: strict),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CSpng", pkgConfig: "spng", providers: [.apt(["libspng-dev"])]),
        // The JPEG variants of asset catalog image sets (Cairo reads PNG only).
        .systemLibrary(name: "CJpeg", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        .systemLibrary(name: "CIsal", pkgConfig: "libisal", providers: [.apt(["libisal-dev"])]),
        // glibc's mallopt: the padding of a recording's heaps (Recording/AllocatorTuning.swift).
        .systemLibrary(name: "CGlibcMalloc", path: "Sources/CGlibcMalloc"),
        // adler32_combine: the PNG encoder's checksum over segments compressed in different frames.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // The PNG encoder's Sub filter with SSSE3's and AVX2's byte shuffles (header-only C).
        .systemLibrary(name: "CPNGFilter", path: "Sources/CPNGFilter"),
        // XXH3-128 of each frame's display list and settings (its FrameKey); files keep SHA-256.
        .systemLibrary(name: "CXXHash", pkgConfig: "libxxhash", providers: [.apt(["libxxhash-dev"])]),
        // Projective warps of a layer (rotation3DEffect): Cairo draws affine transforms only.
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        // The vector (SVG and PDF) variants of asset catalog image sets, drawn as vectors.
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
        .target(
            name: "SceneRender",
            dependencies: ["SceneGraph", "CCairo", "CPango", "CSpng", "CJpeg", "CCrypto", "CIsal", "CZlib", "CGlibcMalloc", "CXXHash", "CPixman", "CRsvg", "CPoppler", "CPNGFilter"],
            swiftSettings: strict
        ),
        .target(name: "SceneTesting", dependencies: ["SceneRender"], swiftSettings: strict),
        // The live preview's parts: a loopback HTTP server, the page, the source watcher.
        .target(name: "ScenePreview", dependencies: ["SceneRender"], swiftSettings: strict),
        .target(name: "SceneCommand", dependencies: ["SceneRender", "ScenePreview"], swiftSettings: strict),
        .executableTarget(name: "Gallery", dependencies: ["SceneCommand", "SceneRender", "Charts"], swiftSettings: strict),
        .executableTarget(name: "Benchmarks", dependencies: ["SceneRender"], swiftSettings: strict),
        // Seeded generators and case counts for the property tests of every test target, and a
        // PNG chunk builder for the tests of hostile files.
        .target(name: "PropertyTestSupport", dependencies: ["SceneGraph"], path: "Tests/PropertyTestSupport", swiftSettings: strict),
        .testTarget(name: "SpringsTests", dependencies: ["Springs", "PropertyTestSupport"], swiftSettings: strict),
        .testTarget(name: "SceneGraphTests", dependencies: ["SceneGraph", "PropertyTestSupport"], swiftSettings: strict),
        .testTarget(name: "SceneRenderTests", dependencies: ["SceneRender", "PropertyTestSupport"], swiftSettings: strict),
        .testTarget(
            name: "AppleFrameworksTests",
            dependencies: ["UIKit", "WebKit", "os", "AppleFoundation", "CoreGraphics", "CoreLocation", "MapKit", "AVFoundation", "Speech", "SceneTesting"],
            swiftSettings: strict),
        // Its catalog is a resource, and the plug-in gives it the generated symbols, as in a user's target.
        .testTarget(
            name: "AssetCatalogTests", dependencies: ["SceneAssets", "SceneGraph", "SceneRender", "SceneTesting"],
            resources: [.process("Assets.xcassets")], swiftSettings: strict, plugins: ["AssetSymbols"]),
        .testTarget(name: "ChartsTests", dependencies: ["Charts", "SceneTesting"], swiftSettings: strict),
        .testTarget(name: "SceneTestingTests", dependencies: ["SceneTesting"], swiftSettings: strict),
        // Its scene files import SceneGraph only, as SwiftUI code imports SwiftUI: they prove source
        // compatibility. (Member import visibility keeps that honest per file: a scene file
        // sees nothing of SceneTesting, which only the snapshot test files import.)
        .testTarget(
            name: "SwiftUICompatibilityTests", dependencies: ["SceneGraph", "SceneTesting"],
            swiftSettings: strict + [.enableUpcomingFeature("MemberImportVisibility")]),
        // Written as SwiftUI code is: `import SwiftUI`, `import Combine`, `SwiftUI.View`.
        .testTarget(
            name: "SwiftUIModuleTests", dependencies: ["SwiftUI", "Combine", "WebKit", "SceneTesting"],
            swiftSettings: strict + [.enableUpcomingFeature("MemberImportVisibility")]),
        .testTarget(name: "ScenePreviewTests", dependencies: ["ScenePreview"], swiftSettings: strict),
        .testTarget(name: "SceneCommandTests", dependencies: ["SceneCommand", "SceneRender"], swiftSettings: strict),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", "Benchmarks", "SceneCommand", "SceneTesting", "PropertyTestSupport"], swiftSettings: strict)
    ]
)
