/// A stack reflects as the list of its screens, root first, so dumps and debuggers show the
/// path the user took rather than the storage.
extension ScreenStack: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection)
    }
}

/// A navigation state reflects as its levels, by their public names.
extension NavigationState: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "root": rootStack, "presented": presentedFlows, "alert": alert as Any, "animations": animations,
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
