/// The heights a sheet offers, in the order the app gives them (a host draws them from the
/// smallest up), the one it rests at, and up to which the screen under it
/// stays usable: the three things an app asks of `presentationDetents(_:selection:)` and
/// `presentationBackgroundInteraction`, or of `UISheetPresentationController`.
///
/// The selected detent is state: the user drags the sheet, the host reports it as
/// ``UserNavigation/selectedDetent(_:root:level:)``, and the reducer decides, as for a
/// swipe back. So a restored sheet opens at the height it was left at, and the Explorer
/// sees a half-height sheet as a state of its own.
public struct SheetDetents: Hashable, Sendable {
    /// The most detents a sheet offers: more heights than a drag tells apart.
    public static var maximumCount: Int { 4 }

    // Eight bytes, which a presented flow copies as it copied its style alone: the detents'
    // codes, 12 bits each from the low end of `low` on into `high`; in `shape`, the count less
    // one, the selected place and the place up to which the screen under is usable, which
    // `usesUnder` says is set. (Its spare values hold the style's other cases.)
    @usableFromInline var low: UInt32
    @usableFromInline var high: UInt16
    @usableFromInline var shape: UInt8
    @usableFromInline var usesUnder: Bool

    @inlinable init(codes: UInt64, count: Int, selected: Int, usable: Int?) {
        low = UInt32(truncatingIfNeeded: codes)
        high = UInt16(truncatingIfNeeded: codes >> 32)
        shape = UInt8(count - 1) | UInt8(selected) << 2 | UInt8(usable ?? 0) << 4
        usesUnder = usable != nil
    }

    /// A sheet offering `detents`, resting at `selected` (the first of `detents` when `nil`).
    ///
    /// - Throws: ``NavigationRejection/invalidDetents`` when `detents` is empty, repeats a
    ///   detent or has more than ``maximumCount``; ``NavigationRejection/detentNotOffered``
    ///   when `selected` or `usableUnderUpThrough` is not one of `detents`.
    public init(
        _ detents: [Detent], selected: Detent? = nil, usableUnderUpThrough: Detent? = nil
    ) throws(NavigationRejection) {
        guard let first = detents.first, detents.count <= Self.maximumCount, Set(detents).count == detents.count
        else { throw .invalidDetents }
        guard let selectedPlace = detents.firstIndex(of: selected ?? first) else { throw .detentNotOffered }
        var usablePlace: Int?
        if let usableUnderUpThrough {
            guard let place = detents.firstIndex(of: usableUnderUpThrough) else { throw .detentNotOffered }
            usablePlace = place
        }
        var codes: UInt64 = 0
        for (place, detent) in detents.enumerated() { codes |= UInt64(detent.code) << UInt64(12 * place) }
        self.init(codes: codes, count: detents.count, selected: selectedPlace, usable: usablePlace)
    }

    /// A sheet at full height only: what `.sheet` and `.pageSheet` show unless asked otherwise.
    @inlinable public static var large: SheetDetents {
        SheetDetents(codes: UInt64(Detent.largeCode), count: 1, selected: 0, usable: nil)
    }

    /// The heights the sheet offers, in the order given. Never empty, never repeated.
    public var detents: [Detent] { (0..<(Int(shape & 3) + 1)).map(detent) }

    /// The height the sheet rests at: one of ``detents``.
    public var selected: Detent { detent(at: Int(shape >> 2 & 3)) }

    /// The largest height at which the screen under the sheet stays usable, undimmed — a
    /// map under a half-height sheet — or `nil` when the sheet always dims it. One of
    /// ``detents``.
    public var usableUnderUpThrough: Detent? { usesUnder ? detent(at: Int(shape >> 4 & 3)) : nil }

    /// Rests the sheet at `detent`.
    ///
    /// - Throws: ``NavigationRejection/detentNotOffered`` when the sheet does not offer it.
    public mutating func select(_ detent: Detent) throws(NavigationRejection) {
        guard let place = detents.firstIndex(of: detent) else { throw .detentNotOffered }
        shape = shape & ~(3 << 2) | UInt8(place) << 2
    }

    func detent(at place: Int) -> Detent {
        let codes = UInt64(low) | UInt64(high) << 32
        return Detent(code: UInt16(truncatingIfNeeded: codes >> UInt64(12 * place) & 0xFFF))
    }
}
