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
    /// The positions of the segments whose percent escapes are not UTF-8 (`%E2%82`, `%zz`):
    /// kept as written, for a route that reads them as text to refuse.
    @usableFromInline var undecodable: [Int] = []

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
        let host = parts.host
        // Without a list of hosts, the host is the route's first segment: `app://assets/btc`.
        let leading = hosts == nil && host?.isEmpty == false ? host?.lowercased() : nil
        var undecodable: [Int] = []
        let segments = try Self.segments(of: parts.percentEncodedPath, after: leading, undecodable: &undecodable)
        if let host, !host.isEmpty {
            if let hosts, !hosts.contains(host.lowercased()) { throw .deepLinkRefused(.unknownHost(host)) }
        } else if host != nil, !segments.isEmpty {
            // `app:///assets`: an empty host where the route's first segment belongs.
            throw .deepLinkRefused(.noRouteMatches("/" + segments.joined(separator: "/")))
        }
        self.segments = segments
        self.query = parts.queryItems
        self.undecodable = undecodable
    }

    /// Reads a path such as `"assets/42/edit?tab=photos"`, without scheme or host.
    @usableFromInline
    init(path: String, maximumLength: Int) throws(NavigationRejection) {
        guard path.count <= maximumLength else {
            throw .deepLinkRefused(.tooLong(length: path.count, limit: maximumLength))
        }
        guard let components = URLComponents(string: path) else { throw .deepLinkRefused(.notAURL(path)) }
        var undecodable: [Int] = []
        self.segments = try Self.segments(of: components.percentEncodedPath, undecodable: &undecodable)
        self.query = components.queryItems ?? []
        self.undecodable = undecodable
    }

    /// `leading`, if any, then the percent-decoded segments of `path`, ignoring one leading and
    /// one trailing slash; an empty segment in between (`thread//7`) refuses the link rather
    /// than being skipped.
    static func segments(of path: String, after leading: String? = nil, undecodable: inout [Int])
        throws(NavigationRejection) -> [String]
    {
        var text = path
        let segments = text.withUTF8 { bytes -> [String]? in
            var segments: [String] = []
            if let leading { segments.append(leading) }
            var start = 0
            while true {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "/") { end += 1 }
                if start < end {
                    let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                    if let decoded = decoded(written) {
                        segments.append(decoded)
                    } else {
                        undecodable.append(segments.count)
                        segments.append(written)
                    }
                } else if start > 0, end < bytes.count {
                    // An empty segment between two slashes; one before the first or after the last is dropped.
                    return nil
                }
                if end == bytes.count { return segments }
                start = end + 1
            }
        }
        guard let segments else { throw .deepLinkRefused(.noRouteMatches(path)) }
        return segments
    }

    /// `text` percent-decoded, as it is when it holds no `%`, `nil` for an invalid escape.
    static func decoded(_ text: String) -> String? {
        text.utf8.contains(UInt8(ascii: "%")) ? text.removingPercentEncoding : text
    }
}
