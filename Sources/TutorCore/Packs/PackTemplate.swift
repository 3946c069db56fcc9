import Foundation

/// The starting pack `pack new` writes: one lesson and one exercise of each kind, every file and
/// key commented, valid as written (`pack validate` passes on it). Pure: `files` is the content,
/// `write(to:)` the one side effect.
public struct PackTemplate: Sendable {
    /// The new pack's id.
    public var id: String

    public init(id: String) {
        self.id = id
    }

    /// Lesson and exercise ids the template uses (unique within the pack, as ids must be).
    static let lessonID = "first-steps"

    /// Every file, by its path inside the pack.
    public var files: [(path: String, text: String)] {
        [
            ("pack.yml", manifest),
            ("Lessons/01-first-steps.md", lesson),
            ("Exercises/first-steps-countdown/exercise.yml", Program.manifest),
            ("Exercises/first-steps-countdown/Starter.swift", Program.starter),
            ("Exercises/first-steps-countdown/Solution.swift", Program.solution),
            ("Exercises/first-steps-countdown/expected.txt", Program.expected),
            ("Exercises/first-steps-countdown/mistakes/01-counts-up.swift", Program.mistake),
            ("Exercises/first-steps-countdown/alternatives/01-array-literal.swift", Program.alternative),
            ("Exercises/first-steps-badge/exercise.yml", FixIt.manifest),
            ("Exercises/first-steps-badge/Starter.swift", FixIt.starter),
            ("Exercises/first-steps-badge/Solution.swift", FixIt.solution),
            ("Exercises/first-steps-badge/mistakes/01-colour-type-spelled-out.swift", FixIt.mistake),
            ("Exercises/first-steps-badge/alternatives/01-explicit-colour.swift", FixIt.alternative),
            ("Exercises/first-steps-tap-counter/exercise.yml", BuildIt.manifest),
            ("Exercises/first-steps-tap-counter/Starter.swift", BuildIt.starter),
            ("Exercises/first-steps-tap-counter/Solution.swift", BuildIt.solution),
            ("Exercises/first-steps-tap-counter/Harness.swift", BuildIt.harness),
            ("Exercises/first-steps-tap-counter/expected.txt", BuildIt.expected),
            ("Exercises/first-steps-tap-counter/mistakes/01-state-left-open.swift", BuildIt.mistakeNotPrivate),
            ("Exercises/first-steps-tap-counter/mistakes/02-plain-property.swift", BuildIt.mistakePlainProperty),
            ("Exercises/first-steps-tap-counter/alternatives/01-counting-method.swift", BuildIt.alternative),
            ("Exercises/first-steps-guest-list/exercise.yml", Predict.manifest),
            ("Exercises/first-steps-guest-list/Starter.txt", Predict.starter),
            ("Exercises/first-steps-guest-list/Solution.txt", Predict.solution),
            ("Exercises/first-steps-guest-list/expected.txt", Predict.expected),
            ("Exercises/first-steps-guest-list/mistakes/01-append-forgotten.txt", Predict.mistake),
            ("Exercises/first-steps-guest-list/alternatives/01-with-a-note.txt", Predict.alternative),
        ]
    }

    /// Writes every file under `folder`, which must not exist yet or be empty; nothing is
    /// overwritten.
    public func write(to folder: URL) throws(PackTemplateError) {
        let fileManager = FileManager.default
        var isFolder: ObjCBool = false
        if fileManager.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            let contents = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
            guard isFolder.boolValue, contents.isEmpty else { throw .notEmpty(path: folder.path) }
        }
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            do {
                try fileManager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file, options: .withoutOverwriting)
            } catch {
                throw .cannotWrite(path: file.path, message: error.localizedDescription)
            }
        }
    }

    // MARK: - pack.yml and the lesson

    var manifest: String {
        """
        # The pack's id: lowercase words joined by '-'. Lessons and exercises are known to the
        # tutor as '\(id)/<id>' whenever another pack uses the same id.
        id: \(id)
        # Shown as the heading of the pack in 'lessons'.
        title: My SwiftUI pack
        # This pack's own version. Raise it when you share a new edition: learners keep their
        # progress on every exercise that is still in the pack.
        version: "0.1"
        # One paragraph about the pack (optional).
        description: >-
          A starting point: one lesson with one exercise of each kind. Replace it with your own.
        # Who wrote the pack (optional).
        author: Your Name
        # The licence learners and other instructors may use the pack under (optional).
        licence: CC-BY-4.0
        # The tutor versions the pack works with (optional): comparisons joined by commas.
        tutor: ">=\(TutorRelease.version)"
        # The pack's tracks in course order (optional). Each lesson names its track.
        tracks:
          - id: basics
            title: The basics
            # What a learner can do after the track; shown when they finish it.
            summary:
              - Print lines from Swift code and predict what simple code prints.
              - Keep a view's own state in @State and update it from a button.
        # Lessons in teaching order within their track. Every file in Lessons/ is listed once.
        lessons:
          - \(Self.lessonID)

        """
    }

    var lesson: String {
        """
        ---
        # The lesson's id, unique in the pack.
        id: \(Self.lessonID)
        # The heading learners see.
        title: First steps
        # One of the tracks declared in pack.yml.
        track: basics
        # Lessons this one builds on (they must come earlier in the course).
        prerequisites: []
        # About how long reading takes, 1 to 120 minutes.
        reading-minutes: 5
        # The documents the lesson draws on: a file name and a section heading in it.
        sources:
          - file: my-notes.md
            section: "First steps"
        # What a learner can do afterwards; at least one.
        objectives:
          - Keep a view's changing value in @State and change it from a button.
        # Checker rules this lesson teaches; each needs a line under '## Checked by'.
        rules: [foreground-color, state-not-private]
        # Rules another lesson teaches that this one comes back to.
        revisits: []
        # The lesson's exercises, in the order learners meet them.
        exercises:
          - first-steps-countdown
          - first-steps-badge
          - first-steps-tap-counter
          - first-steps-guest-list
        ---
        # First steps

        Replace this text with your lesson. It is Markdown: headings, lists, **bold**,
        *emphasis*, `code` and fenced Swift blocks, which are highlighted on a terminal.

        A view keeps a value that changes while it is on screen in a private `@State`
        property, and a button changes it:

        ```swift
        struct TapCounter: View {
            @State private var taps = 0

            var body: some View {
                Button("Tap me") { taps += 1 }
            }
        }
        ```

        ## Checked by

        - `foreground-color`: colour text with `.foregroundStyle`, not the older `.foregroundColor`.
        - `state-not-private`: `@State` belongs to the view that declares it, so it is `private`.

        """
    }

    // MARK: - The four exercises

    enum Program {
        static let manifest = """
            # Must equal the folder's name.
            id: first-steps-countdown
            # The lesson the exercise belongs to; that lesson lists it under 'exercises'.
            lesson: \(lessonID)
            title: Count down
            # program: the whole file runs and what it prints is compared with 'expected'.
            kind: program
            # 1 (gentle) to 3 (demanding).
            difficulty: 1
            # About how long it takes, 1 to 240 minutes.
            minutes: 5
            # What to do, in Markdown.
            prompt: |
              Print `Hello, SwiftUI!`, then the numbers 3, 2 and 1, each on its own line.
            # Shown one at a time by 'hint', gentlest first.
            hints:
              - A loop over the numbers saves writing print three times.
              - "`stride(from: 3, through: 1, by: -1)` counts down from 3 to 1."
            # The learner's first version (default Starter.swift).
            starter: Starter.swift
            # The reference answer (default Solution.swift).
            solution: Solution.swift
            # The output to compare, and how: normalized, exact or unordered-lines.
            expected:
              output: expected.txt
              compare: normalized

            """
        static let starter = """
            // Print the greeting, then count down from 3 to 1.
            print("Hello, SwiftUI!")

            """
        static let solution = """
            // The reference answer: a greeting, then a countdown.
            print("Hello, SwiftUI!")
            for number in stride(from: 3, through: 1, by: -1) {
                print(number)
            }

            """
        static let expected = "Hello, SwiftUI!\n3\n2\n1\n"
        static let mistake = """
            // Mistake: counts up instead of down.
            // Expect: output
            print("Hello, SwiftUI!")
            for number in 1...3 {
                print(number)
            }

            """
        static let alternative = """
            // Alternative: loops over the numbers written out.
            print("Hello, SwiftUI!")
            for number in [3, 2, 1] {
                print(number)
            }

            """
    }

    enum FixIt {
        static let manifest = """
            # Must equal the folder's name.
            id: first-steps-badge
            # The lesson the exercise belongs to.
            lesson: \(lessonID)
            title: Modernise a badge
            # fix-it: the starter breaks checker rules; the learner makes it clean.
            kind: fix-it
            # 1 (gentle) to 3 (demanding).
            difficulty: 1
            # About how long it takes.
            minutes: 3
            # What to do, in Markdown.
            prompt: |
              `WarningBadge` colours its text with a modifier SwiftUI has replaced. Use the
              current one and keep the text orange. Keep `import SwiftUI`; declare no `@main`.
            # Shown one at a time by 'hint'.
            hints:
              - Submit the starter as it is and read which rule it breaks.
              - The newer modifier takes a style, and `.orange` is one.
            # Static checks: these checker rules must report nothing on the answer.
            checks:
              rules: [foreground-color]
              # Rules never mentioned for this exercise; every rule in neither list is a note
              # shown after a pass.
              ignore: []
              # Constructs the answer must contain (declares, calls or uses), with a message.
              require:
                - declares: WarningBadge
                  conforms-to: View
                  message: Keep the view called WarningBadge.

            """
        static let starter = """
            import SwiftUI

            // A badge written against older SwiftUI: bring its colour modifier up to date.
            struct WarningBadge: View {
                var body: some View {
                    Text("Low battery")
                        .foregroundColor(.orange)
                }
            }

            """
        static let solution = """
            import SwiftUI

            // The reference answer: the current modifier, taking a style.
            struct WarningBadge: View {
                var body: some View {
                    Text("Low battery")
                        .foregroundStyle(.orange)
                }
            }

            """
        static let mistake = """
            // Mistake: spells out the colour type but keeps the replaced modifier.
            // Expect: foreground-color
            import SwiftUI

            struct WarningBadge: View {
                var body: some View {
                    Text("Low battery")
                        .foregroundColor(Color.orange)
                }
            }

            """
        static let alternative = """
            // Alternative: names the colour type in the new modifier.
            import SwiftUI

            struct WarningBadge: View {
                var body: some View {
                    Text("Low battery")
                        .foregroundStyle(Color.orange)
                }
            }

            """
    }

    enum BuildIt {
        static let manifest = """
            # Must equal the folder's name.
            id: first-steps-tap-counter
            # The lesson the exercise belongs to.
            lesson: \(lessonID)
            title: A tap counter
            # build-it: the learner writes types from the prompt; the harness drives them.
            kind: build-it
            # 1 (gentle) to 3 (demanding).
            difficulty: 2
            # About how long it takes.
            minutes: 10
            # What to do. Name every type and member the harness uses.
            prompt: |
              Write `TapCounter`, a view showing `Taps: N` above a **Tap me** button that adds
              one to N. Start N at 0 and keep it in the view's own state. The file keeps
              `import SwiftUI` and holds declarations only: a small test app shows the view,
              taps the button twice and prints what is on screen.
            # Shown one at a time by 'hint'.
            hints:
              - A value that changes while the view is on screen lives in `@State`.
              - "`@State private var taps = 0`, and `taps += 1` in the button's action."
            # Swift compiled with the answer; its @main drives the view with ViewHarness.
            harness: Harness.swift
            # What the harness prints with the reference answer ('pack bless' writes it).
            expected:
              output: expected.txt
            # Static checks on the answer.
            checks:
              rules: [state-not-private]
              require:
                - declares: TapCounter
                  conforms-to: View
              # Constructs the answer must not contain.
              forbid:
                - uses: AnyView
                  message: TapCounter needs no type erasure.

            """
        static let starter = """
            import SwiftUI

            // Show "Taps: N" and a "Tap me" button that adds one to N; keep N to this view.
            struct TapCounter: View {
                @State var taps = 0

                var body: some View {
                    VStack {
                        Text("Taps: \\(taps)")
                        Button("Tap me") {
                            // Count the tap here.
                        }
                    }
                }
            }

            """
        static let solution = """
            import SwiftUI

            // The reference answer: the count is the view's own private state.
            struct TapCounter: View {
                @State private var taps = 0

                var body: some View {
                    VStack {
                        Text("Taps: \\(taps)")
                        Button("Tap me") { taps += 1 }
                    }
                }
            }

            """
        static let harness = """
            import SwiftUI

            // The test app: shows the view, taps twice, and prints what a person reads.
            @main
            struct TapCounterTest {
                @MainActor
                static func main() throws {
                    let screen = ViewHarness(TapCounter())
                    print(screen.visibleTexts().joined(separator: " | "))
                    try screen.tap("Tap me")
                    try screen.tap("Tap me")
                    print(screen.visibleTexts().joined(separator: " | "))
                }
            }

            """
        static let expected = "Taps: 0 | Tap me\nTaps: 2 | Tap me\n"
        static let mistakeNotPrivate = """
            // Mistake: counts correctly but leaves the state open to other views.
            // Expect: state-not-private
            import SwiftUI

            struct TapCounter: View {
                @State var taps = 0

                var body: some View {
                    VStack {
                        Text("Taps: \\(taps)")
                        Button("Tap me") { taps += 1 }
                    }
                }
            }

            """
        static let mistakePlainProperty = """
            // Mistake: a plain property cannot change inside body, so this does not compile.
            // Expect: compile
            import SwiftUI

            struct TapCounter: View {
                private var taps = 0

                var body: some View {
                    VStack {
                        Text("Taps: \\(taps)")
                        Button("Tap me") { taps += 1 }
                    }
                }
            }

            """
        static let alternative = """
            // Alternative: the button calls a method that does the counting.
            import SwiftUI

            struct TapCounter: View {
                @State private var count = 0

                var body: some View {
                    VStack {
                        Text("Taps: \\(count)")
                        Button("Tap me", action: countTap)
                    }
                }

                private func countTap() {
                    count += 1
                }
            }

            """
    }

    enum Predict {
        static let manifest = """
            # Must equal the folder's name.
            id: first-steps-guest-list
            # The lesson the exercise belongs to.
            lesson: \(lessonID)
            title: What does the guest list print?
            # predict: the learner types what the code prints; nothing is compiled.
            kind: predict
            # 1 (gentle) to 3 (demanding).
            difficulty: 1
            # About how long it takes.
            minutes: 3
            # The snippet to read, and what to type.
            prompt: |
              What does this print? Type the lines in order.

              ```swift
              var guests = ["Ada", "Grace"]
              guests.append("Linus")
              print(guests.count)
              print(guests.last ?? "nobody")
              ```
            # Shown one at a time by 'hint'.
            hints:
              - "`append` adds to the end of the array."
              - The array ends with three names.
            # A predict starter is text; lines starting with // are ignored when graded.
            starter: Starter.txt
            # The reference answer.
            solution: Solution.txt
            # What the snippet prints.
            expected:
              output: expected.txt

            """
        static let starter = """
            // Write the lines the code prints, one per line.
            // Lines that start with // (like these) are ignored.

            """
        static let solution = "3\nLinus\n"
        static let expected = "3\nLinus\n"
        static let mistake = """
            // Mistake: reads the array as it was before append.
            // Expect: output
            2
            Grace

            """
        static let alternative = """
            // Alternative: the answer with a note of the learner's own.
            // append puts Linus last.
            3
            Linus

            """
    }
}

/// Why `pack new` wrote nothing (or stopped).
public enum PackTemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidID(String)
    case notEmpty(path: String)
    case cannotWrite(path: String, message: String)

    public var description: String {
        switch self {
        case .invalidID(let id):
            "'\(id)' is not a valid pack id. Use lowercase letters and digits joined by '-', e.g. 'my-pack'."
        case .notEmpty(let path):
            "\(path) already exists and is not an empty folder. Name a new folder; nothing is overwritten."
        case .cannotWrite(let path, let message):
            "could not write \(path): \(message). Check the folder's permissions."
        }
    }
}
