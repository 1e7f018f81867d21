#if canImport(UIKit) && !os(watchOS)
    import NavigationReducer
    import UIKit

    // Compiled only where UIKit exists. Everything a UIKit app decides with — the host, the
    // renderer, the diff — is platform-free and tested on Linux against a fake controller.
    extension UINavigationController: NavigationControlling {
        package func present(
            flow controller: UINavigationController, style: PresentationStyle, animated: Bool,
            completion: @escaping @MainActor @Sendable () -> Void
        ) {
            controller.modalPresentationStyle = style.modalPresentationStyle
            #if !os(tvOS)
                if case .sheet(let detents) = style, let sheet = controller.sheetPresentationController {
                    sheet.show(detents)
                }
                if case .popover = style, let popover = controller.popoverPresentationController {
                    // The popover points at the top of the flow that presents it.
                    popover.sourceView = view
                    popover.sourceRect = CGRect(
                        x: view.bounds.midX, y: view.safeAreaInsets.top, width: 0, height: 0)
                    popover.permittedArrowDirections = .up
                }
            #endif
            // A swipe down reaches the same delegate as the flow's pushes and pops.
            controller.presentationController?.delegate =
                controller.delegate as? UIAdaptivePresentationControllerDelegate
            present(controller, animated: animated) { MainActor.assumeIsolated { completion() } }
        }

        package func show(detents: SheetDetents, animated: Bool) {
            #if !os(tvOS)
                guard let sheet = sheetPresentationController else { return }
                if animated { sheet.animateChanges { sheet.show(detents) } } else { sheet.show(detents) }
            #endif
        }

        package func present(
            alert: UIViewController, animated: Bool, completion: @escaping @MainActor @Sendable () -> Void
        ) {
            present(alert, animated: animated) { MainActor.assumeIsolated { completion() } }
        }

        package func dismissPresented(animated: Bool, completion: @escaping @MainActor @Sendable () -> Void) {
            guard presentedViewController != nil else { return completion() }
            dismiss(animated: animated) { MainActor.assumeIsolated { completion() } }
        }

        package func afterTransition(_ completion: @escaping @MainActor @Sendable () -> Void) {
            guard let coordinator = transitionCoordinator else { return completion() }
            _ = coordinator.animate(alongsideTransition: nil) { _ in MainActor.assumeIsolated { completion() } }
        }
    }

    extension PresentationStyle {
        var modalPresentationStyle: UIModalPresentationStyle {
            switch self {
            #if os(tvOS)
                case .sheet, .formSheet, .popover: .overFullScreen
            #else
                case .sheet: .pageSheet
                case .formSheet: .formSheet
                case .popover: .popover
            #endif
            case .fullScreen: .fullScreen
            }
        }
    }

    #if !os(tvOS)
        extension UISheetPresentationController {
            /// Offers `detents`' heights, rests at the selected one, and leaves the screen under
            /// it usable up to the height asked.
            func show(_ detents: SheetDetents) {
                // UIKit wants them from the smallest up; the state keeps the order the app gave.
                self.detents = detents.detents.sorted(by: SheetDetents.Detent.isShorter).map(\.uiKitDetent)
                selectedDetentIdentifier = detents.selected.uiKitIdentifier
                largestUndimmedDetentIdentifier = detents.usableUnderUpThrough?.uiKitIdentifier
                prefersGrabberVisible = detents.detents.count > 1
            }
        }

        extension SheetDetents.Detent {
            /// The detent UIKit draws.
            @MainActor var uiKitDetent: UISheetPresentationController.Detent {
                switch size {
                case .medium: .medium()
                case .large: .large()
                case .height(let points):
                    .custom(identifier: uiKitIdentifier) { _ in CGFloat(points) }
                case .fraction(let fraction):
                    .custom(identifier: uiKitIdentifier) { context in context.maximumDetentValue * CGFloat(fraction) }
                }
            }

            /// Whether `lhs` is lower than `rhs` on any screen that can tell: fractions by value,
            /// then `medium` (about half) among them, heights by points, and `large` last.
            static func isShorter(_ lhs: SheetDetents.Detent, _ rhs: SheetDetents.Detent) -> Bool {
                lhs.order < rhs.order
            }

            private var order: (Int, Double) {
                switch size {
                case .height(let points): (0, Double(points))
                case .fraction(let fraction): (1, fraction)
                case .medium: (1, 0.5)
                case .large: (2, 0)
                }
            }

            /// UIKit's name for the detent: its own for the system's two, ours for the others.
            var uiKitIdentifier: UISheetPresentationController.Detent.Identifier {
                switch size {
                case .medium: .medium
                case .large: .large
                case .height, .fraction: .init(identifier)
                }
            }

            /// The ``identifier`` of the detent UIKit names `identifier`.
            static func identifier(ofUIKit identifier: UISheetPresentationController.Detent.Identifier) -> String {
                switch identifier {
                case .medium: SheetDetents.Detent.medium.identifier
                case .large: SheetDetents.Detent.large.identifier
                default: identifier.rawValue
                }
            }
        }
    #endif
#endif
