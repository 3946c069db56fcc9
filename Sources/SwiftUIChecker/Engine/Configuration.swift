import Foundation
import Wording
import Yams

/// Project settings: which rules run, at what severity, the knobs and excluded paths.
/// Read from `.swiftui-tutor.yml`; see docs/CHECKER.md for the format.
public struct Configuration: Sendable {
    /// A rule's setting in the `rules:` mapping.
    public enum RuleSetting: Sendable, Hashable {
        case off
        case on
        case severity(Severity)
    }

    public static let fileName = ".swiftui-tutor.yml"

    public var knobs = Knobs()
    public var rules: [String: RuleSetting] = [:]
    /// `.gitignore`-style patterns, relative to `directory`.
    public var excluded: [String] = []
    /// The folder of the configuration file; nil for the built-in defaults.
    public var directory: String?
    /// The configuration file's path; nil for the built-in defaults.
    public var path: String?
    /// Whether the file sets `deploymentTarget` / `defaultActorIsolation`; what it sets wins over
    /// the project's own `Package.swift` or Xcode project.
    public var setsDeploymentTarget = false
    public var setsDefaultActorIsolation = false
    /// The `Package.swift` or `project.pbxproj` whose targets were applied, if any.
    public var projectFile: String?

    /// This configuration with a project's targets applied where the file itself sets none.
    public func applying(_ targets: ProjectTargets, from projectFile: String) -> Configuration {
        var targets = targets
        if setsDeploymentTarget {
            targets.iOS = nil
            targets.macOS = nil
        }
        if setsDefaultActorIsolation { targets.defaultActorIsolation = nil }
        guard !targets.isEmpty else { return self }
        var applied = self
        applied.knobs = targets.applied(to: knobs)
        applied.projectFile = projectFile
        return applied
    }

    public init() {}

    public func isEnabled(_ ruleID: String) -> Bool { rules[ruleID] != .off }

    /// The severity to report for a finding the rule raised at `severity`.
    public func severity(for ruleID: String, raised severity: Severity) -> Severity {
        if case .severity(let forced)? = rules[ruleID] { return forced }
        return severity
    }

    /// Whether `filePath` falls under one of the `excluded` patterns.
    public func excludes(filePath: String) -> Bool {
        guard !excluded.isEmpty else { return false }
        let relative: String
        if let directory, filePath.hasPrefix(directory + "/") {
            relative = String(filePath.dropFirst(directory.count + 1))
        } else {
            relative = filePath
        }
        return excluded.contains { PathPattern($0).matches(relative) }
    }
}

/// A configuration file that could not be used, with the place and what to do.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let line: Int?
    public let problem: String

    public var description: String {
        if let line { return "\(path):\(line): \(problem)" }
        return "\(path): \(problem)"
    }
}

extension Configuration {
    /// Parses configuration text. `knownRuleIDs` lets unknown ids be reported with their line.
    public static func parse(yaml text: String, path: String, knownRuleIDs: Set<String>) throws(ConfigurationError)
        -> Configuration
    {
        var configuration = Configuration()
        configuration.path = path
        configuration.directory = (path as NSString).deletingLastPathComponent
        let root: Node?
        do {
            // Values are read as text and parsed here, so no tag resolution is needed; the
            // default resolver compiles a dozen regular expressions on first use (about 1 ms).
            root = try Yams.compose(yaml: text, .basic)
        } catch {
            throw ConfigurationError(
                path: path, line: Self.line(of: error), problem: "not valid YAML: \(Self.problem(of: error))")
        }
        guard let root else { return configuration }
        guard case .mapping(let mapping) = root else {
            throw ConfigurationError(
                path: path, line: root.mark?.line,
                problem: "expected a mapping of settings at the top level (see docs/CHECKER.md)")
        }
        var reader = ConfigurationReader(path: path, knownRuleIDs: knownRuleIDs)
        for (keyNode, value) in mapping {
            try reader.read(key: keyNode, value: value, into: &configuration)
        }
        return configuration
    }

    private static func line(of error: any Error) -> Int? {
        if let yamlError = error as? YamlError {
            switch yamlError {
            case .scanner(_, _, let mark, _), .parser(_, _, let mark, _): return mark.line
            default: return nil
            }
        }
        return nil
    }

    private static func problem(of error: any Error) -> String {
        if let yamlError = error as? YamlError {
            switch yamlError {
            case .scanner(_, let problem, _, _), .parser(_, let problem, _, _): return problem
            default: break
            }
        }
        return String(describing: error)
    }
}

private struct ConfigurationReader {
    let path: String
    let knownRuleIDs: Set<String>

    static let knownKeys = [
        "rules", "excluded", "deploymentTarget", "swiftToolchain", "defaultActorIsolation", "spacingMode",
        "maxBodyLines", "maxFunctionLines", "maxFileLines", "privateWrappers", "searchIdentifierPattern",
    ]

    func fail(_ node: Node, _ problem: String) -> ConfigurationError {
        ConfigurationError(path: path, line: node.mark?.line, problem: problem)
    }

    func scalar(_ node: Node, _ key: String) throws(ConfigurationError) -> String {
        guard case .scalar(let scalar) = node else { throw fail(node, "'\(key)' must be a single value") }
        return scalar.string
    }

    func int(_ node: Node, _ key: String) throws(ConfigurationError) -> Int {
        guard let value = Int(try scalar(node, key)), value > 0 else {
            throw fail(node, "'\(key)' must be a positive whole number")
        }
        return value
    }

    func strings(_ node: Node, _ key: String) throws(ConfigurationError) -> [String] {
        guard case .sequence(let sequence) = node else { throw fail(node, "'\(key)' must be a list, e.g. [a, b]") }
        var values: [String] = []
        for item in sequence { values.append(try scalar(item, key)) }
        return values
    }

    func version(_ node: Node, _ key: String) throws(ConfigurationError) -> Version {
        let text = try scalar(node, key)
        guard let version = Version(parsing: text) else {
            throw fail(node, "'\(key)' must be a version such as 17 or 17.4, not '\(text)'")
        }
        return version
    }

    mutating func read(key keyNode: Node, value: Node, into configuration: inout Configuration)
        throws(ConfigurationError)
    {
        let key = try scalar(keyNode, "key")
        switch key {
        case "rules":
            guard case .mapping(let rules) = value else {
                throw fail(value, "'rules' must map rule ids to off, on, error, warning or note")
            }
            for (idNode, settingNode) in rules {
                let id = try scalar(idNode, "rule id")
                guard knownRuleIDs.contains(id) else {
                    let close = ClosestNames.matches(for: id, in: knownRuleIDs)
                    let hint =
                        close.isEmpty
                        ? "run `swiftui-tutor rules` for the list" : "did you mean \(close.joined(separator: ", "))?"
                    throw fail(idNode, "unknown rule '\(id)' under 'rules'; \(hint)")
                }
                let word = try scalar(settingNode, id)
                switch word.lowercased() {
                case "off", "false", "disabled": configuration.rules[id] = .off
                case "on", "true", "enabled": configuration.rules[id] = .on
                default:
                    guard let severity = Severity(word: word) else {
                        throw fail(
                            settingNode, "'\(word)' is not a setting for '\(id)'; use off, on, error, warning or note")
                    }
                    configuration.rules[id] = .severity(severity)
                }
            }
        case "excluded":
            configuration.excluded = try strings(value, key)
        case "deploymentTarget":
            guard case .mapping(let platforms) = value else {
                throw fail(value, "'deploymentTarget' must be a mapping such as {iOS: 17}")
            }
            configuration.setsDeploymentTarget = true
            configuration.knobs.buildsForIOS = false
            for (platformNode, versionNode) in platforms {
                let platform = try scalar(platformNode, "platform")
                switch platform {
                case "iOS":
                    configuration.knobs.deploymentTargetIOS = try version(versionNode, "deploymentTarget.iOS")
                    configuration.knobs.buildsForIOS = true
                case "macOS":
                    configuration.knobs.deploymentTargetMacOS = try version(versionNode, "deploymentTarget.macOS")
                default:
                    throw fail(
                        platformNode, "unknown platform '\(platform)' under 'deploymentTarget'; use iOS or macOS")
                }
            }
        case "swiftToolchain":
            configuration.knobs.swiftToolchain = try version(value, key)
        case "defaultActorIsolation":
            let word = try scalar(value, key)
            guard let isolation = Knobs.ActorIsolation(rawValue: word) else {
                throw fail(value, "'defaultActorIsolation' must be nonisolated or MainActor, not '\(word)'")
            }
            configuration.knobs.defaultActorIsolation = isolation
            configuration.setsDefaultActorIsolation = true
        case "spacingMode":
            let word = try scalar(value, key)
            guard let mode = Knobs.SpacingMode(rawValue: word) else {
                throw fail(value, "'spacingMode' must be off, scale or strict, not '\(word)'")
            }
            configuration.knobs.spacingMode = mode
        case "maxBodyLines": configuration.knobs.maxBodyLines = try int(value, key)
        case "maxFunctionLines": configuration.knobs.maxFunctionLines = try int(value, key)
        case "maxFileLines": configuration.knobs.maxFileLines = try int(value, key)
        case "privateWrappers": configuration.knobs.privateWrappers = try strings(value, key)
        case "searchIdentifierPattern":
            let pattern = try scalar(value, key)
            guard (try? Regex(pattern)) != nil else {
                throw fail(value, "'searchIdentifierPattern' is not a valid regular expression")
            }
            configuration.knobs.searchIdentifierPattern = pattern
        default:
            let close = ClosestNames.matches(for: key, in: Set(Self.knownKeys))
            let hint =
                close.isEmpty
                ? "known keys: \(Self.knownKeys.joined(separator: ", "))"
                : "did you mean \(close.joined(separator: ", "))?"
            throw fail(keyNode, "unknown setting '\(key)'; \(hint)")
        }
    }
}
