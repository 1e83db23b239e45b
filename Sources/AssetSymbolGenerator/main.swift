import Foundation
import SceneAssets

// The tool of the AssetSymbols build-tool plug-in:
//   asset-symbol-generator OUTPUT.swift CATALOG.xcassets...
// writes the generated asset symbols of the catalogs (`AssetSymbolSource`) to OUTPUT.swift.
// Exit status 2 on a usage error or a file that cannot be written.
let arguments = Array(CommandLine.arguments.dropFirst())
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: AssetSymbolGenerator OUTPUT.swift CATALOG.xcassets...\n".utf8))
    exit(2)
}
let catalogs = arguments.dropFirst().map { AssetCatalog(folder: URL(fileURLWithPath: $0)) }
let source = AssetSymbolSource(catalogs: catalogs)
for line in source.skipped {
    FileHandle.standardError.write(Data("warning: \(line)\n".utf8))
}
do {
    let url = URL(fileURLWithPath: output)
    // Unchanged text is not written again, so that the module is not recompiled for nothing.
    if (try? String(contentsOf: url, encoding: .utf8)) != source.text {
        try source.text.write(to: url, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output): \(error)\n".utf8))
    exit(2)
}
