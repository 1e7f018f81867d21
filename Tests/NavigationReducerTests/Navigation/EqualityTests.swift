import NavigationReducer
@_spi(Reflection) import Swift
import Testing

/// The navigation values' `==` is written out (so it is specialised for an app's screens):
/// these tests are what keeps it from forgetting a field.
@Suite("Equality covers every field")
struct EqualityCoversEveryField {
    typealias State = NavigationState<Int, String>

    static let alert = AlertState(
        title: "Delete?", message: "It cannot be undone", style: .alert, .cancel("Keep", sending: "keep"))

    static func state(
        root: ScreenStack<Int> = ScreenStack(root: 0, pushed: [1]),
        presented: [PresentedFlow<Int>] = [PresentedFlow(ScreenStack(root: 5, pushed: [6]), style: .sheet)],
        alert: AlertState<String>? = alert,
        animations: NavigationAnimations = NavigationAnimations()
    ) throws -> State {
        try State(root: root, presented: presented, alert: alert, animations: animations)
    }

    @Test("a navigation state equals, and hashes like, an equal one built apart, alert and all")
    func equalStates() throws {
        let apart = try Self.state(
            alert: AlertState(
                title: "Delete?", message: "It cannot be undone", style: .alert, .cancel("Keep", sending: "keep")))
        #expect(try Self.state() == apart)
        #expect(try Self.state().hashValue == apart.hashValue)
    }

    @Test("two navigation states that differ in any one part are unequal")
    func everyPartCounts() throws {
        let base = try Self.state()
        for (part, variant) in try Self.variants() {
            #expect(variant != base, "states differing in the \(part) compared equal")
        }
    }

    @Test("two navigation states that differ only in how the last change animates are equal and hash alike")
    func animationIsNotCompared() throws {
        let base = try Self.state()
        let variants = [
            NavigationAnimations(stack: false), NavigationAnimations(presentation: false),
            NavigationAnimations(alert: false), NavigationAnimations(stack: false, presentation: false, alert: false),
        ]
        for animations in variants {
            let variant = try Self.state(animations: animations)
            #expect(variant == base)
            #expect(variant.hashValue == base.hashValue)
            #expect(variant.animations == animations, "the flags stay readable for a test that asks")
        }
    }

    @Test("two navigation states that differ in any one part hash apart, so a fingerprint can stand for a state")
    func hashedParts() throws {
        let base = try Self.state().hashValue
        for (part, variant) in try Self.variants() {
            #expect(variant.hashValue != base, "states differing in the \(part) hashed alike")
        }
    }

    /// The base state changed in one part each, named.
    static func variants() throws -> [(String, State)] {
        [
            ("root screen", try Self.state(root: ScreenStack(root: 9, pushed: [1]))),
            ("pushed screen", try Self.state(root: ScreenStack(root: 0, pushed: [2]))),
            ("pushed count", try Self.state(root: ScreenStack(root: 0))),
            (
                "presentation style",
                try Self.state(presented: [PresentedFlow(ScreenStack(root: 5, pushed: [6]), style: .fullScreen)])
            ),
            (
                "selected sheet detent",
                try Self.state(presented: [
                    PresentedFlow(
                        ScreenStack(root: 5, pushed: [6]),
                        style: .sheet(try SheetDetents([.medium, .large], selected: .medium)))
                ])
            ),
            (
                "presented screen",
                try Self.state(presented: [PresentedFlow(ScreenStack(root: 5, pushed: [7]), style: .sheet)])
            ),
            ("presented count", try Self.state(presented: [])),
            ("no alert", try Self.state(alert: nil)),
            (
                "alert title",
                try Self.state(
                    alert: AlertState(
                        title: "Remove?", message: "It cannot be undone", .cancel("Keep", sending: "keep")))
            ),
            (
                "alert message",
                try Self.state(alert: AlertState(title: "Delete?", .cancel("Keep", sending: "keep")))
            ),
            (
                "alert style",
                try Self.state(
                    alert: AlertState(
                        title: "Delete?", message: "It cannot be undone", style: .actionSheet,
                        .cancel("Keep", sending: "keep")))
            ),
            (
                "button label",
                try Self.state(
                    alert: AlertState(
                        title: "Delete?", message: "It cannot be undone", .cancel("Stay", sending: "keep")))
            ),
            (
                "button role",
                try Self.state(
                    alert: AlertState(
                        title: "Delete?", message: "It cannot be undone", AlertState.Button("Keep", sending: "keep")))
            ),
            (
                "button action",
                try Self.state(
                    alert: AlertState(
                        title: "Delete?", message: "It cannot be undone", .cancel("Keep", sending: "stay")))
            ),
            (
                "split view",
                try State(
                    sidebar: ScreenStack(root: 0, pushed: [1]),
                    presented: [PresentedFlow(ScreenStack(root: 5, pushed: [6]), style: .sheet)], alert: alert)
            ),
        ]
    }

    @Test("each value has exactly the stored properties its equality compares")
    func noUncomparedProperty() throws {
        // A new stored property fails this until `NavigationEquality.swift` compares it, or
        // is one of the entry names equality leaves out on purpose (`nextFlow`, `numbers`,
        // `flow`: which entries a tree holds, not what it shows; `lacksCancelButton`: read from
        // the style and the buttons, which are compared). The names come from the
        // type's layout, not from `Mirror`: `NavigationState` and `ScreenStack` have a custom
        // mirror.
        #expect(
            storedProperties(of: State.self) == [
                "_root", "_tabs", "_presented", "_alert", "_animations", "_split", "nextFlow",
            ])
        #expect(storedProperties(of: ScreenStack<Int>.self) == ["_root", "pushed", "numbers", "flow"])
        #expect(storedProperties(of: PresentedFlow<Int>.self) == ["style", "stack"])
        #expect(storedProperties(of: AlertState<String>.self) == ["parts"])
        let parts = try #require(fieldType(named: "parts", in: AlertState<String>.self))
        let classFields = _EachFieldOptions(rawValue: 1)  // `.classType`, a `static var`
        #expect(
            storedProperties(of: parts, options: classFields) == [
                "title", "message", "style", "buttons", "lacksCancelButton",
            ])
        #expect(storedProperties(of: AlertState<String>.Button.self) == ["label", "role", "action"])
        #expect(storedProperties(of: NavigationAnimations.self) == ["stack", "presentation", "alert"])
    }

    private func storedProperties(of type: Any.Type, options: _EachFieldOptions = []) -> [String] {
        var names: [String] = []
        _ = _forEachField(of: type, options: options) { name, _, _, _ in
            names.append(String(cString: name))
            return true
        }
        return names
    }

    private func fieldType(named wanted: String, in type: Any.Type) -> Any.Type? {
        var found: Any.Type?
        _ = _forEachField(of: type) { name, _, fieldType, _ in
            if String(cString: name) == wanted { found = fieldType }
            return found == nil
        }
        return found
    }
}

@Suite("Every rejection equals only itself")
struct EveryRejectionEqualsOnlyItself {
    /// One rejection of every case, and for each case with details a second one differing in
    /// one detail; built anew at each call.
    static func all() -> [NavigationRejection] {
        [
            .popAtRoot, .screenNotInStack, .screenNotInTree,
            .indexOutOfRange(index: 3, count: 2), .indexOutOfRange(index: 4, count: 2),
            .indexOutOfRange(index: 3, count: 1),
            .levelOutOfRange(level: 3, count: 2), .levelOutOfRange(level: 4, count: 2),
            .levelOutOfRange(level: 3, count: 1),
            .emptyStack, .nothingPresented,
            .nestingLimitReached(limit: 16), .nestingLimitReached(limit: 8),
            .cannotStopRootFlow, .childStateAbsent, .alertAlreadyShown, .alertHasNoButtons, .noAlertShown,
            .alertButtonNotFound, .actionSheetHasNoCancelButton,
            .entryNotInTree(EntryID(flow: 0, number: 1)), .entryNotInTree(EntryID(flow: 1, number: 1)),
            .entryNotInTree(EntryID(flow: 0, number: 2)), .entryShowsAnotherScreen(EntryID(flow: 0, number: 1)),
            .entryShowsAnotherScreen(EntryID(flow: 0, number: 2)), .rootCannotBeRemoved(EntryID(flow: 0, number: 0)),
            .rootCannotBeRemoved(EntryID(flow: 1, number: 0)),
            .tabNotInTree, .tabAlreadySelected, .tabsRepeat(index: 1), .tabsRepeat(index: 2), .noTabs,
            .columnNotInTree, .selectionUnchanged, .splitViewHasTabs, .invalidDetents, .detentNotOffered,
            .deepLinkRefused(.unknownHost("a")), .deepLinkRefused(.unknownHost("b")),
            .deepLinkRefused(.notAURL("a")),
            .refusedByGuard("signed in"), .refusedByGuard("paid"), .ruleBroken("one sheet"), .ruleBroken("paid"),
            .refused(SampleRefusal.noThanks), .refused(SampleRefusal.tooLate),
        ]
    }

    /// An exhaustive switch: a new case does not compile here until `all()` holds it.
    static func caseNumber(_ rejection: NavigationRejection) -> Int {
        switch rejection {
        case .popAtRoot: 0
        case .screenNotInStack: 1
        case .screenNotInTree: 2
        case .indexOutOfRange: 3
        case .levelOutOfRange: 4
        case .emptyStack: 5
        case .nothingPresented: 6
        case .nestingLimitReached: 7
        case .cannotStopRootFlow: 8
        case .childStateAbsent: 9
        case .alertAlreadyShown: 10
        case .alertHasNoButtons: 11
        case .noAlertShown: 12
        case .alertButtonNotFound: 13
        case .deepLinkRefused: 14
        case .refusedByGuard: 15
        case .refused: 16
        case .ruleBroken: 17
        case .actionSheetHasNoCancelButton: 18
        case .entryNotInTree: 19
        case .entryShowsAnotherScreen: 20
        case .rootCannotBeRemoved: 21
        case .tabNotInTree: 22
        case .tabAlreadySelected: 23
        case .tabsRepeat: 24
        case .noTabs: 25
        case .columnNotInTree: 26
        case .selectionUnchanged: 27
        case .splitViewHasTabs: 28
        case .invalidDetents: 29
        case .detentNotOffered: 30
        }
    }

    @Test("the list holds every case")
    func everyCase() {
        #expect(Set(Self.all().map(Self.caseNumber)) == Set(0...30))
    }

    @Test("a rejection equals one built apart with the same details, and no other, with the same hash")
    func equality() {
        let left = Self.all()
        let right = Self.all()
        for (i, lhs) in left.enumerated() {
            for (j, rhs) in right.enumerated() {
                #expect((lhs == rhs) == (i == j), "\(lhs) == \(rhs)")
            }
            #expect(lhs.hashValue == right[i].hashValue)
        }
    }
}
