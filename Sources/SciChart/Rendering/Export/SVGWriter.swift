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
    private var markerCount = 0
    private var gradientCount = 0
    /// The transforms pushed and not yet popped; coordinates are written through them.
    private var transforms: [SCIAffineTransform] = []
    private var transform = SCIAffineTransform.identity

    /// A writer with nothing written yet.
    public init() {}

    /// An SVG document of `size` with `background`, then `list`.
    public static func document(size: CGSize, background: SCIColor, list: SCIDisplayList) -> String {
        document(size: size, background: background, list: list, title: nil, description: nil)
    }

    /// An SVG document of `size` with `background`, then `list`, named by `title` and
    /// described by `description` (the document's `<title>` and `<desc>`, which screen
    /// readers and image viewers read; `nil` or empty: none).
    public static func document(
        size: CGSize, background: SCIColor, list: SCIDisplayList, title: String?, description: String?
    ) -> String {
        var writer = SCISVGWriter()
        let width = number(max(Double(size.width), 0))
        let height = number(max(Double(size.height), 0))
        if background.alpha > 0 {
            writer.body += "<rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\""
            writer.body += " fill=\"\(background.hexRGB)\"\(opacityAttribute("fill-opacity", background))/>\n"
        }
        // The list is balanced: every pop ends the element opened last, and all are closed.
        for command in list.commands {
            writer.write(command)
        }
        var document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        document += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""
        document += " width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
        document += " font-family=\"DejaVu Sans\">\n"
        if let title, !title.isEmpty { document += "<title>\(escape(title))</title>\n" }
        if let description, !description.isEmpty { document += "<desc>\(escape(description))</desc>\n" }
        if !writer.defs.isEmpty { document += "<defs>\n" + writer.defs + "</defs>\n" }
        document += writer.body
        document += "</svg>\n"
        return document
    }

    private mutating func write(_ command: SCIDrawCommand) {
        switch command {
        case .fill(let path, let fill):
            if let image = fill.image {
                writeImage(image, inside: path)
                return
            }
            if let gradient = fill.gradient {
                body += "<path d=\"\(pathData(path))\" fill=\"url(#\(define(gradient)))\""
            } else {
                body += "<path d=\"\(pathData(path))\" fill=\"\(fill.color.hexRGB)\""
                body += Self.opacityAttribute("fill-opacity", fill.color)
            }
            if fill.evenOdd { body += " fill-rule=\"evenodd\"" }
            body += "/>\n"
        case .stroke(let path, let stroke):
            body += "<path d=\"\(pathData(path))\" fill=\"none\"" + Self.strokeAttributes(stroke) + "/>\n"
        case .text(let run):
            let origin = transform.apply(run.origin)
            body += "<text x=\"\(Self.number(origin.x))\" y=\"\(Self.number(origin.y))\""
            body += " font-size=\"\(Self.number(run.fontSize))\""
            if run.isBold { body += " font-weight=\"bold\"" }
            body += " fill=\"\(run.color.hexRGB)\"" + Self.opacityAttribute("fill-opacity", run.color)
            if run.rotation != 0 {
                body += " transform=\"rotate(\(Self.number(run.rotation)) \(Self.number(origin.x))"
                body += " \(Self.number(origin.y)))\""
            }
            body += " xml:space=\"preserve\">\(Self.escape(run.text))</text>\n"
        case .markers(let run):
            writeMarkers(run)
        case .pushTransform(let next):
            transforms.append(transform)
            transform = transform.concatenating(next)
        case .popTransform:
            transform = transforms.popLast() ?? .identity
        case .pushClip(let clip):
            let rect = transform.bounds(of: clip)
            clipCount += 1
            let id = "clip\(clipCount)"
            defs +=
                "<clipPath id=\"\(id)\"><rect x=\"\(Self.number(rect.minX))\" y=\"\(Self.number(rect.minY))\""
            defs +=
                " width=\"\(Self.number(rect.width))\" height=\"\(Self.number(rect.height))\"/></clipPath>\n"
            body += "<g clip-path=\"url(#\(id))\">\n"
        case .popClip:
            body += "</g>\n"
        case .beginGroup(let name, let opacity):
            body += "<g data-name=\"\(Self.escape(name))\""
            if opacity < 1 { body += " opacity=\"\(Self.number(opacity))\"" }
            body += ">\n"
        case .endGroup:
            body += "</g>\n"
        }
    }

    /// A picture over its rectangle, clipped to `path` when the path is not that rectangle,
    /// embedded as a PNG (through the transforms pushed, as a matrix).
    private mutating func writeImage(_ run: SCIImageRun, inside path: SCIPath) {
        body += imageElement(run, inside: path, transform: transform)
    }

    /// The `<image>` element of `run` through `transform`, clipped to `path` (in the image's
    /// own coordinates) when the path is not the image's rectangle.
    private mutating func imageElement(
        _ run: SCIImageRun, inside path: SCIPath, transform: SCIAffineTransform
    )
        -> String
    {
        var box = SCIPath()
        box.addRect(run.rect)
        var clipped = false
        if path != box {
            clipCount += 1
            defs += "<clipPath id=\"clip\(clipCount)\"><path d=\"\(Self.pathData(path))\"/></clipPath>\n"
            clipped = true
        }
        let picture = run.isSmooth ? run : Self.scaledUp(run)
        let png = Data(PNGData.encode(width: picture.width, height: picture.height, pixels: picture.pixels))
        var element = "<image x=\"\(Self.number(run.rect.minX))\" y=\"\(Self.number(run.rect.minY))\""
        element += " width=\"\(Self.number(run.rect.width))\" height=\"\(Self.number(run.rect.height))\""
        element += " preserveAspectRatio=\"none\""
        if clipped { element += " clip-path=\"url(#clip\(clipCount))\"" }
        if !run.isSmooth {
            element += " image-rendering=\"optimizeSpeed\" style=\"image-rendering:pixelated\""
        }
        if transform != .identity {
            let matrix = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
            element += " transform=\"matrix(\(matrix.map(Self.number).joined(separator: " ")))\""
        }
        return element + " href=\"data:image/png;base64,\(png.base64EncodedString())\"/>\n"
    }

    /// A sharp picture scaled up by whole pixels until a picture pixel is about half a point, so
    /// that viewers that smooth pictures (whatever `image-rendering` asks) blur only the
    /// edges between cells; at most 4 million pixels.
    static func scaledUp(_ run: SCIImageRun) -> SCIImageRun {
        func factor(_ span: CGFloat, _ count: Int) -> Int {
            let ratio = 2 * Double(span) / Double(count)
            return ratio.isFinite ? min(max(Int(ratio.rounded(.up)), 1), 64) : 1
        }
        var fx = factor(run.rect.width, run.width)
        var fy = factor(run.rect.height, run.height)
        while fx * fy > 1, run.width * fx * run.height * fy > 4_000_000 {
            (fx, fy) = (max(fx / 2, 1), max(fy / 2, 1))
        }
        guard fx * fy > 1 else { return run }
        let width = run.width * fx
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * run.height * fy)
        for row in 0..<run.height {
            var line: [UInt32] = []
            line.reserveCapacity(width)
            for pixel in run.pixels[(row * run.width)..<((row + 1) * run.width)] {
                line += repeatElement(pixel, count: fx)
            }
            for _ in 0..<fy { pixels += line }
        }
        return SCIImageRun(rect: run.rect, width: width, height: run.height * fy, pixels: pixels) ?? run
    }

    /// One shape defined once and used at each centre.
    private mutating func writeMarkers(_ run: SCIMarkerRun) {
        markerCount += 1
        let id = "marker\(markerCount)"
        if let image = run.fill?.image {
            // A picture marker: one group of the picture (and its outline), used at each centre.
            var group = "<g id=\"\(id)\">" + imageElement(image, inside: run.shape, transform: .identity)
            if let stroke = run.stroke {
                group +=
                    "<path d=\"\(Self.pathData(run.shape))\" fill=\"none\"" + Self.strokeAttributes(stroke)
                    + "/>"
            }
            defs += group + "</g>\n"
            writeUses(of: id, at: run)
            return
        }
        defs += "<path id=\"\(id)\" d=\"\(Self.pathData(run.shape, transform: .identity))\""
        if let fill = run.fill {
            defs += " fill=\"\(fill.color.hexRGB)\"" + Self.opacityAttribute("fill-opacity", fill.color)
            if fill.evenOdd { defs += " fill-rule=\"evenodd\"" }
        } else {
            defs += " fill=\"none\""
        }
        if let stroke = run.stroke { defs += Self.strokeAttributes(stroke) }
        defs += "/>\n"
        writeUses(of: id, at: run)
    }

    /// A `<use>` of definition `id` at each centre of `run`.
    private mutating func writeUses(of id: String, at run: SCIMarkerRun) {
        for index in 0..<run.count {
            let center = transform.apply(run.center(at: index))
            body += "<use href=\"#\(id)\" x=\"\(Self.number(center.x))\" y=\"\(Self.number(center.y))\"/>\n"
        }
    }

    private static func strokeAttributes(_ stroke: SCIStroke) -> String {
        var text = " stroke=\"\(stroke.color.hexRGB)\"" + opacityAttribute("stroke-opacity", stroke.color)
        text += " stroke-width=\"\(number(stroke.width))\""
        text += " stroke-linejoin=\"\(name(of: stroke.lineJoin))\""
        if stroke.lineCap != .butt { text += " stroke-linecap=\"\(name(of: stroke.lineCap))\"" }
        if !stroke.dashes.isEmpty {
            text += " stroke-dasharray=\"\(stroke.dashes.map(number).joined(separator: " "))\""
        }
        if !stroke.antialias { text += " shape-rendering=\"crispEdges\"" }
        return text
    }

    private func pathData(_ path: SCIPath) -> String {
        Self.pathData(path, transform: transform)
    }

    static func pathData(_ path: SCIPath, transform: SCIAffineTransform = .identity) -> String {
        var data = ""
        data.reserveCapacity(path.coordinates.count * 7)
        var index = 0
        let identity = transform == .identity
        func pair() -> String {
            defer { index += 2 }
            if identity { return number(path.coordinates[index]) + " " + number(path.coordinates[index + 1]) }
            let point = transform.apply(CGPoint(x: path.coordinates[index], y: path.coordinates[index + 1]))
            return number(point.x) + " " + number(point.y)
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

    /// Adds `gradient` to the definitions (in the filled shape's bounding box, SVG's default
    /// units) and returns its id.
    private mutating func define(_ gradient: SCIGradient) -> String {
        gradientCount += 1
        let id = "gradient\(gradientCount)"
        // A box of its own: the unit square mapped onto it, then through the transform in
        // force (the paths' own, so the ramp lands where Cairo paints it);
        // none: the shape's own bounding box.
        var units = ""
        if let box = gradient.box, box.width > 0, box.height > 0 {
            let unit = SCIAffineTransform(
                a: Double(box.width), b: 0, c: 0, d: Double(box.height), tx: Double(box.minX),
                ty: Double(box.minY))
            let matrix = transform.concatenating(unit)
            let terms = [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty].map { Self.number($0) }
            units =
                " gradientUnits=\"userSpaceOnUse\" gradientTransform=\"matrix(\(terms.joined(separator: " ")))\""
        }
        let element: String
        switch gradient.kind {
        case .linear(let start, let end):
            element = "linearGradient"
            defs +=
                "<linearGradient id=\"\(id)\" x1=\"\(Self.fraction(start.x))\" y1=\"\(Self.fraction(start.y))\""
            defs += " x2=\"\(Self.fraction(end.x))\" y2=\"\(Self.fraction(end.y))\"\(units)>"
        case .radial(let center, let radius):
            element = "radialGradient"
            defs +=
                "<radialGradient id=\"\(id)\" cx=\"\(Self.fraction(center.x))\" cy=\"\(Self.fraction(center.y))\""
            defs += " r=\"\(Self.fraction(CGFloat(radius)))\"\(units)>"
        }
        for stop in gradient.stops {
            defs +=
                "<stop offset=\"\(Self.fraction(CGFloat(stop.offset)))\" stop-color=\"\(stop.color.hexRGB)\""
            defs += Self.opacityAttribute("stop-opacity", stop.color) + "/>"
        }
        defs += "</\(element)>\n"
        return id
    }

    /// A fraction of a box, to four decimals.
    private static func fraction(_ value: CGFloat) -> String {
        NumberText.trimmed(Double(value).drawable, maxDecimals: 4)
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
