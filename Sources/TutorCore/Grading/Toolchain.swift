import Foundation

/// The Swift compiler the grader uses, and the extra flags that let learner code `import SwiftUI`.
public struct Toolchain: Sendable {
    /// Absolute path of `swiftc`.
    public var compiler: String
    /// Identifies the compiler build; part of every cache key.
    public var version: String
    /// Flags that make `import SwiftUI` resolve to the headless module; nil where it is not built.
    public var swiftUIArguments: [String]?
    /// The folder of module cache slots (see `ModuleCachePool`), so the standard library's
    /// modules are not rebuilt for every compile; nil when no trusted folder could be made.
    public var moduleCache: String?

    public init(compiler: String, version: String, swiftUIArguments: [String]?, moduleCache: String?) {
        self.compiler = compiler
        self.version = version
        self.swiftUIArguments = swiftUIArguments
        self.moduleCache = moduleCache
    }

    /// Finds `swiftc` on `PATH` (or `$SWIFTUI_TUTOR_SWIFTC`).
    public static func locate(
        environment: [String: String],
        swiftUIArguments: [String]?
    ) throws(GradingSetupError) -> Toolchain {
        let compiler: String
        if let explicit = environment["SWIFTUI_TUTOR_SWIFTC"], !explicit.isEmpty {
            compiler = explicit
        } else {
            let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
            guard
                let found = directories.map({ $0 + "/swiftc" }).first(where: {
                    FileManager.default.isExecutableFile(atPath: $0)
                })
            else {
                throw .compilerNotFound
            }
            // Kept as found: swiftc is usually a link whose name tells the driver what to be.
            compiler = found
        }
        // Sandboxed compiles may run as a user of their own, who cannot enter a home folder:
        // the shared module cache lives under the temporary folder instead.
        let temporary = (environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp")
        let base = temporary + "/swiftui-tutor-\(getuid())"
        let moduleCache = base + "/module-caches"
        // An untrusted folder means no shared cache: each compile then builds its own.
        let trusted = OwnedFolder.prepare(base) && OwnedFolder.prepare(moduleCache)
        return Toolchain(
            compiler: compiler, version: Self.version(of: compiler), swiftUIArguments: swiftUIArguments,
            moduleCache: trusted ? moduleCache : nil)
    }

    /// Identifies the compiler without running it: the path, the file it resolves to, and that
    /// file's size and modification time. Installing another toolchain changes it.
    private static func version(of compiler: String) -> String {
        let resolved = URL(fileURLWithPath: compiler).resolvingSymlinksInPath().path
        let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
        let size = (attributes?[.size] as? Int).map(String.init) ?? "?"
        let modified = (attributes?[.modificationDate] as? Date).map { String($0.timeIntervalSince1970) } ?? "?"
        return [compiler, resolved, size, modified].joined(separator: "|")
    }
}

/// Why grading cannot start at all on this machine.
public enum GradingSetupError: Error, Equatable, Sendable, CustomStringConvertible {
    case compilerNotFound
    case headlessModuleMissing

    public var description: String {
        switch self {
        case .headlessModuleMissing:
            "SwiftUI code needs the headless SwiftUI module, which is not built next to the tutor. Build it with "
                + "'swift build --product HeadlessSwiftUI' (scripts/start.sh does), or set "
                + "SWIFTUI_TUTOR_HEADLESS_DIR to the folder that holds it."
        case .compilerNotFound:
            "No Swift compiler (swiftc) was found on PATH. Install Swift 6.2 or newer, or set SWIFTUI_TUTOR_SWIFTC "
                + "to its path."
        }
    }
}
