import NavigationReducer

typealias Small = NavigationState<String, String>
typealias SmallCommand = NavigationCommand<String, String>

let smallAlert = AlertState<String>(title: "Sure?", .cancel("No", sending: "no"))
let otherSmallAlert = AlertState<String>(title: "Sure?", message: "Really.", .cancel("No", sending: "no"))

/// Stacks that between them need every stack command: a root change (`a` → `b`), a push
/// (`a` → `a b`), a pop (`a a b` → `a`) and a pop plus a push (`a b` → `a a b`).
let smallStacks: [ScreenStack<String>] = [["a"], ["b"], ["a", "b"], ["a", "a", "b"]].compactMap { try? ScreenStack($0) }

/// Every tree of up to 3 levels over ``smallStacks``, each presented flow a sheet or a
/// cover, with and without an alert.
let everySmallTree = smallTrees(levels: 3, alerts: [nil, smallAlert])

/// Every tree of up to 2 levels, with no alert or one of two alerts that differ only in
/// their message.
let everySmallTreeWithAlertChanges = smallTrees(levels: 2, alerts: [nil, smallAlert, otherSmallAlert])

/// A sheet offering half and full height, resting at half height (a plain sheet, should the
/// detents be refused: `theSmallTreesCoverThreeLevelsStylesAndAlerts` then fails).
let halfSheet = (try? SheetDetents([.medium, .large])).map(PresentationStyle.sheet) ?? .sheet
/// The same sheet dragged to full height.
let halfSheetAtFull = (try? SheetDetents([.medium, .large], selected: .large)).map(PresentationStyle.sheet) ?? .sheet

/// Every tree of up to 2 levels whose flow is a sheet at full height, one resting at half or
/// at full height of two detents, a cover or a popover, with and without an alert.
let everySmallDetentTree = smallTrees(
    levels: 2, alerts: [nil, smallAlert], styles: [.sheet, halfSheet, halfSheetAtFull, .fullScreen, .popover])

func smallTrees(
    levels: Int, alerts: [AlertState<String>?], styles: [PresentationStyle] = [.sheet, .fullScreen]
) -> [Small] {
    var chains: [[PresentedFlow<String>]] = [[]]
    var frontier: [[PresentedFlow<String>]] = [[]]
    for _ in 1..<levels {
        frontier = frontier.flatMap { chain in
            smallStacks.flatMap { stack in styles.map { chain + [PresentedFlow(stack, style: $0)] } }
        }
        chains += frontier
    }
    return smallStacks.flatMap { root in
        chains.flatMap { chain in
            alerts.compactMap { alert in try? Small(root: root, presented: chain, alert: alert) }
        }
    }
}

/// Every tree of at most 2 levels whose root is no tab bar, the tab bar `t u` or the tab bar
/// `u t`, each tab with any of ``smallStacks``, either selected, with and without an alert.
let everySmallTabTree: [Small] = {
    let sheets: [[PresentedFlow<String>]] = [[], [PresentedFlow(root: "a")]]
    let plain = smallStacks.flatMap { root in sheets.compactMap { try? Small(root: root, presented: $0) } }
    let tabBars = [["t", "u"], ["u", "t"]].flatMap { tabs in
        smallStacks.flatMap { first in
            smallStacks.flatMap { second in
                tabs.flatMap { selected in
                    sheets.flatMap { sheet in
                        [nil, smallAlert].compactMap { alert in
                            try? Small(
                                tabs: [NavigationTab(tabs[0], stack: first), NavigationTab(tabs[1], stack: second)],
                                selected: selected, presented: sheet, alert: alert)
                        }
                    }
                }
            }
        }
    }
    return plain + tabBars
}()

/// Where a command may come in a safe order: alert hidden, then dismissals, then the tabs,
/// then the split view, then stack changes, then presentations, then the alert shown.
func safeOrderRank(_ command: SmallCommand) -> Int {
    switch command {
    case .hideAlert: 0
    case .dismiss: 1
    case .setTabs, .selectTab, .setTabStack, .setSplit: 2
    case .update, .setStack, .push, .popTo, .setDetents: 3
    case .present: 4
    case .showAlert: 5
    }
}

/// The level whose stack a command changes, if any.
func addressedLevel(_ command: SmallCommand) -> Int? {
    switch command {
    case .setStack(_, _, let level, _), .push(_, let level, _), .popTo(_, let level, _), .present(_, let level, _),
        .update(_, _, let level), .dismiss(let level, _):
        level
    case .showAlert, .hideAlert, .setTabs, .selectTab, .setTabStack, .setSplit, .setDetents: nil
    }
}

/// Every tree of at most 2 levels whose root is a stack, a split view of two or three columns
/// or the tab bar `t u`, each over any of ``smallStacks``, with and without an alert.
let everySmallSplitTree: [Small] = {
    let sheets: [[PresentedFlow<String>]] = [[], [PresentedFlow(root: "a")]]
    let roots = smallStacks.flatMap { stack in
        sheets.flatMap { sheet in
            [nil, smallAlert].flatMap { alert in
                [nil, SplitColumns.two, .three].compactMap { columns in
                    columns.map { try? Small(sidebar: stack, columns: $0, presented: sheet, alert: alert) }
                        ?? (try? Small(root: stack, presented: sheet, alert: alert))
                }
            }
        }
    }
    let tabBars = smallStacks.compactMap { stack in
        try? Small(tabs: [NavigationTab("t", stack: stack), NavigationTab("u")], selected: "t")
    }
    return roots + tabBars
}()
