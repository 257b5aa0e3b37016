import Foundation

/// One drawing instruction, in pixel space.
public enum SCIDrawCommand: Hashable, Sendable {
    /// Fills a path.
    case fill(SCIPath, SCIFill)
    /// Strokes a path.
    case stroke(SCIPath, SCIStroke)
    /// Draws one line of text.
    case text(SCITextRun)
    /// One shape at many centres.
    case markers(SCIMarkerRun)
    /// Maps the coordinates of later commands (paths, clips, marker centres and text
    /// origins; not marker shapes or glyphs) until the matching `popTransform`.
    case pushTransform(SCIAffineTransform)
    /// Ends the innermost ``pushTransform(_:)``.
    case popTransform
    /// Intersects the clip with a rectangle until the matching `popClip`.
    case pushClip(CGRect)
    /// Ends the innermost ``pushClip(_:)``.
    case popClip
    /// Starts a group drawn with `opacity`, named for inspection.
    case beginGroup(name: String, opacity: Double)
    /// Ends the innermost ``beginGroup(name:opacity:)``.
    case endGroup
}
