import CMalloc
import Foundation
import Testing

@testable import scichart_demo

/// Whether blocks come from glibc's allocator: ThreadSanitizer replaces it with its own, which
/// has no threshold and gives a block exactly the size asked.
private let isGlibcAllocator = dlsym(nil, "__tsan_init") == nil

@Suite(
    "Blocks of a frame's size are mapped on their own",
    .enabled(if: isGlibcAllocator, "ThreadSanitizer replaces glibc's allocator"))
struct LargeBlocksTests {
    /// Whether `block`, of `size` bytes (see ``blockSize(atLeast:)``), is a mapping of its own:
    /// a mapping is whole pages, so the block's usable size runs to the end of its last page,
    /// almost a page past what was asked, while a block from the heap ends within 16 bytes.
    private func isMapped(_ block: UnsafeMutableRawPointer, size: Int) -> Bool {
        malloc_usable_size(block) - size >= 1024
    }

    /// A size of at least `bytes` that ends 100 bytes into a page.
    private func blockSize(atLeast bytes: Int) -> Int {
        let page = 4096
        return (bytes + page - 1) / page * page + 100
    }

    /// A block that fits none of the free space in the allocator's heaps comes either from the
    /// system, as a mapping of its own, or from a heap grown for it. (Other tests leave free
    /// space in the heaps, which blocks of any size reuse; hence sizes beyond all of it.)
    @Test func aBlockOfAFramesSizeIsMappedAfterALargerOneWasFreed() throws {
        #expect(LargeBlocks.mapOnTheirOwn())
        // Freeing a 16 MiB mapping would raise glibc's threshold past the blocks that follow.
        free(malloc(16 << 20))
        // A 1600 x 900 frame's pixels, and a larger one, as a window is resized.
        for frame in [1600 * 900 * 4, 1700 * 950 * 4] {
            let size = blockSize(atLeast: max(frame, mallinfo2().fordblks + LargeBlocks.threshold))
            let block = try #require(malloc(size))
            defer { free(block) }
            #expect(isMapped(block, size: size), "a block of \(size) bytes came from the heap")
        }
    }

    @Test func smallBlocksStayInTheHeap() throws {
        LargeBlocks.mapOnTheirOwn()
        let size = blockSize(atLeast: 64 << 10)
        let block = try #require(malloc(size))
        defer { free(block) }
        #expect(!isMapped(block, size: size))
    }
}
