/// A class's grades for one exercise: the rows sorted by student, and what follows from them.
/// Everything here derives from the rows, so merged shards give the same report as one run.
public struct ClassReport: Sendable, Equatable {
    public var exerciseID: String
    /// Sorted by student id.
    public private(set) var rows: [ClassRow]

    public init(exerciseID: String, rows: [ClassRow]) {
        self.exerciseID = exerciseID
        self.rows = rows.sorted { $0.student < $1.student }
    }

    public var identicalGroups: [IdenticalGroup] { IdenticalGroup.groups(in: rows) }

    /// 1-based group number per student in an identical group.
    public var groupNumbers: [String: Int] {
        var numbers: [String: Int] = [:]
        for (offset, group) in identicalGroups.enumerated() {
            for student in group.students { numbers[student] = offset + 1 }
        }
        return numbers
    }

    public var gradedCount: Int { rows.count(where: \.wasGraded) }
    public var passedCount: Int { rows.count(where: \.passed) }

    /// The mean score of graded students, to a tenth; 0 with none graded.
    public var meanScore: Double {
        let graded = rows.filter(\.wasGraded)
        guard !graded.isEmpty else { return 0 }
        return (Double(graded.map(\.score).reduce(0, +)) / Double(graded.count) * 10).rounded() / 10
    }

    /// How many students have each verdict, verdicts in the order of `Verdict` then `not-graded`.
    public var verdictCounts: [(verdict: String, students: Int)] {
        (Verdict.allCases.map(\.rawValue) + [ClassRow.notGraded]).compactMap { verdict in
            let count = rows.count { $0.verdict == verdict }
            return count == 0 ? nil : (verdict, count)
        }
    }

    /// Checks and rules by how many students failed them, most first, then by name.
    public var mostFailed: [(name: String, students: Int)] {
        var counts: [String: Int] = [:]
        for row in rows {
            for name in row.failedChecks { counts[name, default: 0] += 1 }
            for rule in row.ruleFindings { counts["rule " + rule, default: 0] += 1 }
        }
        return counts.map { (name: $0.key, students: $0.value) }
            .sorted { ($1.students, $0.name) < ($0.students, $1.name) }
    }

    /// Students per score band: 0–9, 10–19, … 90–99, and 100 on its own.
    public var scoreBands: [(label: String, students: Int)] {
        var counts = Array(repeating: 0, count: 11)
        for row in rows where row.wasGraded { counts[min(10, max(0, row.score / 10))] += 1 }
        return counts.enumerated().map { band, count in
            (band == 10 ? "100" : "\(band * 10)–\(band * 10 + 9)", count)
        }
    }
}
