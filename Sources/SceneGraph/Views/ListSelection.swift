import Foundation

/// A list's selection binding with its value type erased: `select` writes a value of the
/// binding's type (and says whether it was one), `clear` empties it.
struct ListSelection {
    let select: (AnyHashable) -> Bool
    let clear: () -> Void

    init<V: Hashable>(_ binding: Binding<V?>) {
        select = { value in
            guard let v = value.base as? V else { return false }
            binding.wrappedValue = v
            return true
        }
        clear = { binding.wrappedValue = nil }
    }

    init<V: Hashable>(_ binding: Binding<Set<V>>) {
        select = { value in
            guard let v = value.base as? V else { return false }
            binding.wrappedValue = [v]
            return true
        }
        clear = { binding.wrappedValue = [] }
    }

    /// Selects `value` and, in a split view's column, shows the next column (a push on
    /// iPhone, whose pop clears the selection again). Returns false when `value` is not of
    /// the selection's type.
    @MainActor
    func choose(_ value: AnyHashable, nextColumn: Int?, context: NavigationContext?) -> Bool {
        guard select(value) else { return false }
        if let next = nextColumn, let context {
            let clear = self.clear
            context.push(AnyView(_SplitViewColumn(index: next)), onPop: clear)
        }
        return true
    }
}

struct ListSelectionKey: EnvironmentKey { static var defaultValue: ListSelection? { nil } }

extension EnvironmentValues {
    /// The selection of the enclosing `List`, if it has one.
    var listSelection: ListSelection? {
        get { self[ListSelectionKey.self] }
        set { self[ListSelectionKey.self] = newValue }
    }
}

/// Makes a list row selectable: a tap on it selects `value` (see `ListSelection`). Outside a
/// list with a selection it changes nothing.
public struct _SelectableRowModifier<Value: Hashable>: ViewModifier {
    let value: Value
    @Environment(\.listSelection) private var selection
    @Environment(\.splitViewNextColumn) private var nextColumn
    @Environment(\.navigationContext) private var context

    public func body(content: Content) -> some View {
        if let selection {
            let value = self.value, nextColumn = self.nextColumn, context = self.context
            content
                .frame(maxWidth: .infinity, alignment: .leading)
                .contentShape(Rectangle())
                .onTapGesture { _ = selection.choose(AnyHashable(value), nextColumn: nextColumn, context: context) }
                .modifier(_ListRowActivationModifier())
        } else {
            content
        }
    }
}

extension List {
    /// A row for each element of `data`, identified by `id`; a tap selects the element's id.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, ModifiedContent<RowContent, _SelectableRowModifier<ID>>> {
        self.content = ForEach(data, id: id) { rowContent($0).modifier(_SelectableRowModifier(value: $0[keyPath: id])) }
        if let selection { self.selection = ListSelection(selection) }
    }

    /// A row for each element of `data`; a tap selects the element's id.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, ModifiedContent<RowContent, _SelectableRowModifier<Data.Element.ID>>>, Data.Element: Identifiable {
        self.init(data, id: \.id, selection: selection, rowContent: rowContent)
    }

    /// A row for each element of `data`, identified by `id`; a tap selects that id alone.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, ModifiedContent<RowContent, _SelectableRowModifier<ID>>> {
        self.content = ForEach(data, id: id) { rowContent($0).modifier(_SelectableRowModifier(value: $0[keyPath: id])) }
        if let selection { self.selection = ListSelection(selection) }
    }

    /// A row for each element of `data`; a tap selects that element's id alone.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, ModifiedContent<RowContent, _SelectableRowModifier<Data.Element.ID>>>, Data.Element: Identifiable {
        self.init(data, id: \.id, selection: selection, rowContent: rowContent)
    }
}
