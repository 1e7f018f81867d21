import Foundation
import NavigationReducer
import Testing

@Suite struct APlainLinkIsReadAsURLComponentsReadsIt {
    static let links = [
        "app://assets", "app://assets/", "app://assets/btc", "app://assets/btc/edit", "app:///assets", "app://",
        "app://add-asset?q=car", "app://add-asset?q=", "app://add-asset?q", "app://a?x=1&y=2", "app://a?x=1&&y=2",
        "app://a?", "app://a?x=a=b", "app://a?x=%20", "app://a?x=a+b", "app://a#top", "app://a/b#top",
        "App://Assets/BTC", "app://user@host/a", "app://host:80/a", "app://h.example-1.com/a%20b/c",
        "app://thread//7", "app://a/b?c=d#e", "my-app.v2+x://a/b", "mailto:someone@example.com", "app:assets",
        "app://a/%E2%9C%93", "app://a/b/?z=9", "app://a?_x-.~=~y", "app://xn--bcher-kva.example/x", "app://xn--/x",
        "app://a.xn--p1ai/x",
    ]

    @Test(arguments: links)
    func aPlainLinkHasTheParts(_ link: String) throws {
        let url = try #require(URL(string: link))
        guard let plain = LinkParts(plain: url.absoluteString) else { return }
        #expect(plain == LinkParts(url))
    }

    @Test func theLinksAnAppOpensAreReadAsPlain() {
        for link in ["app://assets", "app://assets/btc/edit", "app://add-asset?q=car", "app://a?x=1&y=2", "app://"] {
            #expect(LinkParts(plain: link) != nil, "\(link)")
        }
    }

    @Test func aLinkWithAPortUserFragmentEscapeOrPunycodeIsLeftToURLComponents() {
        for link in [
            "app://host:80/a", "app://user@host/a", "app://a#top", "app://a?x=%20", "App://Assets", "app:assets",
        ] {
            #expect(LinkParts(plain: link) == nil, "\(link)")
        }
    }

    @Test func aHostUpTo255BytesIsReadAsPlainAndALongerOneIsLeftToURLComponents() throws {
        let longest = "app://" + String(repeating: "a", count: 255) + "/x"
        let plain = try #require(LinkParts(plain: longest))
        #expect(plain == LinkParts(try #require(URL(string: longest))))
        // `URLComponents` reads no host at all past 2,048 bytes on Linux: the fuzz found it.
        for length in [256, 2_049] {
            #expect(LinkParts(plain: "app://" + String(repeating: "a", count: length) + "/x") == nil, "\(length)")
        }
    }

    @Test func aLinkRelativeToABaseIsReadWithoutItsBase() throws {
        let link = try #require(URL(string: "items", relativeTo: URL(string: "app://home/")))
        #expect(throws: NavigationRejection.deepLinkRefused(.unsupportedScheme(""))) {
            try routingRouter.destination(for: link)
        }
    }
}
