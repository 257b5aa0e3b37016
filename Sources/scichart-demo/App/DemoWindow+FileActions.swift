import Foundation

/// Open and save: the drawings of the page in view, through GTK's file chooser.
extension DemoWindow {
    /// Asks for a file and adds the drawings in it to the page in view.
    func openDrawings() {
        let page = currentPage
        dialogs.open { [unowned self] url in
            let outcome = DrawingsFile.load(url, into: page.surface)
            show(outcome)
            if !outcome.isError { log.write("loaded \(url.path) drawings=\(outcome.drawings)") }
            refresh()
        }
    }

    /// Asks where to save the drawings of the page in view, and saves them there.
    func saveDrawings() {
        let page = currentPage
        dialogs.save(suggesting: "\(page.name)-drawings.json") { [unowned self] url in
            let outcome = DrawingsFile.save(page.surface, to: url)
            show(outcome)
            if !outcome.isError { log.write("saved \(url.path) drawings=\(outcome.drawings)") }
        }
    }

    private func show(_ outcome: DrawingsFile.Outcome) {
        statusBar.showMessage(outcome.message, isError: outcome.isError)
        log.write("message \(outcome.message)")
    }
}
