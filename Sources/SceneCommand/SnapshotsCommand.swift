import Foundation
import SceneRender

extension SceneCommand {
    /// `snapshots --orphans`: prints the goldens no test checked in the last test run of the
    /// package at or above the current folder; exit 1 outside a package or without a ledger.
    func orphans() -> Int32 {
        var dir = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
            guard dir.path != "/" else {
                return fail("no Package.swift in this folder or above it: run `\(program) snapshots --orphans` in the package", .renderError)
            }
            dir = dir.deletingLastPathComponent()
        }
        do {
            let list = try SnapshotLedger.orphans(packageRoot: dir)
            for path in list { print(path) }
            FileHandle.standardError.write(Data("\(list.count) orphaned golden(s) of \(SnapshotLedger.goldens(packageRoot: dir).count)\n".utf8))
            return SceneExitCode.success.rawValue
        } catch {
            return fail("\(error)", .renderError)
        }
    }
}
