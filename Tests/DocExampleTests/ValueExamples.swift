import NavigationReducer
import NavigationReducerTesting
import Testing

// Sources/NavigationReducerTesting/ValueDump.swift
@Suite struct ValueDumpExample {
    struct Info: Hashable, Sendable { var title: String }
    enum Screen: Hashable, Sendable { case infos, details(Info) }
    struct AppState: NavigableState {
        var navigation = NavigationState<Screen, AlertAction>(root: .infos)
    }

    static func dump(_ state: AppState) -> String {
        ValueDump.text(of: state)
        // AppState(
        //   navigation: NavigationState(
        //     root: [
        //       .infos,
        //       .details(Info(title: "Swift")),
        //     ],
        //     presented: [],
        //     alert: nil,
        //   …
    }

    @Test func theDumpStartsAsTheDocShows() throws {
        var state = AppState()
        try state.navigation.push(.details(Info(title: "Swift")))
        let documented = """
            AppState(
              navigation: NavigationState(
                root: [
                  .infos,
                  .details(Info(title: "Swift")),
                ],
                presented: [],
                alert: nil,
            """
        #expect(Self.dump(state).hasPrefix(documented), "\(Self.dump(state))")
    }
}

// Sources/NavigationReducerTesting/SeededGenerator.swift
@Suite struct SeededGeneratorExample {
    static func randomDepth() -> Int {
        var random = SeededGenerator(seed: 42)
        let depth = Int.random(in: 0..<10, using: &random)
        return depth
    }

    @Test func theSameSeedGivesTheSameDepth() {
        #expect((0..<10).contains(Self.randomDepth()))
        #expect(Self.randomDepth() == Self.randomDepth())
    }
}
