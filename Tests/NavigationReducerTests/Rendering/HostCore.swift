import NavigationReducer

/// An app core for driving a controller host: it shows any small tree it is told to, and
/// takes or refuses what the user did on screen as the action says.
struct HostState: NavigableState, Hashable, Sendable {
    var navigation: Small
}

enum HostAction: Hashable, Sendable {
    case show(Small)
    case userNavigated(UserNavigation<String>, accepted: Bool)
}

let hostReducer = Reduce<HostState, HostAction, Never> { state, action in
    switch action {
    case .show(let tree):
        state.navigation = tree
    case .userNavigated(let change, let accepted):
        guard accepted else { throw NavigationRejection.refused(SampleRefusal.noThanks) }
        try state.navigation.apply(change)
    }
    return []
}

typealias FakeHost = ControllerHost<FakeNavigationController, String, String>

/// A host over fake controllers that share `journal`, told by them when they have shown
/// their stack, as UIKit's navigation-controller delegate would; with `tabBar`, showing tabs
/// there; with `split`, showing a split view's columns there.
@MainActor
func makeFakeHost(_ journal: FakeNavigationController.Journal, tabBar: FakeTabBar? = nil, split: FakeSplit? = nil)
    -> FakeHost
{
    var made = 0
    let host = FakeHost(
        root: FakeNavigationController("root", journal: journal),
        flowController: {
            made += 1
            return FakeNavigationController("flow\(made)", journal: journal)
        },
        screen: { FakeNavigationController.Page($0) },
        alert: { FakeNavigationController.Page("alert \($0.title)") },
        tabs: tabBar.map { tabBar in
            { tabs, selected in
                tabBar.tabs = tabs
                tabBar.selected = selected
                tabBar.calls.append("show tabs \(tabs.map(\.tab)) selecting \(selected)")
            }
        },
        selectTab: tabBar.map { tabBar in
            { position in
                tabBar.selected = position
                tabBar.calls.append("select \(position)")
            }
        },
        split: split.map { split in
            { shown in
                guard split.canShow(shown?.columns) else { return nil }
                split.shown = shown
                return split.isCollapsed
            }
        }
    )
    journal.didShow = { [weak host] in host?.controllerDidShow($0) }
    return host
}

/// What a tree looks like on the fake controllers: each flow's screens, each presented
/// flow's style, and the alert.
func shownTree(of tree: Small) -> (stacks: [[String]], styles: [PresentationStyle?], alert: String?) {
    (tree.stacks.map { Array($0) }, tree.presentedFlows.map(\.style), tree.alert.map { "alert \($0.title)" })
}
