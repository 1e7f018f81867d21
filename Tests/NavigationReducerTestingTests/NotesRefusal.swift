import NavigationReducer

/// The notes fixture's and the tests' own reasons.
enum NotesRefusal: RejectionReason {
    case alertShown
    case editorOpen
    case notesOpenFromList
    case noNoteToEdit
    case deletedFromNoteScreen
    case noWayBack
    case notThisOne
    case nothingToDelete
    case tooLate

    var description: String {
        switch self {
        case .alertShown: "choose keep or delete first"
        case .editorOpen: "close the editor first"
        case .notesOpenFromList: "notes open from the list"
        case .noNoteToEdit: "no note to edit"
        case .deletedFromNoteScreen: "notes are deleted from their screen"
        case .noWayBack: "no way back"
        case .notThisOne: "not this one"
        case .nothingToDelete: "nothing to delete"
        case .tooLate: "too late"
        }
    }
}
