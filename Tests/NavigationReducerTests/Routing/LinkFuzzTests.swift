import Foundation
import NavigationReducer
import Testing

/// The fast reader of plain links (`LinkParts(plain:)`) against `URLComponents`, over a
/// million generated links a run, most of them hostile: every link the fast reader reads must
/// have exactly the parts `URLComponents` gives, and any other it must leave to
/// `URLComponents`.
@Suite struct APlainLinkReadsAsURLComponentsOverAMillionGeneratedLinks {
    /// A million links in a plain test run; under a sanitizer (`NAVIGATION_SANITIZER` set, as
    /// `.ci/run` does) fifty thousand. The seed is the day's number, so each day's runs try
    /// other links; a failure prints it, and `NAVIGATION_LINK_FUZZ_SEED` repeats it.
    /// `NAVIGATION_LINK_FUZZ_COUNT` widens a run.
    static let environment = ProcessInfo.processInfo.environment
    static let count =
        environment["NAVIGATION_LINK_FUZZ_COUNT"].flatMap(Int.init)
        ?? (environment["NAVIGATION_SANITIZER"] == nil ? 1_000_000 : 50_000)
    static let seed =
        environment["NAVIGATION_LINK_FUZZ_SEED"].flatMap(UInt64.init)
        ?? UInt64(Date().timeIntervalSince1970 / 86_400)

    /// Shapes of hostile link the fast reader accepts, each of which the run must compare often.
    static let acceptedKinds: [(name: String, isOfKind: @Sendable (LinkParts) -> Bool)] = [
        ("a host of 240 to 255 bytes", { $0.host.map { (240...255).contains($0.utf8.count) } ?? false }),
        ("a host label past 63 bytes", { $0.host?.split(separator: ".").contains { $0.utf8.count > 63 } ?? false }),
        ("a host shaped like an address", { $0.host.map { $0.first?.isNumber == true } ?? false }),
        ("a host with an empty label", { $0.host.map { $0.hasSuffix(".") || $0.contains("..") } ?? false }),
        ("a scheme in capitals", { parts in parts.scheme?.contains { $0.isUppercase } ?? false }),
        ("an escape in the path", { $0.percentEncodedPath.contains("%") }),
        ("a dot segment", { $0.percentEncodedPath.contains("/..") || $0.percentEncodedPath.contains("/%2e") }),
        ("a query of over 50 items", { $0.queryItems.count > 50 }),
        ("a query item over 1,000 characters", { $0.queryItems.contains { ($0.value ?? $0.name).count > 1_000 } }),
        ("an '=' in a query value", { $0.queryItems.contains { $0.value?.contains("=") == true } }),
        ("a query item without a value", { $0.queryItems.contains { $0.value == nil } }),
    ]

    @Test func everyLinkReadAsPlainHasThePartsURLComponentsGives() {
        var links = HostileLinks(seed: Self.seed)
        var urls = 0
        var readAsPlain = 0
        var kindsMet = [Int](repeating: 0, count: Self.acceptedKinds.count)
        for _ in 0..<Self.count {
            let text = links.next()
            guard let url = URL(string: text) else { continue }
            urls += 1
            guard let plain = LinkParts(plain: url.absoluteString) else { continue }
            readAsPlain += 1
            let reference = LinkParts(url)
            guard plain == reference else {
                Issue.record(
                    """
                    seed \(Self.seed): \(url.absoluteString.prefix(200)) (\(url.absoluteString.count) characters) \
                    reads as \(String(describing: plain).prefix(300)) where URLComponents reads \
                    \(String(describing: reference).prefix(300))
                    """)
                return
            }
            for (kind, (_, isOfKind)) in Self.acceptedKinds.enumerated() where isOfKind(plain) {
                kindsMet[kind] += 1
            }
        }
        // A fuzz that never reached the fast reader, or never met a link it must refuse, proves nothing.
        #expect(readAsPlain >= Self.count / 20, "\(readAsPlain) of \(Self.count) read as plain")
        #expect(urls - readAsPlain >= Self.count / 4, "\(urls - readAsPlain) of \(urls) left to URLComponents")
        for (kind, met) in zip(Self.acceptedKinds.map(\.name), kindsMet) {
            #expect(
                met >= Self.count / 100_000, "\(kind): \(met) read as plain in \(Self.count) links (seed \(Self.seed))")
        }
    }

    @Test func theGeneratorWritesEveryKindOfHostileLink() {
        var links = HostileLinks(seed: Self.seed)
        let sample = (0..<20_000).map { _ in links.next() }
        let kinds: [(String, (String) -> Bool)] = [
            ("a cut-short escape", { $0.contains("%E2%9C/") || $0.hasSuffix("%E2") }),
            ("an escape that is not hexadecimal", { $0.contains("%zz") }),
            ("a punycode host", { $0.contains("://xn--") }),
            ("a unicode host", { $0.contains("://bücher") || $0.contains("://例え") }),
            ("an empty segment", { $0.contains("//") && $0.dropFirst(8).contains("//") }),
            ("a path over a hundred segments deep", { $0.filter { $0 == "/" }.count > 100 }),
            ("a link over 4,000 characters", { $0.count > 4_000 }),
            ("a repeated query item separator", { $0.contains("&&") }),
            ("a fragment", { $0.contains("#") }),
            ("user info", { $0.contains("@") }),
        ]
        for (kind, isOfKind) in kinds {
            #expect(sample.contains(where: isOfKind), "no \(kind) in 20,000 links (seed \(Self.seed))")
        }
    }
}
