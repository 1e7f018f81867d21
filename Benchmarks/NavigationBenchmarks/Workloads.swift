import BenchmarkAppCore

/// A script of actions, the same for every variant: action `index` is computed, not stored,
/// so every variant pays the same small cost to get it.
protocol Workload {
    var name: String { get }
    var actionCount: Int { get }
    /// What the final state of a correct run looks like.
    var expectedSummary: String { get }
    func action(at index: Int) -> BenchAction
}

/// 8 actions a cycle: push list, push detail(i), present editor(i), dismiss, show alert,
/// choose cancel, pop, pop.
struct NavCycle: Workload {
    var cycles: Int
    var name: String { "nav-cycle" }
    var actionCount: Int { cycles * 8 }
    var expectedSummary: String { "depth 1 top home popup false alert false" }

    @inline(__always)
    func action(at index: Int) -> BenchAction {
        switch index & 7 {
        case 0: .pushList
        case 1: .pushDetail(index >> 3)
        case 2: .presentEditor(index >> 3)
        case 3: .dismissPopup
        case 4: .showAlert
        case 5: .choose(.cancel)
        default: .pop
        }
    }
}

/// Push `depth` detail screens one by one, then pop them one by one.
struct DeepStack: Workload {
    var depth: Int
    var name: String { "deep-stack-\(depth)" }
    var actionCount: Int { depth * 2 }
    var expectedSummary: String { "depth 1 top home popup false alert false" }

    @inline(__always)
    func action(at index: Int) -> BenchAction {
        index < depth ? .pushDetail(index) : .pop
    }
}
