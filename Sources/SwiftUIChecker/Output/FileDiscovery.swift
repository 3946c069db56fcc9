/// Finds the `.swift` files to check under the paths given on the command line.
///
/// Folders are walked recursively; hidden entries (names starting with `.`, such as `.git` and
/// `.build`) are skipped; symbolic links are followed once (a link back into a folder already
/// walked is ignored, so loops end). Files named explicitly are checked whatever their
/// extension. Results are sorted and without duplicates.
public struct FileDiscovery: Sendable {
    public let fileSystem: any FileSystemAccess

    public init(fileSystem: any FileSystemAccess = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    public struct Result: Sendable {
        /// Files to check, each with its canonical path (links resolved) and whether it was
        /// named explicitly.
        public var files: [(path: String, canonical: String, explicit: Bool)] = []
        public var problems: [PathProblem] = []
    }

    public func discover(_ paths: [String]) -> Result {
        var result = Result()
        var seenFiles = Set<String>()
        var seenDirectories = Set<String>()
        for path in paths {
            switch fileSystem.kind(of: path) {
            case .missing:
                result.problems.append(PathProblem(path: path, reason: "no such file or folder"))
            case .other:
                result.problems.append(PathProblem(path: path, reason: "not a regular file or folder"))
            case .file:
                let canonical = fileSystem.canonical(path)
                if seenFiles.insert(canonical).inserted { result.files.append((path, canonical, true)) }
            case .directory:
                walk(path, into: &result, seenFiles: &seenFiles, seenDirectories: &seenDirectories)
            }
        }
        result.files.sort { $0.path < $1.path }
        return result
    }

    private func walk(
        _ directory: String, into result: inout Result, seenFiles: inout Set<String>, seenDirectories: inout Set<String>
    ) {
        var pending = [directory]
        while let current = pending.popLast() {
            guard seenDirectories.insert(fileSystem.canonical(current)).inserted else { continue }
            let names: [String]
            do {
                names = try fileSystem.entries(of: current).sorted()
            } catch let problem as PathProblem {
                result.problems.append(problem)
                continue
            } catch {
                result.problems.append(PathProblem(path: current, reason: "cannot list folder"))
                continue
            }
            var subdirectories: [String] = []
            for name in names where !name.hasPrefix(".") {
                let child = current.hasSuffix("/") ? current + name : current + "/" + name
                switch fileSystem.kind(of: child) {
                case .directory:
                    subdirectories.append(child)
                case .file where name.hasSuffix(".swift"):
                    let canonical = fileSystem.canonical(child)
                    if seenFiles.insert(canonical).inserted { result.files.append((child, canonical, false)) }
                case .missing where name.hasSuffix(".swift"):
                    result.problems.append(
                        PathProblem(
                            path: child, reason: "broken symbolic link (its target is missing, or links form a loop)"))
                default:
                    break
                }
            }
            pending += subdirectories.reversed()
        }
    }
}
