import Foundation
import SwiftParser
import SwiftSyntax

/// The platforms, deployment targets and default actor isolation a project declares, read from
/// its `Package.swift` or an Xcode project's `project.pbxproj`. A nil version means the project
/// does not build for that platform (when the other one is known) or says nothing about it.
public struct ProjectTargets: Sendable, Hashable {
    public var iOS: Version?
    public var macOS: Version?
    public var defaultActorIsolation: Knobs.ActorIsolation?

    public init(iOS: Version? = nil, macOS: Version? = nil, defaultActorIsolation: Knobs.ActorIsolation? = nil) {
        self.iOS = iOS
        self.macOS = macOS
        self.defaultActorIsolation = defaultActorIsolation
    }

    /// Whether the project named any platform or isolation at all.
    public var isEmpty: Bool { iOS == nil && macOS == nil && defaultActorIsolation == nil }

    /// `knobs` with these targets: a platform the project names gets its version, and one it
    /// leaves out is not built for (so a macOS-only project gets no iOS-only advice).
    public func applied(to knobs: Knobs) -> Knobs {
        var knobs = knobs
        if iOS != nil || macOS != nil {
            knobs.buildsForIOS = iOS != nil
            if let iOS { knobs.deploymentTargetIOS = iOS }
            knobs.deploymentTargetMacOS = macOS
        }
        if let defaultActorIsolation { knobs.defaultActorIsolation = defaultActorIsolation }
        return knobs
    }

    /// Reads `platforms: [.iOS(.v17), .macOS("14.0")]` and `.defaultIsolation(MainActor.self)`
    /// from a package manifest.
    public static func parse(packageManifest text: String) -> ProjectTargets {
        final class ManifestReader: SyntaxVisitor {
            var targets = ProjectTargets()
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                else { return .visitChildren }
                let argument = node.arguments.first?.expression
                switch name {
                case "iOS":
                    if let version = argument.flatMap(ProjectTargets.manifestVersion) {
                        targets.iOS = targets.iOS.map { min($0, version) } ?? version
                    }
                case "macOS":
                    if let version = argument.flatMap(ProjectTargets.manifestVersion) {
                        targets.macOS = targets.macOS.map { min($0, version) } ?? version
                    }
                case "defaultIsolation":
                    let text = argument?.trimmedText ?? ""
                    if text == "MainActor.self" {
                        targets.defaultActorIsolation = .mainActor
                    } else if text == "nil" {
                        targets.defaultActorIsolation = .nonisolated
                    }
                default:
                    break
                }
                return .visitChildren
            }
        }
        let reader = ManifestReader(viewMode: .sourceAccurate)
        reader.walk(Parser.parse(source: text))
        return reader.targets
    }

    /// `.v17`, `.v10_15`, `"14.0"`.
    static func manifestVersion(_ expression: ExprSyntax) -> Version? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            let name = member.declName.baseName.text
            guard name.hasPrefix("v") else { return nil }
            return Version(parsing: String(name.dropFirst()).replacingOccurrences(of: "_", with: "."))
        }
        if let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            case .stringSegment(let segment)? = literal.segments.first
        {
            return Version(parsing: segment.content.text)
        }
        return nil
    }

    /// Reads the build settings of an Xcode project: the lowest `IPHONEOS_DEPLOYMENT_TARGET`,
    /// the lowest `MACOSX_DEPLOYMENT_TARGET` of settings that build for macOS (`SDKROOT = macosx`
    /// or `SUPPORTED_PLATFORMS` naming it; any, when nothing builds for iOS) and
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION`. Settings qualified by an SDK (`KEY[sdk=…]`) are skipped.
    public static func parse(xcodeProject text: String) -> ProjectTargets {
        var targets = ProjectTargets()
        var macOSAnywhere: Version?
        var buildsForIOS = false
        for block in text.components(separatedBy: "buildSettings = {").dropFirst() {
            let settings = buildSettings(in: block.prefix { $0 != "}" })
            let sdk = settings["SDKROOT"] ?? ""
            let supported = settings["SUPPORTED_PLATFORMS"] ?? ""
            if let iOS = settings["IPHONEOS_DEPLOYMENT_TARGET"].flatMap(Version.init(parsing:)) {
                targets.iOS = targets.iOS.map { min($0, iOS) } ?? iOS
            }
            if sdk == "iphoneos" || supported.contains("iphoneos") { buildsForIOS = true }
            if let macOS = settings["MACOSX_DEPLOYMENT_TARGET"].flatMap(Version.init(parsing:)) {
                macOSAnywhere = macOSAnywhere.map { min($0, macOS) } ?? macOS
                if sdk == "macosx" || supported.contains("macosx") {
                    targets.macOS = targets.macOS.map { min($0, macOS) } ?? macOS
                }
            }
            switch settings["SWIFT_DEFAULT_ACTOR_ISOLATION"] {
            case "MainActor": targets.defaultActorIsolation = .mainActor
            case "nonisolated": targets.defaultActorIsolation = targets.defaultActorIsolation ?? .nonisolated
            default: break
            }
        }
        if targets.iOS == nil, !buildsForIOS { targets.macOS = targets.macOS ?? macOSAnywhere }
        if targets.iOS == nil, buildsForIOS, targets.macOS == nil { targets.iOS = Knobs().deploymentTargetIOS }
        return targets
    }

    /// `KEY = value;` lines of one build-settings block, quotes removed.
    private static func buildSettings(in block: Substring) -> [String: String] {
        var settings: [String: String] = [:]
        for line in block.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let key = parts[0].trimmingCharacters(in: .whitespaces)
            guard !key.contains("[") else { continue }
            var value = parts[1].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            value = value.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
            settings[key] = value
        }
        return settings
    }
}
