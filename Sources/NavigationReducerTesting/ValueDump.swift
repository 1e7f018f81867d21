import Foundation

/// A deterministic, readable text form of any value, one field per line, for failure
/// messages and diffs.
///
/// Structs and classes print as `Name(field: value, …)`, enums as `.case(payload)`, strings
/// quoted, optionals as `nil` or their value. Sets print sorted and dictionaries by sorted
/// key, so the same value prints the same text on every run. Short enums and tuples stay on
/// one line; everything else puts each child on its own line, which is what makes a line
/// diff point at the field that differs.
///
/// ```swift
/// ValueDump.text(of: state)
/// // AppState(
/// //   navigation: NavigationState(
/// //     root: [
/// //       .infos,
/// //       .details(Info(title: "Swift")),
/// //     ],
/// //     presented: [],
/// //     alert: nil,
/// //   …
/// ```
package enum ValueDump {
    /// The multi-line form of `value`.
    package static func text(of value: Any) -> String {
        render(value, indent: 0)
    }

    /// The single-line form of `value`, for naming actions and effects in messages.
    package static func line(of value: Any) -> String {
        render(value, indent: 0, singleLine: true)
    }

    private static let inlineWidth = 60

    private static func render(_ value: Any, indent: Int, singleLine: Bool = false) -> String {
        switch value {
        case let string as String: return quoted(string)
        case let character as Character: return quoted(String(character))
        case let number as any (Numeric & CustomStringConvertible): return number.description
        case let flag as Bool: return flag.description
        case let type as Any.Type: return typeName(type) + ".self"
        case let url as URL: return quoted(url.absoluteString)
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return render(wrapped, indent: indent, singleLine: singleLine)
        case .enum:
            guard let payload = mirror.children.first else { return "." + String(describing: value) }
            let caseName = "." + (payload.label ?? "")
            let inner = Mirror(reflecting: payload.value)
            if inner.displayStyle == .tuple {
                return group(
                    caseName, "(", ")", children(inner), indent: indent, singleLine: singleLine, preferInline: true)
            }
            return group(
                caseName, "(", ")", [(nil, payload.value)], indent: indent, singleLine: singleLine, preferInline: true)
        case .tuple:
            return group("", "(", ")", children(mirror), indent: indent, singleLine: singleLine, preferInline: true)
        case .collection:
            return group("", "[", "]", children(mirror), indent: indent, singleLine: singleLine, preferInline: false)
        case .set:
            let sorted = mirror.children.map { (line(of: $0.value), $0.value) }.sorted { $0.0 < $1.0 }
            return group(
                "Set", "([", "])", sorted.map { (nil, $0.1) }, indent: indent, singleLine: singleLine,
                preferInline: false)
        case .dictionary:
            let pairs: [(String, Any)] = mirror.children.map { child in
                let pair = Mirror(reflecting: child.value).children.map(\.value)
                return (render(pair[0], indent: 0, singleLine: true), pair[1])
            }
            .sorted { $0.0 < $1.0 }
            if pairs.isEmpty { return "[:]" }
            return group(
                "", "[", "]", pairs.map { (Optional($0.0), $0.1) }, indent: indent, singleLine: singleLine,
                preferInline: false)
        case .struct, .class:
            let name = typeName(type(of: value))
            return group(name, "(", ")", children(mirror), indent: indent, singleLine: singleLine, preferInline: true)
        default:
            return String(describing: value)
        }
    }

    private static func children(_ mirror: Mirror) -> [(String?, Any)] {
        mirror.children.map { child in
            let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
            return (label, child.value)
        }
    }

    private static func group(
        _ name: String, _ open: String, _ close: String, _ children: [(String?, Any)],
        indent: Int, singleLine: Bool, preferInline: Bool
    ) -> String {
        if children.isEmpty { return name + open + close }
        let inlineParts = children.map { label, value in
            (label.map { "\($0): " } ?? "") + render(value, indent: 0, singleLine: true)
        }
        let inline = name + open + inlineParts.joined(separator: ", ") + close
        if singleLine || (preferInline && inline.count <= inlineWidth) {
            return inline
        }
        let padding = String(repeating: "  ", count: indent + 1)
        let lines = children.map { label, value in
            padding + (label.map { "\($0): " } ?? "") + render(value, indent: indent + 1) + ","
        }
        return name + open + "\n" + lines.joined(separator: "\n") + "\n" + String(repeating: "  ", count: indent)
            + close
    }

    private static func typeName(_ type: Any.Type) -> String {
        let full = String(describing: type)
        return String(full.prefix { $0 != "<" })
    }

    private static func quoted(_ string: String) -> String {
        var result = "\""
        for character in string {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
