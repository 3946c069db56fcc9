import Foundation

/// A JSON value as the schema validator sees it, built from `JSONSerialization` output (or from
/// plain Swift values). Booleans, integers and other numbers are told apart here once, so the
/// keyword checks never have to guess what an `NSNumber` holds.
///
/// Numbers are kept as `Double`; `writtenAsInteger` records whether the value came from an
/// integer (JSON `1`) rather than a floating-point number (JSON `1.0`, `1e2`). Two numbers are
/// equal when their values are, as JSON Schema's `enum`, `const` and `uniqueItems` require.
indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double, writtenAsInteger: Bool)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    struct Unsupported: Error, CustomStringConvertible {
        let path: String
        let typeName: String
        var description: String { "\(path.isEmpty ? "/" : path): \(typeName) is not a JSON value" }
    }

    /// The class `JSONSerialization` uses for `true` and `false`. On both Darwin and Linux it is a
    /// subclass of `NSNumber` that also answers `as? Int`, so class identity is what tells a
    /// boolean from the number 1 or 0.
    private static let booleanClass: ObjectIdentifier = {
        let parsed = try? JSONSerialization.jsonObject(with: Data("true".utf8), options: .fragmentsAllowed)
        return ObjectIdentifier(type(of: parsed as AnyObject))
    }()

    init(_ any: Any) throws(Unsupported) {
        try self.init(any, path: "")
    }

    private init(_ any: Any, path: String) throws(Unsupported) {
        // Plain Swift values first (documents edited in a test), by exact type: on Linux an
        // NSNumber also answers `is Bool` and `is Int`.
        switch type(of: any) {
        case is Bool.Type:
            self = .bool(any as! Bool)
            return
        case is Int.Type:
            self = .number(Double(any as! Int), writtenAsInteger: true)
            return
        case is Double.Type:
            self = .number(any as! Double, writtenAsInteger: false)
            return
        default: break
        }
        if any is NSNull {
            self = .null
        } else if let string = any as? String {
            self = .string(string)
        } else if let number = any as? NSNumber {
            if ObjectIdentifier(type(of: number)) == Self.booleanClass {
                self = .bool(number.boolValue)
            } else {
                let kind = String(cString: number.objCType)
                self = .number(number.doubleValue, writtenAsInteger: kind != "d" && kind != "f")
            }
        } else if let array = any as? [Any] {
            var values: [JSONValue] = []
            for (index, element) in array.enumerated() {
                values.append(try JSONValue(element, path: path + "/\(index)"))
            }
            self = .array(values)
        } else if let dictionary = any as? [String: Any] {
            var values: [String: JSONValue] = [:]
            for (key, element) in dictionary {
                values[key] = try JSONValue(element, path: path + "/" + JSONPointer.escape(key))
            }
            self = .object(values)
        } else {
            throw Unsupported(path: path, typeName: String(describing: type(of: any)))
        }
    }

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a, _), .number(let b, _)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a == b
        default: false
        }
    }
}

/// JSON Pointer (RFC 6901) escaping, for error paths and `$ref` targets.
enum JSONPointer {
    static func escape(_ token: String) -> String {
        token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    static func unescape(_ token: String) -> String {
        token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
}

/// A small JSON Schema validator for the two schemas the checker's output must satisfy:
/// `docs/checker-report.schema.json` (draft-07) and the OASIS SARIF 2.1.0 schema (draft-04).
///
/// Supported keywords: `type`, `properties`, `required`, `additionalProperties`, `items` (one
/// schema), `minItems`, `uniqueItems`, `minLength`, `minimum`, `maximum`, `enum`, `const`,
/// `pattern`, `format`, `anyOf`, `oneOf`, `allOf`, `$ref` (local pointers such as
/// `#/definitions/x` or `#/$defs/x`), with `definitions`/`$defs` holding referenced schemas.
/// Annotations (`$schema`, `id`/`$id` at the root, `title`, `description`, `default`,
/// `examples`, `$comment`) are ignored. Any other keyword, an unknown `format`, a `$ref` that
/// does not resolve or has validating siblings, a pattern that does not compile or an unknown
/// `$schema` dialect makes `init` throw: the validator refuses a schema it would only
/// partly enforce.
///
/// Dialects differ in one place that matters here: under draft-04 an integer is a number
/// written without a fraction or exponent (`1.0` is not one); from draft-06 on, any number
/// with a zero fractional part is.
///
/// `pattern` is compiled with `NSRegularExpression` (ICU syntax, which agrees with ECMA 262 on
/// the patterns these schemas use) and searched for anywhere in the string, not anchored.
///
/// `format` is checked loosely:
/// - `date-time`: RFC 3339 shape (`2024-05-01T12:30:00Z`, optional fraction, `Z` or `±hh:mm`)
///   with month, day, hour, minute and second in range; days are not checked per month.
/// - `uri`: a scheme (`letter (letter | digit | + | - | .)* :`) followed only by characters
///   RFC 3986 allows, with every `%` starting a two-digit hex escape and at most one `#`.
/// - `uri-reference`: the same character rules, with the scheme optional; a `:` before the
///   first `/`, `?` or `#` must end a valid scheme.
struct JSONSchemaValidator {
    /// One way the document breaks the schema. `path` is a JSON Pointer into the document
    /// (empty for the root); `schemaPath` points at the keyword that failed.
    struct Failure: CustomStringConvertible, Sendable {
        let path: String
        let schemaPath: String
        let message: String
        var description: String { "\(path.isEmpty ? "/" : path): \(message) (schema \(schemaPath))" }
    }

    /// The schema itself uses something this validator does not enforce, or is malformed.
    struct SchemaProblem: Error, CustomStringConvertible {
        let schemaPath: String
        let message: String
        var description: String { "schema \(schemaPath): \(message)" }
    }

    enum Dialect {
        case draft4
        case draft6Or7
    }

    let root: JSONValue
    let dialect: Dialect
    /// Compiled `pattern`s and resolved `$ref` targets, both filled while inspecting the schema.
    private let patterns: [String: NSRegularExpression]
    private let references: [String: JSONValue]

    static let annotationKeywords: Set<String> = [
        "$schema", "id", "$id", "title", "description", "default", "examples", "$comment",
    ]
    static let typeNames: Set<String> = ["null", "boolean", "object", "array", "number", "string", "integer"]
    static let formats: Set<String> = ["date-time", "uri", "uri-reference"]

    init(schema: Any) throws {
        root = try JSONValue(schema)
        guard case .object(let top) = root else {
            throw SchemaProblem(schemaPath: "#", message: "the root schema must be an object")
        }
        switch top["$schema"] {
        case .string("http://json-schema.org/draft-04/schema#"): dialect = .draft4
        case .string("http://json-schema.org/draft-06/schema#"), .string("http://json-schema.org/draft-07/schema#"):
            dialect = .draft6Or7
        default: throw SchemaProblem(schemaPath: "#/$schema", message: "missing or unsupported dialect")
        }
        var patterns: [String: NSRegularExpression] = [:]
        var references: [String: JSONValue] = [:]
        try Self.inspect(root, at: "#", in: root, isRoot: true, patterns: &patterns, references: &references)
        self.patterns = patterns
        self.references = references
    }

    init(schemaAt url: URL) throws {
        try self.init(schema: JSONSerialization.jsonObject(with: Data(contentsOf: url)))
    }

    /// Every failure found in `document` (empty when it is valid).
    func validate(_ document: Any) throws -> [Failure] {
        var failures: [Failure] = []
        check(try JSONValue(document), against: root, path: "", schemaPath: "#", into: &failures)
        return failures
    }

    /// Parses `text` with `JSONSerialization` and validates the result.
    func validate(jsonText text: String) throws -> [Failure] {
        try validate(JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed))
    }

    // MARK: Schema inspection (once, in init)

    private static func inspect(
        _ schema: JSONValue, at path: String, in root: JSONValue, isRoot: Bool,
        patterns: inout [String: NSRegularExpression], references: inout [String: JSONValue]
    ) throws {
        let keywords: [String: JSONValue]
        switch schema {
        case .bool: return
        case .object(let object): keywords = object
        default: throw SchemaProblem(schemaPath: path, message: "a schema must be an object or a boolean")
        }
        func problem(_ message: String, _ keyword: String) -> SchemaProblem {
            SchemaProblem(schemaPath: path + "/" + JSONPointer.escape(keyword), message: message)
        }
        func subschema(_ value: JSONValue, _ keyword: String) throws {
            try inspect(
                value, at: path + "/" + JSONPointer.escape(keyword), in: root, isRoot: false, patterns: &patterns,
                references: &references)
        }
        func subschemas(_ value: JSONValue, _ keyword: String) throws {
            guard case .array(let list) = value, !list.isEmpty else {
                throw problem("must be a non-empty array of schemas", keyword)
            }
            for (index, element) in list.enumerated() {
                try inspect(
                    element, at: path + "/\(keyword)/\(index)", in: root, isRoot: false, patterns: &patterns,
                    references: &references)
            }
        }
        func schemaMap(_ value: JSONValue, _ keyword: String) throws {
            guard case .object(let map) = value else { throw problem("must be an object of schemas", keyword) }
            for (name, element) in map {
                try inspect(
                    element, at: path + "/\(keyword)/" + JSONPointer.escape(name), in: root, isRoot: false,
                    patterns: &patterns, references: &references)
            }
        }
        func nonNegativeInteger(_ value: JSONValue, _ keyword: String) throws {
            guard case .number(let number, _) = value, number >= 0, number.rounded() == number else {
                throw problem("must be a non-negative integer", keyword)
            }
        }

        if keywords["$ref"] != nil {
            let siblings = keywords.keys.filter { $0 != "$ref" && !annotationKeywords.contains($0) }
            if !siblings.isEmpty {
                throw problem(
                    "keywords next to $ref (\(siblings.sorted().joined(separator: ", "))) are ignored by draft-04 to "
                        + "draft-07; not supported",
                    "$ref")
            }
        }
        for (keyword, value) in keywords {
            if annotationKeywords.contains(keyword) {
                if (keyword == "id" || keyword == "$id") && !isRoot {
                    throw problem("an identifier below the root would change how $ref resolves; not supported", keyword)
                }
                continue
            }
            switch keyword {
            case "definitions", "$defs", "properties":
                try schemaMap(value, keyword)
            case "additionalProperties", "items":
                if keyword == "items", case .array = value {
                    throw problem("the array form of items is not supported", keyword)
                }
                try subschema(value, keyword)
            case "anyOf", "oneOf", "allOf":
                try subschemas(value, keyword)
            case "type":
                let names: [JSONValue]
                if case .array(let list) = value { names = list } else { names = [value] }
                for name in names {
                    guard case .string(let name) = name, typeNames.contains(name) else {
                        throw problem("unknown type \(name)", keyword)
                    }
                }
            case "required":
                guard case .array(let list) = value, list.allSatisfy({ if case .string = $0 { true } else { false } })
                else {
                    throw problem("must be an array of strings", keyword)
                }
            case "minItems", "minLength":
                try nonNegativeInteger(value, keyword)
            case "uniqueItems":
                guard case .bool = value else { throw problem("must be a boolean", keyword) }
            case "minimum", "maximum":
                guard case .number = value else { throw problem("must be a number", keyword) }
            case "enum":
                guard case .array(let list) = value, !list.isEmpty else {
                    throw problem("must be a non-empty array", keyword)
                }
            case "const":
                break
            case "pattern":
                guard case .string(let pattern) = value else { throw problem("must be a string", keyword) }
                do {
                    patterns[pattern] = try NSRegularExpression(pattern: pattern)
                } catch {
                    throw problem("does not compile as a regular expression: \(pattern)", keyword)
                }
            case "format":
                guard case .string(let format) = value, formats.contains(format) else {
                    throw problem("format \(value) is not checked by this validator", keyword)
                }
            case "$ref":
                guard case .string(let reference) = value else { throw problem("must be a string", keyword) }
                references[reference] = try resolve(reference, in: root, from: path + "/$ref")
            default:
                throw problem("unsupported keyword; the validator would ignore it", keyword)
            }
        }
    }

    /// The schema a local `$ref` points at. A target that is itself a `$ref` is followed too,
    /// to make sure the chain ends at a schema instead of looping.
    private static func resolve(_ reference: String, in root: JSONValue, from schemaPath: String) throws -> JSONValue {
        var seen: Set<String> = []
        var reference = reference
        var first: JSONValue?
        while true {
            guard seen.insert(reference).inserted else {
                throw SchemaProblem(
                    schemaPath: schemaPath, message: "$ref \(reference) is part of a loop of references")
            }
            guard reference.hasPrefix("#"), reference == "#" || reference.hasPrefix("#/") else {
                throw SchemaProblem(
                    schemaPath: schemaPath, message: "only local references (#/...) are supported, not \(reference)")
            }
            var target = root
            let tokens = reference.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false)
            for token in reference == "#" ? [] : tokens {
                let name = JSONPointer.unescape(String(token).removingPercentEncoding ?? String(token))
                switch target {
                case .object(let object) where object[name] != nil:
                    target = object[name]!
                case .array(let array) where Int(name).map(array.indices.contains) == true:
                    target = array[Int(name)!]
                default:
                    throw SchemaProblem(schemaPath: schemaPath, message: "$ref \(reference) does not resolve")
                }
            }
            first = first ?? target
            switch target {
            case .bool: return first!
            case .object(let object):
                if case .string(let next) = object["$ref"] { reference = next } else { return first! }
            default:
                throw SchemaProblem(
                    schemaPath: schemaPath, message: "$ref \(reference) points at something that is not a schema")
            }
        }
    }

    // MARK: Validation

    private func check(
        _ value: JSONValue, against schema: JSONValue, path: String, schemaPath: String, into failures: inout [Failure]
    ) {
        let keywords: [String: JSONValue]
        switch schema {
        case .bool(true): return
        case .bool(false):
            failures.append(Failure(path: path, schemaPath: schemaPath, message: "no value is allowed here"))
            return
        case .object(let object): keywords = object
        default: return  // rejected in init
        }
        func fail(_ keyword: String, _ message: String) {
            failures.append(
                Failure(path: path, schemaPath: schemaPath + "/" + JSONPointer.escape(keyword), message: message))
        }

        if case .string(let reference)? = keywords["$ref"], let target = references[reference] {
            // Every reference was resolved in init, and validating siblings were rejected there.
            check(value, against: target, path: path, schemaPath: reference, into: &failures)
            return
        }

        if let type = keywords["type"] {
            let allowed: [String]
            if case .array(let list) = type {
                allowed = list.compactMap { if case .string(let name) = $0 { name } else { nil } }
            } else if case .string(let name) = type {
                allowed = [name]
            } else {
                allowed = []
            }
            if !allowed.contains(where: { matches(value, type: $0) }) {
                fail("type", "expected \(allowed.joined(separator: " or ")), found \(describe(value))")
            }
        }
        if case .array(let options)? = keywords["enum"], !options.contains(value) {
            fail("enum", "\(describe(value)) is not one of the allowed values")
        }
        if let constant = keywords["const"], constant != value {
            fail("const", "\(describe(value)) is not the required constant")
        }

        switch value {
        case .object(let object):
            checkObject(object, keywords: keywords, path: path, schemaPath: schemaPath, into: &failures)
        case .array(let array):
            checkArray(array, keywords: keywords, path: path, schemaPath: schemaPath, into: &failures)
        case .string(let string):
            if case .number(let minimum, _)? = keywords["minLength"], Double(string.unicodeScalars.count) < minimum {
                fail("minLength", "shorter than \(Int(minimum)) code points")
            }
            if case .string(let pattern)? = keywords["pattern"], let regex = patterns[pattern],
                regex.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) == nil
            {
                fail("pattern", "\(describe(value)) does not match \(pattern)")
            }
            if case .string(let format)? = keywords["format"], !FormatCheck.accepts(string, format: format) {
                fail("format", "\(describe(value)) is not a valid \(format)")
            }
        case .number(let number, _):
            if case .number(let minimum, _)? = keywords["minimum"], number < minimum {
                fail("minimum", "\(number) is less than \(minimum)")
            }
            if case .number(let maximum, _)? = keywords["maximum"], number > maximum {
                fail("maximum", "\(number) is greater than \(maximum)")
            }
        case .null, .bool:
            break
        }

        if case .array(let all)? = keywords["allOf"] {
            for (index, option) in all.enumerated() {
                check(value, against: option, path: path, schemaPath: schemaPath + "/allOf/\(index)", into: &failures)
            }
        }
        if case .array(let options)? = keywords["anyOf"] {
            let outcomes = options.enumerated().map {
                errors(value, option: $1, path: path, schemaPath: schemaPath + "/anyOf/\($0)")
            }
            if !outcomes.contains(where: \.isEmpty) {
                fail(
                    "anyOf",
                    "matches none of the \(options.count) alternatives; the first fails with: \(outcomes[0][0].message)"
                )
            }
        }
        if case .array(let options)? = keywords["oneOf"] {
            let outcomes = options.enumerated().map {
                errors(value, option: $1, path: path, schemaPath: schemaPath + "/oneOf/\($0)")
            }
            let matching = outcomes.count(where: \.isEmpty)
            if matching != 1 {
                fail("oneOf", "matches \(matching) of the \(options.count) alternatives instead of exactly one")
            }
        }
    }

    private func errors(_ value: JSONValue, option: JSONValue, path: String, schemaPath: String) -> [Failure] {
        var found: [Failure] = []
        check(value, against: option, path: path, schemaPath: schemaPath, into: &found)
        return found
    }

    private func checkObject(
        _ object: [String: JSONValue], keywords: [String: JSONValue], path: String, schemaPath: String,
        into failures: inout [Failure]
    ) {
        if case .array(let required)? = keywords["required"] {
            for case .string(let name) in required where object[name] == nil {
                failures.append(
                    Failure(
                        path: path, schemaPath: schemaPath + "/required", message: "missing required property \(name)"))
            }
        }
        var declared: [String: JSONValue] = [:]
        if case .object(let properties)? = keywords["properties"] { declared = properties }
        for (name, member) in object.sorted(by: { $0.key < $1.key }) {
            let memberPath = path + "/" + JSONPointer.escape(name)
            if let propertySchema = declared[name] {
                check(
                    member, against: propertySchema, path: memberPath,
                    schemaPath: schemaPath + "/properties/" + JSONPointer.escape(name), into: &failures)
            } else if let additional = keywords["additionalProperties"] {
                if case .bool(false) = additional {
                    failures.append(
                        Failure(
                            path: memberPath, schemaPath: schemaPath + "/additionalProperties",
                            message: "property \(name) is not allowed"))
                } else {
                    check(
                        member, against: additional, path: memberPath, schemaPath: schemaPath + "/additionalProperties",
                        into: &failures)
                }
            }
        }
    }

    private func checkArray(
        _ array: [JSONValue], keywords: [String: JSONValue], path: String, schemaPath: String,
        into failures: inout [Failure]
    ) {
        if case .number(let minimum, _)? = keywords["minItems"], Double(array.count) < minimum {
            failures.append(
                Failure(
                    path: path, schemaPath: schemaPath + "/minItems",
                    message: "has \(array.count) items, fewer than \(Int(minimum))"))
        }
        if case .bool(true)? = keywords["uniqueItems"] {
            outer: for first in array.indices {
                for second in array.indices where second > first && array[first] == array[second] {
                    failures.append(
                        Failure(
                            path: path, schemaPath: schemaPath + "/uniqueItems",
                            message: "items \(first) and \(second) are equal"))
                    break outer
                }
            }
        }
        if let items = keywords["items"] {
            for (index, element) in array.enumerated() {
                check(
                    element, against: items, path: path + "/\(index)", schemaPath: schemaPath + "/items",
                    into: &failures)
            }
        }
    }

    private func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("object", .object), ("array", .array), ("string", .string),
            ("number", .number):
            true
        case ("integer", .number(let number, let writtenAsInteger)):
            switch dialect {
            case .draft4: writtenAsInteger
            case .draft6Or7: number.isFinite && number.rounded() == number
            }
        default:
            false
        }
    }

    private func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): "boolean \(flag)"
        case .number(let number, let writtenAsInteger):
            writtenAsInteger ? "integer \(Int(exactly: number).map(String.init) ?? "\(number)")" : "number \(number)"
        case .string(let string): "string \"\(string.count > 60 ? String(string.prefix(60)) + "…" : string)\""
        case .array(let array): "array of \(array.count)"
        case .object: "object"
        }
    }
}

/// The loose `format` checks described on `JSONSchemaValidator`.
enum FormatCheck {
    static func accepts(_ string: String, format: String) -> Bool {
        switch format {
        case "date-time": dateTime(string)
        case "uri": uri(string, requiresScheme: true)
        case "uri-reference": uri(string, requiresScheme: false)
        default: false
        }
    }

    private static let dateTimeShape = try! NSRegularExpression(
        pattern: #"^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))$"#)

    static func dateTime(_ string: String) -> Bool {
        let range = NSRange(string.startIndex..., in: string)
        guard let match = dateTimeShape.firstMatch(in: string, range: range) else { return false }
        func field(_ index: Int) -> Int? {
            Range(match.range(at: index), in: string).flatMap { Int(string[$0]) }
        }
        guard let month = field(2), let day = field(3), let hour = field(4), let minute = field(5),
            let second = field(6)
        else {
            return false
        }
        if (1...12).contains(month) == false || (1...31).contains(day) == false { return false }
        if hour > 23 || minute > 59 || second > 60 { return false }
        if let offsetHour = field(9), let offsetMinute = field(10), offsetHour > 23 || offsetMinute > 59 {
            return false
        }
        return true
    }

    /// Characters RFC 3986 allows outside percent escapes: unreserved, gen-delims and sub-delims.
    private static let uriCharacters = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=".unicodeScalars)
    private static let hexDigits = Set("0123456789abcdefABCDEF".unicodeScalars)

    static func uri(_ string: String, requiresScheme: Bool) -> Bool {
        let scalars = Array(string.unicodeScalars)
        var index = 0
        var hashes = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "%" {
                guard index + 2 < scalars.count, hexDigits.contains(scalars[index + 1]),
                    hexDigits.contains(scalars[index + 2])
                else {
                    return false
                }
                index += 3
                continue
            }
            guard uriCharacters.contains(scalar) else { return false }
            if scalar == "#" { hashes += 1 }
            index += 1
        }
        if hashes > 1 { return false }
        let head = string.prefix { !"/?#".contains($0) }
        guard let colon = head.firstIndex(of: ":") else { return !requiresScheme }
        let scheme = head[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
