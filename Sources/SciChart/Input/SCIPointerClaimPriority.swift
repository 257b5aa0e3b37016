import Foundation

/// The priorities of the library's own claimers.
public enum SCIPointerClaimPriority {
    /// A legend drawn on the chart: its items and checkboxes are above everything.
    public static let legend = 300
    /// The annotation editor: grips and bodies of editable annotations.
    public static let annotationEditor = 200
    /// A suggested priority for overlays of your own that sit below legends and drawings.
    public static let overlay = 100
}
