#if canImport(SwiftUI)
    import NavigationReducer
    import SwiftUI

    /// The flow presented over `level`, in the style the state gives it, and the alert when
    /// `level` is on top.
    struct FlowPresentations<R: Reducer, ScreenView: View>: ViewModifier
    where R.State: NavigableState, R.Action: Sendable {
        let model: NavigationTreeModel<R>
        let level: Int
        let screen: (R.State.Screen) -> ScreenView

        func body(content: Content) -> some View {
            let bindable = Bindable(model)
            content
                .sheet(item: bindable[presentedOver: level, style: .sheet]) { _ in
                    DismissalVeto(model: model, level: level + 1, flow: flow).modifier(
                        SheetDetentsFromState(model: model, level: level + 1))
                }
                .sheet(item: bindable[presentedOver: level, style: .formSheet]) { _ in
                    DismissalVeto(model: model, level: level + 1, flow: flow).modifier(FormSizing())
                }
                .modifier(
                    PopoverPresentation(item: bindable[presentedOver: level, style: .popover]) {
                        DismissalVeto(model: model, level: level + 1, flow: flow)
                    }
                )
                .modifier(FullScreenPresentation(item: bindable[presentedOver: level, style: .fullScreen]) { flow })
                .modifier(AlertPresentation(model: model, isPresented: bindable[alertShownOver: level]))
        }

        var flow: FlowLevel<R, ScreenView> { FlowLevel(model: model, level: level + 1, screen: screen) }
    }

    /// A presented flow whose swipe down is disabled while the reducer would refuse it. Its own
    /// body asks the reducer, so it is asked again after every change, without redrawing the
    /// flow.
    struct DismissalVeto<R: Reducer, Flow: View>: View where R.State: NavigableState, R.Action: Sendable {
        let model: NavigationTreeModel<R>
        let level: Int
        let flow: Flow

        var body: some View {
            flow.interactiveDismissDisabled(!model.allowsDismissal(ofLevel: level))
        }
    }

    /// A sheet's detents as the state has them: the heights it offers, the one it rests at — a
    /// drag writes it, and the reducer decides — and how far the screen under it stays usable.
    struct SheetDetentsFromState<R: Reducer>: ViewModifier where R.State: NavigableState, R.Action: Sendable {
        let model: NavigationTreeModel<R>
        let level: Int

        // One modifier chain whatever the detents, so a sheet whose detents change keeps its
        // views and their state.
        func body(content: Content) -> some View {
            let detents = model.detents(ofLevel: level) ?? .large
            let selection = Binding<PresentationDetent>(
                get: { (model[detentOf: level] ?? detents.selected).presentationDetent },
                set: { drawn in
                    model[detentOf: level] = detents.detents.first { $0.presentationDetent == drawn }
                })
            content
                .presentationDetents(Set(detents.detents.map(\.presentationDetent)), selection: selection)
                .presentationBackgroundInteraction(
                    detents.usableUnderUpThrough.map { .enabled(upThrough: $0.presentationDetent) } ?? .automatic)
        }
    }

    /// A form sheet's size, where the system has it; a sheet elsewhere.
    struct FormSizing: ViewModifier {
        func body(content: Content) -> some View {
            if #available(iOS 18, macOS 15, tvOS 18, visionOS 2, watchOS 11, *) {
                content.presentationSizing(.form)
            } else {
                content
            }
        }
    }

    /// A popover; a sheet where the platform has none.
    struct PopoverPresentation<Item: Identifiable, Flow: View>: ViewModifier {
        let item: Binding<Item?>
        let flow: () -> Flow

        func body(content: Content) -> some View {
            #if os(tvOS) || os(watchOS)
                content.sheet(item: item) { _ in flow() }
            #else
                content.popover(item: item, attachmentAnchor: .point(.top)) { _ in flow() }
            #endif
        }
    }

    /// A flow presented full screen; a sheet where the platform has no full-screen cover.
    struct FullScreenPresentation<Item: Identifiable, Flow: View>: ViewModifier {
        let item: Binding<Item?>
        let flow: () -> Flow

        func body(content: Content) -> some View {
            #if os(macOS)
                content.sheet(item: item) { _ in flow() }
            #else
                content.fullScreenCover(item: item) { _ in flow() }
            #endif
        }
    }

    extension SheetDetents.Detent {
        /// The detent SwiftUI draws.
        var presentationDetent: PresentationDetent {
            switch size {
            case .medium: .medium
            case .large: .large
            case .height(let points): .height(CGFloat(points))
            case .fraction(let fraction): .fraction(CGFloat(fraction))
            }
        }
    }
#endif
