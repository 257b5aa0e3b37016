import Foundation

/// Writes a display list as an SVG document.
///
/// Output is deterministic (numbers formatted without the locale, ids numbered in order),
/// every text and attribute value is escaped, and text is placed at the baseline origins
/// the display list holds, in DejaVu Sans, so SVG and raster output agree.
public struct SCISVGWriter {
    private var body = ""
    private var defs = ""
    private var clipCount = 0
    /// Closing tags owed for open clip and group elements.
    private var openElements: [String] = []

    public init() {}

    /// An SVG document of `size` with `background`, then `list`.
    public static func document(size: CGSize, background: SCIColor, list: SCIDisplayList) -> String {
        var writer = SCISVGWriter()
        let width = number(max(Double(size.width), 0))
        let height = number(max(Double(size.height), 0))
        if background.alpha > 0 {
            writer.body += "<rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\""
            writer.body += " fill=\"\(background.hexRGB)\"\(opacityAttribute("fill-opacity", background))/>\n"
        }
        for command in list.commands {
            writer.write(command)
        }
        writer.closeAll()
        var document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        document += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""
        document += " width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
        document += " font-family=\"DejaVu Sans\">\n"
        if !writer.defs.isEmpty { document += "<defs>\n" + writer.defs + "</defs>\n" }
        document += writer.body
        document += "</svg>\n"
        return document
    }

    private mutating func write(_ command: SCIDrawCommand) {
        switch command {
        case .fill(let path, let fill):
            body += "<path d=\"\(Self.pathData(path))\" fill=\"\(fill.color.hexRGB)\""
            body += Self.opacityAttribute("fill-opacity", fill.color)
            if fill.evenOdd { body += " fill-rule=\"evenodd\"" }
            body += "/>\n"
        case .stroke(let path, let stroke):
            body += "<path d=\"\(Self.pathData(path))\" fill=\"none\" stroke=\"\(stroke.color.hexRGB)\""
            body += Self.opacityAttribute("stroke-opacity", stroke.color)
            body += " stroke-width=\"\(Self.number(stroke.width))\""
            body += " stroke-linejoin=\"\(Self.name(of: stroke.lineJoin))\""
            if stroke.lineCap != .butt { body += " stroke-linecap=\"\(Self.name(of: stroke.lineCap))\"" }
            if !stroke.dashes.isEmpty {
                body += " stroke-dasharray=\"\(stroke.dashes.map(Self.number).joined(separator: " "))\""
            }
            if !stroke.antialias { body += " shape-rendering=\"crispEdges\"" }
            body += "/>\n"
        case .text(let run):
            body += "<text x=\"\(Self.number(run.origin.x))\" y=\"\(Self.number(run.origin.y))\""
            body += " font-size=\"\(Self.number(run.fontSize))\""
            if run.isBold { body += " font-weight=\"bold\"" }
            body += " fill=\"\(run.color.hexRGB)\"" + Self.opacityAttribute("fill-opacity", run.color)
            if run.rotation != 0 {
                body += " transform=\"rotate(\(Self.number(run.rotation)) \(Self.number(run.origin.x))"
                body += " \(Self.number(run.origin.y)))\""
            }
            body += " xml:space=\"preserve\">\(Self.escape(run.text))</text>\n"
        case .pushClip(let rect):
            clipCount += 1
            let id = "clip\(clipCount)"
            defs +=
                "<clipPath id=\"\(id)\"><rect x=\"\(Self.number(rect.minX))\" y=\"\(Self.number(rect.minY))\""
            defs +=
                " width=\"\(Self.number(rect.width))\" height=\"\(Self.number(rect.height))\"/></clipPath>\n"
            body += "<g clip-path=\"url(#\(id))\">\n"
            openElements.append("clip")
        case .popClip:
            close(kind: "clip")
        case .beginGroup(let name, let opacity):
            body += "<g data-name=\"\(Self.escape(name))\""
            if opacity < 1 { body += " opacity=\"\(Self.number(opacity))\"" }
            body += ">\n"
            openElements.append("group")
        case .endGroup:
            close(kind: "group")
        }
    }

    /// Closes the innermost element of `kind`; unbalanced pops are ignored.
    private mutating func close(kind: String) {
        guard let index = openElements.lastIndex(of: kind) else { return }
        while openElements.count > index {
            openElements.removeLast()
            body += "</g>\n"
        }
    }

    private mutating func closeAll() {
        while !openElements.isEmpty {
            openElements.removeLast()
            body += "</g>\n"
        }
    }

    static func pathData(_ path: SCIPath) -> String {
        var data = ""
        data.reserveCapacity(path.coordinates.count * 7)
        var index = 0
        func pair() -> String {
            defer { index += 2 }
            return number(path.coordinates[index]) + " " + number(path.coordinates[index + 1])
        }
        for verb in path.verbs {
            if !data.isEmpty { data += " " }
            switch verb {
            case .move: data += "M" + pair()
            case .line: data += "L" + pair()
            case .curve: data += "C" + pair() + " " + pair() + " " + pair()
            case .close: data += "Z"
            }
        }
        return data
    }

    /// A number with at most two decimals, no exponent, locale-independent.
    static func number(_ value: Double) -> String {
        NumberText.trimmed(value.drawable, maxDecimals: 2)
    }

    static func number(_ value: CGFloat) -> String {
        number(Double(value))
    }

    private static func opacityAttribute(_ name: String, _ color: SCIColor) -> String {
        color.alpha == 255 ? "" : " \(name)=\"\(NumberText.trimmed(color.opacity, maxDecimals: 3))\""
    }

    private static func name(of join: SCIStroke.LineJoin) -> String {
        switch join {
        case .miter: "miter"
        case .round: "round"
        case .bevel: "bevel"
        }
    }

    private static func name(of cap: SCIStroke.LineCap) -> String {
        switch cap {
        case .butt: "butt"
        case .round: "round"
        case .square: "square"
        }
    }

    /// Escapes XML markup and drops code points XML 1.0 cannot carry.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                switch scalar.value {
                case 0x09, 0x0A, 0x0D: result.unicodeScalars.append(scalar)
                case 0x00...0x1F, 0xFFFE, 0xFFFF: continue
                default: result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
