import BenchmarkAppCore
import Observation

// The baseline: the same navigation hand-written with no library — a struct and a switch
// over the same action enum.

enum RawScreen: Hashable {
    case home
    case list
    case detail(Int)
}

struct RawAlert: Hashable {
    var title: String
    var buttons: [String]
}

let rawLogoutConfirmation = RawAlert(title: "Want to logout?", buttons: ["Cancel", "Logout"])

struct RawState {
    var stack: [RawScreen] = [.home]
    var popup: Int?
    var alert: RawAlert?

    mutating func apply(_ action: BenchAction) {
        switch action {
        case .pushList: stack.append(.list)
        case .pushDetail(let id): stack.append(.detail(id))
        case .presentEditor(let id): if popup == nil { popup = id }
        case .dismissPopup: popup = nil
        case .showAlert: if alert == nil { alert = rawLogoutConfirmation }
        case .choose: alert = nil
        case .pop: if stack.count > 1 { stack.removeLast() }
        }
    }

    var summary: String {
        let top = stack.last.map { "\($0)" } ?? "none"
        return "depth \(stack.count) top \(top) popup \(popup != nil) alert \(alert != nil)"
    }
}

/// The raw baseline behind the Observation registrar, as a hand-written `@Observable` model
/// holds it (what the macro writes: `withMutation` and a key path literal at each use), so the
/// store's `store-send-read` and `store-send-tracked` can be read against it.
@MainActor
final class RawObservableModel: Observable {
    private let registrar = ObservationRegistrar()
    private var storedState = RawState()

    var state: RawState {
        registrar.access(self, keyPath: \.state)
        return storedState
    }

    func send(_ action: BenchAction) {
        registrar.withMutation(of: self, keyPath: \.state) { storedState.apply(action) }
    }
}

/// The raw baseline behind the registrar at its cheapest: the key path built once, `willSet` and
/// `didSet` called directly, no exclusivity checks. Read after every change, it is the least an
/// `Observable` type that announces every change pays in instructions; the store announces a
/// change only while an observer is registered, so on a read path with nothing observing it
/// pays less.
@MainActor
final class RawRegistrarModel: Observable {
    private let registrar = ObservationRegistrar()
    @exclusivity(unchecked) private var storedState = RawState()
    private let stateKeyPath: KeyPath<RawRegistrarModel, RawState>

    init() {
        stateKeyPath = \.state
    }

    var state: RawState {
        registrar.access(self, keyPath: stateKeyPath)
        return storedState
    }

    func send(_ action: BenchAction) {
        registrar.willSet(self, keyPath: stateKeyPath)
        storedState.apply(action)
        registrar.didSet(self, keyPath: stateKeyPath)
    }
}
