import Foundation

/// The parts of a link a router reads, as `URLComponents` gives them.
///
/// Most links an app opens are plain — `app://assets/btc/edit?tab=photos`: a scheme, a
/// lowercase host, a path, and a query of unreserved characters. Those are read here
/// directly, about a quarter of what `URLComponents` costs an explorer that opens every
/// link from every state; any other link is read by `URLComponents`.
package struct LinkParts: Equatable {
    package var scheme: String?
    package var host: String?
    package var percentEncodedPath: String
    package var queryItems: [URLQueryItem]

    /// The parts of `url`, read by `URLComponents`.
    package init?(_ url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        scheme = components.scheme
        host = components.host
        percentEncodedPath = components.percentEncodedPath
        queryItems = components.queryItems ?? []
    }

    /// The parts of `text` when it is a plain link — `scheme://host/path?name=value&…` with
    /// a host of lowercase letters, digits, dots and hyphens, no fragment, and a query whose
    /// items are non-empty and need no decoding; `nil` for any other.
    package init?(plain text: String) {
        var rest = Substring(text)
        guard let colon = rest.utf8.firstIndex(of: UInt8(ascii: ":")),
            let first = rest.utf8.first, Self.isLetter(first),
            rest.utf8[..<colon].allSatisfy({ Self.isLetter($0) || Self.isDigit($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E }),
            rest[colon...].hasPrefix("://")
        else { return nil }
        let scheme = String(rest[..<colon])
        rest = rest[rest.index(colon, offsetBy: 3)...]
        let hostEnd = rest.utf8.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") } ?? rest.endIndex
        guard rest.utf8[..<hostEnd].allSatisfy({ Self.isLowercase($0) || Self.isDigit($0) || $0 == 0x2D || $0 == 0x2E })
        else { return nil }
        let host = String(rest[..<hostEnd])
        rest = rest[hostEnd...]
        guard !rest.utf8.contains(UInt8(ascii: "#")) else { return nil }
        let queryStart = rest.utf8.firstIndex(of: UInt8(ascii: "?")) ?? rest.endIndex
        let path = String(rest[..<queryStart])
        var items: [URLQueryItem] = []
        if queryStart != rest.endIndex {
            for item in rest[rest.index(after: queryStart)...].split(separator: "&", omittingEmptySubsequences: false) {
                guard !item.isEmpty, item.utf8.allSatisfy({ Self.isUnreserved($0) || $0 == UInt8(ascii: "=") })
                else { return nil }
                if let equals = item.firstIndex(of: "=") {
                    items.append(URLQueryItem(name: String(item[..<equals]), value: String(item[item.index(after: equals)...])))
                } else {
                    items.append(URLQueryItem(name: String(item), value: nil))
                }
            }
        }
        self.scheme = scheme
        self.host = host
        self.percentEncodedPath = path
        self.queryItems = items
    }

    private static func isLetter(_ byte: UInt8) -> Bool { isLowercase(byte | 0x20) }
    private static func isLowercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }
}
