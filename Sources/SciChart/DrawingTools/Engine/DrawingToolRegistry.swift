/// The drawing tools (creation modifiers) attached to a surface, directly or in groups, kept
/// up to date by the tools themselves as they attach, detach, enable and disable: whether a
/// tool is enabled is a count, not a search through modifier groups.
final class DrawingToolRegistry {
    private struct Entry {
        weak var tool: SCIAnnotationCreationModifierBase?
        var isEnabled: Bool
    }

    private var entries: [Entry] = []
    /// How many attached tools are enabled.
    private(set) var enabledCount = 0

    /// Whether a drawing tool is enabled (its presses place points).
    var isAnyEnabled: Bool { enabledCount > 0 }

    /// The attached tools, in the order they attached.
    var tools: [SCIAnnotationCreationModifierBase] { entries.compactMap(\.tool) }

    /// Records `tool` as attached, enabled or not.
    func update(_ tool: SCIAnnotationCreationModifierBase, isEnabled: Bool) {
        if let index = entries.firstIndex(where: { $0.tool === tool }) {
            if entries[index].isEnabled != isEnabled { enabledCount += isEnabled ? 1 : -1 }
            entries[index].isEnabled = isEnabled
        } else {
            entries.append(Entry(tool: tool, isEnabled: isEnabled))
            if isEnabled { enabledCount += 1 }
        }
    }

    /// Forgets `tool` (it left the surface).
    func remove(_ tool: SCIAnnotationCreationModifierBase) {
        guard let index = entries.firstIndex(where: { $0.tool === tool }) else { return }
        if entries[index].isEnabled { enabledCount -= 1 }
        entries.remove(at: index)
    }
}
