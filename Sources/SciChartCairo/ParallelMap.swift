import Foundation

/// Runs a closure for each index on every core (Dispatch's concurrent perform) and collects
/// the results in index order.
enum ParallelMap {
    static func run<Value>(_ count: Int, _ body: @Sendable (Int) throws -> Value) throws -> [Value] {
        let slots = Slots<Value>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.store(index, Result { try body(index) })
        }
        return try slots.values()
    }

    /// One slot per index, each written only by the thread running that index, and read
    /// after all have finished.
    private final class Slots<Value>: @unchecked Sendable {
        private let slots: UnsafeMutableBufferPointer<Result<Value, Error>?>

        init(count: Int) {
            slots = .allocate(capacity: count)
            slots.initialize(repeating: nil)
        }

        deinit {
            slots.deinitialize()
            slots.deallocate()
        }

        func store(_ index: Int, _ result: Result<Value, Error>) {
            slots[index] = result
        }

        func values() throws -> [Value] {
            try slots.map { slot in
                guard let slot else {
                    throw SCIRasterError.pngEncodingFailed(reason: "a parallel task did not run")
                }
                return try slot.get()
            }
        }
    }
}
