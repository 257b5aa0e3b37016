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
    /// Whether rising candles are drawn hollow (outlined, not filled) where a candlestick
    /// series does not say (`SCIFastCandlestickRenderableSeries.hollowRisingCandles`), so
    /// rising and falling bars differ by more than colour; `true` in the high-contrast themes.
    public var hollowRisingCandles = false

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

    /// The default: dark, for trading screens. Its series colours are Okabe and Ito's, told
    /// apart by readers with any of the three colour-vision deficiencies.
    public static let dark = SCIChartTheme(
        background: 0xFF1C_1C1E, seriesAreaBackground: 0xFF1C_1C1E, seriesAreaBorder: 0xFF3A_3A3C,
        majorGridLine: 0xFF32_3539, minorGridLine: 0xFF23_2528, tickLine: 0xFF6E_6E73, axisLabel: 0xFFB4_B4B9,
        axisTitle: 0xFFD0_D0D5, chartTitle: 0xFFE8_E8ED,
        seriesPalette: okabeIto,
        upColor: 0xFF26_A69A, downColor: 0xFFEF_5350, toolLabelText: 0xFFFF_FFFF,
        toolLabelBackground: 0xE624_2428, gripFill: 0xFF1C_1C1E, gripStroke: 0xFFFF_FFFF)

    /// A light theme, for print and documents. Its series colours are deep enough for white
    /// (3:1 or more against it) and told apart under the three colour-vision deficiencies.
    public static let light = SCIChartTheme(
        background: 0xFFFF_FFFF, seriesAreaBackground: 0xFFFF_FFFF, seriesAreaBorder: 0xFFC8_C8CC,
        majorGridLine: 0xFFE3_E5E8, minorGridLine: 0xFFF2_F3F5, tickLine: 0xFF8E_8E93, axisLabel: 0xFF4A_4A50,
        axisTitle: 0xFF2C_2C30, chartTitle: 0xFF1C_1C1E,
        seriesPalette: [0xFF15_82CC, 0xFFC2_7000, 0xFF39_21B5, 0xFF5B_6700, 0xFFAB_518A, 0xFF00_603F],
        upColor: 0xFF08_9981, downColor: 0xFFF2_3645, toolLabelText: 0xFFFF_FFFF,
        toolLabelBackground: 0xE62C_2C30, gripFill: 0xFFFF_FFFF, gripStroke: 0xFF15_82CC)

    /// A dark theme for low vision and bright rooms: black behind white text, the Okabe-Ito
    /// series colours, brighter rising and falling colours, and hollow rising candles.
    public static let highContrastDark: SCIChartTheme = {
        var theme = SCIChartTheme(
            background: 0xFF00_0000, seriesAreaBackground: 0xFF00_0000, seriesAreaBorder: 0xFFA0_A0A5,
            majorGridLine: 0xFF45_454A, minorGridLine: 0xFF24_2426, tickLine: 0xFFC7_C7CC,
            axisLabel: 0xFFFF_FFFF, axisTitle: 0xFFFF_FFFF, chartTitle: 0xFFFF_FFFF,
            seriesPalette: okabeIto, upColor: 0xFF2B_D9C0, downColor: 0xFFFF_6B6B, toolLabelText: 0xFFFF_FFFF,
            toolLabelBackground: 0xF200_0000, gripFill: 0xFF00_0000, gripStroke: 0xFFFF_FFFF)
        theme.hollowRisingCandles = true
        return theme
    }()

    /// A light theme for low vision and print: white behind black text, deep series colours
    /// (each at 5:1 or more against white), and hollow rising candles.
    public static let highContrastLight: SCIChartTheme = {
        var theme = SCIChartTheme(
            background: 0xFFFF_FFFF, seriesAreaBackground: 0xFFFF_FFFF, seriesAreaBorder: 0xFF3A_3A3C,
            majorGridLine: 0xFFC7_C7CC, minorGridLine: 0xFFE5_E5EA, tickLine: 0xFF3A_3A3C,
            axisLabel: 0xFF00_0000, axisTitle: 0xFF00_0000, chartTitle: 0xFF00_0000,
            seriesPalette: [0xFF0B_5FA5, 0xFF9E_5600, 0xFF2E_1A99, 0xFF00_4D33, 0xFF8E_3A70, 0xFF4A_5400],
            upColor: 0xFF00_6B5B, downColor: 0xFFB3_001B, toolLabelText: 0xFFFF_FFFF,
            toolLabelBackground: 0xF200_0000, gripFill: 0xFFFF_FFFF, gripStroke: 0xFF00_0000)
        theme.hollowRisingCandles = true
        return theme
    }()

    /// Okabe and Ito's colours for colour-blind readers, without their black: sky blue,
    /// orange, bluish green, reddish purple, yellow, vermillion and blue; each at 3:1 or more
    /// against the dark themes' series areas.
    static let okabeIto: [SCIColor] = [
        0xFF56_B4E9, 0xFFE6_9F00, 0xFF00_9E73, 0xFFCC_79A7, 0xFFF0_E442, 0xFFD5_5E00, 0xFF00_72B2,
    ]

    /// Every built-in theme, by name: what the contrast and colour-blindness tests check.
    public static let builtIn: [(name: String, theme: SCIChartTheme)] = [
        ("dark", .dark), ("light", .light), ("highContrastDark", .highContrastDark),
        ("highContrastLight", .highContrastLight),
    ]
}
