import Foundation

// MARK: - Codable (lenient about missing collections, strict about wrong types)

extension Progress: Codable {
    private enum CodingKeys: String, CodingKey {
        case schemaVersion, exercises, lessons, current, reviews, studyPlan
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .schemaVersion)
        guard version >= 1 else {
            throw DecodingError.dataCorruptedError(
                forKey: .schemaVersion, in: container,
                debugDescription: "schemaVersion must be 1 or more, found \(version)")
        }
        // An older version is read as it is (its bare keys stay valid until `qualifyBareKeys` places
        // them); `ProgressMigration.upgrade` brings it to the current version, and the store keeps
        // the old file on the first save.
        schemaVersion = version
        exercises = try container.decodeIfPresent([String: ExerciseProgress].self, forKey: .exercises) ?? [:]
        lessons = try container.decodeIfPresent([String: LessonProgress].self, forKey: .lessons) ?? [:]
        current = try container.decodeIfPresent(String.self, forKey: .current)
        reviews = try container.decodeIfPresent([String: ReviewItem].self, forKey: .reviews) ?? [:]
        studyPlan = try container.decodeIfPresent(StudyPlan.self, forKey: .studyPlan)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(exercises, forKey: .exercises)
        try container.encode(lessons, forKey: .lessons)
        try container.encodeIfPresent(current, forKey: .current)
        try container.encode(reviews, forKey: .reviews)
        try container.encodeIfPresent(studyPlan, forKey: .studyPlan)
    }
}

extension ExerciseProgress: Codable {
    private enum CodingKeys: String, CodingKey {
        case status, attempts, hintsUsed, firstPassedAt, lastSubmission
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        status = try container.decode(ExerciseStatus.self, forKey: .status)
        attempts = try Self.count(.attempts, in: container)
        hintsUsed = try Self.count(.hintsUsed, in: container)
        firstPassedAt = try container.decodeIfPresent(Date.self, forKey: .firstPassedAt)
        lastSubmission = try container.decodeIfPresent(Submission.self, forKey: .lastSubmission)
    }

    private static func count(_ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>) throws -> Int {
        let value = try container.decodeIfPresent(Int.self, forKey: key) ?? 0
        guard value >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "\(key.stringValue) must not be negative, found \(value)")
        }
        return value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(status, forKey: .status)
        try container.encode(attempts, forKey: .attempts)
        try container.encode(hintsUsed, forKey: .hintsUsed)
        try container.encodeIfPresent(firstPassedAt, forKey: .firstPassedAt)
        try container.encodeIfPresent(lastSubmission, forKey: .lastSubmission)
    }
}

extension ExerciseStatus {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let status = ExerciseStatus(rawValue: text) else {
            let known = ExerciseStatus.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(text)\" is not a status (expected one of \(known))")
        }
        self = status
    }
}

// MARK: - The file format

/// What a progress file's bytes turned out to hold.
enum ProgressFileContents: Equatable {
    case progress(Progress)
    /// Damaged or from a newer schema: to be moved aside, never read or overwritten.
    case unusable(ProgressFileProblem)
}

/// Reading and writing the JSON form of `Progress` (dates as ISO-8601 UTC with milliseconds).
enum ProgressFileFormat {
    static func encode(_ progress: Progress) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(formatDate(date))
        }
        var data = try encoder.encode(progress)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    static func decode(_ data: Data) -> ProgressFileContents {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return .unusable(.damaged(data.isEmpty ? "the file is empty" : "the file holds only blank space"))
        }
        if String(data: data, encoding: .utf8) == nil || data.contains(0) {
            return .unusable(.damaged("it holds binary data, not JSON text"))
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = parseDate(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "\"\(text)\" is not an ISO-8601 date and time")
            }
            return date
        }
        struct VersionProbe: Decodable { var schemaVersion: Int }
        do {
            let probe = try decoder.decode(VersionProbe.self, from: data)
            if probe.schemaVersion > Progress.currentSchemaVersion {
                return .unusable(.newerSchema(probe.schemaVersion))
            }
            return .progress(try decoder.decode(Progress.self, from: data))
        } catch let error as DecodingError {
            return .unusable(.damaged(describe(error, in: data)))
        } catch {
            return .unusable(.damaged("it could not be read as JSON (\(error))"))
        }
    }

    static func formatDate(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt))
    }

    static func parseDate(_ text: String) -> Date? {
        if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) { return date }
        return try? Date.ISO8601FormatStyle().parse(text)
    }

    /// A decoding failure in words a learner can act on: where in the file, and what was wrong.
    static func describe(_ error: DecodingError, in data: Data) -> String {
        func place(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "at the top level" : "at \"\(path.map(\.stringValue).joined(separator: "."))\""
        }
        switch error {
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return "it is not valid JSON (\(syntaxProblem(in: data)))"
            }
            return "the value \(place(context.codingPath)) is wrong: \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "the entry \"\(key.stringValue)\" is missing \(place(context.codingPath))"
        case .typeMismatch(let type, let context):
            return "the value \(place(context.codingPath)) has the wrong type (expected \(plainTypeName(type)))"
        case .valueNotFound(let type, let context):
            return "the value \(place(context.codingPath)) is null (expected \(plainTypeName(type)))"
        @unknown default:
            return "its contents do not have the expected shape (\(error))"
        }
    }

    /// Where the JSON syntax breaks, as a line and column. `JSONDecoder` does not say, so the
    /// text is parsed again with `JSONSerialization`, which reports a byte offset.
    static func syntaxProblem(in data: Data) -> String {
        let message: String
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return "the JSON parser rejected it"
        } catch {
            message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        }
        if message.localizedCaseInsensitiveContains("end of file") {
            return "it stops in the middle, as if cut short"
        }
        guard let marker = message.range(of: "character "),
            let offset = Int(message[marker.upperBound...].prefix(while: \.isNumber))
        else { return message }
        let before = data.prefix(offset)
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
        let column = (String(data: data[lineStart..<before.endIndex], encoding: .utf8)?.count ?? 0) + 1
        return "unexpected text at line \(line), column \(column)"
    }

    private static func plainTypeName(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: "a whole number"
        case is String.Type: "text"
        case is Date.Type: "a date"
        case is [String: Any].Type: "an object"
        default: "\(type)".hasPrefix("Dictionary") ? "an object" : "\(type)"
        }
    }
}
