import NavigationReducerTesting

/// Generated link texts, most of them the kind an attacker or a broken sender writes: odd
/// schemes, user info and ports, punycode and unicode hosts, percent escapes cut short or not
/// UTF-8, empty and repeated segments, deep paths, very long parts, fragments, repeated and
/// empty query items. Each text is one of a seed's, so a failure names the seed that repeats it.
struct HostileLinks {
    private var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    static let schemes = [
        "app", "App", "APP", "my-app.v2+x", "a1", "x", "1app", "", "ap p", "äpp", "-app", "app%41", "http", "https",
    ]
    static let separators = ["://", "://", "://", "://", ":", ":/", ":///", "//", ":\\\\", "://%2F"]
    static let userInfos = ["user@", "u:p@", "@", "%40@", "ü@", "a@b@"]
    static let labels = [
        "assets", "a", "h", "example", "example-1", "ex--ample", "-x", "x-", "0", "123", "xn--bcher-kva", "xn--",
        "xn--p1ai", "XN--P1AI", "Xn--a", "bücher", "例え", "😀", "EXAMPLE", "a%41", "%", "[::1]", "[v1.x]", "a_b", "a~b",
        "",
    ]
    static let ports = [":80", ":", ":0", ":65536", ":abc", ":-1", ":8080"]
    static let segments = [
        "assets", "btc", "edit", "42", "", ".", "..", "a b", "a%20b", "%E2%9C%93", "%E2%9C", "%E2", "%zz", "%", "%2",
        "%00", "%25", "%2F", "%2f", "%C3%A9", "é", "e\u{301}", "😀", "מ", "\u{202E}", ";x", "a;b=c", ":", "@",
        "!$&'()*+,=",
        "~_-.", "%7E", "\\", "\u{0}", "\t", "a?b", "[x]", "{x}", "|", "^", "`", "\"",
    ]
    static let queryWords = [
        "q", "car", "x", "1", "", "=", "a=b", "%20", "+", "a+b", "%2B", "%26", "%3D", "%", "%zz", "%E2%9C", "é", "😀",
        "~", "_", "-", ".", "a b", "#", "?", "/", "[", ";",
    ]
    static let fragments = ["#", "#top", "#a#b", "#%20", "#é", "#?x=1"]
    static let insertions = [
        "%", "%2", "%zz", "%00", "%FF", "/", "//", "?", "&", "=", "#", "@", ":", " ", "é", "😀", "\u{0}", "\u{7F}",
        "xn--", "[", "]", "\\", "..", "+", "~",
    ]

    /// The next link text: one in three written only with what the fast reader of plain links
    /// accepts, so that its hostile shapes reach the comparison.
    mutating func next() -> String {
        if chance(1, in: 3) { return plainShaped() }
        var text = pick(Self.schemes) + pick(Self.separators)
        if chance(1, in: 10) { text += pick(Self.userInfos) }
        text += host()
        if chance(1, in: 10) { text += pick(Self.ports) }
        text += path()
        if chance(1, in: 2) { text += "?" + query() }
        if chance(1, in: 10) { text += pick(Self.fragments) }
        let edits = chance(1, in: 3) ? Int.random(in: 1...3, using: &random) : 0
        for _ in 0..<edits { edit(&text) }
        return text
    }

    static let plainHosts = [
        "127.0.0.1", "0x7f.1", "4294967295", "1.2.3.4.5", "999.1.1.1", "0", "a.", "a..b", ".a", "-", "a-",
        "localhost", "example.com.", "xx--a", "x-n--a",
    ]
    static let plainSegments = [
        "%2e%2e", "%2E", "..", ".", "", "%2F", "%00", "%E2%9C", "%E2%9C%93", "%zz", "%", "~", "a-b_c.d", "%7e", "%41",
    ]
    static let unreserved = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

    /// A link the fast reader may accept: a letters-only scheme in any case, a lowercase host —
    /// near the 255-byte cut, with labels past 63, or shaped like an address — a path with
    /// escapes and dot segments, and a query of unreserved names and values, long and many.
    private mutating func plainShaped() -> String {
        var text = ["app", "APP", "App", "a1", "x+y-z.w"][Int.random(in: 0..<5, using: &random)] + "://"
        switch Int.random(in: 0..<4, using: &random) {
        case 0: text += pick(Self.plainHosts)
        case 1:
            let length = Int.random(in: 240...270, using: &random)
            let label = String(repeating: "b", count: Int.random(in: 1...100, using: &random))
            var host = ""
            while host.count < length { host += (host.isEmpty ? "" : ".") + label }
            text += String(host.prefix(length))
        default: text += ["assets", "a.b-c", "example.com", ""][Int.random(in: 0..<4, using: &random)]
        }
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            text += "/" + (chance(1, in: 2) ? pick(Self.plainSegments) : word(upTo: chance(1, in: 50) ? 5_000 : 8))
        }
        guard chance(2, in: 3) else { return text }
        let items = chance(1, in: 20) ? Int.random(in: 50...500, using: &random) : Int.random(in: 1...4, using: &random)
        return text + "?"
            + (0..<items).map { _ in
                let name = word(upTo: chance(1, in: 50) ? 2_000 : 6)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: return name
                case 1: return name + "="
                case 2: return name + "=" + word(upTo: 6) + "=" + word(upTo: 6)
                default: return name + "=" + word(upTo: chance(1, in: 50) ? 2_000 : 6)
                }
            }.joined(separator: "&")
    }

    /// One to `limit` unreserved characters, upper case included.
    private mutating func word(upTo limit: Int) -> String {
        String(
            (0..<Int.random(in: 1...limit, using: &random)).map { _ in
                Self.unreserved[Int.random(in: 0..<Self.unreserved.count, using: &random)]
            })
    }

    private mutating func host() -> String {
        if chance(1, in: 500) { return String(repeating: "a", count: Int.random(in: 64...4_000, using: &random)) }
        let count = Int.random(in: 0...3, using: &random)
        return (0..<count).map { _ in pick(Self.labels) }.joined(separator: ".")
    }

    private mutating func path() -> String {
        let count: Int
        if chance(1, in: 300) {
            count = Int.random(in: 100...2_000, using: &random)
        } else {
            count = Int.random(in: 0...5, using: &random)
        }
        var path = ""
        for _ in 0..<count {
            path += "/" + segment()
        }
        if chance(1, in: 8) { path += "/" }
        return path
    }

    private mutating func segment() -> String {
        if chance(1, in: 400) { return String(repeating: "%41", count: Int.random(in: 100...3_000, using: &random)) }
        let parts = Int.random(in: 1...2, using: &random)
        return (0..<parts).map { _ in pick(Self.segments) }.joined()
    }

    private mutating func query() -> String {
        let count =
            chance(1, in: 200) ? Int.random(in: 50...500, using: &random) : Int.random(in: 0...4, using: &random)
        return (0..<count).map { _ in
            let name = pick(Self.queryWords)
            return chance(1, in: 4) ? name : name + "=" + pick(Self.queryWords)
        }.joined(separator: chance(1, in: 10) ? "&&" : "&")
    }

    private mutating func edit(_ text: inout String) {
        var characters = Array(text)
        let position = Int.random(in: 0...characters.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            characters.insert(contentsOf: pick(Self.insertions), at: position)
        case 1 where position < characters.count:
            characters.remove(at: position)
        default:
            if position < characters.count { characters[position] = pick(Self.insertions).first ?? "%" }
        }
        text = String(characters)
    }

    private mutating func pick(_ choices: [String]) -> String {
        choices[Int.random(in: 0..<choices.count, using: &random)]
    }

    private mutating func chance(_ times: Int, in count: Int) -> Bool {
        Int.random(in: 0..<count, using: &random) < times
    }
}
