import NavigationReducer
import NavigationReducerTesting
import Testing

/// Pins the exact text of every TestStore failure: these messages are the library's user
/// interface when a test goes red.
@MainActor @Suite struct TestStoreFailureTests {
    /// What the stores of one test reported, instead of failing it.
    let log = FailureLog()

    /// The failure `body` made its store report, if any.
    func failure(_ body: () throws -> Void) -> TestStoreFailure? {
        let before = log.failures.count
        try? body()
        return log.failures.count > before ? log.failures.last : nil
    }

    @Test func aWrongExpectedStateShowsADiffOfTheFieldThatDiffers() throws {
        let store = TestStore(initialState: NotesState(), reducer: notesReducer, onFailure: log.record)
        let caught = failure {
            store.send(.noteTapped(groceries)) {
                try $0.navigation.push(.note(Note(title: "Gardening")))
            }
        }
        let error = try #require(caught)
        #expect(
            error.message == """
                send(noteTapped(Note(title: "Groceries"))): the state is not what the test expected. (- expected, + actual)
                  …
                      root: [
                        .list,
                -       .note(Note(title: "Gardening")),
                +       .note(Note(title: "Groceries")),
                      ],
                      presented: [],
                  …

                Actions that led here:
                  send(noteTapped(Note(title: "Groceries")))
                """)
        #expect(error.fileID == "NavigationReducerTestingTests/TestStoreFailureTests.swift")
        #expect(
            error.description.hasSuffix("(at NavigationReducerTestingTests/TestStoreFailureTests.swift:\(error.line))"))
    }

    @Test func anUnassertedEffectFailsTheNextSendNamingIt() throws {
        let store = TestStore(initialState: NotesState(), reducer: notesReducer, onFailure: log.record)
        store.send(.noteTapped(groceries)) { try $0.navigation.push(.note(groceries)) }
        let error = try #require(failure { store.send(.back) { try $0.navigation.pop() } })
        #expect(
            error.message == """
                send(back): effects of earlier actions were not asserted:
                  .track("note")
                  .save(Note(title: "Groceries"))

                Actions that led here:
                  send(noteTapped(Note(title: "Groceries")))
                """)
    }

    @Test func anUnassertedEffectFailsFinish() throws {
        let store = TestStore(initialState: NotesState(), reducer: notesReducer, onFailure: log.record)
        store.send(.noteTapped(groceries)) { try $0.navigation.push(.note(groceries)) }
        store.expectEffects([.track("note")])
        let error = try #require(failure { store.finish() })
        #expect(
            error.message == """
                finish(): effects of earlier actions were not asserted:
                  .save(Note(title: "Groceries"))

                Actions that led here:
                  send(noteTapped(Note(title: "Groceries")))
                """)
    }

    @Test func anAssertedEffectThatNeverHappenedFails() throws {
        let store = TestStore(initialState: NotesState(), reducer: notesReducer, onFailure: log.record)
        store.send(.noteTapped(groceries)) { try $0.navigation.push(.note(groceries)) }
        let error = try #require(failure { store.expectEffects([.track("list")]) })
        #expect(
            error.message == """
                expectEffects: .track("list") was not produced. Effects not yet asserted:
                  .track("note")
                  .save(Note(title: "Groceries"))

                Actions that led here:
                  send(noteTapped(Note(title: "Groceries")))
                """)
        #expect(store.pendingEffects == [.track("note"), .save(groceries)])
    }

    @Test func effectsAssertedOutOfOrderFail() throws {
        let store = TestStore(initialState: NotesState(), reducer: notesReducer, onFailure: log.record)
        store.send(.noteTapped(groceries)) { try $0.navigation.push(.note(groceries)) }
        #expect(failure { store.expectEffects([.save(groceries), .track("note")]) } != nil)
    }

    @Test func sendingTheResultOfAnEffectNoActionProducedFails() throws {
        let store = TestStore(initialState: NotesState(), reducer: notesReducer, onFailure: log.record)
        let error = try #require(failure { store.send(.saved("x"), from: .save(Note(title: "x"))) })
        #expect(
            error.message == """
                send(saved("x"), from: .save(Note(title: "x"))): no action produced that effect, or its result was already sent. Effects whose result was not sent yet:
                  (none)

                Actions that led here:
                  (none)
                """)
    }

    @Test func anEffectSendsBackOnlyOnce() throws {
        let store = TestStore(
            initialState: NotesState(), reducer: notesReducer, exhaustive: false, onFailure: log.record)
        store.send(.noteTapped(groceries))
        store.send(.saved("Groceries"), from: .save(groceries))
        let error = try #require(failure { store.send(.saved("Groceries"), from: .save(groceries)) })
        #expect(
            error.message.hasPrefix(
                "send(saved(\"Groceries\"), from: .save(Note(title: \"Groceries\"))): no action produced that effect, or its result was already sent. Effects whose result was not sent yet:\n  .track(\"note\")"
            ))
    }

    @Test func anUnexpectedRejectionFailsWithTheReason() throws {
        let store = TestStore(initialState: NotesState(), reducer: notesReducer, onFailure: log.record)
        let error = try #require(failure { store.send(.back) })
        #expect(
            error.message == """
                send(back): the reducer rejected the action: cannot pop: the stack is at its root

                Actions that led here:
                  send(back) → rejected: cannot pop: the stack is at its root
                """)
    }

    @Test func anExpectedRejectionThatDidNotHappenFails() throws {
        let store = TestStore(initialState: NotesState(), reducer: notesReducer, onFailure: log.record)
        let error = try #require(failure { store.send(.noteTapped(groceries), expectingRejection: .popAtRoot) })
        #expect(
            error.message == """
                send(noteTapped(Note(title: "Groceries"))): expected the rejection "cannot pop: the stack is at its root", but the action was accepted.

                Actions that led here:
                  send(noteTapped(Note(title: "Groceries")))
                """)
    }

    @Test func aRejectionForAnotherReasonFails() throws {
        let store = TestStore(initialState: NotesState(), reducer: notesReducer, onFailure: log.record)
        let error = try #require(failure { store.send(.back, expectingRejection: .noAlertShown) })
        #expect(
            error.message == """
                send(back): expected the rejection "no alert is shown", but it was rejected with "cannot pop: the stack is at its root".

                Actions that led here:
                  send(back) → rejected: cannot pop: the stack is at its root
                """)
    }

    @Test func twoReasonsWithTheSameTextReadApartByTheirValues() throws {
        enum Closed: RejectionReason {
            case closed(until: Int)

            var description: String { "closed" }
        }
        let closed = Reduce<NotesState, NotesAction, NotesEffect> { _, _ in throw Closed.closed(until: 14) }
        let store = TestStore(initialState: NotesState(), reducer: closed, onFailure: log.record)
        let error = try #require(failure { store.send(.back, expectingRejection: .refused(Closed.closed(until: 18))) })
        let firstLine = error.message.prefix { $0 != "\n" }
        #expect(firstLine.contains("18"))
        #expect(firstLine.contains("14"))
    }

    @Test func aReducerThatMutatesBeforeRejectingIsCaught() throws {
        let sloppy = Reduce<NotesState, NotesAction, NotesEffect> { state, _ in
            state.notes = []
            throw NavigationRejection.refused(NotesRefusal.tooLate)
        }
        let store = TestStore(initialState: NotesState(), reducer: sloppy, onFailure: log.record)
        let error = try #require(failure { store.send(.back, expectingRejection: .refused(NotesRefusal.tooLate)) })
        #expect(
            error.message == """
                send(back): the action was rejected (too late) but the state changed: a reducer must reject before it mutates. (- before, + after)
                  …
                      ),
                    ),
                -   notes: [
                -     Note(title: "Groceries"),
                -   ],
                +   notes: [],
                    saved: Set([]),
                  )

                Actions that led here:
                  send(back) → rejected: too late
                """)
    }
}
