import Foundation

/// The device (UIKit's `UIDevice`, as SwiftUI code reads it: `UIDevice.current.userInterfaceIdiom
/// == .pad`). A scene draws as an iPhone running iOS 17 in portrait, the device whose look the
/// framework follows, so every value is that phone's and none depends on the machine rendering.
public final class UIDevice: Sendable {
    /// The device the scene draws on.
    public static let current = UIDevice()
    private init() {}

    /// "iPhone".
    public var name: String { "iPhone" }
    /// "iPhone".
    public var model: String { "iPhone" }
    /// "iPhone".
    public var localizedModel: String { "iPhone" }
    /// "iOS".
    public var systemName: String { "iOS" }
    /// "17.0", the iOS whose look the framework draws.
    public var systemVersion: String { "17.0" }
    /// `.phone`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// `.portrait`.
    public var orientation: UIDeviceOrientation { .portrait }
    /// True, as on every iPhone since iOS 4.
    public var isMultitaskingSupported: Bool { true }
    /// The same identifier on every run (00000000-0000-0000-0000-000000000000), so frames that
    /// show it do not change between recordings.
    public var identifierForVendor: UUID? { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
    /// Battery monitoring is off: setting it is accepted and changes nothing.
    public var isBatteryMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// −1, as UIKit reports while battery monitoring is off.
    public var batteryLevel: Float { -1 }
    /// `.unknown`, as UIKit reports while battery monitoring is off.
    public var batteryState: BatteryState { .unknown }
    /// Proximity monitoring is off: setting it is accepted and changes nothing.
    public var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// Accepted; the orientation never changes.
    public func beginGeneratingDeviceOrientationNotifications() {}
    /// Accepted; the orientation never changes.
    public func endGeneratingDeviceOrientationNotifications() {}
    /// Posted when the orientation changes (never here).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery level changes (never here).
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the battery state changes (never here).
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")

    /// A battery's state (UIKit's `UIDevice.BatteryState`).
    public enum BatteryState: Int, Sendable {
        case unknown, unplugged, charging, full
    }
}

/// The kind of device an interface is laid out for (UIKit's `UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone, pad, tv, carPlay
    case mac = 5
    case vision = 6
}

/// How a device is held (UIKit's `UIDeviceOrientation`).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// `.portrait` or `.portraitUpsideDown`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// `.landscapeLeft` or `.landscapeRight`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// `.faceUp` or `.faceDown`.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Portrait or landscape: an orientation an interface can take.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
