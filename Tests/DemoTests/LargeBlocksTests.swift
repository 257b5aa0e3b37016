import CMalloc
import Foundation
import Testing

@testable import scichart_demo

/// Whether blocks come from glibc's allocator: ThreadSanitizer replaces it with its own, which
/// has no threshold and gives a block exactly the size asked.
private let isGlibcAllocator = dlsym(nil, "__tsan_init") == nil

@Suite(
    "Blocks of a frame's size come from the heap, which gives free pages back when trimmed",
    .enabled(if: isGlibcAllocator, "ThreadSanitizer replaces glibc's allocator"), .serialized)
@MainActor
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

    /// The process's resident memory, in bytes.
    private func resident() throws -> Int {
        let fields = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8).split(separator: " ")
        return try #require(Int(fields[1])) * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The pixels of a frame, and of larger ones as a window is resized up to 4K, come from
    /// the heap, where the next frame takes the same pages again, rather than each being
    /// mapped from the system and faulted in anew.
    @Test func framesComeFromTheHeap() throws {
        #expect(LargeBlocks.keepFramesInHeap())
        for frame in [1600 * 900 * 4, 1700 * 950 * 4, 3840 * 2160 * 4] {
            let size = blockSize(atLeast: frame)
            let block = try #require(malloc(size))
            defer { free(block) }
            #expect(!isMapped(block, size: size), "a block of \(size) bytes was mapped on its own")
        }
    }

    /// Freed frames below a block still in use (a hole the heap cannot give back from its
    /// top) stay resident until the heap is trimmed, and a trim gives them back.
    @Test func aTrimGivesBackTheHoleFramesLeft() throws {
        #expect(LargeBlocks.keepFramesInHeap())
        let size = blockSize(atLeast: 8 << 20)
        // Three frames, then a block as large that keeps them off the heap's top: no free
        // space fits it, so it comes after them.
        var frames: [UnsafeMutableRawPointer] = []
        for _ in 0..<3 {
            let frame = try #require(malloc(size))
            memset(frame, 1, size)
            frames.append(frame)
        }
        let kept = try #require(malloc(size))
        defer { free(kept) }
        frames.forEach { free($0) }
        let before = try resident()
        LargeBlocks.trim()
        let after = try resident()
        #expect(
            before - after >= 16 << 20, "a trim gave back \(before - after) bytes of 3 freed 8 MiB frames")
    }
}
