extension Store {
    /// The trace this store is recording: every action it processes — accepted, rejected
    /// with its reason, or dropped — while it is not `nil`.
    ///
    /// ```swift
    /// store.trace = Trace(limit: 10_000)  // record the last ten thousand actions
    /// store.send(.assetTapped(7))
    /// let saved = try JSONEncoder().encode(store.trace)
    /// store.trace = nil  // stop
    /// ```
    public var trace: Trace<R.Action>? {
        get { recording }
        set { recording = newValue }
    }
}
