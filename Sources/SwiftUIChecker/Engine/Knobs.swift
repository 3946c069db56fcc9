/// The tunable values rules read, with their defaults (the `.swiftui-tutor.yml` keys are listed in
/// docs/CHECKER.md).
public struct Knobs: Sendable, Hashable, Codable {
    /// Minimum iOS version the checked code supports (`deploymentTarget.iOS`).
    public var deploymentTargetIOS: Version = Version(17)
    /// Minimum macOS version, or nil when the code is not built for macOS (`deploymentTarget.macOS`).
    public var deploymentTargetMacOS: Version?
    /// Whether the code is built for iOS; false for a macOS-only project, which gets no iOS-only
    /// advice.
    public var buildsForIOS: Bool = true
    /// Swift toolchain version the code is built with (`swiftToolchain`).
    public var swiftToolchain: Version = Version(6, 0)
    /// Module-wide default actor isolation (`defaultActorIsolation`).
    public var defaultActorIsolation: ActorIsolation = .nonisolated
    /// How strictly literal spacing is judged (`spacingMode`).
    public var spacingMode: SpacingMode = .scale
    public var maxBodyLines: Int = 20
    public var maxFunctionLines: Int = 40
    public var maxFileLines: Int = 300
    /// Property wrappers that `state-not-private` requires to be private (`privateWrappers`).
    public var privateWrappers: [String] = ["State", "StateObject"]
    /// Identifiers that look like search input, for `localized-contains`.
    public var searchIdentifierPattern: String = "(?i)search|query|filter"

    public init() {}

    /// A copy with the iOS deployment target set; handy in rule examples.
    public static func iOS(_ major: Int, _ minor: Int = 0) -> Knobs {
        var knobs = Knobs()
        knobs.deploymentTargetIOS = Version(major, minor)
        return knobs
    }

    /// A copy for a macOS-only project with the given macOS deployment target; handy in rule examples.
    public static func macOS(_ major: Int, _ minor: Int = 0) -> Knobs {
        var knobs = Knobs()
        knobs.buildsForIOS = false
        knobs.deploymentTargetMacOS = Version(major, minor)
        return knobs
    }

    /// How a message names the release that brought an API: "iOS `iOS`" when the code is built for
    /// iOS, "macOS `macOS`" for a macOS-only project.
    public func release(iOS: Version, macOS: Version) -> String {
        buildsForIOS || deploymentTargetMacOS == nil ? "iOS \(iOS)" : "macOS \(macOS)"
    }

    /// Whether an API introduced in iOS `iOS` and macOS `macOS` exists on every platform and
    /// deployment target the code is built for.
    public func supports(iOS: Version, macOS: Version) -> Bool { missingTarget(iOS: iOS, macOS: macOS) == nil }

    /// The oldest system among the targets that lacks an API of iOS `iOS` / macOS `macOS`, as
    /// "iOS 16" or "macOS 13"; nil when every target has it.
    public func missingTarget(iOS: Version, macOS: Version) -> String? {
        if buildsForIOS, deploymentTargetIOS < iOS { return "iOS \(deploymentTargetIOS)" }
        if let deploymentTargetMacOS, deploymentTargetMacOS < macOS { return "macOS \(deploymentTargetMacOS)" }
        return nil
    }

    public enum ActorIsolation: String, Sendable, Hashable, Codable, CaseIterable {
        case nonisolated
        case mainActor = "MainActor"
    }

    public enum SpacingMode: String, Sendable, Hashable, Codable, CaseIterable {
        case off
        case scale
        case strict
    }
}

/// A dotted version number such as `17`, `17.4` or `6.0`.
public struct Version: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public var components: [Int]

    public init(_ components: Int...) {
        self.components = components
    }

    /// Parses `"17"`, `"17.4"`, `"6.0.1"`; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        var numbers: [Int] = []
        for part in parts {
            guard let number = Int(part), number >= 0 else { return nil }
            numbers.append(number)
        }
        guard !numbers.isEmpty else { return nil }
        components = numbers
    }

    public var description: String { components.map(String.init).joined(separator: ".") }

    public static func < (lhs: Version, rhs: Version) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        for index in 0..<count {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    public static func == (lhs: Version, rhs: Version) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    public func hash(into hasher: inout Hasher) {
        var trimmed = components
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }
}
