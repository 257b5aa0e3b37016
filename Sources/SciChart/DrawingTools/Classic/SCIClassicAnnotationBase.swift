import Foundation

/// The base of the classic annotations: lines, arrows, boxes, text, horizontal and vertical
/// lines and axis markers, placed by code at `x1`, `y1`, `x2`, `y2` or drawn by hand with a
/// tool.
///
/// Coordinates are set with ``set(x1:)-(Double)`` and its siblings, taking a `Double` or a
/// `Date`, and read back as the value set (a `Date` on date and category-date axes: on a
/// category axis x is the bar's date, so data prepended moves nothing). An unset coordinate
/// reads NaN, and an annotation with a coordinate it needs unset or not finite is not drawn.
/// Under a relative ``coordinateMode`` the relative values are fractions of the series area.
///
/// Editing (grips, body drags within ``dragDirections``, resizing within
/// ``resizeDirections``, nudges, Delete), undo and saving come from
/// ``SCITradingAnnotationBase``, whose points are the annotation's corners: (x1, y1) first,
/// then (x2, y2).
open class SCIClassicAnnotationBase: SCITradingAnnotationBase {
    /// An annotation with no coordinates set, of kind `creationType`, placed by a tool in
    /// `pointCount` points.
    public override init(pointCount: Int, creationType: SCIAnnotationCreationType) {
        super.init(pointCount: pointCount, creationType: creationType)
    }

    // MARK: - Coordinates

    /// The first x: a `Date` on date axes (or when set as one, off a surface), a `Double`
    /// otherwise, and always a `Double` when x is relative; NaN until set.
    public var x1: any ISCIComparable { publicX(coordinate(0, isX: true)) }
    /// The first y; NaN until set.
    public var y1: Double { coordinate(0, isX: false) }
    /// The second x, read as ``x1``.
    public var x2: any ISCIComparable { publicX(coordinate(1, isX: true)) }
    /// The second y; NaN until set.
    public var y2: Double { coordinate(1, isX: false) }

    /// Sets the first x to a number: a data value, or a fraction when x is relative.
    public func set(x1 value: Double) { setCoordinate(value, at: 0, isX: true, isDate: false) }
    /// Sets the first x to a date.
    public func set(x1 value: Date) {
        setCoordinate(value.timeIntervalSince1970, at: 0, isX: true, isDate: true)
    }
    /// Sets the first y.
    public func set(y1 value: Double) { setCoordinate(value, at: 0, isX: false, isDate: false) }
    /// Sets the second x to a number.
    public func set(x2 value: Double) { setCoordinate(value, at: 1, isX: true, isDate: false) }
    /// Sets the second x to a date.
    public func set(x2 value: Date) {
        setCoordinate(value.timeIntervalSince1970, at: 1, isX: true, isDate: true)
    }
    /// Sets the second y.
    public func set(y2 value: Double) { setCoordinate(value, at: 1, isX: false, isDate: false) }

    // Any number SciChart's code passes (`label.set(x1: index)` with an `Int`, a `Float`, a
    // `CGFloat`), as the `Double` it stands for.

    /// Sets the first x to an integer.
    public func set(x1 value: some BinaryInteger) { set(x1: Double(value)) }
    /// Sets the first x to a floating-point number of any width.
    public func set(x1 value: some BinaryFloatingPoint) { set(x1: Double(value)) }
    /// Sets the first y to an integer.
    public func set(y1 value: some BinaryInteger) { set(y1: Double(value)) }
    /// Sets the first y to a floating-point number of any width.
    public func set(y1 value: some BinaryFloatingPoint) { set(y1: Double(value)) }
    /// Sets the second x to an integer.
    public func set(x2 value: some BinaryInteger) { set(x2: Double(value)) }
    /// Sets the second x to a floating-point number of any width.
    public func set(x2 value: some BinaryFloatingPoint) { set(x2: Double(value)) }
    /// Sets the second y to an integer.
    public func set(y2 value: some BinaryInteger) { set(y2: Double(value)) }
    /// Sets the second y to a floating-point number of any width.
    public func set(y2 value: some BinaryFloatingPoint) { set(y2: Double(value)) }

    /// The coordinate of point `index` (x or y), NaN when unset.
    func coordinate(_ index: Int, isX: Bool) -> Double {
        guard dataPoints.indices.contains(index) else { return .nan }
        return isX ? dataPoints[index].x : dataPoints[index].y
    }

    /// `value` as the public API gives an x.
    private func publicX(_ value: Double) -> any ISCIComparable {
        let isDate = mapping?.xIsDate ?? (xIsDate && !coordinateMode.isXRelative)
        return isDate && value.isFinite ? Date(timeIntervalSince1970: value) : value
    }

    private func setCoordinate(_ value: Double, at index: Int, isX: Bool, isDate: Bool) {
        guard index < validPointCounts.upperBound else { return }
        var points = dataPoints
        while points.count <= index { points.append(SCIDataPoint(x: .nan, y: .nan)) }
        if isX {
            points[index].x = value
            if parentSurface == nil { xIsDate = isDate }
        } else {
            points[index].y = value
        }
        dataPoints = coordinatesChanged(points)
    }

    /// The points after code set a coordinate: a hook for annotations whose coordinates go
    /// together (a horizontal line's second point shares its first's y). The base keeps them.
    func coordinatesChanged(_ points: [SCIDataPoint]) -> [SCIDataPoint] {
        points
    }

    /// How x1 to y2 are read: data values (``SCIAnnotationCoordinateMode/absolute``, the
    /// default) or fractions of the series area. Changing it converts nothing: the same
    /// numbers are read the new way.
    public var coordinateMode: SCIAnnotationCoordinateMode {
        get { pointCoordinateMode }
        set {
            guard newValue != pointCoordinateMode else { return }
            pointCoordinateMode = newValue
            invalidate()
        }
    }

    // MARK: - Editing

    /// The directions a drag of the body moves the annotation (default
    /// ``SCIDirection2D/xyDirection``; a horizontal line's is ``SCIDirection2D/yDirection``).
    public var dragDirections: SCIDirection2D = .xyDirection

    /// The directions a grip drag reshapes the annotation (default
    /// ``SCIDirection2D/xyDirection``).
    public var resizeDirections: SCIDirection2D = .xyDirection

    /// The body moves within ``dragDirections``: the coordinates across them are kept.
    open override func points(
        movingBodyBy offset: CGPoint, from points: [SCIDataPoint], mapping: SCIAnnotationMapping
    ) -> [SCIDataPoint] {
        Self.keeping(
            super.points(movingBodyBy: offset, from: points, mapping: mapping), from: points,
            within: dragDirections)
    }

    /// A grip moves its point within ``resizeDirections``.
    open override func points(
        movingGrip index: Int, to point: SCIDataPoint, from points: [SCIDataPoint],
        mapping: SCIAnnotationMapping
    ) -> [SCIDataPoint] {
        Self.keeping(
            super.points(movingGrip: index, to: point, from: points, mapping: mapping), from: points,
            within: resizeDirections)
    }

    /// `moved` with the x values of `original` kept when `directions` exclude x, and its y
    /// values when they exclude y.
    public static func keeping(
        _ moved: [SCIDataPoint], from original: [SCIDataPoint], within directions: SCIDirection2D
    ) -> [SCIDataPoint] {
        guard moved.count == original.count else { return moved }
        return zip(moved, original).map { new, old in
            SCIDataPoint(x: directions.includesX ? new.x : old.x, y: directions.includesY ? new.y : old.y)
        }
    }

    // MARK: - Saving

    /// The coordinate mode, the drag and resize directions and where the annotation is
    /// drawn; subclasses add their styles and call `super`.
    open override func encodeSettings(into settings: inout SCIAnnotationSettings) {
        settings.setText(coordinateMode.rawValue, forKey: "coordinateMode")
        settings.setText(Self.name(of: dragDirections), forKey: "dragDirections")
        settings.setText(Self.name(of: resizeDirections), forKey: "resizeDirections")
        settings.setText(annotationSurface.rawValue, forKey: "annotationSurface")
    }

    open override func decodeSettings(from settings: SCIAnnotationSettings) throws {
        coordinateMode =
            try settings.value(forKey: "coordinateMode", as: SCIAnnotationCoordinateMode.self) ?? .absolute
        dragDirections = try Self.direction(settings, "dragDirections") ?? dragDirections
        resizeDirections = try Self.direction(settings, "resizeDirections") ?? resizeDirections
        if let surface = try settings.value(forKey: "annotationSurface", as: SCIAnnotationSurface.self) {
            annotationSurface = surface
        }
    }

    /// The names directions are saved by.
    private enum DirectionName: String, CaseIterable {
        case x, y, xy
    }

    private static func name(of direction: SCIDirection2D) -> String {
        switch direction {
        case .xDirection: DirectionName.x.rawValue
        case .yDirection: DirectionName.y.rawValue
        case .xyDirection: DirectionName.xy.rawValue
        }
    }

    private static func direction(_ settings: SCIAnnotationSettings, _ key: String) throws -> SCIDirection2D?
    {
        switch try settings.value(forKey: key, as: DirectionName.self) {
        case .x: .xDirection
        case .y: .yDirection
        case .xy: .xyDirection
        case nil: nil
        }
    }
}
