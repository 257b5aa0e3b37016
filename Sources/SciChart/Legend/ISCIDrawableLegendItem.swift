import Foundation

/// A legend item that sizes and draws itself with the display list.
///
/// The legend places the item's checkbox (when shown) to its left and calls these for the
/// rest of the cell. Both have defaults that draw the default look, so an item may
/// implement either.
public protocol ISCIDrawableLegendItem: ISCILegendItem {
    /// The size the item needs, at most ``SCILegendItemContext/maximumWidth`` wide (the
    /// legend cuts wider items to that width).
    func size(in context: SCILegendItemContext) -> CGSize
    /// Draws the item into `frame` (in the coordinates of `list`).
    func draw(in frame: CGRect, context: SCILegendItemContext, into list: inout SCIDisplayList)
}

extension ISCIDrawableLegendItem {
    /// The default look's size: marker and name (cut with an ellipsis to fit).
    public func size(in context: SCILegendItemContext) -> CGSize {
        context.defaultSize()
    }

    /// Draws the default look: marker and name.
    public func draw(in frame: CGRect, context: SCILegendItemContext, into list: inout SCIDisplayList) {
        context.drawDefault(in: frame, into: &list)
    }
}
