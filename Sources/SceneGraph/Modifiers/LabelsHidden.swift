import Foundation

struct LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether controls in this subtree leave out their labels (`.labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Draws the controls of this subtree without their labels: a switch, a colour well or a
    /// menu picker's value alone, at its own size. Other controls accept it and draw as before.
    public func labelsHidden() -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.labelsHidden = true })
    }
}
