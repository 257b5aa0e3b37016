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

    /// Writes the finished drawings of `surface` to `url` (atomically: a failed write leaves
    /// any older file whole).
    static func save(_ surface: SCIChartSurface, to url: URL) -> Outcome {
        let count = finishedDrawings(surface)
        do {
            let data = try surface.saveAnnotations()
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

    /// Adds the drawings saved in `url` to `surface`, as one step to undo.
    static func load(_ url: URL, into surface: SCIChartSurface) -> Outcome {
        let before = finishedDrawings(surface)
        let unchanged = "The drawings on the chart are unchanged."
        func failure(_ text: String) -> Outcome {
            Outcome(message: "\(text) \(unchanged)", isError: true, drawings: before)
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
            try surface.loadAnnotations(from: data)
        } catch let error as SCIAnnotationLoadError {
            return failure("\(url.path) is not a drawings file: \(error).")
        } catch {
            return failure("Could not load \(url.path): \(error).")
        }
        let added = finishedDrawings(surface) - before
        return Outcome(
            message: added == 0
                ? "\(url.path) holds no drawings."
                : "Added \(added) drawing\(added == 1 ? "" : "s") from \(url.path)",
            isError: false, drawings: before + added)
    }

    /// The drawings of `surface` that are finished (not being placed).
    static func finishedDrawings(_ surface: SCIChartSurface) -> Int {
        surface.annotations.count {
            guard let drawing = $0 as? SCITradingAnnotationBase else { return false }
            return drawing.isComplete && !drawing.isBeingPlaced
        }
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
