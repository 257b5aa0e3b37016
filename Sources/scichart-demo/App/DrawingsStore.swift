import Foundation
import SciChart

/// Each page's drawings, kept between runs: a drawings file per page in the user's data
/// folder (`$XDG_DATA_HOME/scichart-demo/drawings/PAGE.json`, by default under
/// `~/.local/share`), written whenever the page's drawings change and read on start.
///
/// A file that cannot be read is moved aside (`PAGE.unreadable.json`), never overwritten, and
/// the page starts without drawings.
struct DrawingsStore {
    let folder: URL

    /// The store in `folder`.
    init(folder: URL) {
        self.folder = folder
    }

    /// The store in the user's data folder as the XDG base directory rules give it from
    /// `environment`: `XDG_DATA_HOME` when it is an absolute path, else `HOME/.local/share`;
    /// `nil` when neither is set.
    init?(environment: [String: String]) {
        guard
            let base = XDGFolder.base("XDG_DATA_HOME", homeRelative: ".local/share", environment: environment)
        else { return nil }
        self.init(folder: base.appendingPathComponent("scichart-demo/drawings", isDirectory: true))
    }

    func url(forPage page: String) -> URL {
        folder.appendingPathComponent("\(page).json")
    }

    /// Writes `document` (a page's saved drawings) as the page's file, atomically; an error
    /// says why it could not.
    func write(_ document: Data, page: String) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try document.write(to: url(forPage: page), options: .atomic)
    }

    /// What restoring a page found.
    enum Restored: Equatable {
        /// No file: the page starts empty.
        case nothing
        /// The drawings were put back (not a step to undo).
        case restored(drawings: Int)
        /// The file was moved aside to `movedTo`; `message` says why.
        case unreadable(message: String, movedTo: URL)
    }

    /// Puts the page's kept drawings on `chart`.
    func restore(page: String, into chart: some DrawingsHolder) -> Restored {
        let url = url(forPage: page)
        guard FileManager.default.fileExists(atPath: url.path) else { return .nothing }
        let outcome = DrawingsFile.load(url, into: chart)
        guard outcome.isError else {
            // What was there when the program last closed is not a change to take back.
            chart.clearDrawingsHistory()
            return .restored(drawings: outcome.drawings)
        }
        let aside = folder.appendingPathComponent("\(page).unreadable.json")
        try? FileManager.default.removeItem(at: aside)
        do {
            try FileManager.default.moveItem(at: url, to: aside)
        } catch {
            return .unreadable(
                message:
                    "\(outcome.message) It could not be moved aside either: \(error.localizedDescription)",
                movedTo: url)
        }
        return .unreadable(
            message: "The drawings kept for this page could not be read, so it starts without them; "
                + "the file is now \(aside.path). \(outcome.message)", movedTo: aside)
    }
}
