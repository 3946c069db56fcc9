import Foundation

extension ShellCommands {
    /// `pack list`, `pack install PATH`, `pack remove ID`: the packs beside the built-in course,
    /// managed without leaving the shell; the course is loaded again after a change.
    public struct Pack: ShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "pack", usage: "pack [list / install PATH / remove ID]",
            summary: "List the lesson packs, or install or remove one",
            details:
                "'pack list' (or 'pack') shows every pack found: the built-in course, installed packs and the "
                + "folders named on the command line, with their lessons, exercises and problems. 'pack install PATH' "
                + "installs a pack folder or a .tar.gz or .zip archive of one, checked and validated first; 'pack "
                + "remove ID' removes an installed pack. Your progress is kept either way, and the lessons are "
                + "loaded again at once.",
            argument: .file, argumentIsRestOfLine: true)

        public enum Action: Equatable, Sendable {
            case list
            case install(path: String)
            case remove(id: String)
            case unknown(String)
        }

        public var action: Action

        public init(action: Action = .list) { self.action = action }

        public init(argument: String?) {
            let text = (argument ?? "").trimmingCharacters(in: .whitespaces)
            let word = text.prefix { $0 != " " && $0 != "\t" }
            let rest = text.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
            switch (word.lowercased(), rest.isEmpty) {
            case ("", _), ("list", true): action = .list
            case ("install", false): action = .install(path: rest)
            case ("remove", false): action = .remove(id: rest)
            default: action = .unknown(text)
            }
        }

        public var argument: String? {
            switch action {
            case .list: nil
            case .install(let path): "install " + path
            case .remove(let id): "remove " + id
            case .unknown(let text): text
            }
        }

        public func perform(in session: inout TutorSession) -> SessionReply {
            guard let shelf = session.packShelf else {
                return SessionReply(lines: [], warnings: [SessionMessages.packsUnavailable])
            }
            switch action {
            case .list:
                return SessionReply(lines: PackListView(style: session.style).render(shelf.load()))
            case .unknown:
                return SessionReply(lines: [], warnings: [SessionMessages.usage(Self.spec.usage)])
            case .install(let path):
                let source = URL(fileURLWithPath: session.workspace.expandingHome(path)).standardizedFileURL
                let installation: PackInstallation
                do {
                    installation = try session.packInstaller(shelf).install(from: source)
                } catch {
                    return SessionReply(lines: [], warnings: [error.description])
                }
                let (progress, warnings) = session.loadProgress()
                var reply = SessionReply(
                    lines: PackInstallView.installed(installation, progress: progress)
                        + [PackInstallView.findItInTheShell],
                    warnings: warnings)
                reply.warnings += session.reloadCurriculum()
                return reply
            case .remove(let id):
                let folder: URL
                do {
                    folder = try session.packInstaller(shelf).remove(id: id)
                } catch {
                    return SessionReply(lines: [], warnings: [error.description])
                }
                var reply = SessionReply(lines: [PackInstallView.removed(id: id, folder: folder)])
                reply.warnings += session.reloadCurriculum()
                return reply
            }
        }
    }
}

extension ShellCommand where Self == ShellCommands.Pack {
    public static var packList: Self { .init() }
    public static func installPack(from path: String) -> Self { .init(action: .install(path: path)) }
    public static func removePack(_ id: String) -> Self { .init(action: .remove(id: id)) }
}

extension TutorSession {
    /// An installer for the shelf's folder that knows the packs loaded from elsewhere, taken from
    /// the loaded course rather than by loading every pack again.
    func packInstaller(_ shelf: PackShelf) -> PackInstaller {
        var installer = PackInstaller(packsFolder: shelf.packsFolder)
        installer.otherPacks = curriculum.packs.filter { $0.origin != .installed }
        return installer
    }

    /// Loads the packs again after one was installed or removed; the open lesson or exercise
    /// stays open when it still exists. Returns what the learner should know (problems found).
    mutating func reloadCurriculum() -> [String] {
        guard let shelf = packShelf else { return [] }
        let loaded = shelf.load()
        let current = currentID.flatMap { curriculum.item(id: $0) }
        curriculum = loaded.curriculum
        currentID = current.flatMap { item in
            curriculum.item(id: item.qualifiedID).map(curriculum.reference(of:))
        }
        guard !loaded.problems.isEmpty else { return [] }
        return [SessionMessages.packsNotLoaded(loaded.problems.count)]
    }
}
