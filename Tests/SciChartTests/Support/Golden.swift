import Foundation
import Testing

/// Compares rendered output with files under `Tests/SciChartTests/Goldens`.
///
/// Set `SCICHART_UPDATE_GOLDENS=1` to write the goldens from the current output. On a
/// mismatch the actual output is written beside the golden as `NAME.actual.EXT`.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Goldens")

    static var updating: Bool { ProcessInfo.processInfo.environment["SCICHART_UPDATE_GOLDENS"] == "1" }

    /// Checks text output (SVG) against its golden, exactly.
    static func check(text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        let actualURL = url.deletingPathExtension().appendingPathExtension("actual." + url.pathExtension)
        if updating {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            try? text.write(to: actualURL, atomically: true, encoding: .utf8)
            Issue.record("missing golden \(name); wrote \(actualURL.path)", sourceLocation: sourceLocation)
            return
        }
        if expected != text {
            try? text.write(to: actualURL, atomically: true, encoding: .utf8)
            Issue.record(
                "\(name) differs from its golden; wrote \(actualURL.path)", sourceLocation: sourceLocation)
        } else {
            try? FileManager.default.removeItem(at: actualURL)
        }
    }
}
