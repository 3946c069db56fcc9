import Foundation

/// The packs the tutor finds and the folder where installed ones live, so the shell can list,
/// install and remove packs and load the course again afterwards.
public struct PackShelf: Sendable {
    /// Where `pack install` puts packs (`$DATA/packs/`).
    public var packsFolder: URL
    /// Loads every pack the tutor finds, in load order.
    public var load: @Sendable () -> CurriculumLoadResult

    public init(packsFolder: URL, load: @escaping @Sendable () -> CurriculumLoadResult) {
        self.packsFolder = packsFolder
        self.load = load
    }

    /// An installer for `packsFolder` that knows the packs found elsewhere (an installed pack
    /// cannot take their ids).
    public func installer() -> PackInstaller {
        var installer = PackInstaller(packsFolder: packsFolder)
        installer.otherPacks = load().curriculum.packs.filter { $0.origin != .installed }
        return installer
    }
}
