import NavigationReducer

/// What a test may ask a real `Store` about its work: kept out of the production API.
extension Store {
    /// How many pieces of work are running: started, and neither finished nor cancelled.
    public var runningWorkCount: Int { runningWorkEffects.count }

    /// Waits until every piece of work has finished or been cancelled, including work
    /// started meanwhile.
    public func waitUntilIdle() async {
        while let task = runningTasks.first {
            await task.value
        }
    }
}
