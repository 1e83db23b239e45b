import Foundation

/// An alert's description in SwiftUI's older form (`Alert(title:message:dismissButton:)`), shown
/// with `.alert(isPresented:content:)` or `.alert(item:content:)`.
@MainActor @preconcurrency
public struct Alert {
    /// A button of an alert (SwiftUI's `Alert.Button`).
    @MainActor @preconcurrency
    public struct Button {
        enum Role { case `default`, cancel, destructive }
        let label: Text
        let role: Role
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .default, action: action)
        }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }
        /// A cancel button labelled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button; none gives an "OK" button.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons side by side (a cancel button goes on the leading side, as in iOS).
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }
}

/// Colours and metrics of iOS 17's alert in the light appearance (UIKit's alert controller).
/// iOS draws the card in a blurred material; this framework draws it opaque, a documented difference.
enum AlertMetrics {
    static let width: CGFloat = 270
    static let cornerRadius: CGFloat = 14
    static let buttonHeight: CGFloat = 44
    /// The card: #F2F2F7 (dark: #2C2C2E, iOS's elevated grouped background under the material).
    static let background = Color(
        light: Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255),
        dark: Color(red: 44 / 255, green: 44 / 255, blue: 46 / 255))
    static let separator = Color.separatorColor
    static let tint = Color.blue
    static let destructive = Color.red
}

/// The drawn alert: title and message, then its buttons (two side by side, more stacked).
/// A tap on a button runs its action and dismisses the alert.
struct AlertCard: View {
    let alert: Alert
    let dismiss: () -> Void

    var body: some View {
        VStack(spacing: 0) {
            VStack(spacing: 4) {
                alert.title.font(.system(size: 17, weight: .semibold)).multilineTextAlignment(.center)
                if let message = alert.message {
                    message.font(.system(size: 13)).multilineTextAlignment(.center)
                }
            }
            .padding(EdgeInsets(top: 19, leading: 16, bottom: 19, trailing: 16))
            .frame(maxWidth: .infinity)
            separator
            if alert.buttons.count == 2 {
                HStack(spacing: 0) {
                    button(ordered[0])
                    AlertMetrics.separator.frame(width: 1 / 3, height: AlertMetrics.buttonHeight)
                    button(ordered[1])
                }
            } else {
                VStack(spacing: 0) {
                    ForEach(Array(ordered.enumerated()), id: \.offset) { index, b in
                        if index > 0 { separator }
                        button(b)
                    }
                }
            }
        }
        .frame(width: AlertMetrics.width)
        .background(RoundedRectangle(cornerRadius: AlertMetrics.cornerRadius, style: .continuous).fill(AlertMetrics.background))
    }

    /// Two buttons: cancel first (leading). Stacked: cancel last (bottom), as in iOS.
    private var ordered: [Alert.Button] {
        let cancels = alert.buttons.filter { $0.role == .cancel }, others = alert.buttons.filter { $0.role != .cancel }
        return alert.buttons.count == 2 ? cancels + others : others + cancels
    }

    private var separator: some View { AlertMetrics.separator.frame(height: 1 / 3) }

    private func button(_ b: Alert.Button) -> some View {
        let dismiss = self.dismiss
        return b.label
            .font(.system(size: 17, weight: b.role == .cancel ? .semibold : .regular))
            .foregroundColor(b.role == .destructive ? AlertMetrics.destructive : AlertMetrics.tint)
            .frame(maxWidth: .infinity, minHeight: AlertMetrics.buttonHeight)
            .contentShape(Rectangle())
            .onTapGesture {
                b.action?()
                dismiss()
            }
    }
}
