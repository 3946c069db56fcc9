/// Holds the state of a running view tree: nodes by structural identity, lifecycle effects,
/// running tasks and body-evaluation counts. One graph per harness.
@MainActor
final class ViewGraph {
    var root: any View
    var rootEnvironment: EnvironmentValues
    private(set) var nodes: [String: ViewNode] = [:]
    private(set) var rendered: [RenderedNode] = []
    private(set) var generation = 0
    private(set) var bodyCountsByType: [String: Int] = [:]
    private(set) var bodyCountsByPath: [String: Int] = [:]
    /// Custom views in the order the last pass met them: (type name, path).
    private(set) var customViewsInOrder: [(typeName: String, path: String)] = []
    /// Learner bugs found while running: update loops, state written during `body`.
    private(set) var problems: [String] = []
    /// The changes since the current interaction began that have been worked out, with their
    /// animations; `passesToDiff` holds the update passes not worked out yet.
    private var changeLog: [AnimatedChange] = []
    /// Update passes of the current interaction, compared only when someone asks for the changes
    /// (`changes()`), so renders that nobody asks about cost nothing extra.
    private var passesToDiff: [(before: [RenderedNode], after: [RenderedNode], transaction: Transaction)] = []
    /// How many passes may wait before they are worked out anyway, so their trees are not kept.
    private let passesKeptAtMost = 32
    /// The transaction of `withAnimation`/`withTransaction` for the next update pass.
    var pendingTransaction: Transaction?
    /// Set while the harness performs an action, whose `withAnimation` calls then update the tree
    /// before and after their body, so only what changes inside them is animated.
    var isActing = false
    var canUpdateNow: Bool { !isUpdating }
    /// Steps for the phase animators met by the last pass, run by `nextPhase()`.
    var phaseSteppers: [() -> Void] = []
    /// The keyframe animators met by the last pass, each shown at a time by `showKeyframes(at:)`.
    var keyframePlayers: [(TimeInterval) -> Void] = []

    /// Set by Observation (from any thread) when something read during a pass changed.
    let changed = ChangeFlag()
    /// How many update passes in a row may each find new changes before it counts as a loop.
    var passLimit = 100
    private var needsUpdate = true
    private var isUpdating = false
    private var updateScheduled = false
    private var effects: [() -> Void] = []
    private var runningTasks: [Int: Task<Void, Never>] = [:]
    private var nextTaskID = 0
    private var recentlyEvaluated: [String] = []

    init(root: any View, environment: EnvironmentValues) {
        self.root = root
        self.rootEnvironment = environment
    }

    func setNeedsUpdate() {
        needsUpdate = true
        guard !isUpdating, !updateScheduled else { return }
        updateScheduled = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.updateScheduled = false
            self.update()
        }
    }

    /// Re-evaluates everything that changed, runs lifecycle effects, and repeats until the tree
    /// is stable. Stops and records a problem when it does not settle (an update loop).
    func update() {
        guard !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        var passes = 0
        recentlyEvaluated = []
        if changed.consume() { needsUpdate = true }
        while needsUpdate {
            passes += 1
            if passes > passLimit {
                let culprits = Array(Set(recentlyEvaluated.suffix(20))).sorted().joined(separator: ", ")
                report(
                    "update loop: the view tree changed on each of \(passLimit) updates in a row "
                        + "(bodies re-evaluated: \(culprits)); an onChange, onAppear, task or body keeps "
                        + "writing state that it also reads")
                needsUpdate = false
                effects = []
                break
            }
            needsUpdate = false
            recentlyEvaluated = []
            runPass()
            runEffects()
            for problem in ProblemInbox.shared.drain() { report(problem) }
            if changed.consume() { needsUpdate = true }
        }
        pendingTransaction = nil
    }

    private func runPass() {
        generation += 1
        customViewsInOrder = []
        phaseSteppers = []
        keyframePlayers = []
        let previous = rendered
        let transaction = pendingTransaction ?? Transaction()
        pendingTransaction = nil
        let context = ResolveContext(graph: self)
        // Built-in views read bindings outside any body (a sheet's isPresented, a toggle's value);
        // tracking the whole pass makes such changes schedule another pass.
        let changed = self.changed
        rendered = withObservationTracking {
            context.resolve(root, at: "", environment: rootEnvironment)
        } onChange: { [weak self] in
            changed.set()
            ObservationBridge.requestUpdate(self)
        }
        sweep()
        if generation > 1 {
            passesToDiff.append((previous, rendered, transaction))
            if passesToDiff.count > passesKeptAtMost { diffWaitingPasses() }
        }
    }

    // MARK: Motion

    /// Starts the record of a new interaction's changes, after bringing the tree up to date.
    func beginInteraction() {
        update()
        changeLogStartsNow()
    }

    /// Starts the record of changes already made (to a model, in `withAnimation`) but not yet
    /// shown.
    func changeLogStartsNow() {
        changeLog = []
        passesToDiff = []
    }

    /// The visible changes since the current interaction began, with their animations.
    func changes() -> [AnimatedChange] {
        diffWaitingPasses()
        return changeLog
    }

    private func diffWaitingPasses() {
        for pass in passesToDiff {
            record(MotionDiff.changes(from: pass.before, to: pass.after, transaction: pass.transaction))
        }
        passesToDiff = []
    }

    /// Adds a pass's changes; one that continues an earlier change of the same thing with the same
    /// animation is merged into it.
    private func record(_ changes: [AnimatedChange]) {
        for change in changes {
            if change.kind == .changed,
                let index = changeLog.lastIndex(where: { $0.identity == change.identity && $0.aspect == change.aspect }
                ),
                changeLog[index].kind == .changed, changeLog[index].animation == change.animation,
                changeLog[index].merged(with: change).before != change.after
            {
                changeLog[index] = changeLog[index].merged(with: change)
            } else {
                changeLog.append(change)
            }
        }
    }

    private func runEffects() {
        while !effects.isEmpty {
            let pending = effects
            effects = []
            for effect in pending { effect() }
        }
    }

    private func sweep() {
        let gone = nodes.values.filter { $0.generation != generation }
        for node in gone.sorted(by: { $0.path < $1.path }) {
            nodes[node.path] = nil
            for key in node.disappearActions.keys.sorted() {
                if let action = node.disappearActions[key] { effects.append(action) }
            }
            for task in node.tasks.values { task.cancel() }
        }
    }

    // MARK: Nodes

    /// The node at `path`, created (and marked new) when missing or when a different view type
    /// now sits there.
    func node(at path: String, typeName: String) -> ViewNode {
        if let existing = nodes[path], existing.typeName == typeName {
            if existing.generation != generation { existing.isNew = false }
            existing.generation = generation
            return existing
        }
        if let replaced = nodes[path] {
            for action in replaced.disappearActions.values { effects.append(action) }
            for task in replaced.tasks.values { task.cancel() }
        }
        let node = ViewNode(path: path, typeName: typeName, graph: self)
        node.generation = generation
        nodes[path] = node
        return node
    }

    func recordVisit(of node: ViewNode) {
        customViewsInOrder.append((node.typeName, node.path))
    }

    func recordBodyEvaluation(of node: ViewNode) {
        bodyCountsByType[node.typeName, default: 0] += 1
        bodyCountsByPath[node.path, default: 0] += 1
        recentlyEvaluated.append(node.typeName)
    }

    // MARK: Effects and tasks

    func enqueueEffect(_ effect: @escaping () -> Void) {
        effects.append(effect)
    }

    func startTask(
        priority: TaskPriority?, _ action: @escaping @MainActor () async -> Void
    ) -> Task<Void, Never> {
        nextTaskID += 1
        let id = nextTaskID
        let task = Task(priority: priority) { @MainActor [weak self] in
            await action()
            self?.runningTasks[id] = nil
            self?.setNeedsUpdate()
        }
        runningTasks[id] = task
        return task
    }

    /// Waits until every task started by the tree has finished and the tree is stable again,
    /// or until `timeout` passes. Returns whether everything finished.
    func settle(timeout: Duration) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        update()
        var quietRounds = 0
        while clock.now < deadline {
            await Task.yield()
            update()
            if runningTasks.isEmpty {
                quietRounds += 1
                if quietRounds > 3 { return true }
            } else {
                quietRounds = 0
                try? await Task.sleep(for: .milliseconds(1))
            }
        }
        update()
        return runningTasks.isEmpty
    }

    func report(_ problem: String) {
        if !problems.contains(problem) { problems.append(problem) }
    }
}
