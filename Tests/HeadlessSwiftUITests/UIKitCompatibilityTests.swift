import Foundation
import HeadlessSwiftUI
import Testing

/// What `import SwiftUI` brings along on iOS beyond SwiftUI itself: UIKit appearance proxies and
/// services, the Combine operators networking code chains, and Foundation API Apple platforms have.
@Suite(.serialized)
@MainActor
struct UIKitCompatibilityTests {
    @Test func appearanceProxiesAreOnePerClassAndKeepWhatIsSet() {
        UITabBar.appearance().isHidden = true
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        #expect(UITabBar.appearance() === UITabBar.appearance())
        #expect(UITabBar.appearance().isHidden)
        #expect(UIScrollView.appearance() !== UITableView.appearance())
        #expect(!UITableView.appearance().isHidden)
        let title = UINavigationBar.appearance().largeTitleTextAttributes?[.foregroundColor] as? UIColor
        #expect(title == .white)
        UITabBar.appearance().isHidden = false
    }

    @Test func textCheckerFindsWordsOutsideTheHarnessDictionary() {
        defer { UITextChecker.dictionary = nil }
        let checker = UITextChecker()
        let text = "silk worms r2d2"
        let whole = NSRange(location: 0, length: text.utf16.count)
        let first = checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en")
        #expect(first == NSRange(location: 11, length: 4), "a word holding digits is misspelled without a dictionary")

        UITextChecker.dictionary = ["Silk", "worm"]
        let second = checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en")
        #expect(second == NSRange(location: 5, length: 5))
        UITextChecker.learnWord("worms")
        defer { UITextChecker.unlearnWord("worms") }
        let wrapped = checker.rangeOfMisspelledWord(
            in: "silk zzz", range: NSRange(location: 0, length: 8), startingAt: 6, wrap: true, language: "en")
        #expect(wrapped == NSRange(location: 5, length: 3))
        let none = checker.rangeOfMisspelledWord(
            in: "silk worms", range: NSRange(location: 0, length: 10), startingAt: 0, wrap: false, language: "en")
        #expect(none.location == NSNotFound)
    }

    @Test func pasteboardPageControlAndNavigationControllerKeepTheirState() throws {
        UIPasteboard.general.string = "copied"
        #expect(UIPasteboard.general.string == "copied")
        #expect(UIPasteboard.general.hasStrings)
        UIPasteboard.general.strings = []
        #expect(!UIPasteboard.general.hasStrings)

        let dots = UIPageControl()
        dots.numberOfPages = 3
        dots.currentPage = 7
        #expect(dots.currentPage == 2)
        dots.numberOfPages = 1
        #expect(dots.currentPage == 0)

        let root = UIHostingController(rootView: Text("Home"))
        root.title = "Home"
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(UIViewController(), animated: true)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.popViewController(animated: true) != nil)
        #expect(navigation.popViewController(animated: true) == nil, "the root is never popped")
        #expect(navigation.navigationBar.topItem?.title == "Home")
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera), "no camera headless")
        #expect(!UIImagePickerController.isSourceTypeAvailable(.photoLibrary), "no photo library headless")
    }

    @Test func dataTaskPublisherFailsAtOnceWithoutNetwork() throws {
        let url = try #require(URL(string: "https://example.com/users.json"))
        var completion: Subscribers.Completion<URLError>?
        var bag = Set<AnyCancellable>()
        URLSession.shared.dataTaskPublisher(for: url)
            .sink(receiveCompletion: { completion = $0 }, receiveValue: { _ in Issue.record("no data headless") })
            .store(in: &bag)
        guard case .failure(let error) = completion else {
            Issue.record("expected a failure, got \(String(describing: completion))")
            return
        }
        #expect(error.code == .notConnectedToInternet)
        #expect(error.localizedDescription.contains("https://example.com/users.json"))

        var names: [String] = []
        URLSession.shared.dataTaskPublisher(for: url)
            .retry(1)
            .map(\.data)
            .decode(type: [String].self, decoder: JSONDecoder())
            .replaceError(with: ["fallback"])
            .sink { names = $0 }
            .store(in: &bag)
        #expect(names == ["fallback"])
    }

    @Test func operatorsPassValuesAndCompletionsOn() {
        var bag = Set<AnyCancellable>()
        var decoded: [Int] = []
        var ended: Subscribers.Completion<any Error>?
        Just(Data("[1,2]".utf8)).decode(type: [Int].self, decoder: JSONDecoder())
            .sink(receiveCompletion: { ended = $0 }, receiveValue: { decoded = $0 })
            .store(in: &bag)
        #expect(decoded == [1, 2])
        guard case .finished = ended else {
            Issue.record("decode did not finish: \(String(describing: ended))")
            return
        }

        var attempts = 0
        var caught = ""
        Fail<String, URLError>(error: URLError(.badURL))
            .handleEvents(receiveCompletion: { _ in attempts += 1 })
            .retry(2)
            .catch { error in Just("caught \(error.code.rawValue)") }
            .sink { caught = $0 }
            .store(in: &bag)
        #expect(attempts == 3)
        #expect(caught == "caught \(URLError.Code.badURL.rawValue)")

        let letters = PassthroughSubject<String, Never>()
        let numbers = PassthroughSubject<Int, Never>()
        var pairs: [String] = []
        var zipEnded = false
        Publishers.Zip(letters, numbers)
            .sink(receiveCompletion: { _ in zipEnded = true }, receiveValue: { pairs.append("\($0)\($1)") })
            .store(in: &bag)
        letters.send("a")
        letters.send("b")
        numbers.send(1)
        #expect(pairs == ["a1"])
        numbers.send(2)
        numbers.send(3)
        letters.send(completion: .finished)
        #expect(pairs == ["a1", "b2"])
        #expect(zipEnded)

        var collected: [[Int]] = []
        [1, 2, 3].publisher.flatMap { value in [value, value * 10].publisher }.collect()
            .sink { collected.append($0) }
            .store(in: &bag)
        #expect(collected == [[1, 10, 2, 20, 3, 30]])

        var promised: [Int] = []
        Future<Int, Never> { promise in promise(.success(42)) }.sink { promised.append($0) }.store(in: &bag)
        #expect(promised == [42])
    }

    @Test func navigationPathRoundTripsThroughItsCodableForm() throws {
        var path = NavigationPath()
        path.append(7)
        path.append("Emma")
        let saved = try JSONEncoder().encode(try #require(path.codable))
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: saved))
        #expect(restored == path)
        #expect(restored.count == 2)

        struct Token: Hashable {}
        path.append(Token())
        #expect(path.codable == nil, "a value that is not Codable cannot be saved")
        let unknown = Data(#"["NoSuchType", "1"]"#.utf8)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: unknown)
        }
    }

    @Test func userDefaultsSetValueAndPredicateFormats() throws {
        let defaults = try #require(UserDefaults(suiteName: "headless-\(UUID().uuidString)"))
        defaults.setValue(Data("saved".utf8), forKey: "favorites")
        #expect(defaults.data(forKey: "favorites") == Data("saved".utf8))
        defaults.setValue(nil, forKey: "favorites")
        #expect(defaults.data(forKey: "favorites") == nil)

        let email = NSPredicate(format: "SELF MATCHES %@", "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}")
        #expect(email.evaluate(with: "ada@example.com"))
        #expect(!email.evaluate(with: "ada@example"))
        #expect(!email.evaluate(with: "x ada@example.com"), "MATCHES needs the whole text to match")
        #expect(NSPredicate(format: "SELF CONTAINS[c] %@", "LOVE").evaluate(with: "Lovelace"))
        #expect(NSPredicate(format: "SELF LIKE 'A*a'").evaluate(with: "Ada"))
        #expect(!NSPredicate(format: "SELF BEGINSWITH %@", "b").evaluate(with: "Ada"))
        #expect(!NSPredicate(format: "SELF == %@", "Ada").evaluate(with: 3), "only strings are compared")
    }
}

/// Code that compiles against UIKit and Combine on iOS compiles here, with the same isolation.
@Suite(.serialized)
struct UIKitCompatibilitySignatureTests {
    static let appCode = """
        import Combine
        import SwiftUI

        struct TabsHidden: View {
            init() {
                UITabBar.appearance().isHidden = true
                UIScrollView.appearance().bounces = false
                UITableView.appearance().backgroundColor = UIColor.clear
                UITextView.appearance().backgroundColor = .clear
                let bar = UINavigationBarAppearance()
                bar.configureWithOpaqueBackground()
                bar.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 17, weight: .bold)]
                UINavigationBar.appearance().standardAppearance = bar
            }
            var body: some View { Text("Tabs").font(Font(UIFont.preferredFont(forTextStyle: .headline))) }
        }

        struct SearchField: UIViewRepresentable {
            @Binding var text: String
            func makeUIView(context: Context) -> UISearchBar {
                let bar = UISearchBar()
                bar.placeholder = "Search"
                bar.delegate = context.coordinator
                return bar
            }
            func updateUIView(_ uiView: UISearchBar, context: Context) { uiView.text = text }
            func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
            class Coordinator: NSObject, UISearchBarDelegate {
                @Binding var text: String
                init(text: Binding<String>) { _text = text }
                func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { text = searchText }
            }
        }

        struct SearchingNavigation: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UINavigationController {
                let controller = UINavigationController(rootViewController: UIHostingController(rootView: Text("Apps")))
                controller.navigationBar.prefersLargeTitles = true
                let search = UISearchController()
                search.obscuresBackgroundDuringPresentation = false
                controller.navigationBar.topItem?.searchController = search
                controller.navigationBar.topItem?.hidesSearchBarWhenScrolling = false
                return controller
            }
            func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {}
        }

        struct Dots: UIViewRepresentable {
            var current: Int
            func makeUIView(context: Context) -> UIPageControl {
                let dots = UIPageControl()
                dots.numberOfPages = 3
                dots.backgroundStyle = .prominent
                dots.preferredIndicatorImage = UIImage(systemName: "circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 8))
                return dots
            }
            func updateUIView(_ uiView: UIPageControl, context: Context) { uiView.currentPage = current }
        }

        struct Notes: UIViewRepresentable {
            @Binding var text: NSMutableAttributedString
            func makeUIView(context: Context) -> UITextView { UITextView() }
            func updateUIView(_ uiView: UITextView, context: Context) { uiView.attributedText = text }
        }

        struct Camera: UIViewControllerRepresentable {
            var picked: (UIImage?) -> Void
            func makeCoordinator() -> Coordinator { Coordinator(picked: picked) }
            func makeUIViewController(context: Context) -> UIImagePickerController {
                let picker = UIImagePickerController()
                picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
                picker.allowsEditing = true
                picker.delegate = context.coordinator
                return picker
            }
            func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
            class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                var picked: (UIImage?) -> Void
                init(picked: @escaping (UIImage?) -> Void) { self.picked = picked }
                func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picked(nil) }
                func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                    picked((info[.editedImage] ?? info[.originalImage]) as? UIImage)
                }
            }
        }

        final class GradientView: UIView {
            let colors: [UIColor]
            init(colors: [UIColor]) {
                self.colors = colors
                super.init(frame: .zero)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        final class GreetingController: UIViewController {
            let name: String
            init(name: String) {
                self.name = name
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func viewDidLoad() { view.addSubview(GradientView(colors: [.systemPink, .systemPurple])) }
        }

        class AppDelegate: NSObject, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool { true }
        }

        struct Word: View {
            @State private var word = ""
            @State private var copied = false
            var body: some View {
                Button("Check") {
                    let checker = UITextChecker()
                    let range = NSRange(location: 0, length: word.utf16.count)
                    let misspelled = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en")
                    if misspelled.location == NSNotFound { UIImpactFeedbackGenerator(style: .heavy).impactOccurred() }
                    else { UINotificationFeedbackGenerator().notificationOccurred(.error) }
                    UIPasteboard.general.string = word
                    copied = UIAccessibility.isReduceMotionEnabled || UIDevice.current.orientation.isLandscape
                }
                .font(.system(size: UIFontMetrics.default.scaledValue(for: 17)))
                .foregroundStyle(Color(.systemGray4))
            }
        }

        struct User: Codable { var name: String }

        final class Loader: ObservableObject {
            @Published var users: [User] = []
            @Published var expanded = false
            private var requests = Set<AnyCancellable>()

            func fetch<T: Decodable>(_ url: URL, defaultValue: T) -> AnyPublisher<T, Never> {
                URLSession.shared.dataTaskPublisher(for: url)
                    .retry(1)
                    .map(\\.data)
                    .decode(type: T.self, decoder: JSONDecoder())
                    .replaceError(with: defaultValue)
                    .receive(on: DispatchQueue.main)
                    .eraseToAnyPublisher()
            }

            func load(_ url: URL) {
                Publishers.Zip(fetch(url, defaultValue: [User]()), fetch(url, defaultValue: Set<Int>()))
                    .sink { users, favorites in self.users = users.filter { _ in !favorites.isEmpty } }
                    .store(in: &requests)
                fetch(url, defaultValue: [URL]())
                    .flatMap { urls in urls.publisher.flatMap { self.fetch($0, defaultValue: [User]()) } }
                    .collect()
                    .sink { self.users = $0.flatMap { $0 } }
                    .store(in: &requests)
                var request = URLRequest(url: url)
                request.httpMethod = "POST"
                URLSession.shared.dataTaskPublisher(for: request)
                    .map(\\.data)
                    .decode(type: User.self, decoder: JSONDecoder())
                    .map(Result.success)
                    .catch { error in Just(Result<User, Error>.failure(error)) }
                    .sink { _ in }
                    .store(in: &requests)
            }

            func toggle() { withAnimation(.spring()) { expanded.toggle() } }

            func save(_ path: NavigationPath) {
                guard let representation = path.codable, let data = try? JSONEncoder().encode(representation) else { return }
                UserDefaults.standard.setValue(data, forKey: "path")
            }

            func restore(_ data: Data) -> NavigationPath {
                guard let saved = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) else { return NavigationPath() }
                return NavigationPath(saved)
            }

            var isValidEmail: Bool { NSPredicate(format: "SELF MATCHES %@", "[^@]+@[^@]+").evaluate(with: "a@b") }
        }
        """

    /// Reads UIKit's main-actor state from nonisolated code. UIKit's isolation is `@preconcurrency`
    /// (as every Objective-C declaration Swift imports), so the compiler warns instead of rejecting.
    static let nonisolatedScreenCode = """
        import SwiftUI

        struct Header: View {
            let top = UIApplication.shared.windows.first?.safeAreaInsets.top ?? 0
            var body: some View { Text("Top").padding(.top, top).frame(width: width()) }
        }

        func width() -> CGFloat { UIScreen.main.bounds.width - 60 }
        """

    @Test func uiKitCombineAndFoundationCodeTypeChecks() throws {
        let compiler = try #require(CompilerHarness.locate())
        for version in [5, 6] {
            let outcome = try compiler.typecheck(Self.appCode, swiftVersion: version)
            #expect(outcome.status == 0, "Swift \(version): \(outcome.output)")
        }
    }

    @Test func aFoundationOnlyModelFileMayDeclareAnObservableClass() throws {
        let compiler = try #require(CompilerHarness.locate())
        let source = """
            import Foundation

            @Observable
            class Activities {
                var names: [String] = []
                var summary: String { names.joined(separator: ", ") }
            }
            """
        for version in [5, 6] {
            let outcome = try compiler.typecheck(source, swiftVersion: version)
            #expect(outcome.status == 0, "Swift \(version): \(outcome.output)")
        }
    }

    @Test func mainActorUIKitStateReadFromNonisolatedCodeIsOnlyWarnedAbout() throws {
        let compiler = try #require(CompilerHarness.locate())
        let swift5 = try compiler.typecheck(Self.nonisolatedScreenCode, swiftVersion: 5)
        #expect(swift5.status == 0, "Swift 5: \(swift5.output)")
        let swift6 = try compiler.typecheck(Self.nonisolatedScreenCode, swiftVersion: 6)
        #expect(swift6.status == 0, "Swift 6: \(swift6.output)")
        #expect(
            swift6.output.contains("main actor-isolated class property 'main' can not be referenced"),
            "Swift 6 keeps the isolation and warns: \(swift6.output)")
    }
}
