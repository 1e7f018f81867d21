/// A state graph projected onto names a person can read, as Mermaid or Graphviz DOT.
///
/// Nodes and edges are sorted, so the same exploration prints byte-identical text on every
/// run: a graph can be kept in a README or a golden file and compared.
public struct StateGraph: Hashable, Sendable {
    public struct Edge: Hashable, Sendable, Comparable {
        public var from: String
        public var to: String
        public var label: String

        public static func < (lhs: Edge, rhs: Edge) -> Bool {
            (lhs.from, lhs.to, lhs.label) < (rhs.from, rhs.to, rhs.label)
        }
    }

    /// Node names, sorted.
    public var nodes: [String]
    /// Edges between different nodes, sorted, one per distinct label.
    public var edges: [Edge]

    /// A Mermaid flowchart, left to right.
    public var mermaid: String {
        let ids = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1, "n\($0)") })
        var lines = ["flowchart LR"]
        for node in nodes { lines.append("    \(ids[node] ?? node)[\"\(escaped(node))\"]") }
        for edge in edges {
            lines.append("    \(ids[edge.from] ?? edge.from) -->|\(escaped(edge.label))| \(ids[edge.to] ?? edge.to)")
        }
        return lines.joined(separator: "\n")
    }

    /// A Graphviz digraph.
    public var dot: String {
        var lines = ["digraph navigation {", "    rankdir=LR;"]
        for node in nodes { lines.append("    \"\(escaped(node))\";") }
        for edge in edges {
            lines.append("    \"\(escaped(edge.from))\" -> \"\(escaped(edge.to))\" [label=\"\(escaped(edge.label))\"];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private func escaped(_ text: String) -> String {
        String(text.map { $0 == "\"" ? "'" : $0 == "|" ? "/" : $0 })
    }
}
