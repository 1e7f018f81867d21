// Hand-written, inlinable equality and hashing. The synthesized ones of a generic type are not
// specialised across modules, so a client hashing states (the explorer, TestStore, a
// SwiftUI diff) paid for generic metadata look-ups on every call.

extension ScreenStack {
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs._root == rhs._root && lhs.pushed == rhs.pushed
    }

    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(_root)
        hasher.combine(pushed)
    }
}

extension NavigationState {
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs._stack == rhs._stack && lhs._popup == rhs._popup && lhs._alert == rhs._alert
            && lhs._animations == rhs._animations
    }

    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(_stack)
        hasher.combine(_popup)
        hasher.combine(_alert)
        hasher.combine(_animations)
    }
}

extension PopupPresentation {
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.content == rhs.content && lhs.style == rhs.style
    }

    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(content)
        hasher.combine(style)
    }
}

extension AlertState {
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.title == rhs.title && lhs.message == rhs.message && lhs.style == rhs.style && lhs.buttons == rhs.buttons
    }

    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(message)
        hasher.combine(style)
        hasher.combine(buttons)
    }
}

extension AlertButton {
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.label == rhs.label && lhs.role == rhs.role && lhs.action == rhs.action
    }

    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(label)
        hasher.combine(role)
        hasher.combine(action)
    }
}

extension NavigationAnimations {
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.stack == rhs.stack && lhs.popup == rhs.popup && lhs.alert == rhs.alert
    }

    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(stack)
        hasher.combine(popup)
        hasher.combine(alert)
    }
}
