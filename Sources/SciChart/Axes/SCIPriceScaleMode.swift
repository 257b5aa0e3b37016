/// How a numeric axis spaces its values (``SCINumericAxis/priceScaleMode``).
public enum SCIPriceScaleMode: Int, Sendable, CaseIterable {
    /// Equal differences take equal lengths (the default).
    case normal
    /// Equal ratios take equal lengths: a move from 10 to 20 is as long as one from 100 to
    /// 200. Values at or below zero are not drawn (gaps).
    case logarithmic
}
