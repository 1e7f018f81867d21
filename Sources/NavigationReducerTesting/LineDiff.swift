/// A minimal line diff (longest common subsequence) for failure messages.
///
/// Lines only in `expected` are prefixed `-`, lines only in `actual` `+`, shared lines two
/// spaces. Only changed lines and `context` lines around them are kept; a skipped run of
/// unchanged lines shows as `…`.
package enum LineDiff {
    /// One line of a diff.
    package enum Line: Hashable, Sendable {
        case same(String)
        case removed(String)
        case added(String)

        var text: String {
            switch self {
            case .same(let line): "  " + line
            case .removed(let line): "- " + line
            case .added(let line): "+ " + line
            }
        }
    }

    /// Every line of both texts, aligned on their longest common subsequence.
    ///
    /// - Complexity: O(*n* × *m*) time and memory in the two line counts.
    package static func lines(expected: String, actual: String) -> [Line] {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let width = new.count + 1
        var common = [Int](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i * width + j] =
                    old[i] == new[j]
                    ? common[(i + 1) * width + j + 1] + 1
                    : max(common[(i + 1) * width + j], common[i * width + j + 1])
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                result.append(.same(old[i]))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || common[(i + 1) * width + j] >= common[i * width + j + 1] {
                result.append(.removed(old[i]))
                i += 1
            } else {
                result.append(.added(new[j]))
                j += 1
            }
        }
        return result
    }

    /// The diff as text, keeping `context` unchanged lines around each change; `nil` when the
    /// texts are equal.
    package static func text(expected: String, actual: String, context: Int = 2) -> String? {
        let all = lines(expected: expected, actual: actual)
        let changed = all.indices.filter { if case .same = all[$0] { false } else { true } }
        guard !changed.isEmpty else { return nil }
        var keep = Set<Int>()
        for index in changed {
            keep.formUnion(max(0, index - context)...min(all.count - 1, index + context))
        }
        var output: [String] = []
        var previous: Int?
        for index in keep.sorted() {
            if let previous, index > previous + 1 { output.append("  …") }
            if previous == nil, index > 0 { output.append("  …") }
            output.append(all[index].text)
            previous = index
        }
        if let previous, previous < all.count - 1 { output.append("  …") }
        return output.joined(separator: "\n")
    }
}
