import Foundation
import XCTest
import SceneRender

/// Values of animated properties over time: the text golden of `assertMotion`, pinning motion
/// down independently of rasterisation.
///
/// CSV (RFC 4180 quoting) with the header `time,path,property,value`: time in seconds with 6
/// decimals, the node path (`SceneHost.animatedValues()`), the property name (with `[i]` for
/// component i of a property with several components, e.g. `offset[1]`), and the value with 6
/// decimals in the property's unit (points, radians, colour components 0…1, …).
public struct MotionTrace: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public var time: Double
        public var path: String
        public var property: String
        public var value: Double
        public init(time: Double, path: String, property: String, value: Double) {
            self.time = time; self.path = path; self.property = property; self.value = value
        }
    }

    public var rows: [Row]
    public init(rows: [Row]) { self.rows = rows }

    public static let header = "time,path,property,value"

    /// Simulates `view` (no drawing) and samples its animated properties at `times`.
    ///
    /// - Parameters:
    ///   - properties: property names to keep (without `[i]`); nil keeps all.
    ///   - fps: rate at which `input` is sampled.
    /// - Throws: `SnapshotError.invalidParameter` for bad times, `SceneError` for a bad size.
    @MainActor
    public static func record<V: View>(_ view: V, size: CGSize, input: InputScript = .none, fps: Double = 60,
                                       times: [Double], properties: Set<String>? = nil) throws -> MotionTrace {
        _ = try FrameSampling.times(times).samples(fps: fps)
        let host = try SceneHost(view, size: size, textMeasurer: PangoTextEngine())
        host.send(input.events(fps: fps))
        var rows: [Row] = []
        for t in times {
            host.advance(to: t)
            for value in host.animatedValues() where properties?.contains(value.property) ?? true {
                for (i, c) in value.components.enumerated() {
                    let name = value.components.count == 1 ? value.property : "\(value.property)[\(i)]"
                    rows.append(Row(time: t, path: value.path, property: name, value: c))
                }
            }
        }
        return MotionTrace(rows: rows)
    }

    /// The CSV text (header, one line per row, final newline).
    public var csv: String {
        var out = Self.header + "\n"
        for r in rows {
            out += "\(Self.number(r.time)),\(Self.quote(r.path)),\(Self.quote(r.property)),\(Self.number(r.value))\n"
        }
        return out
    }

    /// Parses CSV written by `csv`.
    /// - Throws: `SnapshotError.invalidParameter` naming the line that is not `time,path,property,value`.
    public init(csv text: String) throws {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard lines.first == Self.header else {
            throw SnapshotError.invalidParameter(name: "motion CSV line 1", value: lines.first ?? "(empty)", valid: Self.header)
        }
        lines.removeFirst()
        rows = try lines.enumerated().map { n, line in
            let f = Self.fields(line)
            guard f.count == 4, let t = Double(f[0]), let v = Double(f[3]) else {
                throw SnapshotError.invalidParameter(name: "motion CSV line \(n + 2)", value: line, valid: "time,path,property,value with numeric time and value")
            }
            return Row(time: t, path: f[1], property: f[2], value: v)
        }
    }

    static func number(_ x: Double) -> String {
        let s = String(format: "%.6f", x)
        return s == "-0.000000" ? "0.000000" : s
    }

    static func quote(_ s: String) -> String {
        s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
    }

    static func fields(_ line: String) -> [String] {
        var out: [String] = [], cur = "", quoted = false
        var it = Array(line).makeIterator()
        var pending: Character? = nil
        while let c = pending ?? it.next() {
            pending = nil
            if quoted {
                if c == "\"" {
                    if let n = it.next() { if n == "\"" { cur.append("\"") } else { quoted = false; pending = n } } else { quoted = false }
                } else { cur.append(c) }
            } else if c == "\"" { quoted = true } else if c == "," { out.append(cur); cur = "" } else { cur.append(c) }
        }
        out.append(cur)
        return out
    }

    /// Compares with `expected`: rows are matched by (time, path, property); values may differ
    /// by at most `tolerance` (absolute, in the property's unit).
    /// - Returns: nil when they match, else the lines of a failure report.
    public func differences(from expected: MotionTrace, tolerance: Double) -> [String]? {
        struct Key: Hashable { let time: String, path: String, property: String }
        func key(_ r: Row) -> Key { Key(time: Self.number(r.time), path: r.path, property: r.property) }
        var wanted: [Key: Row] = [:]
        for r in expected.rows { wanted[key(r)] = r }
        var seen = Set<Key>()
        var outOfTolerance: [(Row, Row)] = []
        var extra: [Row] = []
        for r in rows {
            let k = key(r)
            seen.insert(k)
            guard let e = wanted[k] else { extra.append(r); continue }
            if !(abs(r.value - e.value) <= tolerance) { outOfTolerance.append((e, r)) }
        }
        let missing = expected.rows.filter { !seen.contains(key($0)) }
        if outOfTolerance.isEmpty && extra.isEmpty && missing.isEmpty { return nil }
        var lines = ["measured: \(outOfTolerance.count) of \(expected.rows.count) values differ by more than \(tolerance); \(missing.count) golden rows missing, \(extra.count) new rows"]
        func show(_ r: Row) -> String { "t=\(Self.number(r.time)) \(r.path) \(r.property)" }
        if let (e, a) = outOfTolerance.min(by: { $0.0.time < $1.0.time }) {
            lines.append("first divergence: \(show(e)): expected \(Self.number(e.value)), actual \(Self.number(a.value)) (difference \(Self.number(a.value - e.value)))")
            let worst = outOfTolerance.max { abs($0.1.value - $0.0.value) < abs($1.1.value - $1.0.value) }!
            lines.append("largest difference: \(Self.number(abs(worst.1.value - worst.0.value))) at \(show(worst.0))")
        }
        if let m = missing.first { lines.append("first missing row: \(show(m)) (\(Self.number(m.value)))") }
        if let x = extra.first { lines.append("first new row: \(show(x)) (\(Self.number(x.value)))") }
        return lines
    }
}

extension SnapshotVerifier {
    /// Checks `trace` against the text golden `Snapshots/<Suite>/<test>.<name>.csv` (record
    /// modes, CI rule and artifacts as for images; artifacts are `actual.csv`, `expected.csv`).
    ///
    /// - Parameter tolerance: largest absolute difference of a value, ≥ 0.
    public static func verifyMotion(_ trace: MotionTrace, id: SnapshotID, tolerance: Double = 1e-4,
                                    environment env: SnapshotEnvironment) -> SnapshotVerdict {
        let url = id.goldenURL(root: env.packageRoot, ext: "csv")
        var verdict = SnapshotVerdict(failure: nil, goldenURL: url)
        if let ledger = env.ledgerDirectory {
            SnapshotLedger.record(golden: url, test: "\(id.suite).\(id.test)", packageRoot: env.packageRoot, in: ledger)
        }
        if let problem = env.configurationError { verdict.failure = problem; return verdict }
        guard tolerance.isFinite, tolerance >= 0 else {
            verdict.failure = "\(SnapshotError.invalidParameter(name: "tolerance", value: "\(tolerance)", valid: "≥ 0 and finite"))"
            return verdict
        }
        let artifacts = SnapshotArtifacts(id: id, artifactsDirectory: env.artifactsDirectory)
        let text = trace.csv
        func write() throws {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(Data(text.utf8), to: url)
            verdict.wroteGolden = true
        }
        var lines: [String]
        var expectedText: String?
        if !FileManager.default.fileExists(atPath: url.path) {
            lines = ["No golden for motion \(id) at \(url.path)."]
            if env.isCI {
                lines.append("CI=true: a missing golden fails and nothing was written under Snapshots/.")
            } else if env.record == .never {
                lines.append("SNAPSHOT_RECORD=never: nothing was written.")
            } else {
                do { try write(); lines.append("Recorded it now (SNAPSHOT_RECORD=\(env.record.rawValue)); look at it, then run the test again.") } catch {
                    lines.append("Could not record it: \(error)")
                }
            }
        } else if env.record == .all && env.mayWriteGoldens {
            do { try write() } catch { return SnapshotVerdict(failure: "could not write \(url.path): \(error)", goldenURL: url) }
            verdict.failure = "SNAPSHOT_RECORD=all: re-recorded the golden of motion \(id) at \(url.path); unset SNAPSHOT_RECORD and run again."
            return verdict
        } else {
            let expected: MotionTrace
            do {
                let golden = try String(contentsOf: url, encoding: .utf8)
                expectedText = golden
                expected = try MotionTrace(csv: golden)
            } catch {
                verdict.failure = "Cannot read the motion golden \(url.path): \(error)"
                return verdict
            }
            guard let diff = trace.differences(from: expected, tolerance: tolerance) else {
                artifacts.clear()
                return verdict
            }
            lines = ["Motion \(id) does not match its golden \(url.path)."] + diff
            lines.append("limits: absolute tolerance \(tolerance) per value")
            if env.record == .failed {
                if env.mayWriteGoldens {
                    do { try write(); lines.append("SNAPSHOT_RECORD=failed: overwrote the golden; look at it, then run the test again.") } catch {
                        lines.append("SNAPSHOT_RECORD=failed: could not overwrite the golden: \(error)")
                    }
                } else {
                    lines.append("CI=true: SNAPSHOT_RECORD=failed ignored, nothing was written under Snapshots/.")
                }
            }
        }
        do {
            try artifacts.prepare()
            try AtomicFile.write(Data(text.utf8), to: artifacts.actualText("csv"))
            var listed = ["actual \(artifacts.actualText("csv").path)"]
            if let expectedText {
                try AtomicFile.write(Data(expectedText.utf8), to: artifacts.expectedText("csv"))
                listed.append("expected \(artifacts.expectedText("csv").path)")
            }
            lines.append("artifacts: " + listed.joined(separator: ", "))
            lines.append("review page: \(artifacts.reviewPage.path)")
            try artifacts.finish(message: lines.joined(separator: "\n"))
            verdict.artifacts = artifacts
        } catch {
            lines.append("could not write the failure artifacts: \(error)")
        }
        verdict.failure = lines.joined(separator: "\n")
        return verdict
    }
}

/// Simulates `view` and compares the values of its animated properties at `times` with the
/// text golden `Snapshots/<Suite>/<test>.<name>.csv` (see `MotionTrace` for the format).
///
/// - Parameters:
///   - times: scene times in seconds, ascending.
///   - properties: property names to keep (e.g. `["offset", "opacity"]`); nil keeps all.
///   - tolerance: largest absolute difference per value (default 1e-4, in the property's unit).
@discardableResult
@MainActor
public func assertMotion<V: View>(of view: V, size: CGSize, input: InputScript = .none, fps: Double = 60,
                                  times: [Double], properties: Set<String>? = nil, named name: String = "motion",
                                  tolerance: Double = 1e-4, record: SnapshotRecordMode? = nil,
                                  fileID: String = #fileID, file: StaticString = #filePath,
                                  testName: String = #function, line: UInt = #line, column: Int = #column) -> SnapshotVerdict? {
    let (id, env) = snapshotCallSite(file: file, testName: testName, name: name, record: record)
    let trace: MotionTrace
    do { trace = try MotionTrace.record(view, size: size, input: input, fps: fps, times: times, properties: properties) } catch {
        reportSnapshotFailure("motion \(id): \(error)", fileID: fileID, file: file, line: line, column: column)
        return nil
    }
    let verdict = SnapshotVerifier.verifyMotion(trace, id: id, tolerance: tolerance, environment: env)
    if let failure = verdict.failure {
        reportSnapshotFailure(failure, fileID: fileID, file: file, line: line, column: column)
    }
    return verdict
}
