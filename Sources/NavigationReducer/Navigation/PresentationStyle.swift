/// How a presented flow covers the flow under it: what `.sheet`, `.fullScreenCover` and
/// `.popover`, or a controller's `modalPresentationStyle`, say, kept in the state so it is
/// restored, tested and explored with the rest of the tree.
public enum PresentationStyle: Hashable, Sendable, CustomStringConvertible {
    /// A card over the presenting screen, resting at one of its detents (`.sheet`,
    /// `.pageSheet`). ``sheet`` is the card at full height only.
    case sheet(SheetDetents)
    /// A card of a form's size, centred on a regular width, and a sheet on a compact one
    /// (`.formSheet`; SwiftUI's `.presentationSizing(.form)` where the system has it).
    case formSheet
    /// Covers the whole screen (`.fullScreenCover`, `.fullScreen`).
    case fullScreen
    /// A popover pointing at the flow that presents it on a regular width, and a sheet on a
    /// compact one (`.popover`).
    case popover

    /// A sheet at full height, as `.sheet` and `.pageSheet` show one unless asked otherwise.
    @inlinable public static var sheet: PresentationStyle { .sheet(.large) }

    /// The sheet's detents; `nil` for a style that is not a sheet.
    @inlinable public var detents: SheetDetents? {
        if case .sheet(let detents) = self { detents } else { nil }
    }

    /// Whether the two are drawn by the same kind of presentation, whatever their detents:
    /// a flow whose detents change stays presented, one whose kind changes is presented anew.
    @inlinable package func isSameKind(as other: PresentationStyle) -> Bool {
        switch (self, other) {
        case (.sheet, .sheet), (.formSheet, .formSheet), (.fullScreen, .fullScreen), (.popover, .popover): true
        default: false
        }
    }

    /// The style as its name, and a sheet's detents when it has more than full height:
    /// `sheet`, `sheet at medium of medium, large`, `fullScreen`.
    public var description: String {
        switch self {
        case .sheet(let detents) where detents == .large: "sheet"
        case .sheet(let detents):
            "sheet at \(detents.selected.identifier) of \(detents.detents.map(\.identifier).joined(separator: ", "))"
        case .formSheet: "formSheet"
        case .fullScreen: "fullScreen"
        case .popover: "popover"
        }
    }
}
