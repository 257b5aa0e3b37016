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
        let clean = needsSanitizing(text) ? SCITextRun.sanitize(text) : text
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

    /// Whether `text` has what ``SCITextRun`` removes or replaces (control characters, code
    /// points XML cannot carry, more than 4,096 code points); most names have none.
    static func needsSanitizing(_ text: String) -> Bool {
        guard text.utf8.count <= 4096 else { return true }
        return text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: true
            default: false
            }
        }
    }
}
