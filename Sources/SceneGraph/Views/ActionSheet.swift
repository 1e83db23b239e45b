import Foundation

/// An action sheet in SwiftUI's older form (`ActionSheet(title:message:buttons:)`, deprecated in
/// SwiftUI for `confirmationDialog` and still common), shown with `.actionSheet(isPresented:content:)`
/// or `.actionSheet(item:content:)`. It is presented as a confirmation dialog is: the title and
/// message above the buttons in one rounded card at the bottom, the cancel button (if the list
/// has one) in its own card below.
@MainActor @preconcurrency
public struct ActionSheet {
    /// A button of an action sheet: `.default`, `.destructive` or `.cancel`, as an alert's.
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An action sheet; by default its one button is "Cancel".
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// The drawn action sheet (see `DialogCard`, the confirmation dialog's card, which it follows).
struct ActionSheetCard: View {
    let sheet: ActionSheet
    let dismiss: () -> Void

    var body: some View {
        let dismiss = self.dismiss
        let actions = sheet.buttons.filter { $0.role != .cancel }
        let cancel = sheet.buttons.first { $0.role == .cancel }
        VStack(spacing: 8) {
            VStack(spacing: 0) {
                VStack(spacing: 4) {
                    sheet.title.font(.system(size: 13, weight: .semibold))
                    if let message = sheet.message { message.font(.system(size: 13)) }
                }
                .foregroundColor(.secondary)
                .multilineTextAlignment(.center)
                .padding(14)
                .frame(maxWidth: .infinity)
                ForEach(actions.indices, id: \.self) { index in
                    AlertMetrics.separator.frame(height: 1 / 3)
                    SwiftUIButton(actions[index], weight: .regular, dismiss: dismiss)
                }
            }
            .background(RoundedRectangle(cornerRadius: 14, style: .continuous).fill(AlertMetrics.background))
            if let cancel {
                SwiftUIButton(cancel, weight: .semibold, dismiss: dismiss)
                    .background(RoundedRectangle(cornerRadius: 14, style: .continuous).fill(ChromeColors.sheetBackground))
            }
        }
    }

    /// One row: the button's label in the tint colour (red when destructive), 20 pt, 57 pt tall;
    /// a tap runs its action and dismisses the sheet.
    private struct SwiftUIButton: View {
        let button: Alert.Button
        let weight: Font.Weight
        let dismiss: () -> Void
        init(_ button: Alert.Button, weight: Font.Weight, dismiss: @escaping () -> Void) {
            (self.button, self.weight, self.dismiss) = (button, weight, dismiss)
        }
        var body: some View {
            let action = button.action, dismiss = self.dismiss
            button.label.font(.system(size: 20, weight: weight))
                .foregroundColor(button.role == .destructive ? AlertMetrics.destructive : AlertMetrics.tint)
                .frame(maxWidth: .infinity, minHeight: 57)
                .contentShape(Rectangle())
                .onTapGesture {
                    action?()
                    dismiss()
                }
        }
    }
}

extension View {
    /// Presents the action sheet `content` makes while `isPresented` is true; a tap on one of its
    /// buttons runs the button's action and sets `isPresented` to false.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let dismiss = { isPresented.wrappedValue = false }
        return modifier(
            _PresentationModifier(
                style: .confirmationDialog,
                presented: isPresented.wrappedValue ? ActionSheetCard(sheet: content(), dismiss: dismiss) : nil,
                dismiss: dismiss))
    }

    /// Presents the action sheet `content` makes for the item while `item` is not nil.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let dismiss = { item.wrappedValue = nil }
        return modifier(
            _PresentationModifier(
                style: .confirmationDialog,
                presented: item.wrappedValue.map { ActionSheetCard(sheet: content($0), dismiss: dismiss) },
                dismiss: dismiss))
    }
}
