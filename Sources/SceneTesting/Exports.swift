@_exported import SceneRender

// SceneTesting: golden-image and motion snapshot assertions for XCTest and Swift Testing.
//
// - `assertSnapshot(of:as:)` with a `Snapshotting` strategy (`.image(at:size:)`, `.frames(_:size:)`,
//   `.motion(times:size:)`, or any strategy made with `pullback`); every check goes through
//   `SnapshotVerifier.verify(_:as:id:environment:)`. `withSnapshotTesting(record:)` sets the
//   record mode for a block. The functions below are thin wrappers of it.
// - `assertSnapshot(of:at:size:input:named:tolerance:record:)` renders one frame and compares
//   it with `Snapshots/<Suite>/<test>.<name>.png` (suite = test file name, test = calling
//   function, package root = nearest folder above the test file holding Package.swift).
// - `assertFrames(of:size:input:fps:sampling:…)` stores sampled frames as one labelled
//   filmstrip golden and reports a verdict per frame and the first diverging frame.
// - `assertMotion(of:size:input:fps:times:properties:…)` stores animated property values as a
//   CSV golden (time, node path, property, value) compared with an absolute tolerance.
//
// Comparison: SceneRender's `ImageComparison` (pixelmatch 7's YIQ threshold, default 0.1, alpha
// blended over its position-dependent pattern, with
// Vyšniauskas anti-aliasing detection), limits from `SnapshotTolerance` (maxDiffPixels,
// maxDiffPixelRatio; the stricter when both are given).
//
// Environment variables:
//   SNAPSHOT_RECORD    missing (default: write a missing golden and fail) | all | failed | never
//                      (withSnapshotTesting(record:) overrides it for a block)
//   CI=true            a missing golden fails; nothing is ever written under Snapshots/
//   SNAPSHOT_ARTIFACTS failure artifacts and review page (default .build/snapshot-artifacts)
//
// Failure artifacts: <artifacts>/<Suite>/<test>.<name>/{actual,expected,diff,side-by-side}.png
// (or actual.csv, expected.csv), failure.txt, and the review page <artifacts>/index.html.
// Beside the goldens, environment.json records the library versions and font hashes
// (`EnvironmentFingerprint`); a failure says whether they changed. `SnapshotLedger` lists
// goldens that no test checks any more (orphans).
