import Foundation

/// Content of a `.toolbar` (SwiftUI's `ToolbarContent`): `ToolbarItem`, `ToolbarItemGroup`,
/// several of them, `if`/`else`, `ForEach`, and types of one's own whose `body` is
/// `some ToolbarContent`, each placed as its items say. Here toolbar content is view content
/// (a `ToolbarItem` is a view), so the protocol refines `View` and `@ToolbarContentBuilder` is
/// `@ViewBuilder` under SwiftUI's name; a custom type's items are found through its body.
public protocol ToolbarContent: View {}

/// Toolbar content the user may customise on iPad and Mac (SwiftUI's
/// `CustomizableToolbarContent`); on iPhone it is drawn as any other toolbar content.
public protocol CustomizableToolbarContent: ToolbarContent {}

/// Builds toolbar content from the statements of a closure (SwiftUI's
/// `ToolbarContentBuilder`): `ViewBuilder` under that name.
public typealias ToolbarContentBuilder = ViewBuilder

extension ToolbarItem: CustomizableToolbarContent {}
extension ToolbarItemGroup: ToolbarContent {}
extension TupleView: ToolbarContent {}
extension EmptyView: ToolbarContent {}
extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {}
extension Optional: ToolbarContent where Wrapped: ToolbarContent {}
extension Group: ToolbarContent where Content: ToolbarContent {}
extension ForEach: ToolbarContent where Content: ToolbarContent {}
extension AnyView: ToolbarContent {}

extension ToolbarItems {
    /// The items a toolbar holder node stands for: the holder itself, or, through structural
    /// nodes (several items, `if`, `ForEach`, and custom `ToolbarContent` types, whose nodes
    /// are structural as every composite view's is), the items inside.
    static func items(in holder: Node) -> [Node] {
        if holder.primitive is any ToolbarItemMarker { return [holder] }
        if holder.isStructural { return holder.layoutChildren.flatMap { items(in: $0) } }
        return [holder]
    }
}
