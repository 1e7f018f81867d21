/// A stack reflects as the list of its screens, root first, so dumps and debuggers show the
/// path the user took rather than the storage.
extension ScreenStack: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection)
    }
}

/// A navigation state reflects as its levels, by their public names; a tab bar as its tab
/// shown and every tab with its stack, so a failure names the tab that differs; a split view
/// with its columns first.
extension NavigationState: CustomReflectable {
    public var customMirror: Mirror {
        let levels: KeyValuePairs<String, Any> = [
            "root": rootStack, "presented": presentedFlows, "alert": alert as Any, "animations": animations,
        ]
        if let splitColumns {
            // The selections by name, above the stack that holds them, so a diff names the column.
            var children: [(label: String?, value: Any)] = [
                ("splitColumns", splitColumns), ("sidebarSelection", selection(in: .sidebar) as Any),
            ]
            if splitColumns == .three {
                children.append(("supplementarySelection", selection(in: .supplementary) as Any))
            }
            children += [
                ("root", rootStack), ("presented", presentedFlows), ("alert", alert as Any), ("animations", animations),
            ]
            return Mirror(self, children: children, displayStyle: .struct)
        }
        guard let selectedTab else { return Mirror(self, children: levels, displayStyle: .struct) }
        return Mirror(
            self,
            children: [
                "selectedTab": selectedTab, "tabs": TabStacksReflection(tabs: tabStacks), "presented": presentedFlows,
                "alert": alert as Any,
                "animations": animations,
            ],
            displayStyle: .struct
        )
    }
}

/// A stack prints as its screens, root first — `["home", "settings"]` — so a failed
/// expectation on a state shows the path, not the type's name.
extension ScreenStack: CustomStringConvertible {
    public var description: String { Array(self).description }
}

/// The tabs of a tree as a dump shows them: each tab's stack under the tab's name, so a diff
/// inside a stack has its tab on the line above.
private struct TabStacksReflection<Screen: Hashable & Sendable>: CustomReflectable {
    let tabs: [NavigationTab<Screen>]

    var customMirror: Mirror {
        Mirror(
            self, children: tabs.map { (label: String(describing: $0.tab), value: $0.stack as Any) },
            displayStyle: .struct)
    }
}

extension SheetDetents.Detent: CustomStringConvertible, CustomReflectable {
    /// The detent as it is written in code: `.medium`, `.height(120)`, `.fraction(0.3)`.
    public var description: String {
        switch size {
        case .medium: ".medium"
        case .large: ".large"
        case .height(let points): ".height(\(points))"
        case .fraction(let fraction): ".fraction(\(fraction))"
        }
    }

    public var customMirror: Mirror { Mirror(self, unlabeledChildren: [description], displayStyle: nil) }
}

extension SheetDetents: CustomReflectable {
    /// A test failure shows the detents, not how they are packed.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "detents": detents, "selected": selected,
                "usableUnderUpThrough": usableUnderUpThrough as Any,
            ],
            displayStyle: .struct)
    }
}

extension PresentationStyle: CustomReflectable {
    /// A sheet at full height reflects as `.sheet`, as it is written; one with detents as
    /// `.sheet(SheetDetents(…))`.
    public var customMirror: Mirror {
        guard case .sheet(let detents) = self, detents != .large else {
            return Mirror(self, children: [], displayStyle: .enum)
        }
        return Mirror(self, children: ["sheet": detents], displayStyle: .enum)
    }
}
