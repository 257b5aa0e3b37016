import SciChart

/// What the demo keeps between runs besides the drawings (``DrawingsStore``): the window's
/// theme, magnet and page in view, and each page's view (see ``PageSettings``).
struct DemoSettings: Equatable, Sendable {
    /// A window's size, in points.
    struct Size: Equatable, Sendable {
        var width: Int
        var height: Int
    }

    /// The theme's name in ``SCIChartTheme/builtIn`` ("dark", "light", "highContrastDark").
    var theme = "dark"
    /// How the drawing tools snap their points to candles, on every page: the weak magnet at
    /// first, as on traders' platforms.
    var magnet: SCIMagnetMode = .weak
    /// The magnet G turns on (the last one on).
    var magnetWhenOn: SCIMagnetMode = .weak
    /// The page in view, by name.
    var page: String?
    /// The window's size in points, as the user left it.
    var windowSize: Size?
    /// Whether the window was maximised.
    var isMaximized = false
    /// The folder the file dialogs last opened or saved in.
    var folder: String?
    /// Each page's settings, by the page's name.
    var pages: [String: PageSettings] = [:]
}

/// One page's view as it was left.
struct PageSettings: Equatable, Sendable {
    /// The first x axis' visible range, when the page keeps it.
    var xRange: ClosedRange<Double>?
    /// The names of the series hidden (by the legend's checkboxes).
    var hiddenSeries: [String] = []
    /// The legend's corner ("top-left", "bottom-right"), when the page has a legend.
    var legendCorner: String?
    /// Whether the legend is folded to its header.
    var legendCollapsed: Bool?
    /// A workspace's indicator panes, in order, by ``StockChartPanes/Study`` raw value.
    var studies: [String]?
    /// Whether a workspace lays Bollinger bands under its candles.
    var bollinger: Bool?
    /// A workspace's panes' heights, in points.
    var paneHeights: [Double]?
}
