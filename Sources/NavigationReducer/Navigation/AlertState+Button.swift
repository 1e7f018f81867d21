extension AlertState {
    /// One button of an ``AlertState``: its label, its role and the action it sends.
    ///
    /// Every button sends an action, the cancel button included: "the user cancelled" is an
    /// event a reducer and a test may care about, and it keeps choosing a button one operation.
    public struct Button: Hashable, Sendable {
        /// What the platform does with the button's look and placement.
        public enum Role: String, Hashable, Sendable, Codable, CaseIterable {
            /// A plain button.
            case `default`
            /// The button that backs out; the platform places it apart.
            case cancel
            /// A button that deletes or discards; drawn in red.
            case destructive
        }

        /// What the button says.
        public var label: String
        /// How the platform draws and places it.
        public var role: Role
        /// What choosing it sends to the reducer.
        public var action: Action

        public init(_ label: String, role: Role = .default, sending action: Action) {
            self.label = label
            self.role = role
            self.action = action
        }

        /// A button with the cancel role.
        public static func cancel(_ label: String, sending action: Action) -> Self {
            Self(label, role: .cancel, sending: action)
        }

        /// A button with the destructive role.
        public static func destructive(_ label: String, sending action: Action) -> Self {
            Self(label, role: .destructive, sending: action)
        }
    }
}

extension AlertState.Button: Codable where Action: Codable {}
