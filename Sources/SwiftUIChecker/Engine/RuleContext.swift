import SwiftSyntax
import SystemCalls

/// What a rule sees of the file being checked, and where it reports findings.
///
/// One context exists per checked file; it is not shared between threads.
public final class RuleContext {
    public let tree: SourceFileSyntax
    public let knobs: Knobs
    /// True when the parser had to recover from syntax errors.
    public let hasParseErrors: Bool

    private(set) var findings: [Finding] = []
    private let source: String
    private var lineTableStorage: LineTable?
    private var converterStorage: SourceLocationConverter?
    private var typeIndexStorage: TypeIndex?
    private var mentioned: [String: Bool] = [:]
    private let scanned: (scan: MentionScan, found: [Bool])
    private let fileName: String

    /// `scanned` holds what the checker's `MentionScan` already found in `source`.
    init(
        tree: SourceFileSyntax, source: String, fileName: String, knobs: Knobs,
        scanned: (scan: MentionScan, found: [Bool])
    ) {
        self.tree = tree
        self.source = source
        self.fileName = fileName
        self.knobs = knobs
        self.hasParseErrors = tree.hasError
        self.scanned = scanned
    }

    /// Line starts of the checked text; built on first use.
    public var lines: LineTable {
        if let lineTableStorage { return lineTableStorage }
        let made = LineTable(source)
        lineTableStorage = made
        return made
    }

    /// swift-syntax's position converter; built on first use (slower to build than `lines`).
    public var converter: SourceLocationConverter {
        if let converterStorage { return converterStorage }
        let made = SourceLocationConverter(fileName: fileName, tree: tree)
        converterStorage = made
        return made
    }

    /// The types declared in this file, built on first use by a walk over declarations only.
    public var types: TypeIndex {
        if let typeIndexStorage { return typeIndexStorage }
        let made = TypeIndex(tree)
        typeIndexStorage = made
        return made
    }

    /// Whether `text` occurs anywhere in the checked file (code, comments or strings), by a byte
    /// search whose answer is kept. A rule whose findings all need some identifier written out
    /// asks this first and skips files that cannot contain one.
    public func sourceMentions(_ text: String) -> Bool {
        if let index = scanned.scan.indices[text] { return scanned.found[index] }
        if let known = mentioned[text] { return known }
        let found = source.containsBytes(text)
        mentioned[text] = found
        return found
    }

    /// Argument labels passed in calls `TypeName(label: …)` anywhere in the file, by type name.
    /// Filled during the shared walk; complete once the walk is over (use it in `finish(in:)`).
    public var labelsPassedToInitializers: [String: Set<String>] {
        while foldedInitializerCalls < initializerCalls.count {
            let (callee, arguments) = initializerCalls[foldedInitializerCalls]
            for argument in arguments {
                if let label = argument.label?.text { labelsStorage[callee, default: []].insert(label) }
            }
            foldedInitializerCalls += 1
        }
        return labelsStorage
    }

    /// Calls noted by the walk; their labels are gathered only when a rule asks.
    private var initializerCalls: [(callee: String, arguments: LabeledExprListSyntax)] = []
    private var foldedInitializerCalls = 0
    private var labelsStorage: [String: Set<String>] = [:]

    func noteInitializerCall(_ callee: String, arguments: LabeledExprListSyntax) {
        guard !arguments.isEmpty else { return }
        initializerCalls.append((callee, arguments))
    }

    /// Records a finding. Rules normally call `Rule.report(_:on:in:)` instead.
    public func report(ruleID: String, severity: Severity, message: String, at position: AbsolutePosition, fix: Fix?) {
        let location = lines.location(ofOffset: position.utf8Offset)
        findings.append(
            Finding(
                ruleID: ruleID,
                severity: severity,
                message: message,
                line: location.line,
                column: location.column,
                offset: position.utf8Offset,
                fix: fix
            ))
    }
}

extension String {
    /// Byte-wise substring test without Foundation, for strings the checker's scan did not look for.
    fileprivate func containsBytes(_ needle: String) -> Bool {
        var pattern = needle
        var haystack = self
        return pattern.withUTF8 { needleBytes in
            guard let needleStart = needleBytes.baseAddress, !needleBytes.isEmpty else { return true }
            return haystack.withUTF8 { bytes in
                guard let start = bytes.baseAddress, bytes.count >= needleBytes.count else { return false }
                // memchr finds candidate first bytes with vector instructions; memcmp confirms.
                let first = Int32(needleStart.pointee)
                let end = start + (bytes.count - needleBytes.count + 1)
                var cursor = start
                while cursor < end, let found = memchr(cursor, first, end - cursor) {
                    let candidate = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(candidate, needleStart, needleBytes.count) == 0 { return true }
                    cursor = candidate + 1
                }
                return false
            }
        }
    }
}

extension RuleContext {
    /// The declaration of the variable `name` as seen from `node`: a local declared before it in
    /// an enclosing block (the file's top level included), else a member of the enclosing type or
    /// of a same-file extension of it, else a member of another type declared in the file
    /// (`model.items`). Without a type checker the last step may pick a namesake.
    public func variableDeclaration(named name: String, visibleFrom node: some SyntaxProtocol) -> VariableDeclSyntax? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items.nodes {
                    if item.id == current.id { break }
                    if let variable = item.item.as(VariableDeclSyntax.self), variable.boundNames.contains(name) {
                        return variable
                    }
                }
            }
            current = parent
        }
        let members = types.memberVariables
        if let typeName = node.enclosingTypeDecl?.declaredName,
            let member = members[typeName, default: []].first(where: { $0.boundNames.contains(name) })
        {
            return member
        }
        var searched: Set<String> = []
        for typeName in types.declarations.map(\.name) where searched.insert(typeName).inserted {
            if let member = members[typeName, default: []].first(where: { $0.boundNames.contains(name) }) {
                return member
            }
        }
        return nil
    }
}
