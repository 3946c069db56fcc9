import Foundation

/// Something the learner got wrong once and is asked again later, on a Leitner schedule.
///
/// Three things become review items: a rule a graded submission broke (`rule`), a predict
/// exercise answered wrongly (`predict`), and an exercise the learner needed its last hint for
/// (`exercise`).
public struct ReviewItem: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// "Which rule does this line break?"; `subject` is the rule id.
        case rule
        /// The predict exercise's snippet again; `subject` is the exercise id.
        case predict
        /// The exercise again, graded as usual; `subject` is the exercise id.
        case exercise
    }

    public var kind: Kind
    public var subject: String
    /// 0 to `ReviewSchedule.intervalsInDays.count - 1`: how many right answers in a row, capped.
    public var box: Int
    /// When the item is next asked.
    public var due: Date
    public var addedAt: Date
    public var lastAnsweredAt: Date?

    public init(kind: Kind, subject: String, box: Int = 0, due: Date, addedAt: Date, lastAnsweredAt: Date? = nil) {
        self.kind = kind
        self.subject = subject
        self.box = box
        self.due = due
        self.addedAt = addedAt
        self.lastAnsweredAt = lastAnsweredAt
    }

    /// The key the item is stored under: `kind:subject`, e.g. `rule:foreground-color`.
    public var id: String { Self.id(kind, subject) }

    public static func id(_ kind: Kind, _ subject: String) -> String { kind.rawValue + ":" + subject }

    public func isDue(at date: Date) -> Bool { due <= date }
}

extension ReviewItem {
    private enum CodingKeys: String, CodingKey {
        case kind, subject, box, due, addedAt, lastAnsweredAt
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kindText = try container.decode(String.self, forKey: .kind)
        guard let kind = Kind(rawValue: kindText) else {
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "\"\(kindText)\" is not a review kind (expected one of "
                    + Kind.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        self.kind = kind
        subject = try container.decode(String.self, forKey: .subject)
        box = try container.decode(Int.self, forKey: .box)
        guard ReviewSchedule.intervalsInDays.indices.contains(box) else {
            throw DecodingError.dataCorruptedError(
                forKey: .box, in: container,
                debugDescription: "box must be 0 to \(ReviewSchedule.intervalsInDays.count - 1), found \(box)")
        }
        due = try container.decode(Date.self, forKey: .due)
        addedAt = try container.decode(Date.self, forKey: .addedAt)
        lastAnsweredAt = try container.decodeIfPresent(Date.self, forKey: .lastAnsweredAt)
    }
}

/// The Leitner schedule: an item answered right moves up a box and waits longer (1, 3, 7, 16,
/// then 35 days); answered wrong, it goes back to the first box. Pure.
public enum ReviewSchedule {
    public static let intervalsInDays = [1, 3, 7, 16, 35]

    static func date(_ days: Int, after date: Date) -> Date {
        date.addingTimeInterval(TimeInterval(days) * 86_400)
    }

    /// A new item, or one the learner got wrong again before reviewing it: first box, due a
    /// day later.
    public static func added(_ kind: ReviewItem.Kind, _ subject: String, at date: Date) -> ReviewItem {
        ReviewItem(kind: kind, subject: subject, box: 0, due: Self.date(intervalsInDays[0], after: date), addedAt: date)
    }

    /// The item after the learner answered it.
    public static func answered(_ item: ReviewItem, correctly: Bool, at date: Date) -> ReviewItem {
        var next = item
        next.box = correctly ? min(item.box + 1, intervalsInDays.count - 1) : 0
        next.due = Self.date(intervalsInDays[next.box], after: date)
        next.lastAnsweredAt = date
        return next
    }
}

extension Progress {
    /// Adds a review item, or sends an existing one back to the first box (the learner got it
    /// wrong again), keeping when it was first added.
    public mutating func addReview(_ kind: ReviewItem.Kind, _ subject: String, at date: Date) {
        var item = ReviewSchedule.added(kind, subject, at: date)
        if let existing = reviews[item.id] {
            item.addedAt = existing.addedAt
            item.lastAnsweredAt = existing.lastAnsweredAt
        }
        reviews[item.id] = item
    }

    /// Moves the item along the schedule; nothing happens for an id not stored.
    public mutating func recordReviewAnswer(_ id: String, correctly: Bool, at date: Date) {
        guard let item = reviews[id] else { return }
        reviews[id] = ReviewSchedule.answered(item, correctly: correctly, at: date)
    }

    /// The items due at `date`, the longest overdue first (ties by id, so the order is stable).
    public func dueReviews(at date: Date) -> [ReviewItem] {
        reviews.values.filter { $0.isDue(at: date) }.sorted { ($0.due, $0.id) < ($1.due, $1.id) }
    }
}
