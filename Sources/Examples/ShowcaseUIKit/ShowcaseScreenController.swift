#if canImport(UIKit) && !os(watchOS)
    import NavigationReducer
    import ShowcaseApp
    import UIKit

    /// One screen of the showcase: a list of what the user can do there. A row only sends
    /// an action; the reducer decides and the host moves the controllers.
    @MainActor
    final class ShowcaseScreenController: UITableViewController {
        let screen: ShowcaseScreen
        let store: Store<ShowcaseReducer>
        private var rows: [(label: String, action: ShowcaseAction)] = []

        init(screen: ShowcaseScreen, store: Store<ShowcaseReducer>) {
            self.screen = screen
            self.store = store
            super.init(style: .insetGrouped)
            title = screen.title(reading: store)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            rows = screen.choices(reading: store)
            tableView.reloadData()
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            rows.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "row")
                ?? UITableViewCell(style: .default, reuseIdentifier: "row")
            var content = cell.defaultContentConfiguration()
            content.text = rows[indexPath.row].label
            cell.contentConfiguration = content
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            store.send(rows[indexPath.row].action)
            rows = screen.choices(reading: store)
            tableView.reloadData()
        }
    }
#endif
