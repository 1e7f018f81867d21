import NavigationReducer

/// What an ``Explorer`` found: how big the reachable space is, which rules broke and the
/// shortest way to break them, dead ends, and states the user cannot get back from.
public struct ExplorationReport<R: Reducer, Key: Hashable & SendableMetatype>: CustomStringConvertible
where R.State: NavigableState & SendableMetatype, R.Action: Sendable {

    /// Why the search stopped before visiting everything.
    public enum Truncation: String, Sendable {
        case states = "the state limit"
        case depth = "the depth limit"
        case memory = "the memory limit"
        /// A step would have left more work in flight than
        /// ``Explorer/answeringLate(work:answers:workInFlight:)`` allows.
        case workInFlight = "the work-in-flight limit"
    }

    let explorer: Explorer<R, Key>
    let graph: ExplorationGraph<R.State>

    @usableFromInline
    init(
        explorer: Explorer<R, Key>, graph: ExplorationGraph<R.State>, transitionCount: Int,
        rejections: RejectionTally,
        brokenRules: [Explorer<R, Key>.BrokenRule], deadEndIndices: [Int32], truncation: Truncation?
    ) {
        self.explorer = explorer
        self.graph = graph
        self.transitionCount = transitionCount
        self.tally = rejections
        self.deadEndIndices = deadEndIndices
        self.truncation = truncation
        self.violations = brokenRules.map { broken in
            let path = explorer.path(to: broken.order.state, of: graph) + (broken.lastAction.map { [$0] } ?? [])
            return Violation(
                broken.rule, path: path, from: explorer.initialState, through: explorer.reducer,
                followUps: explorer.followUps, followUpLimit: explorer.followUpLimit)
        }
    }
    /// Accepted transitions tried, including those back to known states.
    public let transitionCount: Int
    /// Rejected actions counted by kind, most frequent first, each with the first one met.
    /// The kind is a `NavigationRejection` case (`popAtRoot`), an app reason's type and
    /// `RejectionReason.kind` (`CheckoutRefusal.notPossible`), or for a small reason that names
    /// no kind of its own (a payload-free enum's case), its type and text.
    ///
    /// The names are made when this is read, not by the search: a small exploration, as a
    /// test runs many of, spent more on naming its rejections than on meeting them.
    public var rejections: [(kind: String, count: Int, example: NavigationRejection)] {
        RejectionCounts(tally).listed
    }
    let tally: RejectionTally
    /// Broken rules, by name; each with a shortest path.
    public let violations: [Violation<R.Action>]
    let deadEndIndices: [Int32]
    /// Set when a limit cut the search: the report then covers only part of the space.
    public let truncation: Truncation?

    /// Distinct states visited.
    public var stateCount: Int { graph.count }
    /// Every distinct state visited, in breadth-first order.
    ///
    /// Of an explorer that kept fingerprints only (``Explorer/keepingFingerprintsOnly()``),
    /// rebuilt when read: one reducer call a state.
    public var states: [R.State] { explorer.states(of: graph) }
    /// The most whole states the search held at once: all of them, or with fingerprints only,
    /// about two levels' worth.
    package var mostStatesHeld: Int { max(graph.mostStatesHeld, graph.states.count) }
    /// The largest number of actions from the initial state to a visited state.
    public var depthReached: Int { Int(graph.depthReached) }

    /// How many rejections of `rejection`'s kind, as ``rejections`` lists them, the search
    /// met: for `.indexOutOfRange(index: 0, count: 1)`, every `indexOutOfRange`; for an app's
    /// reason, every one of its `RejectionReason.kind`, or for a small one that names no kind
    /// of its own, every one equal to it.
    public func rejectionCount(of rejection: NavigationRejection) -> Int {
        RejectionCounts(tally).count(of: rejection)
    }

    /// States where no possible action changes anything, each with a shortest path.
    public var deadEnds: [(state: R.State, path: [R.Action])] {
        deadEndIndices.map(stateAndPath)
    }

    /// States from which no sequence of actions leads back to a home state (see
    /// ``Explorer/isHome``), each with a shortest path to it.
    ///
    /// When a limit cut the search short, a state whose actions were not all followed may
    /// well lead back, so it and the states that reach it are not listed.
    public var cannotGetBack: [(state: R.State, path: [R.Action])] {
        positionsWithNoWayBack.map(stateAndPath)
    }

    /// The positions of the states ``cannotGetBack`` lists.
    var positionsWithNoWayBack: [Int32] {
        var reachesHome = [Bool](repeating: false, count: graph.count)
        var queue: [Int32] = graph.homes
        for position in graph.firstKept..<graph.count where explorer.isHome(graph.state(at: position)) {
            queue.append(Int32(position))
        }
        queue += graph.unfinished
        queue = queue.filter { position in
            defer { reachesHome[Int(position)] = true }
            return !reachesHome[Int(position)]
        }
        let incoming = IncomingEdges(from: graph.edgeFrom, to: graph.edgeTo, states: graph.count)
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for source in incoming.sources(of: current) where !reachesHome[Int(source)] {
                reachesHome[Int(source)] = true
                queue.append(source)
            }
        }
        return reachesHome.indices.filter { !reachesHome[$0] }.map { Int32($0) }
    }

    /// The state at `position` and the shortest path to it: kept, or rebuilt by one replay.
    func stateAndPath(at position: Int32) -> (state: R.State, path: [R.Action]) {
        guard position < graph.firstKept else { return (graph.state(at: Int(position)), path(to: position)) }
        let (actions, state) = explorer.replay(graph.steps(to: position))
        return (state, actions)
    }

    /// Which of `all` never appeared as the top screen of a visited state, named by `name`.
    public func screensNeverReached(of all: [String], name: (R.State.Screen) -> String) -> [String] {
        var seen = Set<String>()
        explorer.forEachState(of: graph) { seen.insert(name($0.navigation.topScreen)) }
        return all.filter { !seen.contains($0) }
    }

    /// The graph of the visited states projected onto `node` (a top screen, say), with edges
    /// labelled by `label` — by default the whole action when it is short (`alert(.keep)`),
    /// else its case name (`infoSelected` for `.infoSelected(Info(title: …))`).
    public func graph(node: (R.State) -> String, label: (R.Action) -> String = defaultActionLabel) -> StateGraph {
        var edges = Set<StateGraph.Edge>()
        let states = states
        let nodes = Set(states.map(node))
        for position in graph.edgeFrom.indices {
            let from = states[Int(graph.edgeFrom[position])]
            let to = states[Int(graph.edgeTo[position])]
            let (fromNode, toNode) = (node(from), node(to))
            guard fromNode != toNode,
                let action = graph.action(at: graph.edgeActions[position], in: from, of: explorer.actions)
            else { continue }
            edges.insert(StateGraph.Edge(from: fromNode, to: toNode, label: label(action)))
        }
        return StateGraph(nodes: nodes.sorted(), edges: edges.sorted())
    }

    func path(to index: Int32) -> [R.Action] {
        explorer.path(to: index, of: graph)
    }

    public var description: String {
        var lines = [
            "states: \(stateCount)",
            "transitions: \(transitionCount)",
            "depth reached: \(depthReached)",
        ]
        if let from = graph.fingerprintsOnlyFrom {
            lines.append("kept fingerprints only from state \(from) on: the memory limit")
        }
        if let truncation { lines.append("cut short by \(truncation.rawValue): the report covers part of the space") }
        lines.append("dead ends: \(deadEndIndices.count)")
        lines.append("states with no way back to the root: \(positionsWithNoWayBack.count)")
        let rejections = rejections
        if rejections.isEmpty {
            lines.append("rejected actions: none")
        } else {
            lines.append(
                "rejected actions: \(rejections.reduce(0) { $0 + $1.count }) of \(rejections.count) kinds, most frequent first:"
            )
            // The eight most frequent, and every refusal by a rule or a guard and every lost
            // answer, however rare.
            let listed = rejections.enumerated().filter { position, rejection in
                position < 8 || rejection.example.isRefusalByARule
            }
            for (_, rejection) in listed {
                let example = rejection.example.description
                lines.append(
                    "  \(rejection.count) × \(rejection.kind)\(rejection.kind.hasSuffix(example) ? "" : ", e.g. \(example)")"
                )
            }
            let unlisted = rejections.count - listed.count
            if unlisted > 0 { lines.append("  … and \(unlisted) more \(unlisted == 1 ? "kind" : "kinds")") }
        }
        if violations.isEmpty {
            lines.append("rules: all \(ruleCount) hold")
        }
        for violation in violations {
            lines.append("rule broken: \(violation.rule)")
            lines.append("  shortest path:")
            // A checked reducer refuses the step that would break its rule, and the app may refuse
            // an answer on the way: each says so.
            for (step, (action, refusal)) in zip(violation.path, violation.refusals).enumerated() {
                let rejected = refusal.map { " (rejected: \($0))" } ?? ""
                lines.append("    \(step + 1). \(defaultActionDescription(action))\(rejected)")
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension ExplorationReport {
    /// The distinct rules the search checked: the explorer's own, and those the app's reducer
    /// checks on every action (`Reducer.checked(by:)`, `Reducer.openingLinks`).
    var ruleCount: Int {
        var names = Set(explorer.stateInvariants.map(\.name) + explorer.transitionInvariants.map(\.name))
        names.formUnion(declaredRuleNames(of: explorer.reducer))
        return names.count
    }
}

extension NavigationRejection {
    /// Whether an app's rule or route guard refused, or an answer was lost: what a report never
    /// leaves out.
    var isRefusalByARule: Bool {
        switch self {
        case .ruleBroken, .refusedByGuard: true
        case .refused(let reason):
            if case .lost = reason.as(LateAnswerReason.self) { true } else { false }
        default: false
        }
    }
}

/// A short label for an action: the whole action when it is short (`alert(.keep)`), else its
/// case name without the payload (`infoSelected` for `.infoSelected(Info(title: …))`).
@usableFromInline func defaultActionLabel<Action>(_ action: Action) -> String {
    let description = defaultActionDescription(action)
    return description.count <= 24 ? description : String(description.prefix { $0 != "(" })
}

func defaultActionDescription<Action>(_ action: Action) -> String {
    if let step = action as? any DescribedStep { return step.stepDescription }
    let text = ValueDump.line(of: action)
    return text.hasPrefix(".") ? String(text.dropFirst()) : text
}

/// A step of a path that says itself how a report shows it: "`detailsLoaded(7)` arrives".
protocol DescribedStep {
    var stepDescription: String { get }
}
