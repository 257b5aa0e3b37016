import CMalloc
import Foundation
import Testing

@testable import scichart_demo

@Suite("Blocks of a frame's size are mapped on their own")
struct LargeBlocksTests {
    /// Whether `block`, of `size` bytes, is a mapping of its own: a mapping is whole pages, so
    /// the block's usable size runs to the end of its last page, while a block from the heap
    /// ends within 16 bytes of what was asked.
    private func isMapped(_ block: UnsafeMutableRawPointer, size: Int) -> Bool {
        malloc_usable_size(block) - size >= 1024
    }

    @Test func aBlockOfAFramesSizeIsMappedAfterALargerOneWasFreed() throws {
        #expect(LargeBlocks.mapOnTheirOwn())
        // Freeing a 16 MiB block would raise glibc's threshold past the blocks that follow.
        let large = try #require(malloc(16 << 20))
        memset(large, 1, 16 << 20)
        free(large)
        // A 1600 x 900 frame's pixels, and one a little larger, as a window is resized.
        for size in [1600 * 900 * 4 + 100, 1700 * 950 * 4 + 100, LargeBlocks.threshold + 100] {
            let block = try #require(malloc(size))
            defer { free(block) }
            #expect(isMapped(block, size: size), "a block of \(size) bytes came from the heap")
        }
    }

    @Test func smallBlocksStayInTheHeap() throws {
        LargeBlocks.mapOnTheirOwn()
        let size = 64 << 10
        let block = try #require(malloc(size))
        defer { free(block) }
        #expect(!isMapped(block, size: size))
    }
}
