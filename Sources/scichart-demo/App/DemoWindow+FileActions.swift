import Foundation
import SciChart

/// Open and save: the drawings of the page in view, through GTK's file chooser; the drawings
/// each page keeps between runs; the question before closing with unsaved changes.
extension DemoWindow {
    /// Asks for a file and adds the drawings in it to the page in view: after asking, when
    /// they were drawn on another chart, whether to add them anyway, and when the page has
    /// drawings, whether to replace or add to them.
    func openDrawings() {
        guard prompt == nil else { return }
        dialogs.open { [unowned self] url in openDrawings(at: url) }
    }

    /// Adds the drawings in `url` to the page in view, asking as ``openDrawings()`` does;
    /// while a question is asked, once it is answered (files handed over by a second start
    /// come one after another).
    func openDrawings(at url: URL) {
        guard prompt == nil else {
            pendingFiles.append(url)
            log.write("queued \(url.path)")
            return
        }
        let page = currentPage
        switch DrawingsFile.read(url, for: page.drawings) {
        case .failure(let failure):
            show(failure.outcome)
            refresh()
        case .success(let document):
            confirmChart(of: document, on: page) { [unowned self] in
                askReplaceOrAdd(document, on: page) { [unowned self] replacing in
                    finishOpening(document, on: page, replacing: replacing)
                }
            }
        }
    }

    private func confirmChart(
        of document: DrawingsFile.Document, on page: ChartPage, then: @escaping () -> Void
    ) {
        let differences = document.chart?.differences(from: page.drawings.drawingsChart) ?? []
        guard !differences.isEmpty else { return then() }
        ask(
            "Drawings from another chart",
            "\(document.url.lastPathComponent) holds drawings made on another chart. "
                + differences.joined(separator: " ") + " Add them to this chart anyway?",
            [Prompt.Choice(id: "add", label: "_Add anyway"), Prompt.Choice(id: "cancel", label: "_Cancel")]
        ) { answer in
            if answer == "add" { then() }
        }
    }

    private func askReplaceOrAdd(
        _ document: DrawingsFile.Document, on page: ChartPage, then: @escaping (Bool) -> Void
    ) {
        let count = page.drawings.drawingCount
        guard count > 0 else { return then(false) }
        ask(
            "Replace or add drawings",
            "This chart has \(count) drawing\(count == 1 ? "" : "s"). Replace \(count == 1 ? "it" : "them") "
                + "with the drawings in \(document.url.lastPathComponent), or add those? Either is one step "
                + "to undo.",
            [
                Prompt.Choice(id: "replace", label: "_Replace"), Prompt.Choice(id: "add", label: "_Add"),
                Prompt.Choice(id: "cancel", label: "_Cancel"),
            ]
        ) { answer in
            if answer == "replace" || answer == "add" { then(answer == "replace") }
        }
    }

    private func finishOpening(_ document: DrawingsFile.Document, on page: ChartPage, replacing: Bool) {
        let outcome = DrawingsFile.apply(document, to: page.drawings, replacing: replacing)
        show(outcome)
        if !outcome.isError {
            page.showPanesWithDrawings()
            page.file = (document.url, page.drawingState)
            log.write("loaded \(document.url.path) drawings=\(outcome.drawings)")
        }
        refresh()
    }

    /// Asks where to save the drawings of the page in view, and saves them there.
    func saveDrawings() {
        guard prompt == nil else { return }
        let page = currentPage
        dialogs.save(suggesting: "\(page.name)-drawings.json") { [unowned self] url in
            save(page, to: url)
        }
    }

    @discardableResult
    private func save(_ page: ChartPage, to url: URL) -> Bool {
        let outcome = DrawingsFile.save(page.drawings, to: url)
        show(outcome)
        guard !outcome.isError else { return false }
        page.file = (url, page.drawingState)
        log.write("saved \(url.path) drawings=\(outcome.drawings)")
        return true
    }

    /// Removes every drawing of the page in view, on every pane, as one step to undo.
    func removeAllDrawings() {
        let removed = SCIChartSurface.removeAllDrawings(on: currentPage.surfaces)
        log.write("removed all drawings=\(removed)")
        refresh()
    }

    // MARK: - Kept between runs

    /// Puts back the drawings each page kept when the demo last closed.
    func restoreKeptDrawings() {
        guard let store else { return }
        for page in charts {
            switch store.restore(page: page.name, into: page.drawings) {
            case .nothing: break
            case .restored(let drawings): log.write("restored \(page.name) drawings=\(drawings)")
            case .unreadable(let message, _):
                page.messages.show(message, isError: true)
                log.write("message \(message)")
            }
            page.keptDrawings = page.drawingState
        }
    }

    /// Writes the page's drawings to its kept file when they changed since the last write.
    func keepDrawings(of page: ChartPage) {
        guard let store else { return }
        let state = page.drawingState
        guard state != page.keptDrawings else { return }
        do {
            try store.write(try page.drawings.saveDrawings(), page: page.name)
            page.keptDrawings = state
            log.write("kept \(page.name) drawings=\(state.count)")
        } catch {
            let message = "Could not keep this page's drawings in \(store.folder.path): \(error)"
            page.messages.show(message, isError: true)
            log.write("message \(message)")
            // Not again until they change again.
            page.keptDrawings = state
        }
    }

    // MARK: - Closing

    /// Whether closing should wait: with unsaved changes to an opened or saved file, asks
    /// first (save them, close without saving, or stay) and closes after the answer.
    func shouldKeepOpen() -> Bool {
        if let prompt {
            prompt.cancel()
            return true
        }
        let unsaved = charts.filter(\.hasUnsavedChanges)
        guard !unsaved.isEmpty else {
            keepForNextRun()
            return false
        }
        let files = unsaved.compactMap { page in page.file.map { "\(page.title): \($0.url.path)" } }
        ask(
            "Save changes",
            "The drawings were changed since they were opened or saved (\(files.joined(separator: "; "))). "
                + "Save them before closing? They are kept for the next start either way.",
            [
                Prompt.Choice(id: "save", label: "_Save"),
                Prompt.Choice(id: "discard", label: "Close _without saving"),
                Prompt.Choice(id: "cancel", label: "_Cancel"),
            ]
        ) { [unowned self] answer in
            switch answer {
            case "save":
                let saved = unsaved.allSatisfy { page in page.file.map { save(page, to: $0.url) } ?? true }
                if saved { close() }
            case "discard": close()
            default: break
            }
        }
        return true
    }

    // MARK: - Helpers

    /// Asks a question in a ``Prompt`` over the window, logging it and its answer.
    func ask(
        _ title: String, _ message: String, _ choices: [Prompt.Choice], answer: @escaping (String?) -> Void
    ) {
        log.write("prompt \(title): \(message)")
        prompt = Prompt(over: window, title: title, message: message, choices: choices) { [unowned self] id in
            prompt = nil
            log.write("answer \(id ?? "none")")
            answer(id)
            refresh()
            openPendingFile()
        }
    }

    /// Opens the next file that waited for a question to be answered.
    func openPendingFile() {
        guard prompt == nil, !pendingFiles.isEmpty else { return }
        openDrawings(at: pendingFiles.removeFirst())
    }

    private func show(_ outcome: DrawingsFile.Outcome) {
        currentPage.messages.show(outcome.message, isError: outcome.isError)
        log.write("message \(outcome.message)")
    }
}
