// Saving and restoring a `NavigationPath`: each value is stored as its type's mangled name and its
// JSON, the last pushed first, so a path saved in one run is restored in the next.

extension NavigationPath {
    /// A path in a form that can be encoded, for `NavigationPath(_:)`.
    public struct CodableRepresentation: Codable, Equatable {
        let elements: [AnyHashable]

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var elements: [AnyHashable] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = _typeByName(typeName) as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(
                        in: container,
                        debugDescription: "no Decodable and Hashable type named \(typeName) in this program")
                }
                elements.insert(try Self.decode(type, from: Data(json.utf8)), at: 0)
            }
            self.elements = elements
        }

        init?(_ elements: [AnyHashable]) {
            guard elements.allSatisfy({ $0.base is any Encodable }) else { return nil }
            self.elements = elements
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements.reversed() {
                guard let value = element.base as? any Encodable,
                    let typeName = _mangledTypeName(type(of: element.base))
                else {
                    throw EncodingError.invalidValue(
                        element.base, .init(codingPath: container.codingPath, debugDescription: "not Encodable"))
                }
                try container.encode(typeName)
                try container.encode(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
            }
        }

        private static func decode<T: Decodable & Hashable>(_ type: T.Type, from json: Data) throws -> AnyHashable {
            AnyHashable(try JSONDecoder().decode(T.self, from: json))
        }
    }

    /// The path in a form that can be saved, or nil when one of its values is not `Codable`.
    public var codable: CodableRepresentation? { CodableRepresentation(elements) }

    /// A path restored from its saved form.
    public init(_ codable: CodableRepresentation) {
        self.init()
        elements = codable.elements
    }
}
