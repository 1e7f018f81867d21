import Foundation

/// What a router reads of a link: its path segments, percent-decoded, and its query items.
///
/// Kept apart from the generic ``DeepLinkRouter`` so reading a link runs as code of its own
/// rather than in the router's generic context, where each type it names is looked up at run
/// time.
@usableFromInline
struct LinkPath {
    @usableFromInline var segments: [String]
    @usableFromInline var query: [URLQueryItem]

    /// Reads `url` as a router with `scheme`, `hosts` and `maximumLength` does.
    @usableFromInline
    init(_ url: URL, scheme: String?, hosts: Set<String>?, maximumLength: Int) throws(NavigationRejection) {
        let text = url.absoluteString
        // Counting characters walks the whole text: the UTF-8 length, never smaller, settles most.
        if text.utf8.count > maximumLength, text.count > maximumLength {
            throw .deepLinkRefused(.tooLong(length: text.count, limit: maximumLength))
        }
        // A URL relative to a base is read without its base, as `URLComponents` reads it.
        guard let parts = (url.baseURL == nil ? LinkParts(plain: text) : nil) ?? LinkParts(url) else {
            throw .deepLinkRefused(.notAURL(text))
        }
        if let scheme, parts.scheme?.lowercased() != scheme.lowercased() {
            throw .deepLinkRefused(.unsupportedScheme(parts.scheme ?? ""))
        }
        var segments = try Self.segments(of: parts.percentEncodedPath)
        let host = parts.host
        if let host, !host.isEmpty {
            if let hosts {
                guard hosts.contains(host.lowercased()) else { throw .deepLinkRefused(.unknownHost(host)) }
            } else {
                segments.insert(host.lowercased(), at: 0)
            }
        } else if host != nil, !segments.isEmpty {
            // `app:///assets`: an empty host where the route's first segment belongs.
            throw .deepLinkRefused(.noRouteMatches("/" + segments.joined(separator: "/")))
        }
        self.segments = segments
        self.query = parts.queryItems
    }

    /// Reads a path such as `"assets/42/edit?tab=photos"`, without scheme or host.
    @usableFromInline
    init(path: String, maximumLength: Int) throws(NavigationRejection) {
        guard path.count <= maximumLength else {
            throw .deepLinkRefused(.tooLong(length: path.count, limit: maximumLength))
        }
        guard let components = URLComponents(string: path) else { throw .deepLinkRefused(.notAURL(path)) }
        self.segments = try Self.segments(of: components.percentEncodedPath)
        self.query = components.queryItems ?? []
    }

    /// The percent-decoded segments of `path`, ignoring one leading and one trailing slash;
    /// an empty segment in between (`thread//7`) refuses the link rather than being skipped.
    static func segments(of path: String) throws(NavigationRejection) -> [String] {
        var text = path
        let segments = text.withUTF8 { bytes -> [String]? in
            var ranges: [Range<Int>] = []
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "/") {
                ranges.append(start..<index)
                start = index + 1
            }
            ranges.append(start..<bytes.count)
            var parts = ranges[...]
            if parts.first?.isEmpty == true { parts = parts.dropFirst() }
            if parts.last?.isEmpty == true { parts = parts.dropLast() }
            guard !parts.contains(where: \.isEmpty) else { return nil }
            return parts.map { decoded(String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self)) }
        }
        guard let segments else { throw .deepLinkRefused(.noRouteMatches(path)) }
        return segments
    }

    /// `text` percent-decoded, or as it is when it holds no `%` or an invalid escape.
    static func decoded(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "%")) ? (text.removingPercentEncoding ?? text) : text
    }
}
