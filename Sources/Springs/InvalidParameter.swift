import Foundation

/// A parameter outside its valid range: the one wording of every module's invalid-parameter
/// error (`SceneError`, `RenderError` and `SnapshotError` carry these three fields in their
/// `invalidParameter` case and describe it with this type; `SpringParameterError` keeps
/// Spring's own wording), e.g.
/// "invalid fps: -1.0 (valid: > 0 and finite)".
public struct InvalidParameter: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter's name as the caller wrote it (`fps`, `tolerance.threshold`, `times[2]`).
    public var name: String
    /// The value given, as text.
    public var value: String
    /// The valid range or form, in words or interval notation.
    public var valid: String

    public init(name: String, value: String, valid: String) {
        self.name = name
        self.value = value
        self.valid = valid
    }

    public var description: String { "invalid \(name): \(value) (valid: \(valid))" }
}
