import Foundation

/// The parts of a link a router reads, as `URLComponents` gives them.
///
/// Most links an app opens are plain — `app://assets/btc/edit?tab=photos`: a scheme, a
/// lowercase ASCII host (no punycode label, which `URLComponents` decodes), a path, and a
/// query of unreserved characters. Those are read here, byte by byte, for about a sixth of
/// what `URLComponents` costs an explorer that opens every link from every state; any other
/// link is read by `URLComponents`.
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
    /// a host of at most 255 lowercase letters, digits, dots and hyphens with no `xn--` (punycode) label,
    /// no fragment, and a query whose items are non-empty and need no decoding; `nil` for any
    /// other.
    package init?(plain text: String) {
        var text = text
        guard let parts = text.withUTF8({ Self.plainParts(of: $0) }) else { return nil }
        self = parts
    }

    private static func plainParts(of bytes: UnsafeBufferPointer<UInt8>) -> LinkParts? {
        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, isLetter(bytes[0]),
            bytes[..<colon].allSatisfy({ isLetter($0) || isDigit($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E }),
            colon + 2 < bytes.count, bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/")
        else { return nil }
        let hostStart = colon + 3
        var hostEnd = hostStart
        while hostEnd < bytes.count, bytes[hostEnd] != UInt8(ascii: "/"), bytes[hostEnd] != UInt8(ascii: "?") {
            let byte = bytes[hostEnd]
            guard isLowercase(byte) || isDigit(byte) || byte == 0x2D || byte == 0x2E else { return nil }
            hostEnd += 1
        }
        // `URLComponents` gives no host past 2,048 bytes; a host past a DNS name's 255 is left to it.
        guard hostEnd - hostStart <= 255 else { return nil }
        var label = hostStart
        while label + 4 <= hostEnd {
            if bytes[label] == UInt8(ascii: "x"), bytes[label + 1] == UInt8(ascii: "n"),
                bytes[label + 2] == UInt8(ascii: "-"), bytes[label + 3] == UInt8(ascii: "-")
            {
                return nil
            }
            guard let dot = bytes[label..<hostEnd].firstIndex(of: UInt8(ascii: ".")) else { break }
            label = dot + 1
        }
        var pathEnd = hostEnd
        while pathEnd < bytes.count, bytes[pathEnd] != UInt8(ascii: "?") {
            guard bytes[pathEnd] != UInt8(ascii: "#") else { return nil }
            pathEnd += 1
        }
        var items: [URLQueryItem] = []
        var itemStart = pathEnd + 1
        while itemStart <= bytes.count, pathEnd < bytes.count {
            var itemEnd = itemStart
            var equals: Int?
            while itemEnd < bytes.count, bytes[itemEnd] != UInt8(ascii: "&") {
                let byte = bytes[itemEnd]
                if byte == UInt8(ascii: "="), equals == nil {
                    equals = itemEnd
                } else if !isUnreserved(byte), byte != UInt8(ascii: "=") {
                    return nil
                }
                itemEnd += 1
            }
            guard itemEnd > itemStart else { return nil }
            if let equals {
                items.append(URLQueryItem(name: string(itemStart..<equals), value: string(equals + 1..<itemEnd)))
            } else {
                items.append(URLQueryItem(name: string(itemStart..<itemEnd), value: nil))
            }
            itemStart = itemEnd + 1
        }
        return LinkParts(
            scheme: string(0..<colon), host: string(hostStart..<hostEnd), percentEncodedPath: string(hostEnd..<pathEnd),
            queryItems: items)
    }

    private init(scheme: String, host: String, percentEncodedPath: String, queryItems: [URLQueryItem]) {
        self.scheme = scheme
        self.host = host
        self.percentEncodedPath = percentEncodedPath
        self.queryItems = queryItems
    }

    private static func isLetter(_ byte: UInt8) -> Bool { isLowercase(byte | 0x20) }
    private static func isLowercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }
}
