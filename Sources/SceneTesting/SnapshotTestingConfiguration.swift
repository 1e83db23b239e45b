import Foundation

/// Settings of the snapshot assertions for a scope of code (swift-snapshot-testing's
/// `withSnapshotTesting(record:)`), beside the `SNAPSHOT_RECORD` variable that sets them for a
/// whole run. The innermost scope wins; a `record:` argument of an assertion wins over both.
public struct SnapshotTestingConfiguration: Sendable {
    /// When goldens are written inside the scope; nil keeps the enclosing choice.
    public var record: SnapshotRecordMode?

    public init(record: SnapshotRecordMode? = nil) { self.record = record }

    /// The configuration of the innermost `withSnapshotTesting` around the caller, if any.
    public static var current: SnapshotTestingConfiguration? { scoped }

    @TaskLocal static var scoped: SnapshotTestingConfiguration?
}

/// Runs `body` with the snapshot assertions in it writing goldens as `record` says (CI still
/// writes nothing under `Snapshots/`):
///
/// ```swift
/// withSnapshotTesting(record: .failed) {
///     assertSnapshot(of: Badge(), as: .image(at: 0, size: CGSize(width: 120, height: 80)))
/// }
/// ```
public func withSnapshotTesting<R>(record: SnapshotRecordMode? = nil, operation: () throws -> R) rethrows -> R {
    let enclosing = SnapshotTestingConfiguration.current
    let configuration = SnapshotTestingConfiguration(record: record ?? enclosing?.record)
    return try SnapshotTestingConfiguration.$scoped.withValue(configuration, operation: operation)
}

/// The `async` form of `withSnapshotTesting(record:operation:)`.
public func withSnapshotTesting<R>(record: SnapshotRecordMode? = nil, operation: () async throws -> R) async rethrows -> R {
    let enclosing = SnapshotTestingConfiguration.current
    let configuration = SnapshotTestingConfiguration(record: record ?? enclosing?.record)
    return try await SnapshotTestingConfiguration.$scoped.withValue(configuration, operation: operation)
}
