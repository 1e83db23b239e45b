// The compiler plug-in that expands `#Preview` (see Sources/SceneGraph/DSL/Preview.swift).
// Built from the swift-syntax modules the toolchain ships for its own macros (lib/swift/host),
// so the package fetches nothing; Package.swift finds them and leaves this target out when the
// toolchain has none.
import SwiftSyntax
import SwiftSyntaxMacros
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

/// `#Preview("Name") { content }` becomes a type holding the preview's name and a
/// `@ViewBuilder` function with the content as its body, so the content is type-checked as
/// SwiftUI's preview content is (a view builder on the main actor).
struct PreviewMacro: DeclarationMacro {
    static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let type = context.makeUniqueName("Preview")
        let name = node.arguments.first(where: { $0.label == nil })?.expression.trimmedDescription ?? "nil"
        let body: String
        if let closure = node.trailingClosure {
            body = closure.statements.trimmedDescription
        } else if let argument = node.arguments.first(where: { $0.label?.text == "body" }),
            let closure = argument.expression.as(ClosureExprSyntax.self)
        {
            body = closure.statements.trimmedDescription
        } else {
            body = "SceneGraph.EmptyView()"
        }
        return [
            """
            enum \(type) {
                static var name: String? { \(raw: name) }
                @MainActor @SceneGraph.ViewBuilder static func makeView() -> some SceneGraph.View {
                    \(raw: body)
                }
            }
            """
        ]
    }
}

/// Hands the compiler the macro it asks for.
struct PreviewMacroProvider: PluginProvider {
    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type { PreviewMacro.self }
    func loadPluginLibrary(libraryPath: String, moduleName: String) throws {}
    var features: [PluginFeature] { [] }
}

try CompilerPluginMessageListener(connection: try StandardIOMessageConnection(), provider: PreviewMacroProvider()).main()
