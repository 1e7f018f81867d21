import Foundation
import NavigationReducer
import NavigationReducerTesting
import Testing

let guardedRestoration = Restoration<GuardedState>(
    formatVersion: 2, maximumBytes: 64 * 1_024, maximumScreens: 50, rules: routingRules)

/// Writes what `guardedRestoration` refuses: a file from another build, or a damaged one.
let lenientRestoration = Restoration<GuardedState>(formatVersion: 2)

@Suite struct RestorationTests {
    func signedInOnAnEditor() throws -> GuardedState {
        var state = GuardedState(signedIn: true)
        try state.navigation.show(routingRouter.destination(forPath: "items/4/edit"))
        return state
    }

    func saved(_ json: String) -> Data { Data(json.utf8) }

    @Test func aSavedStateRestoresAsItWas() throws {
        let state = try signedInOnAnEditor()
        let data = try guardedRestoration.save(state)
        #expect(try guardedRestoration.restore(data).get() == state)
        #expect(String(decoding: data, as: UTF8.self).hasPrefix(#"{"formatVersion":2,"state":"#))
    }

    @Test func aNewerOrOlderFormatIsRefusedAndTheAppStartsFromItsFallback() throws {
        let state = try signedInOnAnEditor()
        let newer = try Restoration<GuardedState>(formatVersion: 3).save(state)
        let (restored, failure) = guardedRestoration.restore(newer, fallback: GuardedState())
        #expect(restored == GuardedState())
        #expect(failure == .newerFormat(found: 3, supported: 2))
        #expect(failure?.description == "the saved state has format 3; this app reads format 2")
        let older = try Restoration<GuardedState>(formatVersion: 1).save(state)
        #expect(
            guardedRestoration.restore(older, fallback: GuardedState()).failure == .olderFormat(found: 1, supported: 2))
    }

    @Test func aStateTheGuardsForbidIsRefusedWithTheGuardsName() throws {
        var state = try signedInOnAnEditor()
        state.signedIn = false
        let data = try lenientRestoration.save(state)
        #expect(
            guardedRestoration.restore(data, fallback: GuardedState()).failure == .refused(.refusedByGuard("signed in"))
        )
        #expect(throws: RestorationFailure.refused(.refusedByGuard("signed in"))) { try guardedRestoration.save(state) }
    }

    @Test func aStateThatBreaksAnAppRuleIsRefusedNamingTheRule() throws {
        let rules = AppRules<GuardedState>()
            .rule("nothing presented") { $0.navigation.levelCount == 1 }
        let restoration = Restoration<GuardedState>(formatVersion: 2, rules: rules)
        var state = GuardedState(signedIn: true)
        try state.navigation.present(.editor(id: 1))
        let failure = restoration.restore(try lenientRestoration.save(state), fallback: GuardedState()).failure
        #expect(failure == .refused(.ruleBroken("nothing presented")))
        #expect(failure?.description == "the saved state is refused: breaks the rule \"nothing presented\"")
        #expect(try restoration.restore(try restoration.save(GuardedState())).get() == GuardedState())
    }

    @Test(arguments: [
        (
            #"{"formatVersion":2,"state":{"navigation":{"root":[],"tabs":[],"presented":[],"alert":null,"animations":{"alert":true,"presentation":true,"stack":true}},"signedIn":true}}"#,
            NavigationRejection.emptyStack,
            "navigation.root"
        ),
        (
            #"{"formatVersion":2,"state":{"navigation":{"root":[{"home":{}}],"tabs":[],"presented":[],"alert":{"title":"Stuck","message":null,"style":"alert","buttons":[]},"animations":{"alert":true,"presentation":true,"stack":true}},"signedIn":true}}"#,
            .alertHasNoButtons, "navigation.alert.buttons"
        ),
        (
            #"{"formatVersion":2,"state":{"navigation":{"root":[{"home":{}}],"tabs":[],"presented":[{"style":"sheet","stack":[]}],"alert":null,"animations":{"alert":true,"presentation":true,"stack":true}},"signedIn":true}}"#,
            .emptyStack, "navigation.presented.Index 0.stack"
        ),
    ])
    func aSavedTreeThatBreaksARuleNamesTheRuleAndWhere(json: String, rule: NavigationRejection, path: String) {
        let (restored, failure) = guardedRestoration.restore(saved(json), fallback: GuardedState())
        #expect(restored == GuardedState())
        #expect(failure == .malformed(rule, at: path))
    }

    @Test(arguments: [
        #"{"formatVersion":2,"state":{"navigation":{"root":[{"home":{}}]},"signedIn":"yes"}}"#,
        #"{"formatVersion":2,"state":{"navigation":{"root":[{"home":{}}]},"#,
        #"{"formatVersion":"2"}"#,
        #"[]"#,
    ])
    func aSavedStateThatIsNotOneIsUnreadable(json: String) {
        let (restored, failure) = guardedRestoration.restore(saved(json), fallback: GuardedState())
        #expect(restored == GuardedState())
        guard case .unreadable = failure else {
            Issue.record("expected an unreadable failure, got \(String(describing: failure))")
            return
        }
    }

    @Test(arguments: ["presented", "alert", "animations", "root", "tabs"])
    func aSavedTreeMissingAKeyThisLibraryWritesIsRefusedNamingTheKey(key: String) throws {
        var state = try signedInOnAnEditor()
        try state.navigation.present(.preview(id: 4))
        let saved = String(decoding: try guardedRestoration.save(state), as: UTF8.self)
        let damaged = saved.replacingOccurrences(of: "\"\(key)\":", with: "\"renamed\":")
        #expect(damaged != saved)
        let (restored, failure) = guardedRestoration.restore(Data(damaged.utf8), fallback: GuardedState())
        #expect(restored == GuardedState())
        guard case .unreadable(let reason) = failure else {
            Issue.record("expected an unreadable failure, got \(String(describing: failure))")
            return
        }
        #expect(reason.contains("\"\(key)\""))
    }

    @Test func moreLevelsThanTheLimitBreakTheTreesRules() {
        let flow = #"{"style":"sheet","stack":[{"list":{}}]}"#
        let flows = Array(repeating: flow, count: 16).joined(separator: ",")
        let json =
            #"{"formatVersion":2,"state":{"navigation":{"root":[{"home":{}}],"tabs":[],"presented":[\#(flows)],"alert":null,"animations":{"alert":true,"presentation":true,"stack":true}},"signedIn":true}}"#
        let failure = guardedRestoration.restore(saved(json), fallback: GuardedState()).failure
        #expect(failure == .malformed(.nestingLimitReached(limit: 16), at: "navigation.presented"))
    }

    @Test func dataOverTheSizeLimitIsRefusedUnread() {
        let huge = Data(repeating: UInt8(ascii: "["), count: 64 * 1_024 + 1)
        #expect(
            guardedRestoration.restore(huge, fallback: GuardedState()).failure
                == .tooLarge(bytes: 65_537, limit: 65_536))
    }

    @Test func moreScreensThanTheLimitAreRefused() throws {
        var state = GuardedState(signedIn: true)
        try state.navigation.push(contentsOf: Array(repeating: SampleScreen.list, count: 60))
        let data = try lenientRestoration.save(state)
        #expect(
            guardedRestoration.restore(data, fallback: GuardedState()).failure == .tooManyScreens(count: 61, limit: 50))
    }

    @Test func aStateAtEveryLimitSavesAndRestoresAndOnePastItIsNotWritten() throws {
        var state = GuardedState(signedIn: true)
        try state.navigation.push(contentsOf: Array(repeating: SampleScreen.list, count: 49))
        #expect(try guardedRestoration.restore(guardedRestoration.save(state)).get() == state)
        try state.navigation.push(.list)
        #expect(throws: RestorationFailure.tooManyScreens(count: 51, limit: 50)) { try guardedRestoration.save(state) }
        let bytes = try lenientRestoration.save(GuardedState(signedIn: true)).count
        let exact = Restoration<GuardedState>(formatVersion: 2, maximumBytes: bytes, rules: routingRules)
        #expect(try exact.restore(exact.save(GuardedState(signedIn: true))).get() == GuardedState(signedIn: true))
        let short = Restoration<GuardedState>(formatVersion: 2, maximumBytes: bytes - 1, rules: routingRules)
        #expect(throws: RestorationFailure.tooLarge(bytes: bytes, limit: bytes - 1)) {
            try short.save(GuardedState(signedIn: true))
        }
        #expect(
            short.restore(try exact.save(GuardedState(signedIn: true)))
                == .failure(.tooLarge(bytes: bytes, limit: bytes - 1)))
    }

    @Test func checksPastTheTimeLimitRefuseTheSaveAndWithinItRestoreIt() throws {
        // A rule that does real work on every check: far past a nanosecond, far within a minute.
        let rules = routingRules.rule("counts to a million") { _ in (0..<1_000_000).reduce(0, &+) > 0 }
        let state = try signedInOnAnEditor()
        let data = try lenientRestoration.save(state)
        let hasty = Restoration<GuardedState>(formatVersion: 2, checkTimeLimit: .nanoseconds(1), rules: rules)
        #expect(hasty.restore(data) == .failure(.checksTooSlow(limit: .nanoseconds(1))))
        #expect(throws: RestorationFailure.checksTooSlow(limit: .nanoseconds(1))) { try hasty.save(state) }
        let patient = Restoration<GuardedState>(formatVersion: 2, checkTimeLimit: .seconds(60), rules: rules)
        #expect(try patient.restore(data).get() == state)
        #expect(
            RestorationFailure.checksTooSlow(limit: .milliseconds(500)).description
                == "checking the saved state took longer than 0.5 seconds")
    }

    @Test func aSessionTooDeepToRestoreIsRefusedBeforeItIsEncoded() throws {
        // A million screens in a plain run, a hundred thousand under a sanitizer.
        let depth = ProcessInfo.processInfo.environment["NAVIGATION_SANITIZER"] == nil ? 1_000_000 : 100_000
        var state = GuardedState(signedIn: true)
        try state.navigation.push(contentsOf: Array(repeating: SampleScreen.list, count: depth))
        #expect(throws: RestorationFailure.tooManyScreens(count: depth + 1, limit: 50)) {
            try guardedRestoration.save(state)
        }
    }

    /// Random mutations of a valid saved state — deleted keys, wrong types, truncation, huge
    /// arrays, deep nesting — never crash, and whatever restores keeps every rule.
    @Test func mutatedSavedStatesNeverCrashAndNeverRestoreABrokenState() throws {
        let valid = String(decoding: try guardedRestoration.save(signedInOnAnEditor()), as: UTF8.self)
        var random = SeededGenerator(seed: 2_026)
        var restoredCount = 0
        for _ in 0..<2_000 {
            let mutated = mutate(valid, using: &random)
            guard case .success(let state) = guardedRestoration.restore(saved(mutated)) else { continue }
            restoredCount += 1
            #expect(state.navigation.levelCount <= SampleNavigation.maximumLevels)
            #expect(state.navigation.alert.map { !$0.buttons.isEmpty } ?? true)
            #expect(state.navigation.stacks.reduce(0) { $0 + $1.count } <= 50)
            #expect(routingRules.firstRefusingGuard(in: state) == nil)
        }
        #expect(restoredCount > 0)
    }

    func mutate(_ json: String, using random: inout SeededGenerator) -> String {
        var text = Array(json)
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            return String(text.prefix(Int.random(in: 0..<text.count, using: &random)))
        case 1:
            for key in ["\"root\"", "\"signedIn\"", "\"stack\"", "\"style\"", "\"buttons\"", "\"presented\""]
            where Bool.random(using: &random) {
                return json.replacingOccurrences(of: key, with: "\"gone\"")
            }
            return json
        case 2:
            return json.replacingOccurrences(of: "true", with: Bool.random(using: &random) ? "\"true\"" : "1")
        case 3:
            let screens = Array(repeating: #"{"list":{}}"#, count: Int.random(in: 40..<3_000, using: &random))
            return json.replacingOccurrences(of: #"{"list":{}}"#, with: screens.joined(separator: ","))
        case 4:
            let depth = Int.random(in: 100..<20_000, using: &random)
            return json.replacingOccurrences(
                of: #""signedIn":true"#,
                with: #""signedIn":true,"extra":"# + String(repeating: "[", count: depth)
                    + String(repeating: "]", count: depth))
        default:
            let index = Int.random(in: 0..<text.count, using: &random)
            text[index] = ["{", "}", "[", "]", ",", ":", "\"", "0"].randomElement(using: &random) ?? " "
            return String(text)
        }
    }
}
