// Alternative: the alert's Bool is a Binding(get:set:) built in the root view, the message reads the desk directly, and the dialog lives in its own ReturnButton view.
import SwiftUI

/// A tool in the shared shed, and who has it.
struct ShedTool: Identifiable {
    /// The borrower name that means the person using the app.
    static let you = "you"
    let name: String
    var borrower: String?
    var needsRepair = false
    var id: String { name }

    var status: String {
        if needsRepair { return "Being repaired" }
        guard let borrower else { return "On the shelf" }
        return borrower == ShedTool.you ? "With you" : "With \(borrower)"
    }
}

/// Why the shed refused.
enum ShedError: LocalizedError {
    case lentOut(tool: String, to: String)
    case inRepair(tool: String)

    var errorDescription: String? {
        switch self {
        case .lentOut(let tool, let borrower): "The \(tool.lowercased()) is out with \(borrower)."
        case .inRepair(let tool): "The \(tool.lowercased()) is being repaired."
        }
    }
}

/// The shed's tools. Borrowing throws when the tool is not on the shelf.
@MainActor
@Observable
final class ToolShed {
    var tools: [ShedTool]

    init(tools: [ShedTool]) {
        self.tools = tools
    }

    func borrow(_ id: String) throws {
        guard let index = tools.firstIndex(where: { $0.id == id }) else { return }
        let tool = tools[index]
        if tool.needsRepair { throw ShedError.inRepair(tool: tool.name) }
        if let borrower = tool.borrower { throw ShedError.lentOut(tool: tool.name, to: borrower) }
        tools[index].borrower = ShedTool.you
    }

    func giveBack(_ id: String, needsRepair: Bool) {
        guard let index = tools.firstIndex(where: { $0.id == id }) else { return }
        tools[index].borrower = nil
        tools[index].needsRepair = needsRepair
    }
}

/// Problems any screen reports; the root of the app shows the current one.
@MainActor
@Observable
final class ProblemDesk {
    var current: ShedError?

    func report(_ error: any Error) {
        current = error as? ShedError
    }
}

/// The root of the app: it owns the problem desk, hands it to every screen, and shows its alert.
struct ShedRoot: View {
    let shed: ToolShed
    @State private var problems = ProblemDesk()

    var body: some View {
        ShedScreen(shed: shed)
            .environment(problems)
            .alert("Couldn't do that", isPresented: hasProblem) {
                Button("OK", role: .cancel) {}
            } message: {
                Text(problems.current?.errorDescription ?? "")
            }
    }

    /// True while the desk holds a problem; closing the alert clears it.
    private var hasProblem: Binding<Bool> {
        Binding(
            get: { problems.current != nil },
            set: { if !$0 { problems.current = nil } }
        )
    }
}

/// One section per tool, and the lending rules in a popover.
struct ShedScreen: View {
    let shed: ToolShed
    @State private var isShowingRules = false

    var body: some View {
        NavigationStack {
            List(shed.tools) { tool in
                Section(tool.name) {
                    ToolRow(shed: shed, tool: tool)
                }
            }
            .navigationTitle("Tool shed")
            .toolbar {
                Button("Lending rules") { isShowingRules = true }
                    .popover(isPresented: $isShowingRules) {
                        RulesCard()
                            .presentationCompactAdaptation(.popover)
                    }
            }
        }
    }
}

/// The shed's rules, short enough for a popover.
struct RulesCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Keep a tool for a week at most.")
            Text("Say so when a tool comes back broken.")
        }
        .padding()
    }
}

/// A tool's status, and Borrow or Return.
struct ToolRow: View {
    let shed: ToolShed
    let tool: ShedTool
    @Environment(ProblemDesk.self) private var problems

    var body: some View {
        Text(tool.status)
        if tool.borrower == ShedTool.you {
            ReturnButton(shed: shed, tool: tool)
        } else {
            Button("Borrow", action: borrow)
        }
    }

    private func borrow() {
        do {
            try shed.borrow(tool.id)
        } catch {
            problems.report(error)
        }
    }
}

/// Gives a tool back after asking what state it is in.
struct ReturnButton: View {
    let shed: ToolShed
    let tool: ShedTool
    @State private var isAsking = false

    var body: some View {
        Button("Return") { isAsking = true }
            .confirmationDialog("Return the \(tool.name.lowercased())", isPresented: $isAsking,
                                titleVisibility: .visible) {
                Button("It works fine") { giveBack(needsRepair: false) }
                Button("It needs repair", role: .destructive) { giveBack(needsRepair: true) }
                Button("Cancel", role: .cancel) {}
            }
    }

    private func giveBack(needsRepair: Bool) {
        shed.giveBack(tool.id, needsRepair: needsRepair)
    }
}
