import Foundation
import Wording

/// What `pack install` and `pack remove` say, on the command line and in the shell alike.
public enum PackInstallView {
    /// The installed pack, what it replaced, and the exercises of `progress` it no longer has.
    public static func installed(_ installation: PackInstallation, progress: Progress) -> [String] {
        let pack = installation.pack
        var lines = [
            "Installed \(pack.id) \(pack.version) (\(Plural.count(pack.lessons.count, "lesson")), "
                + "\(Plural.count(pack.exercises.count, "exercise"))) in \(pack.root.path)."
        ]
        if installation.replacedFolder {
            let before = installation.replaced.map { " version \($0.version)" } ?? ""
            lines.append("It replaces the installed\(before); your progress on its exercises is kept.")
            let gone = installation.disappearedExercises(progress: progress)
            if !gone.isEmpty {
                lines.append(
                    "No longer in the pack: \(gone.joined(separator: ", ")). Their records stay in your progress "
                        + "file in case they come back.")
            }
        }
        return lines
    }

    public static let findItFromTheCommandLine =
        "Open the shell and type 'lessons' to find it next to the built-in course."
    public static let findItInTheShell = "Type 'lessons' to find it next to the built-in course."

    public static func removed(id: String, folder: URL) -> String {
        "Removed the pack '\(id)' (\(folder.path)). Your progress on it is kept; install it again to carry on."
    }
}
