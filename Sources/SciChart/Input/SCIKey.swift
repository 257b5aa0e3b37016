import Foundation

/// The keys the chart's tools respond to.
///
/// Keys are added as tools come to use them (Home, End, + and - came with
/// ``SCIKeyboardNavigationModifier``): a `switch` over a key should end in `default`.
public enum SCIKey: Hashable, Sendable {
    /// Escape: cancels a drawing being placed, or deselects the selected annotation.
    case escape
    /// Delete: removes the selected annotation.
    case delete
    /// Backspace: removes the selected annotation, as Delete does.
    case backspace
    /// Return or Enter: not used by the built-in tools; modifiers of one's own may use it.
    case enter
    /// Undo (Ctrl+Z in the GTK view): takes back the last change to the drawings.
    case undo
    /// Redo (Ctrl+Shift+Z or Ctrl+Y in the GTK view): makes the last undone change again.
    case redo
    /// Left arrow: moves the selected annotation a point left (ten with Shift); with nothing
    /// selected, ``SCIKeyboardNavigationModifier`` pans a bar back.
    case left
    /// Right arrow: moves the selected annotation a point right (ten with Shift).
    case right
    /// Up arrow: moves the selected annotation a point up (ten with Shift).
    case up
    /// Down arrow: moves the selected annotation a point down (ten with Shift).
    case down
    /// Home: ``SCIKeyboardNavigationModifier`` shows the first bar.
    case home
    /// End: ``SCIKeyboardNavigationModifier`` shows the last bar.
    case end
    /// Plus (or =, the key it shares): ``SCIKeyboardNavigationModifier`` zooms in.
    case plus
    /// Minus: ``SCIKeyboardNavigationModifier`` zooms out.
    case minus
    /// Tab (with Shift, backwards): the view moves the keyboard focus through the chart's
    /// legend items and drawings, then on to the next widget.
    case tab
    /// A letter, digit or sign typed without Control, Alt or Super, in lower case: `C` is
    /// ``SCICursorModifier``'s ``SCICursorModifier/keyboardCursorKey``. The GTK view sends
    /// every such key (a host's own shortcuts see it only when the chart does not take it).
    case character(Character)
}
