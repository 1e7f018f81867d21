@usableFromInline
struct RunningWork<Screen: Hashable & Sendable> {
    let lifetime: WorkTie<Screen>
    let task: Task<Void, Never>
}

extension Store {
    /// How many pieces of asynchronous work are running: started, and neither finished nor
    /// cancelled.
    public var runningWorkCount: Int { runningWork.count }

    /// Waits until every piece of work has finished or been cancelled, including work started
    /// meanwhile. Tests use it to reach a quiet store before asserting.
    public func waitUntilIdle() async {
        while let task = runningWork.values.first?.task {
            await task.value
        }
    }

    @inlinable
    func run(_ effects: [R.Effect]) {
        for effect in effects {
            switch effectFactory(effect).kind {
            case .none:
                continue
            case .send(let action):
                queue.append(action)
            case .run(let lifetime, let body):
                start(body, lifetime: lifetime)
            }
        }
    }

    @usableFromInline
    func start(_ body: @escaping @Sendable (Send<Action>) async -> Void, lifetime: WorkLifetime<State.Screen>) {
        guard let lifetime = WorkTie(lifetime, in: currentState.navigation) else { return }
        nextWorkID += 1
        let id = nextWorkID
        let send = Send<Action> { [weak self] action in self?.receive(action, fromWork: id) }
        let task = Task { [weak self] in
            await body(send)
            self?.finish(id)
        }
        runningWork[id] = RunningWork(lifetime: lifetime, task: task)
        if lifetime != .store { hasTiedWork = true }
    }

    func receive(_ action: Action, fromWork id: Int) {
        guard runningWork[id] != nil else {
            observers.report(.sentAfterCancellation(action))
            return
        }
        send(action)
    }

    func finish(_ id: Int) {
        runningWork[id] = nil
    }

    @usableFromInline
    func cancelWorkWhoseScreenLeft() {
        var stillTied = false
        let navigation = currentState.navigation
        for (id, work) in runningWork where work.lifetime != .store {
            if work.lifetime.isAlive(in: navigation) {
                stillTied = true
            } else {
                work.task.cancel()
                runningWork[id] = nil
            }
        }
        hasTiedWork = stillTied
    }
}
