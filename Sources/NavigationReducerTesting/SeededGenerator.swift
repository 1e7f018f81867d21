/// A deterministic random number generator (SplitMix64) for tests, fuzzing and benchmarks.
///
/// `Int.random(in:)` without a generator reads the system's entropy: a failing run could not
/// be replayed and each call costs microseconds. Seed this one instead and print the seed
/// when a test fails.
///
/// ```swift
/// var random = SeededGenerator(seed: 42)
/// let depth = Int.random(in: 0..<10, using: &random)
/// ```
package struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) {
        self.state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
