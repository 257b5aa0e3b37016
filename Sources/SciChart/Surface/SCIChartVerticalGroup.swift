import Foundation

/// Surfaces stacked one above the other (a price pane, a volume pane, indicator panes) whose
/// series areas line up: each surface's vertical axes take as much room on each side as the
/// widest of the group's, so a time in one pane is straight above the same time in the
/// others, and they keep doing so as labels change (a pane whose labels grow lays out wider
/// at once; the others follow at their next layout, which the group asks for).
///
/// A surface is in one group at most: adding it to another moves it there. The group holds
/// its surfaces weakly and they hold it, so it lives while one of them does; it is used on
/// their thread. Sides grow only while they leave the
/// series area most of its width (a narrow pane beside one with very wide labels keeps its
/// own sides).
///
/// ```swift
/// let group = SCIChartVerticalGroup()
/// group.addSurface(toGroup: pricePane)
/// group.addSurface(toGroup: macdPane)
/// ```
public final class SCIChartVerticalGroup {
    private struct Member {
        weak var surface: SCIChartSurface?
        var needs: SideWidths
    }

    private var members: [Member] = []

    /// Identifies the group's frames (``SCIRenderFrame/surfaceId``).
    let groupId = UniqueNumber.next()
    /// What the last frame's chart layer was made of, and its generation.
    var renderedKey: [UInt64] = []
    var renderedGeneration: UInt64 = 0

    /// An empty group.
    public init() {}

    /// The surfaces in the group, in the order they were added.
    public var surfaces: [SCIChartSurface] {
        members.compactMap(\.surface)
    }

    /// The undo history the group's surfaces share (default `nil`: each keeps its own).
    /// Setting it gives it to every member, and to each surface added later, so an undo on
    /// any pane takes back the last drawing change on any; setting `nil` leaves the members
    /// with the history they have.
    public var undoHistory: SCIUndoHistory? {
        didSet {
            guard let undoHistory else { return }
            for surface in surfaces { surface.undoHistory = undoHistory }
        }
    }

    /// Adds `surface` to the group (moving it from the group it was in); adding it again
    /// changes nothing.
    public func addSurface(toGroup surface: SCIChartSurface) {
        members.removeAll { $0.surface == nil }
        guard !members.contains(where: { $0.surface === surface }) else { return }
        surface.verticalGroup?.removeSurface(fromGroup: surface)
        surface.verticalGroup = self
        members.append(Member(surface: surface, needs: SideWidths()))
        if let undoHistory { surface.undoHistory = undoHistory }
        surface.invalidateLayout()
    }

    /// Takes `surface` out of the group: it lays out with its own sides again, and the
    /// others without its.
    public func removeSurface(fromGroup surface: SCIChartSurface) {
        guard members.contains(where: { $0.surface === surface }) else { return }
        members.removeAll { $0.surface == nil || $0.surface === surface }
        if surface.verticalGroup === self { surface.verticalGroup = nil }
        surface.invalidateLayout()
        for member in members { member.surface?.invalidateLayout() }
    }

    /// The widest sides the other members need: what `surface` lays out with at least.
    func widestSides(besides surface: SCIChartSurface) -> SideWidths {
        members.reduce(SideWidths()) { widest, member in
            member.surface === surface || member.surface == nil ? widest : widest.union(member.needs)
        }
    }

    /// Records what `surface` needs; members whose widest-of-the-others changed lay out
    /// again.
    func surface(_ surface: SCIChartSurface, needs: SideWidths) {
        guard let index = members.firstIndex(where: { $0.surface === surface }), members[index].needs != needs
        else { return }
        let before = members.map { $0.surface.map { widestSides(besides: $0) } }
        members[index].needs = needs
        for (position, member) in members.enumerated() where member.surface !== surface {
            guard let other = member.surface, before[position] != widestSides(besides: other) else {
                continue
            }
            other.invalidateLayout()
        }
    }
}
