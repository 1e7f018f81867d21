import NavigationReducer
import NavigationReducerTesting

/// A small core for testing the testing module: a notes app with a list, note screens, an
/// editor presented over a note and a delete confirmation.
struct Note: Hashable, Sendable {
    var title: String
}

enum NoteScreen: Hashable, Sendable {
    case list
    case note(Note)
    case editor(Note)
}

enum NoteAlertAction: Hashable, Sendable {
    case keep
    case delete
}

struct NotesState: NavigableState, Hashable, Sendable {
    var navigation = NavigationState<NoteScreen, NoteAlertAction>(root: .list)
    var notes: [Note] = [Note(title: "Groceries")]
    var saved: Set<String> = []
}

enum NotesAction: Hashable, Sendable {
    case noteTapped(Note)
    case editTapped
    case editorClosed
    case deleteTapped
    case alert(NoteAlertAction)
    case back
    case saved(String)
}

enum NotesEffect: Hashable, Sendable {
    case track(String)
    case save(Note)
}

let deleteConfirmation = AlertState<NoteAlertAction>(
    title: "Delete this note?",
    .cancel("Keep", sending: .keep),
    .destructive("Delete", sending: .delete)
)

let notesReducer = Reduce<NotesState, NotesAction, NotesEffect> { state, action in
    if state.navigation.alert != nil, !(action == .alert(.keep) || action == .alert(.delete)) {
        throw NavigationRejection.refused(NotesRefusal.alertShown)
    }
    if state.navigation.isPresenting, action != .editorClosed, case .saved = action {
    } else if state.navigation.isPresenting, action != .editorClosed {
        throw NavigationRejection.refused(NotesRefusal.editorOpen)
    }
    switch action {
    case .noteTapped(let note):
        guard state.navigation.topScreen == .list else {
            throw NavigationRejection.refused(NotesRefusal.notesOpenFromList)
        }
        try state.navigation.push(.note(note))
        return [.track("note"), .save(note)]
    case .editTapped:
        guard case .note(let note) = state.navigation.topScreen else {
            throw NavigationRejection.refused(NotesRefusal.noNoteToEdit)
        }
        try state.navigation.present(.editor(note), style: .fullScreen)
        return []
    case .editorClosed:
        try state.navigation.dismiss()
        return []
    case .deleteTapped:
        guard case .note = state.navigation.topScreen else {
            throw NavigationRejection.refused(NotesRefusal.deletedFromNoteScreen)
        }
        try state.navigation.showAlert(deleteConfirmation)
        return []
    case .alert(let choice):
        try state.navigation.chooseAlertButton(sending: choice)
        if choice == .delete {
            if case .note(let note) = state.navigation.topScreen { state.notes.removeAll { $0 == note } }
            try state.navigation.pop(animated: true)
        }
        return []
    case .back:
        try state.navigation.pop()
        return []
    case .saved(let title):
        state.saved.insert(title)
        return []
    }
}

/// Collects the failures a test store reports, so a test can pin their text.
@MainActor final class FailureLog {
    var failures: [TestStoreFailure] = []

    func record(_ failure: TestStoreFailure) {
        failures.append(failure)
    }
}
