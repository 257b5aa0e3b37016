import CCairo
import Foundation
import SciChart

/// Replays a display list into a Cairo context: the raster twin of the SVG writer.
struct DisplayListPainter {
    private let context: OpaquePointer
    private let fontOptions = CairoFontOptions()
    /// What each open transform, clip or group pushed, to pop it.
    private var stack: [Frame] = []

    private enum Frame {
        case clip(previous: DeviceClip)
        case group(opacity: Double)
        case transform
    }

    /// The clip in device pixels, as the painter's own clips make it.
    enum DeviceClip {
        /// No clip pushed.
        case none
        /// The intersection of the clips pushed: left, top, right, bottom.
        case box(Double, Double, Double, Double)
        /// A clip pushed under a rotation or shear: not a box in device space.
        case other

        /// The clip intersected with `box` (device pixels).
        func intersected(with box: (Double, Double, Double, Double)) -> DeviceClip {
            switch self {
            case .none: .box(box.0, box.1, box.2, box.3)
            case .box(let left, let top, let right, let bottom):
                .box(max(left, box.0), max(top, box.1), min(right, box.2), min(bottom, box.3))
            case .other: .other
            }
        }
    }

    /// The current clip in device pixels.
    private var clip = DeviceClip.none

    /// Marker shapes already rasterised for this paint, by shape and style.
    private var stamps: [SCIMarkerRun.Look: MarkerStamp] = [:]

    /// Whether strokes and fills may go through this module's rasterisers, not only Cairo's
    /// (see ``SCIRasterRenderer/strokesAndFillsByCairo``).
    private let ownRasterisers: Bool

    init(context: CairoContext, ownRasterisers: Bool = true) {
        self.init(pointer: context.pointer, ownRasterisers: ownRasterisers)
    }

    /// A painter into a context someone else owns and keeps alive while it paints.
    init(pointer: OpaquePointer, ownRasterisers: Bool = true) {
        self.context = pointer
        self.ownRasterisers = ownRasterisers
        cairo_set_font_options(pointer, fontOptions.pointer)
    }

    /// The part of the image a band paints: its device rows, the scale from points to device
    /// pixels, and each command's device rows (``RasterBands/commandRows(_:scale:)``).
    struct Band {
        var rows: ClosedRange<Double>
        var scale: Double
        var extents: [ClosedRange<Double>?]
        /// The whole picture's height in device pixels.
        var pictureHeight: Int

        /// The band's rows in points, where paths live.
        var points: ClosedRange<Double> { rows.lowerBound / scale...rows.upperBound / scale }
    }

    /// The band being painted; `nil` paints everything.
    private var band: Band?
    /// User space to device space when the band began, before any pushed transform.
    private var bandMatrix = cairo_matrix_t()

    /// Thin strokes of one colour whose coverage is being gathered, composited when a
    /// command other than such a stroke comes, and at the end.
    private var gathering: ThinLines.Gathering?
    /// The coverage thin strokes with joins add up, kept from one stroke to the next.
    private var areaCoverage: AreaCoverage?

    /// Paints `list`, all of it or, in a band, only the commands and subpaths that can
    /// reach the band's rows: what lies wholly outside them changes none of its pixels.
    mutating func paint(_ list: SCIDisplayList, band: Band? = nil) {
        self.band = band
        cairo_get_matrix(context, &bandMatrix)
        for (index, command) in list.commands.enumerated() {
            if let band, index < band.extents.count, let extent = band.extents[index],
                !extent.overlaps(band.rows)
            {
                // Ends a gathering where one pass would, so the bands composite alike.
                if !joinsGathering(command) { finishGathering() }
                continue
            }
            paint(command)
        }
        finishGathering()
        areaCoverage?.keep()
        areaCoverage = nil
    }

    /// Composites the thin strokes gathered so far.
    private mutating func finishGathering() {
        gathering?.finish()
        gathering = nil
    }

    /// Whether `command` is a thin stroke that the current gathering would take.
    private func joinsGathering(_ command: SCIDrawCommand) -> Bool {
        guard let gathering, ownRasterisers, case .stroke(let path, let stroke) = command,
            ThinLines.applies(to: path, stroke: stroke, scale: deviceScale)
        else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        guard let pen = ThinLines.pen(for: path, stroke: stroke, matrix: matrix) else { return false }
        return pen.gathered && pen.color == gathering.color
    }

    private mutating func paint(_ command: SCIDrawCommand) {
        if case .stroke = command {
        } else {
            finishGathering()
        }
        switch command {
        case .fill(let path, let fill):
            if let image = fill.image {
                fillImage(image, path: path, evenOdd: fill.evenOdd)
                return
            }
            if ownRasterisers, fill.gradient == nil, path.verbs.count >= BoxFills.minimumBoxes * 5,
                let target = ImageTarget(context),
                BoxFills.draw(path, fill: fill, into: target, clip: clip)
            {
                return
            }
            add(path, reach: 1 / (band?.scale ?? 1))
            let gradient = fill.gradient.flatMap { Self.pattern($0, over: $0.box ?? path.bounds) }
            if let gradient {
                cairo_set_source(context, gradient)
            } else {
                setColor(fill.color)
            }
            cairo_set_fill_rule(context, fill.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(context, CAIRO_ANTIALIAS_DEFAULT)
            cairo_fill(context)
            if let gradient { cairo_pattern_destroy(gradient) }
        case .stroke(let path, let stroke):
            // Strokes with long diagonals (all `applies` takes) are never rectilinear.
            if ownRasterisers, ThinLines.applies(to: path, stroke: stroke, scale: deviceScale),
                let target = ImageTarget(context),
                ThinLines.draw(
                    path, stroke: stroke, into: target, pictureTop: -Int(band?.rows.lowerBound ?? 0),
                    gathering: &gathering)
            {
                return
            }
            finishGathering()
            if ownRasterisers, RectilinearStrokes.takes(stroke),
                path.verbs.count >= 2 * RectilinearStrokes.minimumSubpaths,
                let target = ImageTarget(context),
                RectilinearStrokes.draw(path, stroke: stroke, into: target, clip: clip)
            {
                return
            }
            if ownRasterisers, ThinStrokes.applies(to: path, stroke: stroke, scale: deviceScale),
                let target = ImageTarget(context),
                ThinStrokes.draw(
                    path, stroke: stroke, into: target, pictureTop: -Int(band?.rows.lowerBound ?? 0),
                    pictureHeight: band?.pictureHeight, coverage: &areaCoverage)
            {
                return
            }
            // Miter joins reach half Cairo's default miter limit (10) times the width.
            add(path, reach: stroke.width * 5 + 1 / (band?.scale ?? 1))
            setColor(stroke.color)
            cairo_set_line_width(context, stroke.width)
            cairo_set_line_join(context, Self.join(stroke.lineJoin))
            cairo_set_line_cap(context, Self.cap(stroke.lineCap))
            cairo_set_antialias(context, stroke.antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            stroke.dashes.withUnsafeBufferPointer { dashes in
                cairo_set_dash(context, dashes.baseAddress, Int32(dashes.count), 0)
            }
            cairo_stroke(context)
        case .text(let run):
            drawText(run)
        case .markers(let run):
            drawMarkers(run)
        case .pushTransform(let transform):
            cairo_save(context)
            var matrix = cairo_matrix_t(
                xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx,
                y0: transform.ty)
            cairo_transform(context, &matrix)
            stack.append(.transform)
        case .popTransform:
            pop()
        case .pushClip(let rect):
            cairo_save(context)
            cairo_rectangle(
                context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_clip(context)
            stack.append(.clip(previous: clip))
            clip = deviceClip(adding: rect)
        case .popClip:
            pop()
        case .beginGroup(_, let opacity):
            if opacity < 1 {
                cairo_push_group(context)
            } else {
                cairo_save(context)
            }
            stack.append(.group(opacity: opacity))
        case .endGroup:
            pop()
        }
    }

    /// Ends the scope opened last: a display list is balanced, so every pop ends the
    /// innermost open scope and every scope is closed by the end.
    private mutating func pop() {
        guard let frame = stack.popLast() else { return }
        switch frame {
        case .clip(let previous):
            clip = previous
            cairo_restore(context)
        case .transform:
            cairo_restore(context)
        case .group(let opacity):
            if opacity < 1 {
                cairo_pop_group_to_source(context)
                cairo_paint_with_alpha(context, opacity)
            } else {
                cairo_restore(context)
            }
        }
    }

    /// The clip after `rect` (user space) is pushed: a box while the transform keeps boxes
    /// boxes.
    private func deviceClip(adding rect: CGRect) -> DeviceClip {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        guard matrix.xy == 0, matrix.yx == 0 else { return .other }
        let x1 = matrix.xx * Double(rect.minX) + matrix.x0
        let x2 = matrix.xx * Double(rect.maxX) + matrix.x0
        let y1 = matrix.yy * Double(rect.minY) + matrix.y0
        let y2 = matrix.yy * Double(rect.maxY) + matrix.y0
        return clip.intersected(with: (min(x1, x2), min(y1, y2), max(x1, x2), max(y1, y2)))
    }

    /// Sends `path` to Cairo; in a band, only the subpaths whose points come within `reach`
    /// points of the band's rows.
    private func add(_ path: SCIPath, reach: Double) {
        cairo_new_path(context)
        let visible = band.flatMap { visibleUserRows($0, reach: reach) }
        let verbs = path.verbs
        path.coordinates.withUnsafeBufferPointer { coordinates in
            var verb = 0
            var coordinate = 0
            while verb < verbs.count {
                // One subpath: a move and what follows up to the next move.
                let (firstVerb, firstCoordinate) = (verb, coordinate)
                var top = Double.infinity
                var bottom = -Double.infinity
                repeat {
                    let end = coordinate + 2 * Self.points(verbs[verb])
                    while coordinate < end {
                        top = min(top, coordinates[coordinate + 1])
                        bottom = max(bottom, coordinates[coordinate + 1])
                        coordinate += 2
                    }
                    verb += 1
                } while verb < verbs.count && verbs[verb] != .move
                if let visible, bottom < visible.lowerBound || top > visible.upperBound { continue }
                emit(verbs[firstVerb..<verb], from: firstCoordinate, in: coordinates)
            }
        }
    }

    /// The user-space y the band's rows show, widened by `reach`, through the transforms
    /// pushed since it began; `nil` (draw every subpath) when a transform makes device rows
    /// depend on x.
    private func visibleUserRows(_ band: Band, reach: Double) -> ClosedRange<Double>? {
        var current = cairo_matrix_t()
        cairo_get_matrix(context, &current)
        guard current.yx == 0, current.yy != 0, bandMatrix.yy != 0 else { return nil }
        // Device rows of the band's points with no transform, then back through this one.
        let low = bandMatrix.yy * (band.points.lowerBound - reach) + bandMatrix.y0
        let high = bandMatrix.yy * (band.points.upperBound + reach) + bandMatrix.y0
        let a = (low - current.y0) / current.yy
        let b = (high - current.y0) / current.yy
        guard a.isFinite, b.isFinite else { return nil }
        return min(a, b)...max(a, b)
    }

    private static func points(_ verb: SCIPath.Verb) -> Int {
        switch verb {
        case .move, .line: 1
        case .curve: 3
        case .close: 0
        }
    }

    private func emit(
        _ verbs: ArraySlice<SCIPath.Verb>, from start: Int, in coordinates: UnsafeBufferPointer<Double>
    ) {
        var index = start
        for verb in verbs {
            switch verb {
            case .move:
                cairo_move_to(context, coordinates[index], coordinates[index + 1])
            case .line:
                cairo_line_to(context, coordinates[index], coordinates[index + 1])
            case .curve:
                cairo_curve_to(
                    context, coordinates[index], coordinates[index + 1], coordinates[index + 2],
                    coordinates[index + 3], coordinates[index + 4], coordinates[index + 5])
            case .close:
                cairo_close_path(context)
            }
            index += 2 * Self.points(verb)
        }
    }

    /// A Cairo pattern of `gradient` laid over `bounds` (user space): the gradient's
    /// coordinates are fractions of the box. `nil` for an empty or non-finite box, which is
    /// then filled in the gradient's first colour.
    ///
    /// A linear ramp is placed by its ends in user space, with no pattern matrix: the pixels
    /// then do not depend on where the device's rows start, so bands painted apart match a
    /// single pass. A radial ramp is an ellipse over the box, through a pattern matrix.
    static func pattern(_ gradient: SCIGradient, over bounds: CGRect) -> OpaquePointer? {
        let (x, y, width, height) = (
            Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height)
        )
        guard x.isFinite, y.isFinite, width.isFinite, height.isFinite, width > 0, height > 0 else {
            return nil
        }
        let pattern: OpaquePointer?
        switch gradient.kind {
        case .linear(let start, let end):
            pattern = cairo_pattern_create_linear(
                x + Double(start.x) * width, y + Double(start.y) * height, x + Double(end.x) * width,
                y + Double(end.y) * height)
        case .radial(let center, let radius):
            pattern = cairo_pattern_create_radial(
                Double(center.x), Double(center.y), 0, Double(center.x), Double(center.y), radius)
            if let pattern {
                // User space to the box's fractions: first move the box to the origin, then
                // scale it to a unit square.
                var matrix = cairo_matrix_t()
                cairo_matrix_init_scale(&matrix, 1 / width, 1 / height)
                cairo_matrix_translate(&matrix, -x, -y)
                cairo_pattern_set_matrix(pattern, &matrix)
            }
        }
        guard let pattern else { return nil }
        for stop in gradient.stops {
            let color = stop.color
            cairo_pattern_add_color_stop_rgba(
                pattern, stop.offset, Double(color.red) / 255, Double(color.green) / 255,
                Double(color.blue) / 255, color.opacity)
        }
        return pattern
    }

    private func setColor(_ color: SCIColor) {
        cairo_set_source_rgba(
            context, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
            color.opacity)
    }

    /// Device pixels per unit of user space.
    private var deviceScale: Double {
        var xx = 1.0
        var yy = 0.0
        cairo_user_to_device_distance(context, &xx, &yy)
        return (xx * xx + yy * yy).squareRoot()
    }

    /// Fills `path` with a picture stretched over its rectangle (and only there): its pixels
    /// premultiplied into a Cairo image, scaled with the nearest pixel (sharp cells) or
    /// Cairo's good filter (smooth).
    private func fillImage(_ run: SCIImageRun, path: SCIPath, evenOdd: Bool) {
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(run.width), Int32(run.height))
        else { return }
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS,
            let base = cairo_image_surface_get_data(image)
        else { return }
        cairo_surface_flush(image)
        let stride = Int(cairo_image_surface_get_stride(image))
        run.pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<run.height {
                let target = UnsafeMutableRawPointer(base + row * stride).assumingMemoryBound(to: UInt32.self)
                for column in 0..<run.width {
                    let pixel = pixels[row * run.width + column]
                    let alpha = pixel >> 24
                    if alpha == 255 {
                        target[column] = pixel
                    } else {
                        // Cairo's ARGB32 is premultiplied.
                        func channel(_ shift: UInt32) -> UInt32 {
                            ((((pixel >> shift) & 0xFF) * alpha + 127) / 255) << shift
                        }
                        target[column] = alpha << 24 | channel(16) | channel(8) | channel(0)
                    }
                }
            }
        }
        cairo_surface_mark_dirty(image)
        guard let pattern = cairo_pattern_create_for_surface(image) else { return }
        defer { cairo_pattern_destroy(pattern) }
        let rect = run.rect
        // The pattern's matrix maps user space to the picture's pixels.
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(
            &matrix, Double(run.width) / Double(rect.width), Double(run.height) / Double(rect.height))
        cairo_matrix_translate(&matrix, -Double(rect.minX), -Double(rect.minY))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, run.isSmooth ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_save(context)
        cairo_new_path(context)
        cairo_rectangle(
            context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(context)
        add(path, reach: 1 / (band?.scale ?? 1))
        cairo_set_source(context, pattern)
        cairo_set_fill_rule(context, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_set_antialias(context, CAIRO_ANTIALIAS_DEFAULT)
        cairo_fill(context)
        cairo_restore(context)
    }

    /// Draws one shape at many centres: rasterised once at the device scale and copied to
    /// each centre's device pixel.
    private mutating func drawMarkers(_ run: SCIMarkerRun) {
        let scale = deviceScale
        let look = run.look
        let stamp: MarkerStamp
        if let cached = stamps[look], cached.scale == scale {
            stamp = cached
        } else {
            guard let made = MarkerStamp(run: run, scale: scale) else { return }
            stamps[look] = made
            stamp = made
        }
        stamp.draw(run, into: context, clipArea: pictureClipArea)
    }

    /// The area of the clip within the whole picture, in device pixels, whole pixels at
    /// each side: the same in every band (a band's own rows are not part of it), so every
    /// band decides alike how to draw a dense run of markers. The whole picture where no
    /// box is pushed.
    private var pictureClipArea: Int {
        let surface = cairo_get_target(context)
        // The picture in the target's device pixels: a band's rows start at its first row.
        let top = -(band?.rows.lowerBound ?? 0)
        let height = band.map { Double($0.pictureHeight) } ?? Double(cairo_image_surface_get_height(surface))
        var box = (
            left: 0.0, top: top, right: Double(cairo_image_surface_get_width(surface)), bottom: top + height
        )
        if case .box(let left, let top, let right, let bottom) = clip {
            box = (
                max(box.left, left.rounded()), max(box.top, top.rounded()), min(box.right, right.rounded()),
                min(box.bottom, bottom.rounded())
            )
        }
        let area = max(box.right - box.left, 0) * max(box.bottom - box.top, 0)
        return area.isFinite ? Int(min(area, 1e15)) : 0
    }

    private func drawText(_ run: SCITextRun) {
        cairo_save(context)
        cairo_select_font_face(
            context, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
            run.isBold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, run.fontSize)
        setColor(run.color)
        cairo_translate(context, Double(run.origin.x), Double(run.origin.y))
        if run.rotation != 0 { cairo_rotate(context, run.rotation * .pi / 180) }
        cairo_move_to(context, 0, 0)
        cairo_show_text(context, run.text)
        cairo_restore(context)
    }

    static func join(_ join: SCIStroke.LineJoin) -> cairo_line_join_t {
        switch join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }

    static func cap(_ cap: SCIStroke.LineCap) -> cairo_line_cap_t {
        switch cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }
}
