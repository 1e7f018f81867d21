import Foundation
import NavigationReducer
import Testing

/// The fast reader of plain links (`LinkParts(plain:)`) against `URLComponents`, over a
/// million generated links a run, most of them hostile: every link the fast reader reads must
/// have exactly the parts `URLComponents` gives, and any other it must leave to
/// `URLComponents`.
@Suite struct APlainLinkReadsAsURLComponentsOverAMillionGeneratedLinks {
    /// A million links in a plain test run; under a sanitizer (`NAVIGATION_SANITIZER` set, as
    /// `.ci/run` does) fifty thousand. `NAVIGATION_LINK_FUZZ_SEED` and
    /// `NAVIGATION_LINK_FUZZ_COUNT` repeat or widen a run.
    static let environment = ProcessInfo.processInfo.environment
    static let count =
        environment["NAVIGATION_LINK_FUZZ_COUNT"].flatMap(Int.init)
        ?? (environment["NAVIGATION_SANITIZER"] == nil ? 1_000_000 : 50_000)
    static let seed = environment["NAVIGATION_LINK_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x11AC

    @Test func everyLinkReadAsPlainHasThePartsURLComponentsGives() {
        var links = HostileLinks(seed: Self.seed)
        var urls = 0
        var readAsPlain = 0
        var disagreements: [String] = []
        for _ in 0..<Self.count {
            let text = links.next()
            guard let url = URL(string: text) else { continue }
            urls += 1
            guard let plain = LinkParts(plain: url.absoluteString) else { continue }
            readAsPlain += 1
            let reference = LinkParts(url)
            if plain != reference, disagreements.count < 5 {
                disagreements.append(
                    "\(url.absoluteString.prefix(200)) (\(url.absoluteString.count) characters): "
                        + "\(String(describing: plain).prefix(300)) where URLComponents reads "
                        + "\(String(describing: reference).prefix(300))")
            }
        }
        #expect(disagreements.isEmpty, "seed \(Self.seed): \(disagreements.joined(separator: "\n"))")
        // A fuzz that never reached the fast reader, or never met a link it must refuse, proves nothing.
        #expect(readAsPlain >= Self.count / 20, "\(readAsPlain) of \(Self.count) read as plain")
        #expect(urls - readAsPlain >= Self.count / 4, "\(urls - readAsPlain) of \(urls) left to URLComponents")
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
            #expect(sample.contains(where: isOfKind), "no \(kind) in 20,000 links")
        }
    }
}
