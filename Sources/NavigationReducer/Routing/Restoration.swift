import Foundation

/// Why a saved state was not restored — the app starts from its fallback state instead — or
/// why a state was not saved: ``Restoration/save(_:)`` refuses what restoring would refuse,
/// with the same reason, so nothing is written that cannot be read back.
///
/// | case | description |
/// |---|---|
/// | ``tooLarge(bytes:limit:)`` | `the saved state is 2000000 bytes, over the limit of 1048576` |
/// | ``newerFormat(found:supported:)`` | `the saved state has format 3; this app reads format 2` |
/// | ``olderFormat(found:supported:)`` | `the saved state has format 1; this app reads format 2` |
/// | ``unreadable(_:)`` | `the saved state is unreadable: …` (the decoder's own text) |
/// | ``malformed(_:at:)`` | `the saved state breaks the tree's rules at navigation.presented: cannot present: …` |
/// | ``tooManyScreens(count:limit:)`` | `the saved state has 5000 screens, over the limit of 1000` |
/// | ``refused(_:)`` | `the saved state is refused: refused by the guard "signed in"` |
/// | ``unwritable(_:)`` | `the state cannot be saved: …` (the encoder's own text) |
/// | ``checksTooSlow(limit:)`` | `checking the saved state took longer than 0.5 seconds` |
public enum RestorationFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data is larger than the restoration reads, so it is not decoded at all.
    case tooLarge(bytes: Int, limit: Int)
    /// Written by a newer version of the app.
    case newerFormat(found: Int, supported: Int)
    /// Written by an older version the app no longer reads.
    case olderFormat(found: Int, supported: Int)
    /// Not a saved state of this app: corrupted, truncated, or of the wrong types. The text
    /// is the decoder's, with the coding path.
    case unreadable(String)
    /// Read, but malformed: a rule of the navigation tree itself is broken — an empty stack,
    /// an alert without buttons, too many levels — at the coding path (`navigation.presented`).
    /// The app's own rules are ``refused(_:)``.
    case malformed(NavigationRejection, at: String)
    /// More screens than the restoration accepts.
    case tooManyScreens(count: Int, limit: Int)
    /// The state breaks one of the app's ``AppRules``: ``NavigationRejection/ruleBroken(_:)``
    /// or ``NavigationRejection/refusedByGuard(_:)``.
    case refused(NavigationRejection)
    /// The state could not be encoded: a value of the app's state threw while it was written.
    /// The text is the encoder's.
    case unwritable(String)
    /// The app's rules took longer than ``Restoration/checkTimeLimit`` on the saved state: a
    /// save so large that every later tap, checked by the same rules, would be as slow.
    case checksTooSlow(limit: Duration)

    public var description: String {
        switch self {
        case .tooLarge(let bytes, let limit): "the saved state is \(bytes) bytes, over the limit of \(limit)"
        case .newerFormat(let found, let supported):
            "the saved state has format \(found); this app reads format \(supported)"
        case .olderFormat(let found, let supported):
            "the saved state has format \(found); this app reads format \(supported)"
        case .unreadable(let reason): "the saved state is unreadable: \(reason)"
        case .malformed(let rule, let path): "the saved state breaks the tree's rules at \(path): \(rule)"
        case .tooManyScreens(let count, let limit): "the saved state has \(count) screens, over the limit of \(limit)"
        case .refused(let rejection): "the saved state is refused: \(rejection)"
        case .unwritable(let reason): "the state cannot be saved: \(reason)"
        case .checksTooSlow(let limit): "checking the saved state took longer than \(limit)"
        }
    }
}

/// Saves an app state in a versioned envelope and restores it only when it passes every
/// check a tap would: the tree's structural rules (checked by decoding), a size and screen
/// limit, and the app's own ``AppRules`` — its rules on the state and its route guards.
///
/// ```swift
/// let restoration = Restoration<AppState>(formatVersion: 2, rules: AppRules(guards: [signedIn]))
/// let data = try restoration.save(state)
/// let (restored, failure) = restoration.restore(data, fallback: AppState())
/// ```
///
/// The envelope is `{"formatVersion": 2, "state": …}`. A failure never leaves a half-read
/// state: the app gets its fallback and the reason.
public struct Restoration<State: Codable & NavigableState>: Sendable {
    /// The format this app writes and reads.
    public let formatVersion: Int
    /// The largest saved state read, in bytes; larger data is refused before decoding, so
    /// memory stays proportional to what is accepted.
    public let maximumBytes: Int
    /// The most screens, over all levels, a restored tree may hold.
    public let maximumScreens: Int
    /// The app's rules, its route guards among them: a saved state that breaks one is
    /// refused with the rejection that names it.
    public let rules: AppRules<State>
    /// The longest the app's rules may take on a saved state, `nil` for no limit. The time is
    /// read between two rules, so a rule that has started runs to its end; past the limit the
    /// save is refused with ``RestorationFailure/checksTooSlow(limit:)``. Time is the
    /// device's: set it well above what a save the app writes takes.
    public let checkTimeLimit: Duration?

    /// - Parameters:
    ///   - formatVersion: The format written and read; bump it when the state's shape
    ///     changes.
    ///   - maximumBytes: The largest saved state read.
    ///   - maximumScreens: The most screens a restored tree may hold.
    ///   - checkTimeLimit: The longest the rules may take on a saved state, or `nil`.
    ///   - rules: The app's rules and route guards, checked on every restored state.
    public init(
        formatVersion: Int, maximumBytes: Int = 1 << 20, maximumScreens: Int = 1_000,
        checkTimeLimit: Duration? = nil, rules: AppRules<State> = AppRules()
    ) {
        self.rules = rules
        self.checkTimeLimit = checkTimeLimit
        self.formatVersion = formatVersion
        self.maximumBytes = maximumBytes
        self.maximumScreens = maximumScreens
    }

    struct Envelope: Codable {
        let formatVersion: Int
        let state: State
    }

    struct Version: Decodable {
        let formatVersion: Int
    }

    /// `state` in the versioned envelope, as JSON — unless ``restore(_:)`` would refuse it.
    ///
    /// - Throws: ``RestorationFailure/tooManyScreens(count:limit:)`` and
    ///   ``RestorationFailure/refused(_:)`` before anything is written, so a session too deep
    ///   to restore costs no encoding; ``RestorationFailure/tooLarge(bytes:limit:)`` for data
    ///   over ``maximumBytes``; ``RestorationFailure/unwritable(_:)`` when encoding throws.
    /// - Complexity: O(*n*) in the size of the state, plus the app's rules.
    public func save(_ state: State) throws(RestorationFailure) -> Data {
        if let refusal = refusal(of: state) { throw refusal }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(Envelope(formatVersion: formatVersion, state: state))
        } catch {
            throw .unwritable(String(describing: error))
        }
        guard data.count <= maximumBytes else { throw .tooLarge(bytes: data.count, limit: maximumBytes) }
        return data
    }

    /// Why `state`, read back, would not be restored: too many screens, or an app rule broken.
    func refusal(of state: State) -> RestorationFailure? {
        let screens =
            state.navigation.stacks.reduce(0) { $0 + $1.count }
            + state.navigation.tabStacks.reduce(0) {
                $0 + ($1.tab == state.navigation.selectedTab ? 0 : $1.stack.count)
            }
        guard screens <= maximumScreens else { return .tooManyScreens(count: screens, limit: maximumScreens) }
        guard let checkTimeLimit else { return rules.brokenRule(in: state).map { .refused($0) } }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: checkTimeLimit)
        guard let broken = rules.brokenRule(in: state, while: { clock.now <= deadline }) else {
            return .checksTooSlow(limit: checkTimeLimit)
        }
        return broken.map { .refused($0) }
    }

    /// The state saved in `data`, or why it cannot be restored.
    ///
    /// - Complexity: O(*n*) in the size of `data`, which is at most ``maximumBytes``.
    public func restore(_ data: Data) -> Result<State, RestorationFailure> {
        guard data.count <= maximumBytes else { return .failure(.tooLarge(bytes: data.count, limit: maximumBytes)) }
        let decoder = JSONDecoder()
        let version: Int
        do {
            version = try decoder.decode(Version.self, from: data).formatVersion
        } catch {
            return .failure(Self.failure(error))
        }
        if version > formatVersion { return .failure(.newerFormat(found: version, supported: formatVersion)) }
        if version < formatVersion { return .failure(.olderFormat(found: version, supported: formatVersion)) }
        let state: State
        do {
            state = try decoder.decode(Envelope.self, from: data).state
        } catch {
            return .failure(Self.failure(error))
        }
        if let refusal = refusal(of: state) { return .failure(refusal) }
        return .success(state)
    }

    /// The state saved in `data`, or `fallback` with the reason it was not restored.
    public func restore(_ data: Data, fallback: State) -> (state: State, failure: RestorationFailure?) {
        switch restore(data) {
        case .success(let state): (state, nil)
        case .failure(let failure): (fallback, failure)
        }
    }

    static func failure(_ error: any Error) -> RestorationFailure {
        guard let decoding = error as? DecodingError else { return .unreadable(String(describing: error)) }
        switch decoding {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
            .valueNotFound(_, let context):
            let names = context.codingPath.map(\.stringValue)
            let path = (names.first == "state" ? names.dropFirst() : names[...]).joined(separator: ".")
            if let rule = context.underlyingError as? NavigationRejection { return .malformed(rule, at: path) }
            return .unreadable(path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)")
        @unknown default:
            return .unreadable(String(describing: decoding))
        }
    }
}
