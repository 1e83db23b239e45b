import Foundation

/// Whether a dialog shows its title (SwiftUI's `Visibility`).
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

extension View {
    /// Presents the alert `content` makes while `isPresented` is true; a tap on one of its
    /// buttons runs the button's action and sets `isPresented` to false.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let dismiss = { isPresented.wrappedValue = false }
        return modifier(
            _PresentationModifier(
                style: .alert, presented: isPresented.wrappedValue ? AlertCard(alert: content(), dismiss: dismiss) : nil,
                dismiss: dismiss))
    }

    /// Presents the alert `content` makes for the item while `item` is not nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let dismiss = { item.wrappedValue = nil }
        return modifier(
            _PresentationModifier(
                style: .alert, presented: item.wrappedValue.map { AlertCard(alert: content($0), dismiss: dismiss) },
                dismiss: dismiss))
    }

    /// Presents an alert with `title`, the `actions` (an "OK" button when empty) and `message`
    /// while `isPresented` is true.
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        let dismiss = { isPresented.wrappedValue = false }
        let card = isPresented.wrappedValue ? ActionsAlertCard(title: title, actions: actions(), message: message(), dismiss: dismiss) : nil
        return modifier(_PresentationModifier(style: .alert, presented: card, dismiss: dismiss))
    }

    public func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A
    ) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// The same, with the data the actions and message are made from (shown while
    /// `isPresented` is true and `data` is not nil).
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        let dismiss = { isPresented.wrappedValue = false }
        var card: ActionsAlertCard<A, M>?
        if isPresented.wrappedValue, let data { card = ActionsAlertCard(title: Text(title), actions: actions(data), message: message(data), dismiss: dismiss) }
        return modifier(_PresentationModifier(style: .alert, presented: card, dismiss: dismiss))
    }

    /// An alert whose title is a localized string key (SwiftUI's `alert(_:isPresented:actions:message:)`
    /// with a `LocalizedStringKey`, what a string literal or an interpolation in a literal makes).
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// The same, with the data the actions and message are made from.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        let dismiss = { isPresented.wrappedValue = false }
        var card: ActionsAlertCard<A, M>?
        if isPresented.wrappedValue, let data { card = ActionsAlertCard(title: Text(titleKey), actions: actions(data), message: message(data), dismiss: dismiss) }
        return modifier(_PresentationModifier(style: .alert, presented: card, dismiss: dismiss))
    }

    /// Presents `content` in a sheet while `isPresented` is true; `onDismiss` runs when it is
    /// dismissed.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View {
        cover(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents the sheet `content` makes for the item while `item` is not nil.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: (Item) -> Content
    ) -> some View {
        cover(.sheet, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` over the whole canvas while `isPresented` is true.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View {
        cover(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: (Item) -> Content
    ) -> some View {
        cover(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
    }

    /// A popover: on iPhone SwiftUI shows it as a sheet, and so does this framework.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: UnitPoint = .center, arrowEdge: Edge = .top,
        @ViewBuilder content: () -> Content
    ) -> some View {
        cover(.sheet, isPresented: isPresented, onDismiss: nil, content: content)
    }

    /// Presents an action sheet at the bottom with the `actions` and a Cancel button while
    /// `isPresented` is true.
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        let dismiss = { isPresented.wrappedValue = false }
        let card =
            isPresented.wrappedValue
            ? DialogCard(title: titleVisibility == .visible ? Text(title) : nil, actions: actions(), dismiss: dismiss) : nil
        return modifier(_PresentationModifier(style: .confirmationDialog, presented: card, dismiss: dismiss))
    }

    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    private func cover<Content: View>(
        _ style: PresentationStyle, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
        content: () -> Content
    ) -> some View {
        let dismiss = {
            guard isPresented.wrappedValue else { return }
            isPresented.wrappedValue = false
            onDismiss?()
        }
        return modifier(
            _PresentationModifier(
                style: style, presented: isPresented.wrappedValue ? SheetCard(style: style, content: content()) : nil,
                dismiss: dismiss))
    }

    private func cover<Item: Identifiable, Content: View>(
        _ style: PresentationStyle, item: Binding<Item?>, onDismiss: (() -> Void)?,
        content: (Item) -> Content
    ) -> some View {
        let dismiss = {
            guard item.wrappedValue != nil else { return }
            item.wrappedValue = nil
            onDismiss?()
        }
        return modifier(
            _PresentationModifier(
                style: style, presented: item.wrappedValue.map { SheetCard(style: style, content: content($0)) },
                dismiss: dismiss))
    }
}
