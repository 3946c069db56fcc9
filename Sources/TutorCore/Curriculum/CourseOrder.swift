import Foundation

/// Puts a pack's lessons in course order — track by track, in the order `pack.yml` declares the
/// tracks, and within a track in the order of its `lessons` list — and checks what that order
/// depends on: every lesson names a declared track, every track has lessons, prerequisites exist,
/// form no cycle and are taught before the lessons that need them.
struct CourseOrder {
    private(set) var tracks: [Track] = []
    private(set) var lessons: [Lesson] = []
    private var found: [(lesson: Lesson?, line: Int?, text: ProblemText)] = []

    /// - Parameter lessons: the pack's lessons in the order `pack.yml` lists them.
    init(manifest: CurriculumLoader.Manifest, manifestName: String, lessons listed: [Lesson]) {
        if manifest.tracks.isEmpty {
            tracks = [Track(id: manifest.id, title: manifest.title, summary: [], packID: manifest.id)]
            lessons = listed
            for lesson in listed where lesson.trackID != nil {
                found.append((lesson, nil, .trackWithoutTracks(lesson.trackID!)))
            }
        } else {
            orderByTrack(manifest: manifest, listed: listed)
        }
        checkPrerequisites()
    }

    /// The problems found, located in `pack.yml` or in the lesson's file.
    func problems(manifestName: String, lessonFile: (Lesson) -> String) -> [CurriculumProblem] {
        found.map { entry in
            CurriculumProblem(
                file: entry.lesson.map(lessonFile) ?? manifestName,
                line: entry.line ?? entry.lesson.flatMap { Self.line(of: "prerequisites", in: $0.file) },
                entry.text)
        }
    }

    private mutating func orderByTrack(manifest: CurriculumLoader.Manifest, listed: [Lesson]) {
        var seen: Set<String> = []
        for (track, line) in manifest.tracks {
            if seen.insert(track.id).inserted {
                tracks.append(track)
            } else {
                found.append((nil, line, .trackDeclaredTwice(track.id)))
            }
        }
        let ids = tracks.map(\.id)
        for lesson in listed {
            guard let trackID = lesson.trackID else {
                found.append((lesson, 1, .noTrack(declared: ids)))
                continue
            }
            if !ids.contains(trackID) {
                found.append(
                    (lesson, Self.line(of: "track", in: lesson.file), .undeclaredTrack(trackID, declared: ids)))
            }
        }
        for (track, line) in manifest.tracks where seen.contains(track.id) {
            let members = listed.filter { $0.trackID == track.id }
            if members.isEmpty {
                found.append((nil, line, .emptyTrack(track.id)))
            }
            seen.remove(track.id)
            lessons += members
        }
        // Lessons without a known track are already reported; they still have their
        // prerequisites checked.
        lessons += listed.filter { lesson in !ids.contains(lesson.trackID ?? "") }
    }

    private mutating func checkPrerequisites() {
        let position = Dictionary(lessons.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let byID = Dictionary(lessons.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var reportedCycle: Set<String> = []
        for lesson in lessons {
            for prerequisite in lesson.prerequisites {
                guard let before = position[prerequisite] else {
                    found.append((lesson, nil, .unknownPrerequisite(prerequisite, known: position.keys)))
                    continue
                }
                if let cycle = Self.cycle(from: lesson.id, through: prerequisite, in: byID) {
                    if reportedCycle.insert(cycle.sorted().joined(separator: " ")).inserted {
                        found.append((lesson, nil, .prerequisiteCycle(cycle)))
                    }
                } else if before > position[lesson.id]! {
                    found.append((lesson, nil, .prerequisiteTaughtLater(prerequisite, lesson: lesson.id)))
                }
            }
        }
    }

    /// The lessons of a cycle that leads from `start` through `next` back to `start`, if any.
    private static func cycle(from start: String, through next: String, in lessons: [String: Lesson]) -> [String]? {
        var path = [start]
        var visited: Set<String> = []
        func walk(_ id: String) -> Bool {
            if id == start { return true }
            guard visited.insert(id).inserted, let lesson = lessons[id] else { return false }
            path.append(id)
            for prerequisite in lesson.prerequisites where walk(prerequisite) { return true }
            path.removeLast()
            return false
        }
        return walk(next) ? path : nil
    }

    /// The 1-based line of `key:` in a lesson's front matter.
    private static func line(of key: String, in file: URL) -> Int? {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.firstIndex { $0.hasPrefix("\(key):") }.map { $0 + 1 }
    }
}
