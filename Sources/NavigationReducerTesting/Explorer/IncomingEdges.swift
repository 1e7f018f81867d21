/// The sources of each state's incoming edges, in one array: a state's sources are a range
/// of it, so a state costs no heap block of its own.
struct IncomingEdges {
    /// Where each state's sources start; the last entry is the number of edges.
    private var starts: [Int]
    private var sources: [Int32]

    init(from: [Int32], to: [Int32], states: Int) {
        var starts = [Int](repeating: 0, count: states + 1)
        for target in to { starts[Int(target) + 1] += 1 }
        for position in 0..<states { starts[position + 1] += starts[position] }
        var next = starts
        var sources = [Int32](repeating: 0, count: to.count)
        for (source, target) in zip(from, to) {
            sources[next[Int(target)]] = source
            next[Int(target)] += 1
        }
        self.starts = starts
        self.sources = sources
    }

    func sources(of state: Int32) -> ArraySlice<Int32> {
        sources[starts[Int(state)]..<starts[Int(state) + 1]]
    }
}
