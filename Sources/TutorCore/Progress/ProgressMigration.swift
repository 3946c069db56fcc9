import Foundation

/// Brings progress read from an older schema up to `Progress.currentSchemaVersion`.
///
/// Each step says what changed in its version. Decoding already fills what an older file
/// lacks (`reviews`, `studyPlan`) with empty values, so a step only has to adjust what an older
/// file meant differently; none has to yet. The store keeps the older file, byte for byte, as
/// `progress.json.schema<N>-<time>` before it first writes the upgraded one, so a learner who
/// goes back to an older tutor can copy it back.
public enum ProgressMigration {
    /// What each version added, oldest first; the index is the version it upgrades from.
    static let steps: [Int: @Sendable (inout Progress) -> Void] = [
        // 1 → 2: review items, the study plan and the `placedOut` status are new; nothing that
        // version 1 wrote changes meaning.
        1: { _ in }
    ]

    /// `progress` as the current schema holds it. Pure.
    public static func upgrade(_ progress: Progress) -> Progress {
        var upgraded = progress
        while upgraded.schemaVersion < Progress.currentSchemaVersion {
            steps[upgraded.schemaVersion]?(&upgraded)
            upgraded.schemaVersion += 1
        }
        return upgraded
    }
}
