import Foundation
import XCTest
import SceneRender

/// Values of animated properties over time: the text golden of `assertMotion`, pinning motion
/// down independently of rasterisation.
///
/// CSV (RFC 4180 quoting) with the header `time,path,property,value`: time in seconds with 6
/// decimals, the view's motion path (`SceneHost.animatedValues()`: type names and ids as the code
/// reads, `DragBox/ZStack.offset`, `Settings/VStack/Row:1[wifi]/HStack`), the property name (with `[i]` for
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
    ///   - view: the scene to render.
    ///   - size: canvas size in points.
    ///   - input: scripted pointer input, in scene time.
    ///   - times: scene times in seconds, ascending.
    /// - Throws: `SnapshotError.invalidParameter` for bad times, `SceneError` for a bad size.
    @MainActor
    public static func record<V: View>(
        _ view: V, size: CGSize, input: InputScript = .none, fps: Double = 60,
        times: [Double], properties: Set<String>? = nil
    ) throws -> MotionTrace {
        _ = try FrameSampling.times(times).samples(fps: fps)
        let host = try SceneHost(view, size: size, textMeasurer: PangoTextEngine())
        host.send(try input.checkedEvents(fps: fps))
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
                } else {
                    cur.append(c)
                }
            } else if c == "\"" {
                quoted = true
            } else if c == "," {
                out.append(cur); cur = ""
            } else {
                cur.append(c)
            }
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
        // A golden recorded before views were named by type and id has slot paths (`0/0/1/#2`);
        // no current path starts with a digit (each starts with a type name).
        if !expected.rows.isEmpty, missing.count == expected.rows.count, expected.rows.allSatisfy({ $0.path.first?.isNumber == true }) {
            let sameValues = rows.count == expected.rows.count
                && zip(rows, expected.rows).allSatisfy { abs($0.value - $1.value) <= tolerance && $0.property == $1.property }
            lines.append(
                "the golden names views by slot paths (\(expected.rows[0].path)), as versions before views were named by type and id (\(rows.first?.path ?? "DragBox/ZStack.offset")) did; "
                    + (sameValues
                        ? "its values match row for row, so only the names changed: record it again to migrate it"
                        : "its values differ too: look at the change before recording it again"))
        }
        return lines
    }
}

extension SnapshotVerifier {
    /// Checks `trace` against the text golden `Snapshots/<Suite>/<test>.<name>.csv` (record
    /// modes, CI rule and artifacts as for images; artifacts are `actual.csv`, `expected.csv`).
    ///
    /// - Parameters:
    ///   - tolerance: largest absolute difference of a value, ≥ 0.
    ///   - trace: the recorded motion.
    ///   - id: the golden's suite, test and name.
    ///   - env: the package root, record mode and artifacts folder.
    @MainActor
    public static func verifyMotion(
        _ trace: MotionTrace, id: SnapshotID, tolerance: Double = 1e-4,
        environment env: SnapshotEnvironment
    ) -> SnapshotVerdict {
        verify(trace, as: .motion(tolerance: tolerance), id: id, environment: env)
    }
}

/// Simulates `view` and compares the values of its animated properties at `times` with the
/// text golden `Snapshots/<Suite>/<test>.<name>.csv` (see `MotionTrace` for the format);
/// `assertSnapshot(of: view, as: .motion(times:size:…), named: name)`.
///
/// - Parameters:
///   - times: scene times in seconds, ascending.
///   - properties: property names to keep (e.g. `["offset", "opacity"]`); nil keeps all.
///   - tolerance: largest absolute difference per value (default 1e-4, in the property's unit).
///   - view: the scene to render.
///   - size: canvas size in points.
///   - input: scripted pointer input, in scene time.
///   - fps: frame rate at which the input is sampled (frame k is at k / fps).
///   - name: distinguishes several snapshots in one test (the golden is `<test>.<name>`).
///   - record: when goldens are written; nil takes `withSnapshotTesting(record:)`'s, else `SNAPSHOT_RECORD` (default `missing`).
///   - fileID: the calling file's `#fileID`, where a failure is reported.
///   - file: the calling file's path, which locates the package and the golden's suite folder.
///   - testName: the calling test's name, which names the golden.
///   - line: the line of the call, where a failure is reported.
///   - column: the column of the call, where a failure is reported.
@discardableResult
public func assertMotion<V: View>(
    of view: @autoclosure @MainActor () -> V, size: CGSize, input: InputScript = .none, fps: Double = 60,
    times: [Double], properties: Set<String>? = nil, named name: String = "motion",
    tolerance: Double = 1e-4, record: SnapshotRecordMode? = nil,
    fileID: String = #fileID, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: Int = #column
) -> SnapshotVerdict? {
    assertSnapshot(
        of: view(), as: .motion(times: times, size: size, input: input, fps: fps, properties: properties, tolerance: tolerance),
        named: name, record: record, fileID: fileID, file: file, testName: testName, line: line, column: column)
}
