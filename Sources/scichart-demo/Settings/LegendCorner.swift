import SciChart

/// A legend's corner of the series area, by the name the settings and the log give it:
/// `top-left`, `bottom-right`; `along` or `across` for a legend stretched that way.
struct LegendCorner: Equatable {
    let alignment: SCIAlignment

    init(_ alignment: SCIAlignment) {
        self.alignment = alignment
    }

    /// The corner named `name`; `nil` for a name that is none.
    init?(name: String) {
        let parts = name.split(separator: "-").map(String.init)
        guard parts.count == 2 else { return nil }
        let vertical: SCIAlignment? =
            switch parts[0] {
            case "top": .top
            case "bottom": .bottom
            case "along": [.top, .bottom]
            default: nil
            }
        let horizontal: SCIAlignment? =
            switch parts[1] {
            case "left": .left
            case "right": .right
            case "across": [.left, .right]
            default: nil
            }
        guard let vertical, let horizontal else { return nil }
        alignment = vertical.union(horizontal)
    }

    /// "top-left" for a corner; "along" and "across" for a legend stretched that way.
    var name: String {
        func side(_ low: SCIAlignment, _ high: SCIAlignment, _ names: (String, String, String)) -> String {
            alignment.contains(low) && alignment.contains(high)
                ? names.2 : alignment.contains(high) ? names.1 : names.0
        }
        return side(.top, .bottom, ("top", "bottom", "along")) + "-"
            + side(.left, .right, ("left", "right", "across"))
    }
}
