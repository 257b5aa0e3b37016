import Foundation

extension SCIChartLegend {
    /// The legend's name for assistive technology: its ``title``, or "Legend" without one.
    public var accessibilityName: String {
        let title = title?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return title.isEmpty ? "Legend" : title
    }

    /// The legend in words: "Legend of 3 series: SPY, SMA 50, SMA 200 (hidden)." (with
    /// "folded" when ``isCollapsed``), or "An empty legend."
    public var accessibilityDescription: String {
        let items = seriesInfo.map { $0.isVisible ? $0.seriesName : "\($0.seriesName) (hidden)" }
        guard !items.isEmpty else { return "An empty legend." }
        let count = items.count == 1 ? "1 series" : "\(items.count) series"
        let folded = isCollapsed ? ", folded" : ""
        return "Legend of \(count)\(folded): \(items.joined(separator: ", "))."
    }
}
