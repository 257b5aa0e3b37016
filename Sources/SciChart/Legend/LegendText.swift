import Foundation

/// Names cut to fit a width.
enum LegendText {
    static let ellipsis = "\u{2026}"

    /// `text` (control characters removed) as drawn in at most `maxWidth` points: whole if it
    /// fits, else its longest prefix of whole characters that fits with an ellipsis after it,
    /// else empty. Returns the text and its width.
    static func fit(_ text: String, fontSize: Double, bold: Bool, maxWidth: Double) -> (
        text: String, width: Double
    ) {
        let clean = SCITextRun.sanitize(text)
        let full = SCITextMetrics.width(of: clean, fontSize: fontSize, bold: bold)
        let room = maxWidth.isNaN ? 0 : maxWidth
        if full <= room { return (clean, full) }
        let ellipsisWidth = SCITextMetrics.width(of: ellipsis, fontSize: fontSize, bold: bold)
        guard ellipsisWidth <= room else { return ("", 0) }
        var width = 0.0
        var end = clean.startIndex
        for index in clean.indices {
            let next = clean.index(after: index)
            let advance = SCITextMetrics.width(
                of: String(clean[index..<next]), fontSize: fontSize, bold: bold)
            if width + advance + ellipsisWidth > room { break }
            width += advance
            end = next
        }
        // Spaces before the ellipsis read as a gap: leave them out.
        var prefix = clean[..<end]
        while let last = prefix.last, last == " " {
            width -= SCITextMetrics.width(of: " ", fontSize: fontSize, bold: bold)
            prefix = prefix.dropLast()
        }
        return (String(prefix) + ellipsis, width + ellipsisWidth)
    }
}
