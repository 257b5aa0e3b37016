import CMalloc

/// The allocator settings the demo's window needs to draw frames cheaply and keep its
/// resident memory flat.
///
/// Each frame, GTK and Cairo take blocks of a frame's size (the pixels a frame is drawn
/// into) and free them. glibc's `malloc` maps such a block from the system on its own and
/// unmaps it when freed, so every frame faulted in a frame's worth of fresh pages: at 5
/// frames a second on the live page, page faults were 28 % of the process's CPU time, with
/// GTK's Cairo renderer under Xvfb. From the heap, the same pages serve frame after frame.
///
/// The heap's drawback: as the window's size changes, blocks of new sizes no longer fit the
/// holes that freed ones left, and the heap, which gives memory back to the system only from
/// its top, keeps growing. So, once the window's size has settled, ``trimWhenSettled()``
/// gives every free page of the heap back (`malloc_trim` releases the holes too); the next
/// frames fault in only the pages they use.
@MainActor
enum LargeBlocks {
    /// Blocks up to this size come from the heap: a frame of a 4K window fits (glibc's
    /// largest setting).
    static let heapLimit = 32 << 20
    /// How long the window's size stays the same before the heap is trimmed, in seconds.
    static let settleTime = 1.0
    /// When the window's size last changed, and whether a timer waits for it to settle.
    private static var lastResize = ContinuousClock.now
    private static var waiting = false

    /// Takes blocks up to ``heapLimit`` from the heap, and keeps as much free memory at its
    /// top (where a frame just freed lies, which the next frame takes again); returns whether
    /// the allocator took the settings.
    @discardableResult
    static func keepFramesInHeap() -> Bool {
        mallopt(M_MMAP_THRESHOLD, Int32(heapLimit)) == 1
            && mallopt(M_TRIM_THRESHOLD, Int32(heapLimit)) == 1
    }

    /// The window's size changed: once it has stayed the same for ``settleTime``, gives the
    /// heap's free pages back to the system. One timer waits however many changes come (a
    /// drag sends dozens a second).
    static func trimWhenSettled() {
        lastResize = .now
        guard !waiting else { return }
        waiting = true
        Idle.every(seconds: settleTime / 4) {
            guard ContinuousClock.now - lastResize >= .seconds(settleTime) else { return true }
            waiting = false
            trim()
            return false
        }
    }

    /// Gives every free page of the heap back to the system, the holes between blocks too.
    static func trim() {
        malloc_trim(0)
    }
}
