import Foundation

/// One entry of a chart's context menu (see ``SCIChartSurface/contextMenuItems(at:)``):
/// what it says, whether it can act now, whether it is a checked toggle, and its action.
///
/// A host shows the items in its own kind of menu (the GTK view, a popover on a secondary
/// click) and calls ``perform()`` for the one chosen.
public struct SCIChartMenuItem {
    /// What an item does.
    public enum Action: String, Sendable, CaseIterable {
        /// Removes the drawing under the point the menu opened at, as one step to undo.
        case removeDrawing
        /// Removes every drawing, as one step to undo.
        case removeAllDrawings
        /// Fits the axes to the data, as a double tap does.
        case resetView
        /// Turns the weak magnet (``SCIMagnetMode/weak``) on or off for every drawing tool.
        case weakMagnet
        /// Turns snapping to candles, the strong magnet (``SCIMagnetMode/strong``), on or off
        /// for every drawing tool.
        case snapToCandles
    }

    /// What the item does.
    public let action: Action
    /// The item's text ("Remove this measure").
    public let title: String
    /// Whether the item can act now (a disabled item is shown greyed out).
    public let isEnabled: Bool
    /// For a toggle, whether it is on; `nil` for a plain action.
    public let isChecked: Bool?
    private let run: () -> Void

    init(action: Action, title: String, isEnabled: Bool, isChecked: Bool? = nil, run: @escaping () -> Void) {
        self.action = action
        self.title = title
        self.isEnabled = isEnabled
        self.isChecked = isChecked
        self.run = run
    }

    /// Carries out the item's action; a disabled item does nothing.
    public func perform() {
        guard isEnabled else { return }
        run()
    }
}
