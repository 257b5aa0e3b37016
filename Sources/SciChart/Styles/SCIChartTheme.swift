/// The colours and fonts a surface uses wherever a part does not set its own.
public struct SCIChartTheme: Sendable {
    /// The surface background (behind the axes).
    public var background: SCIColor
    /// The series area background.
    public var seriesAreaBackground: SCIColor
    /// The series area border.
    public var seriesAreaBorder: SCIColor
    /// Grid lines at major ticks, where an axis sets no `majorGridLineStyle`.
    public var majorGridLine: SCIColor
    /// Grid lines at minor ticks, where an axis sets no `minorGridLineStyle`.
    public var minorGridLine: SCIColor
    /// Tick marks on the axes; also the greyed text of hidden series in a legend.
    public var tickLine: SCIColor
    /// Tick labels, where an axis sets no `tickLabelStyle`.
    public var axisLabel: SCIColor
    /// Axis titles, and the series names in a legend.
    public var axisTitle: SCIColor
    /// The chart title (bold, ``titleFontSize`` + 2).
    public var chartTitle: SCIColor
    /// Series strokes, assigned by position in `renderableSeries` when a series sets none;
    /// when empty, every series takes ``fallbackSeriesColor``.
    public var seriesPalette: [SCIColor]
    /// Rising candles and bars (close at or above open), where a series sets no up style.
    public var upColor: SCIColor
    /// Falling candles and bars (close below open), where a series sets no down style.
    public var downColor: SCIColor
    /// Text and background of labels drawn on the chart by tools.
    public var toolLabelText: SCIColor
    /// The background of labels drawn on the chart by tools.
    public var toolLabelBackground: SCIColor
    /// Editing grips: fill and outline.
    public var gripFill: SCIColor
    /// The outline of editing grips.
    public var gripStroke: SCIColor
    /// The size of tick labels and legend text, in points; 11 by default.
    public var labelFontSize: Float
    /// The size of axis titles, in points (the chart title is 2 larger); 12 by default.
    public var titleFontSize: Float

    /// A theme with every colour given; the font sizes default to 11 (labels) and 12 (titles).
    /// An empty `seriesPalette` becomes [``fallbackSeriesColor``].
    public init(
        background: SCIColor, seriesAreaBackground: SCIColor, seriesAreaBorder: SCIColor,
        majorGridLine: SCIColor,
        minorGridLine: SCIColor, tickLine: SCIColor, axisLabel: SCIColor, axisTitle: SCIColor,
        chartTitle: SCIColor,
        seriesPalette: [SCIColor], upColor: SCIColor, downColor: SCIColor, toolLabelText: SCIColor,
        toolLabelBackground: SCIColor, gripFill: SCIColor, gripStroke: SCIColor, labelFontSize: Float = 11,
        titleFontSize: Float = 12
    ) {
        self.background = background
        self.seriesAreaBackground = seriesAreaBackground
        self.seriesAreaBorder = seriesAreaBorder
        self.majorGridLine = majorGridLine
        self.minorGridLine = minorGridLine
        self.tickLine = tickLine
        self.axisLabel = axisLabel
        self.axisTitle = axisTitle
        self.chartTitle = chartTitle
        self.seriesPalette = seriesPalette.isEmpty ? [Self.fallbackSeriesColor] : seriesPalette
        self.upColor = upColor
        self.downColor = downColor
        self.toolLabelText = toolLabelText
        self.toolLabelBackground = toolLabelBackground
        self.gripFill = gripFill
        self.gripStroke = gripStroke
        self.labelFontSize = labelFontSize
        self.titleFontSize = titleFontSize
    }

    /// The theme with its font sizes times `scale` (read within `0.5...4`; 1 when it is not
    /// finite).
    func scalingText(by scale: Double) -> SCIChartTheme {
        let factor = scale.isFinite ? min(max(scale, 0.5), 4) : 1
        guard factor != 1 else { return self }
        var theme = self
        theme.labelFontSize = Float(Double(labelFontSize) * factor)
        theme.titleFontSize = Float(Double(titleFontSize) * factor)
        return theme
    }

    /// The series colour when ``seriesPalette`` is empty.
    public static let fallbackSeriesColor: SCIColor = 0xFF47_BDE6

    /// The default: dark, for trading screens.
    public static let dark = SCIChartTheme(
        background: 0xFF1C_1C1E, seriesAreaBackground: 0xFF1C_1C1E, seriesAreaBorder: 0xFF3A_3A3C,
        majorGridLine: 0xFF32_3539, minorGridLine: 0xFF23_2528, tickLine: 0xFF6E_6E73, axisLabel: 0xFFB4_B4B9,
        axisTitle: 0xFFD0_D0D5, chartTitle: 0xFFE8_E8ED,
        seriesPalette: [0xFF47_BDE6, 0xFFF5_A623, 0xFFAE_81FF, 0xFF68_BC45, 0xFFE9_7064, 0xFFFF_D23F],
        upColor: 0xFF26_A69A, downColor: 0xFFEF_5350, toolLabelText: 0xFFFF_FFFF,
        toolLabelBackground: 0xE624_2428, gripFill: 0xFF1C_1C1E, gripStroke: 0xFFFF_FFFF)

    /// A light theme, for print and documents.
    public static let light = SCIChartTheme(
        background: 0xFFFF_FFFF, seriesAreaBackground: 0xFFFF_FFFF, seriesAreaBorder: 0xFFC8_C8CC,
        majorGridLine: 0xFFE3_E5E8, minorGridLine: 0xFFF2_F3F5, tickLine: 0xFF8E_8E93, axisLabel: 0xFF4A_4A50,
        axisTitle: 0xFF2C_2C30, chartTitle: 0xFF1C_1C1E,
        seriesPalette: [0xFF1F_77B4, 0xFFFF_7F0E, 0xFF94_67BD, 0xFF2C_A02C, 0xFFD6_2728, 0xFF8C_564B],
        upColor: 0xFF08_9981, downColor: 0xFFF2_3645, toolLabelText: 0xFFFF_FFFF,
        toolLabelBackground: 0xE62C_2C30, gripFill: 0xFFFF_FFFF, gripStroke: 0xFF1F_77B4)
}
