import Foundation
import NavigationReducer

/// The showcase's deep links, declared once: most build a whole tree, with the list under
/// it, so back always leads somewhere; a price alert lands over what the user is doing.
///
/// | link | shows |
/// |---|---|
/// | `app://assets` | the list |
/// | `app://assets/btc` | list › Bitcoin's details |
/// | `app://assets/btc/edit` | list › details › edit (needs a session) |
/// | `app://add-asset?q=car` | the list under the add-asset sheet, searching "car" (needs a session; `q` optional) |
/// | `app://price-alerts/btc` | Bitcoin's details in a sheet over the screen the user is on; back to them where they are open |
///
/// The router only reads the link: whether the user may see the tree — holds the asset, is
/// signed in — is for ``ShowcaseGuards``, applied by ``ShowcaseReducer``.
public enum ShowcaseLinks {
    /// Resolves `app://` links into ``ShowcaseDestination``s, or refuses them with a
    /// ``NavigationRejection/DeepLinkReason``: another scheme, a path no route matches, or an `:id` that is not
    /// a ``Ticker``.
    public static let router = DeepLinkRouter<ShowcaseScreen, ShowcaseAction>(scheme: "app")
        .route("assets") { _ in ShowcaseDestination(root: ScreenStack(root: .main(.assets))) }
        .route("assets/:id") { match in
            let id = try match.value("id", as: Ticker.self).description
            return try ShowcaseDestination([.main(.assets), .main(.details(id))])
        }
        .route("assets/:id/edit") { match in
            let id = try match.value("id", as: Ticker.self).description
            return try ShowcaseDestination([.main(.assets), .main(.details(id)), .main(.edit(id))])
        }
        .route("add-asset") { match in
            ShowcaseDestination(
                root: ScreenStack(root: .main(.assets)),
                presented: [PresentedFlow(root: .addAsset(.search), style: .sheet)],
                actions: match.query["q"].map { [.addAsset(.queryChanged($0))] } ?? []
            )
        }
        .route("price-alerts/:id", lookingAt: priceAlert)

    /// A price alert, as a notification opens it: the asset's details presented over whatever
    /// the user is doing — dismissing them returns the user exactly there, an alert they had
    /// open included — or, when the details of that asset are open already, back to them.
    @Sendable static func priceAlert(_ match: RouteMatch, shown: NavigationState<ShowcaseScreen, Never>?) throws
        -> ShowcaseDestination
    {
        let id = try match.value("id", as: Ticker.self).description
        if var tree = shown, let open = tree.screens.first(where: { $0.isDetails(of: id) }) {
            try tree.navigateBack(to: open)
            return tree.destination()
        }
        return ShowcaseDestination.presenting(PresentedFlow(root: .main(.details(id)), style: .sheet))
            .keepingTheAlert()
    }

    /// One link per route, each to something the sample holdings contain: what the guard
    /// proofs open from every state.
    public static let examples: [URL] = [
        "app://assets", "app://assets/btc", "app://assets/btc/edit", "app://add-asset", "app://add-asset?q=car",
        "app://price-alerts/btc",
    ].compactMap(URL.init(string:))
}

/// How an asset id reads in a link: two to five lowercase ASCII letters, like `btc`.
///
/// Checking the shape in the router refuses `app://assets/42` or `app://assets/BTC` with
/// `parameter id: "42" is not a valid Ticker` before any state is looked at.
public struct Ticker: LosslessStringConvertible, Hashable, Sendable {
    public let description: String

    public init?(_ description: String) {
        guard (2...5).contains(description.count),
            description.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) })
        else { return nil }
        self.description = description
    }
}
