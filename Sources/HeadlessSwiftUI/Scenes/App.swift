/// An app. `MyApp.main()` renders the first scene's content headless and prints it.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Self.Body { get }
    init()
}

extension App {
    /// Prints the rendering of the app's first window, so `@main` apps run headless.
    public static func main() {
        let app = Self()
        guard let root = SceneContent.firstView(in: app.body) else {
            print("(no window content)")
            return
        }
        print(ViewHarness(AnyView(erasing: root)).render())
    }
}
