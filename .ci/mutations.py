#!/usr/bin/env python3
"""Mutation check: applies one-line mutations to Sources/, one at a time, runs the tests
that guard each rule, restores the file, and reports each mutant killed or survived.

  python3 .ci/mutations.py            run every mutant (exit 1 if any survives)
  python3 .ci/mutations.py --check    only check that every mutant's text is in its file
  python3 .ci/mutations.py NAME...    run the mutants whose name contains NAME

A mutant whose code does not compile is reported as invalid and fails the check too: it
must be rewritten so it compiles and tests something. A mutant whose tests run past the time
limit is reported as timed out, apart from the killed ones, and fails the check: a test that
can loop when its rule breaks must bound itself and fail with an assertion.
"""
import os, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORE = "Sources/NavigationReducer/"
TESTING = "Sources/NavigationReducerTesting/"

# (name, file, original text, mutated text, test filter)
MUTANTS = [
    ("a guard looks only at the root flow", CORE + "Navigation/NavigationState.swift",
     "for level in _presented.indices where _presented[level].stack.containsScreen(where: isMatch) {",
     "for level in _presented.indices.prefix(0) where _presented[level].stack.containsScreen(where: isMatch) {",
     "RouteGuardTests|AppRulesTests|LinkOpeningTests"),
    ("a guard never looks above a stack's root", CORE + "Navigation/ScreenStack.swift",
     "for index in pushed.indices where isMatch(pushed[index].screen) { return true }",
     "for index in pushed.indices.prefix(0) where isMatch(pushed[index].screen) { return true }",
     "RouteGuardTests|AppRulesTests|LinkOpeningTests"),
    ("an arriving link reports the screens it did not bring", CORE + "Routing/LinkOpeningReducer.swift",
     "return tree.screens.filter { !old.contains($0) }", "return Array(tree.screens)",
     "LinkOpeningTests|DeepLinkTests"),
    ("a release store takes every reducer at its word", CORE + "Runtime/Runtime+Actions.swift",
     "inDebugBuild || !R.rejectsWithoutChanging", "inDebugBuild", "ARefusalIsUndoneUnlessTheReducerRejectsWithoutChanging"),
    ("a plain link keeps its fragment in its path", CORE + "Routing/LinkParts.swift",
     'guard bytes[pathEnd] != UInt8(ascii: "#") else { return nil }', "",
     "APlainLinkIsReadAsURLComponentsReadsIt"),
    ("a link relative to a base is read with its base", CORE + "Routing/LinkPath.swift",
     "(url.baseURL == nil ? LinkParts(plain: text) : nil)", "LinkParts(plain: text)",
     "APlainLinkIsReadAsURLComponentsReadsIt"),
    ("a composed reducer claims to reject before changing", CORE + "Reducer/ComposedReducer.swift",
     "public static var rejectsWithoutChanging: Bool { Body.rejectsWithoutChanging }",
     "public static var rejectsWithoutChanging: Bool { true }", "ARefusalIsUndoneUnlessTheReducerRejectsWithoutChanging"),
    ("a link opener claims to reject before changing", CORE + "Routing/LinkOpeningReducer.swift",
     "static var rejectsWithoutChanging: Bool { false }", "static var rejectsWithoutChanging: Bool { true }",
     "ARefusalIsUndoneUnlessTheReducerRejectsWithoutChanging"),
    ("a debug store trusts a reducer's word", CORE + "Runtime/Runtime+Actions.swift",
     "keepsSnapshot(inDebugBuild: true)\n", "keepsSnapshot(inDebugBuild: false)\n", "StoreProcessingTests"),
    ("pop at the root is accepted", CORE + "Navigation/ScreenStack+Mutations.swift",
     "guard let top = pushed.popLast() else { throw .popAtRoot }", "guard let top = pushed.popLast() else { return _root }",
     "NavigationStateStackTests|ScreenStackTests"),
    ("pop to a missing screen pops to the root", CORE + "Navigation/ScreenStack+Mutations.swift",
     "} else if screen == _root {", "} else if true {", "NavigationStateStackTests|ScreenStackTests"),
    ("present under an alert is accepted", CORE + "Navigation/NavigationState+Presentation.swift",
     "        guard _alert == nil else { throw .alertAlreadyShown }\n        guard levelCount < Self.maximumLevels",
     "        guard true else { throw .alertAlreadyShown }\n        guard levelCount < Self.maximumLevels",
     "NavigationStatePresentationTests"),
    ("the nesting limit is one level off", CORE + "Navigation/NavigationState+Presentation.swift",
     "guard levelCount < Self.maximumLevels else", "guard levelCount <= Self.maximumLevels else",
     "NavigationStatePresentationTests"),
    ("dismiss to a level keeps one level too many", CORE + "Navigation/NavigationState+Presentation.swift",
     "_presented.removeSubrange(level...)", "_presented.removeSubrange(min(level + 1, _presented.count)...)",
     "NavigationStatePresentationTests|NavigationStateRoutesTests"),
    ("a second alert replaces the first", CORE + "Navigation/NavigationState+Alert.swift",
     "guard _alert == nil else { throw .alertAlreadyShown }\n",
     "guard true else { throw .alertAlreadyShown }\n", "AlertStateTests"),
    ("any button closes the alert", CORE + "Navigation/NavigationState+Alert.swift",
     "guard let button = _alert?.button(sending: action) else {",
     "guard let button = _alert?.buttons.first else {", "AlertStateTests"),
    ("an alert may be built without buttons", CORE + "Navigation/AlertState.swift",
     "guard !buttons.isEmpty else { throw .alertHasNoButtons }", "guard true else { throw .alertHasNoButtons }",
     "AlertStateTests|NavigationStateCodableTests|RestorationTests"),
    ("decoding accepts one level too many", CORE + "Navigation/NavigationState.swift",
     "guard presented.count < Self.maximumLevels else", "guard presented.count <= Self.maximumLevels else",
     "NavigationStateCodableTests|RestorationTests"),
    ("navigateBack searches from the bottom", CORE + "Navigation/NavigationState+Routes.swift",
     "for level in stride(from: topLevel, through: 0, by: -1) {", "for level in 0...topLevel {",
     "NavigationStateRoutesTests"),
    ("the diff ignores a change of style", CORE + "Rendering/NavigationState+Diff.swift",
     "while kept < shared, _presented[kept - 1].style == target._presented[kept - 1].style,", "while kept < shared,",
     "DiffTests|DiffPropertyTests"),
    ("the diff forgets to hide the alert", CORE + "Rendering/NavigationState+Diff.swift",
     "if _alert != nil, alertChanges, !emit(", "if _alert != nil, alertChanges, !dismisses, !emit(",
     "DiffTests|DiffPropertyTests"),
    ("the diff presents flows top down", CORE + "Rendering/NavigationState+Diff.swift",
     "for level in kept..<target.levelCount", "for level in (kept..<target.levelCount).reversed()",
     "DiffTests|DiffPropertyTests"),
    ("the queue is last in, first out", CORE + "Runtime/ActionQueue.swift",
     "let action = storage[head]", "let action = storage[storage.count - 1 - head]",
     "feedbackActionsAreProcessedFirstInFirstOutNeverNested|anActionSentByAnObserverIsQueuedAfterTheCurrentOne"),
    ("a drained queue keeps a long burst's memory", CORE + "Runtime/ActionQueue.swift",
     "if storage.capacity > 64 { storage = [] } else {", "if false { storage = [] } else {", "ActionQueueTests"),
    ("a draining queue never drops what it consumed", CORE + "Runtime/ActionQueue.swift",
     "if head >= 1_024, head * 2 >= storage.count {", "if false {", "ActionQueueTests"),
    ("work tied to a screen is never cancelled", CORE + "Runtime/Runtime+Work.swift",
     "where entry.tie != .store && !entry.tie.isAlive(in: state.navigation) {", "where false {",
     "StoreWorkTests|TestStoreWorkTests|loadingStopsWhenTheUserGoesBack"),
    ("work tied to a flow outlives its flow", CORE + "Runtime/WorkTie.swift",
     "case .flow(let identity): navigation.contains(identity)", "case .flow: true", "StoreWorkTests"),
    ("work that ended still answers", CORE + "Runtime/Runtime+Work.swift",
     "guard work.contains(id) else { return .dropped }", "guard true else { return .dropped }",
     "StoreWorkTests|TestStoreWorkTests"),
    ("a test store processes work's answers as they arrive", CORE + "Runtime/Runtime+Work.swift",
     "        if holdsArrivals {\n", "        if false {\n", "TestStoreWorkTests"),
    ("the follow-up limit is doubled", CORE + "Runtime/Runtime+Work.swift",
     "guard followUps < followUpLimit else {", "guard followUps < followUpLimit * 2 else {",
     "StoreProcessingTests|ExplorerTests|ExplorerFollowUpTests"),
    ("the follow-up chain has no limit", CORE + "Runtime/Runtime+Work.swift",
     "guard followUps < followUpLimit else {", "guard followUps < Int.max else {",
     "StoreProcessingTests|ExplorerTests|ExplorerFollowUpTests|FuzzerTests"),
    ("a rejection after a change is not undone", CORE + "Runtime/Runtime+Actions.swift",
     "        state = before\n        return Verdict(refusal: reason, changed: isEqualIfEquatable",
     "        return Verdict(refusal: reason, changed: isEqualIfEquatable",
     "StoreProcessingTests|ARefusalIsUndoneUnlessTheReducerRejectsWithoutChanging|LinkOpeningTests|ExplorerTests|ExplorerFollowUpTests"),
    ("a rejection after a change goes unseen", CORE + "Runtime/Verdict.swift",
     "default: self = changed() == true ? .refusedAfterChanging(reason) : .refused(reason)",
     "default: self = .refused(reason)", "TestStoreFailureTests|FuzzerTests|ExplorerTests|StoreProcessingTests"),
    ("an absent child flow gets its action", CORE + "Reducer/Scope.swift",
     "guard var childState = parent[keyPath: path] else { throw .childStateAbsent }",
     "guard var childState = parent[keyPath: path] else { return [] }", "CompositionTests"),
    ("a broken rule reads as a plain refusal", CORE + "Runtime/Verdict.swift",
     "case .ruleBroken(let name): self = .brokeRule(name)", "case .ruleBroken: self = .refused(reason)",
     "TheExplorerAndTheFuzzerReadARefusalAlike|ExplorerTests"),
    ("restoring ignores the app's rules", CORE + "Routing/Restoration.swift",
     "if let broken = rules.brokenRule(in: state) { return .failure(.refused(broken)) }", "",
     "RestorationTests|CheckoutRestorationTests|InfosRestorationTests|ShowcaseRestorationTests"),
    ("a stack verb is accepted under an alert", CORE + "Navigation/NavigationState.swift",
     "        guard _alert == nil else { throw .alertAlreadyShown }\n        if _presented.isEmpty",
     "        if _presented.isEmpty", "NavigationStateStackTests"),
    ("the last matching route wins", CORE + "Routing/DeepLinkRouter.swift",
     "for route in routes where route.segments.count == segments.count {",
     "for route in routes.reversed() where route.segments.count == segments.count {", "DeepLinkRouterTests"),
    ("restoration ignores the screen limit", CORE + "Routing/Restoration.swift",
     "guard screens <= maximumScreens else", "guard true else", "RestorationTests"),
    ("the explorer reports a path backwards", TESTING + "Explorer/ExplorationGraph.swift",
     "return path.reversed()", "return path", "ExplorerTests"),
    ("rejection equality ignores a detail", CORE + "Navigation/NavigationRejection+Equality.swift",
     "if case .indexOutOfRange(index, count) = rhs { return true }", "if case .indexOutOfRange(index, _) = rhs { return true }",
     "EveryRejectionEqualsOnlyItself"),
    ("rejection equality confuses two cases", CORE + "Navigation/NavigationRejection+Equality.swift",
     "case .noAlertShown: if case .noAlertShown = rhs { return true }",
     "case .noAlertShown: if case .alertButtonNotFound = rhs { return true }", "EveryRejectionEqualsOnlyItself"),
    ("navigation equality forgets the alert", CORE + "Navigation/NavigationEquality.swift",
     "            && (lhs._alert?.parts === rhs._alert?.parts || lhs._alert == rhs._alert)\n", "",
     "EqualityCoversEveryField"),
    ("the explorer builds on an accepted try's change", TESTING + "Explorer/Explorer+Expansion.swift",
     "            runtime.state = state\n        }\n        return findings",
     "        }\n        return findings", "ExplorerTests"),
    ("the explorer's report hides a rare refusal by a rule", TESTING + "Explorer/ExplorationReport.swift",
     "position < 8 || rejection.example.isRefusalByARule", "position < 8", "ExplorerTests"),
    ("a refusal whose bytes changed is taken as unchanged", CORE + "Runtime/Runtime+Actions.swift",
     "guard hasTheSameBytes(state, before) else { return undo(error, to: before) }",
     "guard true else { return undo(error, to: before) }",
     "ExplorerTests|StoreProcessingTests|TestStoreFailureTests"),
    ("the parallel search merges a level's runs out of order", TESTING + "Explorer/Explorer+Search.swift",
     "                let found = results.values\n", "                let found = Array(results.values.reversed())\n",
     "ParallelExplorationTests"),
    ("a state shared between workers is a dead end when its last share is", TESTING + "Explorer/Explorer+Expansion.swift",
     "leadsElsewhere = leadsElsewhere || other.leadsElsewhere", "leadsElsewhere = other.leadsElsewhere",
     "ParallelExplorationTests"),
    ("a shared level's states lose their findings behind the next one", TESTING + "Explorer/Explorer+LevelRun.swift",
     "if let (earlier, sharedFindings) = shared { add(sharedFindings, of: earlier) }",
     "if let (earlier, sharedFindings) = shared, false { add(sharedFindings, of: earlier) }", "ParallelExplorationTests"),
    ("a state's shares are counted as states of their own", TESTING + "Explorer/Explorer+LevelRun.swift",
     "guard let (earlier, sharedFindings) = shared, earlier == position else {",
     "guard let (earlier, sharedFindings) = shared, earlier == position, false else {", "ParallelExplorationTests"),
    ("a tally of many kinds counts one in the place of another", TESTING + "Explorer/RejectionTally.swift",
     "if kinds[entry - 1] == kind { return entry - 1 }", "if kinds[entry - 1] == kind { return max(0, entry - 2) }",
     "ExplorerTests|RejectionTallyTests"),
    ("a kind keeps a later example than its first", TESTING + "Explorer/RejectionTally.swift",
     "if other.order < order {", "if other.order > order {", "ParallelExplorationTests|RejectionTallyTests"),
    ("a thread's tally keeps the example of the run it counted first", TESTING + "Explorer/RejectionTally.swift",
     "            if order < entries[known].order {\n", "            if order < entries[known].order, false {\n",
     "RejectionTallyTests"),
    ("an in-place reason is reported by its value whatever its kind", CORE + "Navigation/RejectionKind.swift",
     "guard name != typeName else { return kind }", "return kind",
     "ExplorerTests|CheckoutExplorationTests"),
    ("a cut search calls unfinished states stuck", TESTING + "Explorer/ExplorationReport.swift",
     "for position in graph.unfinished where", "for position in graph.unfinished.prefix(0) where", "ExplorerTests"),
    ("a waiting link is never resumed by the link opener", CORE + "Routing/LinkOpeningReducer.swift",
     "if let pending = links.pending, links.resumes(action), state[keyPath: pending] != nil {",
     "if let pending = links.pending, links.resumes(action), state[keyPath: pending] != nil, false {",
     "LinkOpeningTests"),
    ("a link that changes nothing on screen arrives", CORE + "Routing/LinkOpeningReducer.swift",
     "if let arrived = links.arrived, shown.navigation != state.navigation {", "if let arrived = links.arrived {",
     "LinkOpeningTests"),
    ("a link whose action is refused keeps what it opened", CORE + "Routing/LinkOpeningReducer.swift",
     "            effects += try base.reduce(into: &shown, action: action)\n        }\n        state = shown",
     "            state = shown\n            effects += try base.reduce(into: &state, action: action)\n        }\n        state = shown",
     "LinkOpeningExample|LinkOpeningTests"),
    ("the pure form returns a refused change", CORE + "Reducer/Reducer.swift",
     "let effects = try reduce(into: &state, action: action)\n        return (state, effects.array)",
     "let effects = (try? reduce(into: &state, action: action)) ?? []\n        return (state, effects.array)",
     "ReducerTests"),
    ("the explorer drops follow-ups", TESTING + "Explorer/Explorer+Expansion.swift",
     "            if let followUps {\n", "            if let followUps, false {\n", "ExplorerFollowUpTests"),
    ("the fuzzer drops follow-ups", TESTING + "Fuzzer/Fuzzer.swift",
     "if let followUps, let broken = followUp(", "if let followUps, false, let broken = followUp(",
     "FuzzerFollowUpTests"),
    ("a waiting link that cannot be shown stays waiting", CORE + "Routing/LinkOpeningReducer.swift",
     "            state = waiting\n            state[keyPath: pending] = nil\n",
     "            state = waiting\n", "LinkOpeningTests"),
    ("links are checked by their guards only", CORE + "Routing/LinkOpeningReducer.swift",
     "        if let broken = links.rules.brokenRule(in: state) { throw broken }\n        return effects\n    }\n\n    /// A link's",
     "        return effects\n    }\n\n    /// A link's", "LinkOpeningTests"),
    ("an eight-byte reason is boxed", CORE + "Navigation/NavigationRejection+AppReason.swift",
     "MemoryLayout<Reason>.size <= MemoryLayout<UInt64>.size", "MemoryLayout<Reason>.size < MemoryLayout<UInt64>.size",
     "ExplorerTests"),
    ("the explorer's index loses states when it grows", TESTING + "Explorer/VisitedIndex.swift",
     "for entry in old where entry.position >= 0 {", "for entry in old.prefix(old.count / 2) where entry.position >= 0 {",
     "ExplorerTests|ExplorationTests"),
    ("the test store forgets unasserted effects", TESTING + "TestStore+Send.swift",
     "if effectFactory == nil, !pendingEffects.isEmpty {", "if effectFactory == nil, pendingEffects.count > 99 {",
     "TestStoreFailureTests"),
    ("the fuzzer does not shrink", TESTING + "Fuzzer/Fuzzer.swift",
     "let shrunk = shrink(walk, breaking: broken)", "let shrunk = walk", "FuzzerTests"),
    ("a thread taking another's runs from the back runs the front one", TESTING + "Explorer/SearchCrew.swift",
     "take { first, end in first < end ? (first, end - 1, end - 1) : nil }",
     "take { first, end in first < end ? (first, end - 1, first) : nil }", "SearchCrewTests"),
    ("a level kept on one thread skips its last state", TESTING + "Explorer/Explorer+Search.swift",
     "for position in level where withinBudget {", "for position in level.dropLast() where withinBudget {",
     "ParallelExplorationTests"),
    ("an action sheet without a cancel button is shown", CORE + "Navigation/NavigationState+Alert.swift",
     "        guard !alert.parts.lacksCancelButton else { throw .actionSheetHasNoCancelButton }\n", "",
     "AlertStateTests"),
    ("boxed app refusals compare by their text", CORE + "Navigation/NavigationRejection+AppReason.swift",
     "return box === other || box.holdsEqualReason(to: other)",
     "return box.reason.description == other.reason.description",
     "AnAppsRejectionReason|AppReasonStorage"),
    ("app refusals kept in place compare by their type alone", CORE + "Navigation/NavigationRejection+AppReason.swift",
     "&& (bytes == otherBytes || type.loaded(from: bytes, equals: otherBytes))", "",
     "AnAppsRejectionReason|AppReasonStorage"),
    ("a reducer's reason becomes an untyped refusal", CORE + "Navigation/RejectionReason.swift",
     "case let reason as any RejectionReason: self = .refused(NavigationRejection.AppReason(reason))",
     "case let reason as any RejectionReason: self = .refused(NavigationRejection.AppReason(UntypedRefusal(reason)))",
     "AnAppsRejectionReason|CheckoutRulesTests"),
    ("the renderer forgets the command it handed over", CORE + "Rendering/RenderedTrees.swift",
     "try onScreen?.apply(command)\n",
     "try onScreen?.apply(command.withoutAnimation.isAnimated ? command : .hideAlert(animated: false))\n",
     "NavigationRendererTests|NavigationControllerHostTests"),
    ("the renderer stops after the first of several commands", CORE + "Rendering/TransitionSequencer.swift",
     "if !isLast { trees.pending = state }", "if false { trees.pending = state }",
     "NavigationRendererTests|NavigationControllerHostTests"),
    ("the renderer forgets the state a slow host is bringing on screen", CORE + "Rendering/TransitionSequencer.swift",
     "        trees.pending = state\n    }\n\n    /// Performs", "        trees.pending = nil\n    }\n\n    /// Performs",
     "NavigationRendererTests|NavigationControllerHostTests"),
    ("the renderer overwrites a newer state the host rendered while performing", CORE + "Rendering/TransitionSequencer.swift",
     "guard isLast, isTransitioning, case .none = trees.pending else { return }", "guard isLast, isTransitioning else { return }",
     "NavigationRendererTests|NavigationControllerHostTests"),
    ("a renderer that goes keeps its host and goes on sending", CORE + "Rendering/TransitionSequencer.swift",
     "        host = nil\n        completion = {}\n", "        completion = {}\n",
     "NavigationRendererTests"),
    ("a renderer that goes stays alive with its completion", CORE + "Rendering/TransitionSequencer.swift",
     "        host = nil\n        completion = {}\n", "        host = nil\n",
     "NavigationRendererTests"),
    ("a node held by a kept copy is changed in place", CORE + "Navigation/PersistentArray+Trie.swift",
     "if !isKnownUniquelyReferenced(&node) { node = node.copy() }", "if false, !isKnownUniquelyReferenced(&node) { node = node.copy() }",
     "PersistentArrayAgreesWithArray"),
    ("a leaf both copies share is skipped without comparing", CORE + "Navigation/PersistentArray.swift",
     "if !mine.isSameStorage(as: theirs) {", "if mine.isEmpty {",
     "PersistentArrayAgreesWithArray"),
    ("every read part is announced after any change", CORE + "Store/Store.swift",
     "where comparesParts && parts.changed(at: position, in: runtime.state) {", "where comparesParts {",
     "StorePartObservationTests"),
    ("the whole state is never announced", CORE + "Store/Store.swift",
     "if case .accepted = verdict, let whole = parts.whole, before != runtime.state {",
     "if false, let whole = parts.whole, before != runtime.state {",
     "AStoreIsObservedAsAnObservableModelIs|StorePartObservationTests"),
    ("every level's presentation shares one key path", CORE + "Store/Store+Parts.swift",
     ".presentation(\\Store[observingPresentation: level])", ".presentation(\\Store[observingPresentation: 0])",
     "StorePartObservationTests"),
    ("a part's change is never announced", CORE + "Store/Store.swift",
     "where comparesParts && parts.changed(at: position, in: runtime.state) {", "where false {",
     "StorePartObservationTests|AStoreIsObservedAsAnObservableModelIs"),
    ("the host updates its levels after a re-entrant dismissal", CORE + "Rendering/ControllerHost.swift",
     "            levels.removeSubrange(level...)\n            levels[level - 1].controller.dismissPresented(animated: animated, completion: completion)",
     "            levels[level - 1].controller.dismissPresented(animated: animated, completion: completion)\n            levels.removeSubrange(level...)",
     "NavigationControllerHostTests|ControllerHostPropertyTests"),
    ("a released renderer goes on driving its host", CORE + "Rendering/Store+Rendering.swift",
     "observeStates { [weak renderer] state in renderer?.render(state.navigation) }",
     "observeStates { state in renderer.render(state.navigation) }", "NavigationRendererTests"),
    ("a user's pop is not reported", CORE + "Rendering/ControllerHost.swift",
     "report?(.popped(remaining: shown.count - 1, level: level))", "",
     "ControllerHostUserNavigationTests"),
    ("an edit in place makes a new entry", CORE + "Navigation/ScreenStack+Mutations.swift",
     "            try body(&entry.screen)\n            pushed.replace",
     "            try body(&entry.screen)\n            entry.number = numbers.take()\n            pushed.replace",
     "ScreenEntryWorkTests|ScreenEntryTests"),
    ("work binds to the lowest of equal screens", CORE + "Navigation/NavigationState+Entries.swift",
     "stack.lastIndex(of: screen)", "stack.firstIndex(of: screen)", "ScreenEntryWorkTests"),
    ("a push takes the number of the entry popped before it", CORE + "Navigation/ScreenStack+Mutations.swift",
     "pushed.append(StackEntry(number: numbers.take(), screen: screen))",
     "pushed.append(StackEntry(number: (pushed.last?.number ?? numbers.root) + 1, screen: screen))",
     "ScreenEntryWorkTests|ScreenEntryTests"),
    ("a link's tree replaces the screens that stay", CORE + "Navigation/ScreenStack+Entries.swift",
     "let kept = _root == other._root ? 1 &+ pushed.commonPrefixCount(with: other.pushed, by: ==) : 0",
     "let kept = 0", "ScreenEntryWorkTests|ScreenEntryTests"),
    ("the diff drops an edit in place", CORE + "Rendering/NavigationState+Diff.swift",
     "where pushed[index].screen != target.pushed[index].screen {",
     "where pushed[index].screen != target.pushed[index].screen && false {", "EntryRenderingTests"),
    ("a host keeps the controller of a replaced entry", CORE + "Rendering/ControllerHost.swift",
     "index < keeping && index < old.count", "index < old.count && old[index].screen == screen",
     "EntryRenderingTests"),
    ("named work never meets its name running", CORE + "Runtime/Runtime+Work.swift",
     "guard let running = work.named[key] else {", "guard let running = work.named[key], false else {",
     "NamedWorkTests"),
    ("names of work hold across flows", CORE + "Runtime/Runtime+Work.swift",
     "let key = WorkKey(scope: tie.scope, name: name)", "let key = WorkKey(scope: .store, name: name)",
     "NamedWorkTests"),
    ("a cancellation looks in the root flow, not where the user is", CORE + "Runtime/Runtime+Work.swift",
     "for scope in [WorkScope.flow(state.navigation.topStack.flow), .store] {",
     "for scope in [WorkScope.flow(state.navigation.rootStack.flow), .store] {", "NamedWorkTests"),
    ("late answers: cancelled work keeps answering", TESTING + "LateAnswers/LateAnswers+Reduce.swift",
     "pending = pending.filter { running[$0.key] != nil }", "pending = pending.filter { _ in true }",
     "ExploringAnswersThatArriveLate|ReplayingAPathWithLateAnswers"),
    ("late answers: work in flight is compared in start order", TESTING + "LateAnswers/LateAnswers+State.swift",
     "for (id, entry) in running.entries { sum &+= describe(id, entry).hashValue }",
     "for (id, entry) in running.entries { sum = sum &* 31 &+ describe(id, entry).hashValue }",
     "ExploringAnswersThatArriveLate"),
    ("late answers: work outlives its last answer", TESTING + "LateAnswers/LateAnswers+Reduce.swift",
     "\n            if rest.isOver { end(id, in: &runtime, pending: &pending) }", "\n",
     "ExploringAnswersThatArriveLate"),
    ("late answers: a refused answer refuses the step", TESTING + "LateAnswers/LateAnswers+Reduce.swift",
     "                state.answerRefused = true\n                return []",
     "                throw .refused(LateAnswerReason.notInFlight)", "ExploringAnswersThatArriveLate"),
    ("late answers: work never ends without a word", TESTING + "LateAnswers/WorkAnswers.swift",
     "var mayEnd: Bool { ways.contains(where: \\.isOver) }", "var mayEnd: Bool { false }",
     "ExploringAnswersThatArriveLate"),
    ("late answers: no limit on work in flight", TESTING + "LateAnswers/LateAnswers+Reduce.swift",
     "guard pending.count <= workLimit else", "guard pending.count >= 0 else", "ExploringAnswersThatArriveLate"),
    ("late answers: a replay keeps work after its last answer", TESTING + "LateAnswers/TestStore+Replay.swift",
     "if work.answers.afterSending(action).isOver { endReplayed(id) }", "", "ReplayingAPathWithLateAnswers"),
    ("late answers: a refusal that changed the state reads as clean", TESTING + "LateAnswers/LateAnswers+Reduce.swift",
     "        case .refusedAfterChanging(let reason):\n            state.setApp(runtime.stateChangedBeforeRefusing(action))\n            throw reason\n        case .brokeRule(let name):\n            throw .ruleBroken(name)\n        }\n    }",
     "        case .refusedAfterChanging(let reason):\n            throw reason\n        case .brokeRule(let name):\n            throw .ruleBroken(name)\n        }\n    }",
     "ExploringAnswersThatArriveLate"),
    ("late answers: immediate follow-ups are dropped", TESTING + "LateAnswers/LateAnswers+Reduce.swift",
     "guard let action = runtime.nextQueued() else { return }", "guard let action = Optional<App.Action>.none else { return }",
     "ExploringAnswersThatArriveLate"),
    ("the showcase loads an asset's details twice at once", "Sources/Examples/ShowcaseApp/ShowcaseEffect+Work.swift",
     ".named(ShowcaseEffect.detailsLoad(id), ifRunning: .refuse)", "",
     "ShowcaseExplorationWithWorkInFlight"),
    ("late answers: a refused answer is judged by the transition rules", TESTING + "LateAnswers/Explorer+LateAnswers.swift",
     "guard let action = step.action, !after.answerRefused else", "guard let action = step.action else",
     "ExploringAnswersThatArriveLate"),
    ("a dry run takes every action", CORE + "Runtime/Runtime+Actions.swift",
     "            return true\n        } catch {\n            return false", "            return true\n        } catch {\n            return true",
     "AskingTheReducerBeforeAGestureStarts"),
    ("a refused swipe back is not put back", CORE + "Rendering/NavigationTreeModel.swift",
     "if ScreenStack.showSameEntries(navigation.stack(atLevel: level), before) {", "if false {",
     "WhatTheScreenWritesGoesToTheReducer"),
    ("a refused swipe down is not put back", CORE + "Rendering/NavigationTreeModel.swift",
     "if navigation.identity(ofLevel: level + 1) == shown {", "if false {", "WhatTheScreenWritesGoesToTheReducer"),
    ("an alert whose button was refused stays closed", CORE + "Rendering/NavigationTreeModel.swift",
     "        if let shown, navigation.alert == shown { store.putBack(.alert) }", "",
     "WhatTheScreenWritesGoesToTheReducer"),
    ("a view asking about a swipe down is not asked again", CORE + "Rendering/NavigationTreeModel.swift",
     "        _ = store.state", "", "WhatTheScreenWritesGoesToTheReducer"),
    ("an accepted action that changes nothing announces the whole state", CORE + "Store/Store.swift",
     "let whole = parts.whole, before != runtime.state {", "let whole = parts.whole {", "StorePartObservationTests"),
    ("a controller host lets every swipe back begin", CORE + "Rendering/ControllerHost.swift",
     "return wouldAccept?(.popped(remaining: levels[level].pages.count - 2, level: level)) ?? true", "return true",
     "AGestureTheReducerWouldRefuseNeverBegins"),
    ("a controller host lets every swipe down begin", CORE + "Rendering/ControllerHost.swift",
     "return wouldAccept?(.dismissedFlow(root: root, level: level)) ?? true", "return true",
     "AGestureTheReducerWouldRefuseNeverBegins"),
    ("a gesture with no action may begin", CORE + "Rendering/Store+Rendering.swift",
     "return userNavigation(change).map(wouldAccept) ?? false", "return userNavigation(change).map(wouldAccept) ?? true",
     "AGestureTheReducerWouldRefuseNeverBegins"),
    ("a details screen reads every asset's price", "Sources/Examples/ShowcaseApp/ShowcaseScreen+Choices.swift",
     "store[dynamicMember: \\.pricesInCents[id]].map", "store.pricesInCents[id].map", "AScreenIsRedrawnOnlyWhenWhatItShows"),
    ("a swipe down loses a picked asset", "Sources/Examples/ShowcaseApp/ShowcaseReducer.swift",
     "if case .dismissedFlow(_, let level) = change, let draft = state.draft(atOrAbove: level) {",
     "if case .dismissedFlow(_, let level) = change, level < 0, let draft = state.draft(atOrAbove: level) {",
     "ASwipeDownNeverLosesAPickedAsset"),
    ("a relative link drops the link waiting behind sign-in", CORE + "Routing/AppRules.swift",
     "if let pending, !destination.isRelative { shown[keyPath: pending] = nil }",
     "if let pending { shown[keyPath: pending] = nil }", "LinksThatLandWhereTheUserIs"),
    ("a route never sees the tree shown", CORE + "Routing/LinkOpeningReducer.swift",
     "let destination = try links.router.destination(for: url, shownOn: state.navigation)",
     "let destination = try links.router.destination(for: url)", "LinksThatLandWhereTheUserIs"),
    ("a saved destination may land two ways", CORE + "Routing/NavigationDestination+Codable.swift",
     "guard landings.count == 1 else {", "guard !landings.isEmpty else {", "RelativeDestinationsAsSavedValues"),
    ("a price alert presents the details twice", "Sources/Examples/ShowcaseApp/ShowcaseLinks.swift",
     "if var tree = shown, let open = tree.screens.first(where: { $0.isDetails(of: id) }) {",
     "if var tree = shown, let open = tree.screens.first(where: { _ in false }) {", "APriceAlertLandsWhereTheUserIs"),
    ("a waiting link is dropped without a word", CORE + "Routing/LinkOpeningReducer.swift",
     "            return links.dropped?(&state, error) ?? []", "            return []",
     "LinkOpeningTests|LinksThatLandWhereTheUserIs"),
]


def touch(path):
    # A new modification time, so the build never mistakes a mutant for the file it replaced.
    now = time.time_ns() + 1_000_000_000
    os.utime(path, ns=(now, now))
    time.sleep(0.01)


def run(command, timeout=None):
    started = time.time()
    try:
        result = subprocess.run(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=timeout)
        return result.returncode, time.time() - started
    except subprocess.TimeoutExpired:
        return "timeout", time.time() - started


def main(arguments):
    check_only = "--check" in arguments
    names = [a for a in arguments if not a.startswith("--")]
    mutants = [m for m in MUTANTS if not names or any(n in m[0] for n in names)]
    problems = []
    for name, path, original, mutated, _ in mutants:
        with open(os.path.join(ROOT, path)) as file:
            count = file.read().count(original)
        if count != 1:
            problems.append(f"{name}: its text occurs {count} times in {path}")
    if problems or check_only:
        for problem in problems:
            print(problem)
        print(f"{len(mutants) - len(problems)} of {len(mutants)} mutants apply")
        return 1 if problems else 0

    killed, survived, invalid, timed_out = [], [], [], []
    for name, path, original, mutated, tests in mutants:
        full = os.path.join(ROOT, path)
        with open(full) as file:
            source = file.read()
        try:
            with open(full, "w") as file:
                file.write(source.replace(original, mutated, 1))
            touch(full)
            built, build_time = run(["swift", "build", "--build-tests"])
            if built != 0:
                invalid.append(name)
                print(f"INVALID  {name} (does not compile)", flush=True)
                continue
            status, test_time = run(["swift", "test", "--skip-build", "--filter", tests], timeout=240)
            if status == 0:
                survived.append(name)
                print(f"SURVIVED {name} ({tests})", flush=True)
            elif status == "timeout":
                timed_out.append(name)
                print(f"TIMEOUT  {name} (the tests hung past 240 s instead of failing)", flush=True)
            else:
                killed.append(name)
                print(f"killed   {name} ({test_time:.0f} s)", flush=True)
        finally:
            with open(full, "w") as file:
                file.write(source)
            touch(full)
    print(f"\n{len(killed)} killed, {len(timed_out)} timed out, {len(survived)} survived, {len(invalid)} invalid, "
          f"of {len(mutants)} mutants")
    run(["swift", "build", "--build-tests"])
    return 0 if not survived and not invalid and not timed_out else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
