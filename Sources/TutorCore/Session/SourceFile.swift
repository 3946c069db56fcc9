import Foundation

/// Reads a Swift file the learner names, refusing what cannot be source code.
public enum SourceFile {
    static let maximumSize = 1 << 20

    public struct Problem: Error, CustomStringConvertible {
        public var description: String
    }

    /// Why a file cannot be read as source code.
    public enum Refusal: Error, Equatable, Sendable {
        case missing
        case folder
        /// A device, pipe or socket, which could never end.
        case notRegularFile
        case tooLarge(bytes: Int)
        case unreadable
        /// Holds a NUL byte or is not UTF-8.
        case binary
    }

    /// The text of the regular UTF-8 file at `path` (links followed), read only up to
    /// `maximumBytes`, or why it cannot be source code.
    public static func text(at path: String, maximumBytes: Int) -> Result<String, Refusal> {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) else {
            return .failure(.missing)
        }
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?: break
        // A link still there after resolving points at nothing.
        case .typeSymbolicLink?: return .failure(.missing)
        case .typeDirectory?: return .failure(.folder)
        default: return .failure(.notRegularFile)
        }
        if let size = attributes[.size] as? Int, size > maximumBytes { return .failure(.tooLarge(bytes: size)) }
        guard let handle = FileHandle(forReadingAtPath: resolved) else { return .failure(.unreadable) }
        defer { try? handle.close() }
        // One byte more than the limit: a file that grew since it was measured is still refused.
        let data = (try? handle.read(upToCount: maximumBytes + 1)) ?? Data()
        guard data.count <= maximumBytes else { return .failure(.tooLarge(bytes: data.count)) }
        guard !data.contains(0), let text = String(data: data, encoding: .utf8) else { return .failure(.binary) }
        return .success(text)
    }

    public static func read(_ path: String) -> Result<String, Problem> {
        text(at: path, maximumBytes: maximumSize).mapError { refusal in
            let description =
                switch refusal {
                case .missing: "\(path): no such file. Check the path (Tab completes file names)."
                case .folder:
                    "\(path) is a folder. Name a .swift file, or run 'swiftui-tutor check \(path)' for a whole "
                        + "folder."
                case .notRegularFile: "\(path) is not a regular file. Name a .swift source file."
                case .tooLarge(let bytes):
                    "\(path) is \(bytes) bytes; the shell reads files up to \(maximumSize) bytes. Use "
                        + "'swiftui-tutor check \(path)'."
                case .unreadable: "\(path) cannot be read. Check its permissions."
                case .binary: "\(path) is not UTF-8 text. Save it as UTF-8 Swift source."
                }
            return Problem(description: description)
        }
    }
}
