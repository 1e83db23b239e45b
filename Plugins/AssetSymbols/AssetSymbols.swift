import Foundation
import PackagePlugin

/// The build-tool plug-in that gives a target the symbols Xcode generates from its asset
/// catalogs (`Image(.upperBody)`, `Color(.brandPrimary)`): for each `*.xcassets` folder in the
/// target's folder (to a depth of 3), `AssetSymbolGenerator` writes `GeneratedAssetSymbols.swift`,
/// compiled into the target. The catalogs must also be the target's resources
/// (`resources: [.process("Assets.xcassets")]`), whose bundle (`Bundle.module`) the symbols name.
@main
struct AssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let catalogs = Self.catalogs(of: target)
        guard !catalogs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        // Every Contents.json of the catalogs: a set added, removed or renamed changes the list,
        // a set edited changes a file, and either runs the generator again.
        var inputs: [URL] = []
        for catalog in catalogs {
            let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                if url.lastPathComponent == "Contents.json" { inputs.append(url) }
            }
        }
        return [
            .buildCommand(
                displayName: "Generating asset symbols of \(target.name) from \(catalogs.map(\.lastPathComponent).joined(separator: ", "))",
                executable: try context.tool(named: "AssetSymbolGenerator").url,
                arguments: [output.path] + catalogs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }

    /// The catalogs among the target's files: SwiftPM lists a catalog that is a resource as
    /// the folder itself or as the files in it.
    static func catalogs(of target: SourceModuleTarget) -> [URL] {
        var found = Set<String>()
        for file in target.sourceFiles {
            let path = file.url.path
            if path.hasSuffix(".xcassets") {
                found.insert(path)
            } else if let r = path.range(of: ".xcassets/") {
                found.insert(String(path[..<r.lowerBound]) + ".xcassets")
            }
        }
        return found.sorted().map { URL(fileURLWithPath: $0) }
    }
}
