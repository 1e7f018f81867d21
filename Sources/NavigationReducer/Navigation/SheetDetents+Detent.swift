extension SheetDetents {
    /// A height a sheet rests at: what SwiftUI's `PresentationDetent` and UIKit's
    /// `UISheetPresentationController.Detent` are, as a value the state keeps.
    ///
    /// The system's two heights are ``medium`` and ``large``; an app's own are made by
    /// ``height(_:)`` and ``fraction(_:)``, which refuse a height no sheet can have.
    public struct Detent: Hashable, Sendable {
        /// What a detent is, for a host that draws it.
        public enum Size: Hashable, Sendable {
            /// About half the screen.
            case medium
            /// The full height a sheet can have.
            case large
            /// A fixed height in points, from 1 to ``SheetDetents/Detent/tallestHeight``.
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
        @inlinable public static var medium: Detent { Detent(code: mediumCode) }
        /// The full height a sheet can have.
        @inlinable public static var large: Detent { Detent(code: largeCode) }

        /// A sheet `points` high.
        ///
        /// - Throws: ``NavigationRejection/invalidDetents`` unless `points` is from 1 to
        ///   ``tallestHeight``.
        public static func height(_ points: Int) throws(NavigationRejection) -> Detent {
            guard (1...tallestHeight).contains(points) else { throw .invalidDetents }
            return Detent(code: UInt16(1_000 + points))
        }

        /// A sheet `fraction` of the full height high, kept to the nearest thousandth.
        ///
        /// - Throws: ``NavigationRejection/invalidDetents`` unless `fraction` is greater than `0`,
        ///   at most `1`, and a thousandth or more once rounded.
        public static func fraction(_ fraction: Double) throws(NavigationRejection) -> Detent {
            guard fraction > 0, fraction <= 1 else { throw .invalidDetents }
            let thousandths = (fraction * 1_000).rounded()
            guard thousandths >= 1 else { throw .invalidDetents }
            return Detent(code: UInt16(thousandths))
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
}
