import Foundation
import SciChart

/// Saving a chart's drawings to a JSON file and adding them from one, with the message the
/// window shows for each outcome.
///
/// Loading is all or nothing: a file that cannot be read, is too large, or is not a valid
/// drawings document changes nothing on the chart.
enum DrawingsFile {
    /// What happened, for the message line.
    struct Outcome: Equatable, Sendable {
        let message: String
        let isError: Bool
        /// The finished drawings on the chart afterwards.
        let drawings: Int
    }

    /// Writes the finished drawings of `chart` to `url` (atomically: a failed write leaves
    /// any older file whole).
    static func save(_ chart: some DrawingsHolder, to url: URL) -> Outcome {
        let count = chart.drawingCount
        do {
            let data = try chart.saveDrawings()
            try data.write(to: url, options: .atomic)
            return Outcome(
                message: "Saved \(count) drawing\(count == 1 ? "" : "s") to \(url.path)", isError: false,
                drawings: count)
        } catch let error as SCIAnnotationSaveError {
            return Outcome(
                message: "Could not save the drawings: \(error)", isError: true, drawings: count)
        } catch {
            return Outcome(
                message: "Could not write \(url.path): \(error.localizedDescription)", isError: true,
                drawings: count)
        }
    }

    /// A drawings file read and checked, not yet added to a chart.
    struct Document {
        let url: URL
        let data: Data
        /// What the drawings were drawn on, when the file says.
        let chart: SCIDrawingsChart?
    }

    /// Adds the drawings saved in `url` to `chart` (in place of its drawings, with
    /// `replacing`), as one step to undo.
    static func load(_ url: URL, into chart: some DrawingsHolder, replacing: Bool = false) -> Outcome {
        switch read(url, for: chart) {
        case .success(let document): apply(document, to: chart, replacing: replacing)
        case .failure(let failure): failure.outcome
        }
    }

    /// A failed read, as the message line shows it.
    struct Failure: Error {
        let outcome: Outcome
    }

    /// Reads and checks the drawings file `url`, to go onto `chart`; nothing changes on it.
    static func read(_ url: URL, for chart: some DrawingsHolder) -> Result<Document, Failure> {
        let before = chart.drawingCount
        let unchanged = "The drawings on the chart are unchanged."
        func failure(_ text: String) -> Result<Document, Failure> {
            .failure(
                Failure(outcome: Outcome(message: "\(text) \(unchanged)", isError: true, drawings: before)))
        }
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            return failure("Could not read \(url.path): \(String(cString: strerror(errno))).")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return failure("Could not read \(url.path): it is not a file.")
        }
        guard info.st_size <= SCIAnnotationDocument.maximumBytes else {
            return failure(
                "\(url.path) is not a drawings file: it has \(info.st_size) bytes, more than the "
                    + "\(SCIAnnotationDocument.maximumBytes) a drawings file may have.")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return failure("Could not read \(url.path): \(reason(error)).")
        }
        do {
            return .success(Document(url: url, data: data, chart: try SCIAnnotationDocument.chart(in: data)))
        } catch let error as SCIAnnotationLoadError {
            return failure("\(url.path) is not a drawings file: \(error).")
        } catch {
            return failure("Could not load \(url.path): \(error).")
        }
    }

    /// Adds a document read by ``read(_:for:)`` to `chart` (in place of its drawings, with
    /// `replacing`), as one step to undo.
    static func apply(_ document: Document, to chart: some DrawingsHolder, replacing: Bool) -> Outcome {
        let before = chart.drawingCount
        let path = document.url.path
        do {
            try chart.loadDrawings(from: document.data, replacing: replacing)
        } catch {
            return Outcome(
                message: "Could not load \(path): \(error). The drawings on the chart are unchanged.",
                isError: true, drawings: before)
        }
        let after = chart.drawingCount
        let added = replacing ? after : after - before
        let message: String
        if added == 0 {
            message =
                replacing
                ? "\(path) holds no drawings; the chart has none now." : "\(path) holds no drawings."
        } else {
            let drawings = "\(added) drawing\(added == 1 ? "" : "s")"
            message =
                replacing
                ? "Replaced the drawings with \(drawings) from \(path)" : "Added \(drawings) from \(path)"
        }
        return Outcome(message: message, isError: false, drawings: after)
    }

    /// A short reason for a file system error ("Permission denied").
    private static func reason(_ error: any Error) -> String {
        let error = error as NSError
        let posix =
            error.domain == NSPOSIXErrorDomain ? error : error.userInfo[NSUnderlyingErrorKey] as? NSError
        if let posix, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        return error.localizedDescription
    }
}
