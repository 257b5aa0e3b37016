import Foundation

/// The ticks of one layout and where they go on screen (SciChart's `SCITickCoordinates`):
/// the values the tick provider chose and the pixel offsets, from the series area's origin
/// along the axis, that the axis draws them at.
///
/// The axis draws major tick `i`, its grid line and its label at `majorTickCoordinates[i]`,
/// and minor tick `i` at `minorTickCoordinates[i]`, for each tick it chose; a coordinate that
/// is NaN (or missing) is not drawn, and coordinates outside the axis are clipped. The value
/// lists say what the ticks are; changing them changes no label.
public final class SCITickCoordinates {
    /// The major tick values, ascending.
    public let majorTicks: SCIDoubleValues
    /// The minor tick values, ascending.
    public let minorTicks: SCIDoubleValues
    /// Where each major tick is drawn, in pixels from the series area's origin.
    public let majorTickCoordinates = SCIFloatValues()
    /// Where each minor tick is drawn, in pixels from the series area's origin.
    public let minorTickCoordinates = SCIFloatValues()
    /// The mapping of the layout the ticks belong to.
    let calculator: SCICoordinateCalculator
    /// How many ticks the axis chose: the coordinates read back, whatever the provider did
    /// to the value lists.
    private let counts: (major: Int, minor: Int)

    init(ticks: AxisTicks, calculator: SCICoordinateCalculator) {
        majorTicks = SCIDoubleValues(ticks.major)
        minorTicks = SCIDoubleValues(ticks.minor)
        self.calculator = calculator
        counts = (ticks.major.count, ticks.minor.count)
    }

    /// The pixel of `value` as the layout maps it.
    public func getCoordinate(_ value: Double) -> Double { calculator.getCoordinate(value) }

    /// The coordinate lists read back for drawing: one entry per tick value, NaN where none
    /// was given or it is not finite.
    func offsets() -> (major: [Double], minor: [Double]) {
        func read(_ coordinates: SCIFloatValues, count: Int) -> [Double] {
            (0..<count).map { index in
                index < coordinates.count ? Double(coordinates[index]) : .nan
            }
        }
        return (
            read(majorTickCoordinates, count: counts.major),
            read(minorTickCoordinates, count: counts.minor)
        )
    }
}

/// Turns an axis' tick values into screen coordinates at each layout (SciChart's
/// `ISCITickCoordinatesProvider`; ``SCIAxisBase/tickCoordinatesProvider``).
public protocol ISCITickCoordinatesProvider: AnyObject {
    /// The axis the provider serves, while attached.
    var axis: ISCIAxisCore! { get }
    /// The ticks of the layout under way, with their coordinates once ``update()`` ran.
    var tickCoordinates: SCITickCoordinates! { get }
    /// Starts serving `axis` (the axis calls it when the provider is assigned).
    func attachTo(_ axis: ISCIAxisCore)
    /// Stops serving the axis.
    func detach()
    /// Fills ``tickCoordinates``' coordinate lists for the layout under way.
    func update()
    /// Hands the provider the ticks of a layout (the axis calls it before ``update()``).
    func prepare(_ tickCoordinates: SCITickCoordinates)
}

/// The provider every axis starts with: each tick at its value's pixel. Subclass it and
/// override ``update()`` to move ticks (call `super` first, then change the coordinates) or
/// hide them (set a coordinate to NaN):
///
/// ```swift
/// class SnappedTicks: SCIDefaultTickCoordinatesProvider {
///     override func update() {
///         super.update()
///         let majors = self.tickCoordinates!.majorTickCoordinates
///         for index in majors.indices { majors[index] = majors[index].rounded() }
///     }
/// }
/// axis.tickCoordinatesProvider = SnappedTicks()
/// ```
open class SCIDefaultTickCoordinatesProvider: ISCITickCoordinatesProvider {
    /// The axis the provider serves, while attached.
    public private(set) weak var axis: ISCIAxisCore!
    /// The ticks of the layout under way, with their coordinates once ``update()`` ran.
    public private(set) var tickCoordinates: SCITickCoordinates!

    /// A provider serving no axis yet.
    public init() {}

    open func attachTo(_ axis: ISCIAxisCore) { self.axis = axis }

    open func detach() { axis = nil }

    public func prepare(_ tickCoordinates: SCITickCoordinates) { self.tickCoordinates = tickCoordinates }

    /// Puts each tick at its value's pixel.
    open func update() {
        guard let ticks = tickCoordinates else { return }
        for (values, coordinates) in [
            (ticks.majorTicks, ticks.majorTickCoordinates), (ticks.minorTicks, ticks.minorTickCoordinates),
        ] {
            coordinates.clear()
            for value in values { coordinates.add(Float(ticks.getCoordinate(value))) }
        }
    }
}
