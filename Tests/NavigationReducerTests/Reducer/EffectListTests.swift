import NavigationReducer
import NavigationReducerTesting
import Testing

private enum Tracked: Hashable {
    case screen(String)
    case save(Int)
}

@Suite struct AnEffectListBehavesAsTheArrayOfItsEffects {
    @Test func anEmptyLiteralHasNoEffect() {
        let effects: EffectList<Tracked> = []
        #expect(effects.isEmpty)
        #expect(effects.count == 0)
        #expect(Array(effects) == [])
        #expect(effects == EffectList())
    }

    @Test func aLiteralKeepsItsEffectsInOrder() {
        let one: EffectList<Tracked> = [.save(1)]
        let three: EffectList<Tracked> = [.screen("cart"), .save(2), .save(1)]
        #expect(Array(one) == [.save(1)])
        #expect(Array(three) == [.screen("cart"), .save(2), .save(1)])
        #expect(three.count == 3)
        #expect(three[1] == .save(2))
        #expect(three.first == .screen("cart"))
        #expect(three.last == .save(1))
    }

    @Test func appendingGrowsTheListInOrder() {
        var effects: EffectList<Tracked> = []
        effects.append(.screen("home"))
        #expect(Array(effects) == [.screen("home")])
        effects.append(.save(1))
        effects.append(.save(2))
        #expect(Array(effects) == [.screen("home"), .save(1), .save(2)])
    }

    @Test func appendingToACopyLeavesTheOriginalAsItWas() {
        let original: EffectList<Tracked> = [.save(1), .save(2)]
        var copy = original
        copy.append(.save(3))
        #expect(Array(original) == [.save(1), .save(2)])
        #expect(Array(copy) == [.save(1), .save(2), .save(3)])
    }

    @Test func listsWithTheSameEffectsAreEqualAndHashAlikeHoweverTheyWereBuilt() {
        var shrunk: EffectList<Tracked> = [.save(1), .save(2)]
        shrunk.removeLast()
        let literal: EffectList<Tracked> = [.save(1)]
        let fromArray = EffectList<Tracked>([.save(1)])
        #expect(shrunk == literal)
        #expect(fromArray == literal)
        #expect(Set([shrunk, literal, fromArray]).count == 1)

        var emptied: EffectList<Tracked> = [.save(1), .save(2)]
        emptied.removeAll()
        #expect(emptied == [])
        #expect(emptied.isEmpty)
    }

    @Test func listsWithDifferentEffectsOrOrderAreNotEqual() {
        let list: EffectList<Tracked> = [.save(1), .save(2)]
        #expect(list != [.save(2), .save(1)])
        #expect(list != [.save(1)])
        #expect(list != [.save(1), .save(2), .save(2)])
    }

    @Test func joiningKeepsTheFirstListsEffectsBeforeTheSeconds() {
        let first: EffectList<Tracked> = [.screen("cart")]
        let second: EffectList<Tracked> = [.save(1), .save(2)]
        #expect(Array(first + second) == [.screen("cart"), .save(1), .save(2)])
        #expect(first + [] == first)
        #expect([] + second == second)
        var inserted = second
        inserted.insert(.screen("pay"), at: 1)
        #expect(Array(inserted) == [.save(1), .screen("pay"), .save(2)])
    }

    @Test func joiningListsOfEverySizeKeepsEveryEffectInOrder() {
        let one: EffectList<Int> = [1]
        let two: EffectList<Int> = [2, 3]
        #expect(Array(one + one) == [1, 1])
        #expect(Array(one + two) == [1, 2, 3])
        #expect(Array(two + one) == [2, 3, 1])
        #expect(Array(two + two) == [2, 3, 2, 3])
        var growing = two
        growing.append(contentsOf: two)
        #expect(Array(growing) == [2, 3, 2, 3])
        #expect(Array(two) == [2, 3])
    }

    @Test func removingTheOnlyEffectLeavesAnEmptyList() {
        var list: EffectList<Int> = [7]
        list.removeLast()
        #expect(list.isEmpty)
        #expect(list == [])
        #expect(EffectList<Int>([4, 5].lazy.map { $0 * 2 }) == [8, 10])
    }

    @Test func mappingTransformsEachEffectInOrder() {
        let list: EffectList<Int> = [3, 1, 2]
        #expect(Array(list.map { Tracked.save($0) }) == [.save(3), .save(1), .save(2)])
        #expect(EffectList<Int>([7]).map { $0 * 2 } == [14])
        #expect(EffectList<Int>().map { $0 * 2 }.isEmpty)
    }

    @Test func itIsWrittenAndDumpedAsTheArrayOfItsEffects() {
        let list: EffectList<Tracked> = [.screen("cart"), .save(2)]
        let array: [Tracked] = [.screen("cart"), .save(2)]
        #expect(list.description == array.description)
        #expect(ValueDump.text(of: list) == ValueDump.text(of: array))
        #expect(ValueDump.text(of: EffectList<Tracked>([.save(1)])) == ValueDump.text(of: [Tracked.save(1)]))
    }
}

@Suite struct AFeaturesEffectsKeepTheirOrigin {
    let entry = EntryID(flow: 0, number: 1)

    fileprivate func origins(_ effects: EffectList<Tracked>) -> [FeatureOrigin] {
        var origins: [FeatureOrigin] = []
        effects.forEachWithOrigin { _, origin in origins.append(origin) }
        return origins
    }

    @Test func joiningListsKeepsTheOriginOfEachEffectInOrder() {
        let feature = EffectList<Tracked>([.save(1)]).from(.entry(entry))
        var joined: EffectList<Tracked> = [.screen("home")]
        joined += feature
        #expect(origins(joined) == [.app, .entry(entry)])
        #expect(origins([.screen("a")] + feature) == [.app, .entry(entry)])
        var appended: EffectList<Tracked> = [.screen("a"), .screen("b")]
        appended.append(contentsOf: feature)
        appended.append(.save(3))
        #expect(origins(appended) == [.app, .app, .entry(entry), .app])
        var inserted: EffectList<Tracked> = [.screen("a")]
        inserted.insert(contentsOf: feature, at: 0)
        #expect(origins(inserted) == [.entry(entry), .app])
        #expect(Array(inserted) == [.save(1), .screen("a")])
    }

    @Test func filteringRemovingAndSlicingKeepTheOriginOfEachEffectKept() {
        let joined: EffectList<Tracked> = [.screen("a")] + EffectList([.save(1), .save(2)]).from(.entry(entry))
        #expect(origins(joined.filter { $0 != .save(1) }) == [.app, .entry(entry)])
        var removed = joined
        removed.removeAll { $0 == .screen("a") }
        #expect(origins(removed) == [.entry(entry), .entry(entry)])
        #expect(origins(EffectList(joined.dropFirst())) == [.entry(entry), .entry(entry)])
        #expect(origins(EffectList(AnySequence(joined))) == [.app, .app, .app])
        var appended: EffectList<Tracked> = []
        appended.append(contentsOf: joined.dropFirst(2))
        #expect(origins(appended) == [.entry(entry)])
    }

    @Test func mappingKeepsTheOriginAndAnInnerFeatureKeepsItsOwn() {
        let inner = EffectList<Tracked>([.save(1)]).from(.entry(entry))
        let outer = (inner + [.save(2)]).map { $0 }.from(.flow(root: EntryID(flow: 1, number: 0)))
        #expect(origins(outer) == [.entry(entry), .flow(root: EntryID(flow: 1, number: 0))])
        #expect(outer == [.save(1), .save(2)])
    }
}
