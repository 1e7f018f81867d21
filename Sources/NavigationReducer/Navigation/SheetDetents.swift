/// A height a sheet rests at: what SwiftUI's `PresentationDetent` and UIKit's
/// `UISheetPresentationController.Detent` are, as a value the state keeps.
///
/// The system's two heights are ``medium`` and ``large``; an app's own are made by
/// ``height(_:)`` and ``fraction(_:)``, which refuse a height no sheet can have.
public struct SheetDetent: Hashable, Sendable {
    /// What a detent is, for a host that draws it.
    public enum Size: Hashable, Sendable {
        /// About half the screen.
        case medium
        /// The full height a sheet can have.
        case large
        /// A fixed height in points, from 1 to ``SheetDetent/tallestHeight``.
        case height(Int)
        /// A fraction of the full height, greater than `0` and at most `1`, to a thousandth.
        case fraction(Double)
    }

    /// The tallest fixed height a detent has, in points: more than any screen shows.
    public static var tallestHeight: Int { 3_000 }

    // 12 bits, so four detents, the selection and the screen under fit in one word and a
    // presented flow copies as it did without detents: 1...1000 a fraction in thousandths,
    // 1001...4000 a height, the system's two at the top. 0 is no detent.
    @usableFromInline let code: UInt16

    @usableFromInline static var mediumCode: UInt16 { 4094 }
    @usableFromInline static var largeCode: UInt16 { 4095 }

    @inlinable init(code: UInt16) { self.code = code }

    /// About half the screen, as the system measures it.
    @inlinable public static var medium: SheetDetent { SheetDetent(code: mediumCode) }
    /// The full height a sheet can have.
    @inlinable public static var large: SheetDetent { SheetDetent(code: largeCode) }

    /// A sheet `points` high.
    ///
    /// - Throws: ``NavigationRejection/invalidDetents`` unless `points` is from 1 to
    ///   ``tallestHeight``.
    public static func height(_ points: Int) throws(NavigationRejection) -> SheetDetent {
        guard (1...tallestHeight).contains(points) else { throw .invalidDetents }
        return SheetDetent(code: UInt16(1_000 + points))
    }

    /// A sheet `fraction` of the full height high, kept to the nearest thousandth.
    ///
    /// - Throws: ``NavigationRejection/invalidDetents`` unless `fraction` is greater than `0`,
    ///   at most `1`, and a thousandth or more once rounded.
    public static func fraction(_ fraction: Double) throws(NavigationRejection) -> SheetDetent {
        guard fraction > 0, fraction <= 1 else { throw .invalidDetents }
        let thousandths = (fraction * 1_000).rounded()
        guard thousandths >= 1 else { throw .invalidDetents }
        return SheetDetent(code: UInt16(thousandths))
    }

    /// What the detent is.
    public var size: Size {
        switch code {
        case Self.mediumCode: .medium
        case Self.largeCode: .large
        case ...1_000: .fraction(Double(code) / 1_000)
        default: .height(Int(code) - 1_000)
        }
    }

    /// A name that tells detents apart, for UIKit's detent identifiers.
    package var identifier: String {
        switch size {
        case .medium: "medium"
        case .large: "large"
        case .height(let points): "height \(points)"
        case .fraction(let fraction): "fraction \(fraction)"
        }
    }
}

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
        _ detents: [SheetDetent], selected: SheetDetent? = nil, usableUnderUpThrough: SheetDetent? = nil
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
        SheetDetents(codes: UInt64(SheetDetent.largeCode), count: 1, selected: 0, usable: nil)
    }

    /// The heights the sheet offers, in the order given. Never empty, never repeated.
    public var detents: [SheetDetent] { (0..<(Int(shape & 3) + 1)).map(detent) }

    /// The height the sheet rests at: one of ``detents``.
    public var selected: SheetDetent { detent(at: Int(shape >> 2 & 3)) }

    /// The largest height at which the screen under the sheet stays usable, undimmed — a
    /// map under a half-height sheet — or `nil` when the sheet always dims it. One of
    /// ``detents``.
    public var usableUnderUpThrough: SheetDetent? { usesUnder ? detent(at: Int(shape >> 4 & 3)) : nil }

    /// Rests the sheet at `detent`.
    ///
    /// - Throws: ``NavigationRejection/detentNotOffered`` when the sheet does not offer it.
    public mutating func select(_ detent: SheetDetent) throws(NavigationRejection) {
        guard let place = detents.firstIndex(of: detent) else { throw .detentNotOffered }
        shape = shape & ~(3 << 2) | UInt8(place) << 2
    }

    func detent(at place: Int) -> SheetDetent {
        let codes = UInt64(low) | UInt64(high) << 32
        return SheetDetent(code: UInt16(truncatingIfNeeded: codes >> UInt64(12 * place) & 0xFFF))
    }
}
