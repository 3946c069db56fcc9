import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// Entry point of the compiler plugin that backs `#Preview`, `@Previewable` and `@Entry`.
@main
struct HeadlessSwiftUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        PreviewMacro.self,
        PreviewableMacro.self,
        EntryMacro.self,
    ]
}
