import Foundation
import NavigationReducer

/// Damages a saved state the ways a file gets damaged — truncated, keys renamed, values
/// retyped or swapped, numbers pushed to their limits, arrays with a duplicated or a huge
/// number of elements, deep nesting — for tests that restore thousands of them.
package enum SavedStateCorruption {
    /// `json` damaged once, chosen by `random`.
    package static func damage(_ json: String, using random: inout SeededGenerator) -> String {
        let text = Array(json)
        guard !text.isEmpty else { return json }
        switch Int.random(in: 0..<8, using: &random) {
        case 0:
            return String(text.prefix(Int.random(in: 0..<text.count, using: &random)))
        case 1:
            return replacingOne(of: keys(in: json), in: json, with: { _ in "\"renamed\":" }, using: &random)
        case 2:
            let keys = keys(in: json)
            let other = keys.randomElement(using: &random) ?? ""
            return replacingOne(of: keys, in: json, with: { _ in other }, using: &random)
        case 3:
            return pushingANumber(in: json, using: &random)
        case 4:
            let strings = matches(#""[^"\\]*""#, in: json)
            let other = strings.randomElement(using: &random) ?? "\"\""
            return replacingOne(of: strings, in: json, with: { _ in other }, using: &random)
        case 5:
            let elements = matches(#"\{[^{}\[\]]*\}"#, in: json)
            let count = Bool.random(using: &random) ? 2 : Int.random(in: 100..<5_000, using: &random)
            return replacingOne(
                of: elements, in: json, with: { Array(repeating: $0, count: count).joined(separator: ",") },
                using: &random)
        case 6:
            let depth = Int.random(in: 100..<20_000, using: &random)
            let at = Int.random(in: 0..<text.count, using: &random)
            return String(text[..<at]) + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
                + String(text[at...])
        default:
            var damaged = text
            let index = Int.random(in: 0..<damaged.count, using: &random)
            damaged[index] = ["{", "}", "[", "]", ",", ":", "\"", "0", "n"].randomElement(using: &random) ?? " "
            return String(damaged)
        }
    }

    /// `json` with one of its numbers pushed to a limit: the largest or smallest integer, `-1`,
    /// `0`, a huge double, or a string.
    package static func pushingANumber(in json: String, using random: inout SeededGenerator) -> String {
        let found = numbers(in: json)
        guard let chosen = found.randomElement(using: &random) else { return json }
        return json.replacingCharacters(in: chosen, with: numberLimits.randomElement(using: &random) ?? "0")
    }

    /// `json` with every number after its first (a save's format version) pushed to one limit:
    /// a count and its bound both at `Int.max`, which one number at a time never gives.
    package static func pushingEveryNumber(in json: String, using random: inout SeededGenerator) -> String {
        let limit = numberLimits.randomElement(using: &random) ?? "0"
        var pushed = json
        for range in numbers(in: json).dropFirst().reversed() { pushed.replaceSubrange(range, with: limit) }
        return pushed
    }

    static let numberLimits = ["9223372036854775807", "-9223372036854775808", "-1", "0", "1e300", "\"7\""]

    /// Where the numbers of `json` are: values, not the digits of keys such as `"_0"`.
    static func numbers(in json: String) -> [Range<String.Index>] {
        guard let expression = try? NSRegularExpression(pattern: #"(?<=[:\[,])-?\d+(?=[,\]}])"#) else { return [] }
        return expression.matches(in: json, range: NSRange(json.startIndex..., in: json)).compactMap {
            Range($0.range, in: json)
        }
    }

    static func keys(in json: String) -> [String] {
        matches(#""[A-Za-z_][A-Za-z0-9_]*":"#, in: json)
    }

    static func matches(_ pattern: String, in json: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(json.startIndex..., in: json)
        return expression.matches(in: json, range: range).compactMap { match in
            Range(match.range, in: json).map { String(json[$0]) }
        }
    }

    /// `json` with one occurrence of one of `candidates` replaced.
    static func replacingOne(
        of candidates: [String], in json: String, with replacement: (String) -> String,
        using random: inout SeededGenerator
    ) -> String {
        guard let chosen = candidates.randomElement(using: &random), let range = json.range(of: chosen) else {
            return json
        }
        return json.replacingCharacters(in: range, with: replacement(chosen))
    }
}

extension SavedStateCorruption {
    /// Saves states an app reaches on a seeded random walk, damages each save, and restores
    /// it: the states `restoration` accepted, for a test to hold against the app's rules.
    /// A crash on any damaged file fails the test run by itself.
    package static func acceptedDamagedSaves<R: Reducer>(
        reducer: R, from initialState: R.State, actions: (R.State) -> [R.Action],
        restoration: Restoration<R.State>, seed: UInt64, saves: Int
    ) throws -> (accepted: [R.State], refused: Int) where R.State: Codable, R.Action: Sendable {
        var random = SeededGenerator(seed: seed)
        var reached = [initialState]
        var runtime = Runtime(state: initialState, reducer: reducer)
        for _ in 0..<300 {
            guard let action = actions(runtime.state).randomElement(using: &random) else { break }
            if case .accepted = runtime.reduceChecking(action) { reached.append(runtime.state) }
        }
        let state = runtime.state
        var accepted: [R.State] = []
        var refused = 0
        for _ in 0..<saves {
            let saved = String(
                decoding: try restoration.save(reached.randomElement(using: &random) ?? state), as: UTF8.self)
            switch restoration.restore(Data(damage(saved, using: &random).utf8)) {
            case .success(let restored): accepted.append(restored)
            case .failure: refused += 1
            }
        }
        return (accepted, refused)
    }
}
