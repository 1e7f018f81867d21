import NavigationReducer

// A synthetic catalogue app big enough to have over a million reachable states: categories ×
// products, each product with an editor popup or a delete confirmation over it.

enum CatalogueScreen: Hashable, Sendable {
    case home
    case category(Int)
    case product(category: Int, product: Int)
    case editor
}

enum CatalogueAlertAction: Hashable, Sendable {
    case keep
    case delete
}

struct CatalogueState: NavigableState, Hashable, Sendable {
    var navigation = NavigationState<CatalogueScreen, CatalogueAlertAction>(root: .home)
}

enum CatalogueAction: Hashable, Sendable {
    case openCatalogue
    case nextCategory
    case openProduct
    case nextProduct
    case edit
    case closeEditor
    case delete
    case alert(CatalogueAlertAction)
    case back
}

let deleteProduct = AlertState<CatalogueAlertAction>(
    title: "Delete?", .cancel("Keep", sending: .keep), .destructive("Delete", sending: .delete))

enum CatalogueRefusal: RejectionReason {
    case alertShown, editorOpen, notHere

    var description: String {
        switch self {
        case .alertShown: "choose keep or delete"
        case .editorOpen: "close the editor"
        case .notHere: "not here"
        }
    }
}

struct CatalogueReducer: Reducer {
    let categories: Int
    let products: Int

    func reduce(into state: inout CatalogueState, action: CatalogueAction) throws(NavigationRejection)
        -> EffectList<Never>
    {
        switch (action, state.navigation.topScreen) {
        case (.alert(let choice), _):
            try state.navigation.chooseAlertButton(sending: choice)
            if choice == .delete { try state.navigation.pop() }
        case (_, _) where state.navigation.alert != nil:
            throw .refused(CatalogueRefusal.alertShown)
        case (.closeEditor, _):
            try state.navigation.dismiss()
        case (_, _) where state.navigation.isPresenting:
            throw .refused(CatalogueRefusal.editorOpen)
        case (.openCatalogue, .home):
            try state.navigation.push(.category(0))
        case (.nextCategory, .category(let category)):
            try state.navigation.pop()
            try state.navigation.push(.category((category + 1) % categories))
        case (.openProduct, .category(let category)):
            try state.navigation.push(.product(category: category, product: 0))
        case (.nextProduct, .product(let category, let product)):
            try state.navigation.pop()
            try state.navigation.push(.product(category: category, product: (product + 1) % products))
        case (.edit, .product):
            try state.navigation.present(.editor)
        case (.delete, .product):
            try state.navigation.showAlert(deleteProduct)
        case (.back, _):
            try state.navigation.pop()
        default:
            throw .refused(CatalogueRefusal.notHere)
        }
        return []
    }
}

let catalogueActions: [CatalogueAction] = [
    .openCatalogue, .nextCategory, .openProduct, .nextProduct, .edit, .closeEditor, .delete, .alert(.keep),
    .alert(.delete),
    .back,
]
