import CMalloc

/// The allocator setting the demo's window needs to keep its resident memory flat.
///
/// glibc's `malloc` maps a block of 128 KiB or more from the system on its own, and unmaps it
/// when freed; but each time such a block is freed it raises that threshold to the block's
/// size (up to 32 MiB), so that later blocks of a frame's size (the pixels GTK draws a frame
/// into, the chart's layers) come from the heap instead. As the window's size changes, blocks
/// of new sizes no longer fit the holes that freed ones left, and the heap, which gives memory
/// back to the system only from its top, keeps growing. A fixed threshold turns the raising
/// off: every block of ``threshold`` or more is a mapping of its own, returned when freed.
enum LargeBlocks {
    /// The size from which a block is a mapping of its own.
    static let threshold = 1 << 20

    /// Maps every block of ``threshold`` or more on its own from now on; returns whether the
    /// allocator took the setting.
    @discardableResult
    static func mapOnTheirOwn() -> Bool {
        mallopt(M_MMAP_THRESHOLD, Int32(threshold)) == 1
    }
}
