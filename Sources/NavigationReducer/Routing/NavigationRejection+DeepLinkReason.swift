extension NavigationRejection {
    /// Why a deep link was not followed. Every refusal leaves the app as it was.
    ///
    /// | case | description |
    /// |---|---|
    /// | ``unsupportedScheme(_:)`` | `unsupported scheme "http"` |
    /// | ``unknownHost(_:)`` | `unknown host "evil.example"` |
    /// | ``noRouteMatches(_:)`` | `no route matches "assets/42/share"` |
    /// | ``parameterDoesNotParse(name:value:expected:)`` | `parameter id: "x" is not a valid Int` |
    /// | ``missingQueryItem(_:)`` | `missing query item "q"` |
    /// | ``tooLong(length:limit:)`` | `the link is 5000 characters long, over the limit of 2048` |
    /// | ``notAURL(_:)`` | `"::" is not a URL` |
    /// | ``nowhereToWait`` | `the link would wait, and the app keeps no place for a waiting link` |
    public enum DeepLinkReason: Error, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The URL's scheme is not the router's.
        case unsupportedScheme(String)
        /// The URL's host is not one the router serves.
        case unknownHost(String)
        /// No pattern matches the path.
        case noRouteMatches(String)
        // Boxed: its three strings would make every `NavigationRejection`, thrown on the reducer
        // path, twice as large.
        /// A path parameter's text is not a value of the type the route asks for.
        indirect case parameterDoesNotParse(name: String, value: String, expected: String)
        /// A query item the route requires is absent.
        case missingQueryItem(String)
        /// The link is longer than the router accepts.
        case tooLong(length: Int, limit: Int)
        /// The text could not be read as a URL.
        case notAURL(String)
        /// The app's `landing` answered that the link waits, and `openingLinks` was given no
        /// `pending` to keep it in.
        case nowhereToWait

        public var description: String {
            switch self {
            case .unsupportedScheme(let scheme): "unsupported scheme \"\(scheme)\""
            case .unknownHost(let host): "unknown host \"\(host)\""
            case .noRouteMatches(let path): "no route matches \"\(path)\""
            case .parameterDoesNotParse(let name, let value, let expected):
                "parameter \(name): \"\(value)\" is not a valid \(expected)"
            case .missingQueryItem(let name): "missing query item \"\(name)\""
            case .tooLong(let length, let limit): "the link is \(length) characters long, over the limit of \(limit)"
            case .notAURL(let text): "\"\(text)\" is not a URL"
            case .nowhereToWait: "the link would wait, and the app keeps no place for a waiting link"
            }
        }
    }
}
