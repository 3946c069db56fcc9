/// Short, cached type names used in identity paths and diagnostics.
@MainActor
enum TypeNames {
    private static var cache: [ObjectIdentifier: String] = [:]

    static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let cached = cache[key] { return cached }
        let name = String(describing: type)
        cache[key] = name
        return name
    }
}
