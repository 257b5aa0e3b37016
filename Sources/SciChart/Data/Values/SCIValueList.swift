import Foundation

/// A kind of value a typed value list holds: a number that is also an ``ISCIComparable``.
public protocol SCIValueListElement: ISCIComparable, AdditiveArithmetic {}

extension Double: SCIValueListElement {}
extension Float: SCIValueListElement {}
extension Int32: SCIValueListElement {}
extension Int64: SCIValueListElement {}
extension UInt32: SCIValueListElement {}

/// What every typed value list answers, whatever its element: its count and each value as an
/// ``ISCIComparable`` (SciChart's `ISCIList`).
public protocol ISCIList: AnyObject {
    /// The number of values.
    var count: Int { get }
    /// The value at `index` as a comparable (zero when `index` is outside the list).
    func value(at index: Int) -> ISCIComparable
    /// Removes every value, keeping the memory for new ones.
    func clear()
}

/// A growable list of `Double` values in contiguous memory (SciChart's `ISCIListDouble`).
public protocol ISCIListDouble: ISCIList {
    /// The first value's address, valid until the list next grows or is released.
    var itemsArray: UnsafeMutablePointer<Double> { get }
    /// The value at `index` (0 when outside the list).
    func getValueAt(_ index: Int) -> Double
}

/// A growable list of numbers in one block of memory: SciChart's typed value arrays
/// (``SCIDoubleValues``, ``SCIFloatValues``, ``SCIIntegerValues``, ``SCILongValues``,
/// ``SCIUnsignedIntegerValues``), which tick providers, palette providers and data series
/// exchange.
///
/// The list is a `RandomAccessCollection` and `MutableCollection` of its element, so code
/// written for arrays reads it (`for value in list`, `list.map`, `list[3]`, `Array(list)`).
/// SciChart's methods never trap: `getValueAt(_:)` outside the list answers zero, `set` and
/// `remove` there do nothing and `insert` clamps its index; the collection subscript traps
/// outside the list as an array's does. ``itemsArray`` gives the block itself, for bulk work
/// through pointers; it moves when the list grows.
///
/// ```swift
/// let xValues = SCIDoubleValues(capacity: count)
/// for i in 0..<count { xValues.add(Double(i)) }
/// dataSeries.append(x: xValues, y: yValues)
/// ```
public final class SCIValueList<Element: SCIValueListElement>: ISCIList {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// The number of values. Setting it keeps the first values and drops the rest, or adds
    /// zeros up to it (how SciChart code sizes a list before `set(_:at:)`); a negative count
    /// reads as 0, and a count no list can hold leaves the list as it is.
    public var count: Int {
        get { used }
        set { resize(to: newValue) }
    }
    private var used = 0

    /// Keeps the first `newCount` values, or adds zeros up to it.
    private func resize(to newCount: Int) {
        let target = Swift.max(newCount, 0)
        if target < used {
            (base + target).deinitialize(count: used - target)
        } else if target > used {
            guard reserve(target) else { return }
            (base + used).initialize(repeating: .zero, count: target - used)
        }
        used = target
    }

    /// An empty list with room for `capacity` values before it first grows (a hint: at most
    /// ``initialCapacityLimit`` are reserved at once, the list growing past them as values
    /// come).
    public init(capacity: Int) {
        self.capacity = Swift.max(Swift.min(capacity, Self.initialCapacityLimit), 1)
        base = .allocate(capacity: self.capacity)
    }

    /// The most values a list reserves before any is added: 16 Mi (128 MiB of `Double`s).
    public static var initialCapacityLimit: Int { 1 << 24 }

    /// An empty list.
    public convenience init() {
        self.init(capacity: 16)
    }

    /// A list of `count` zeros (none when `count` is not positive; at most
    /// ``initialCapacityLimit``).
    public convenience init(count: Int) {
        self.init(capacity: count)
        let filled = Swift.max(Swift.min(count, capacity), 0)
        base.initialize(repeating: .zero, count: filled)
        used = filled
    }

    /// A list of `values`.
    public convenience init(_ values: some Sequence<Element>) {
        self.init(capacity: values.underestimatedCount)
        for value in values { add(value) }
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// The most values a list holds: appends beyond are dropped.
    static var largestCapacity: Int { Int.max / MemoryLayout<Element>.stride / 2 }

    /// The first value's address, valid until the list next grows or is released.
    public var itemsArray: UnsafeMutablePointer<Element> { base }

    /// Makes room for `needed` values in all (false when no list can be that long).
    private func reserve(_ needed: Int) -> Bool {
        guard needed > capacity else { return true }
        guard needed <= Self.largestCapacity else { return false }
        let grown = Swift.max(needed, Swift.min(capacity * 2, Self.largestCapacity))
        let moved = UnsafeMutablePointer<Element>.allocate(capacity: grown)
        moved.moveInitialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = grown
        return true
    }

    /// Appends `value`.
    public func add(_ value: Element) {
        guard reserve(count + 1) else { return }
        (base + count).initialize(to: value)
        used += 1
    }

    /// Appends `count` values read from `values` (none when `count` is not positive).
    public func add(_ values: UnsafePointer<Element>, count: Int) {
        guard count > 0, self.count <= Self.largestCapacity - count, reserve(self.count + count) else {
            return
        }
        (base + self.count).initialize(from: values, count: count)
        used += count
    }

    /// Appends `values`.
    public func add(_ values: [Element]) {
        values.withUnsafeBufferPointer { buffer in
            if let address = buffer.baseAddress { add(address, count: buffer.count) }
        }
    }

    /// Appends the values of another list.
    public func add(_ values: SCIValueList<Element>) {
        add(values.base, count: values.count)
    }

    /// The value at `index`, zero when `index` is outside the list.
    public func getValueAt(_ index: Int) -> Element {
        index >= 0 && index < count ? base[index] : .zero
    }

    /// The value at `index` as a comparable (zero when outside the list).
    public func value(at index: Int) -> ISCIComparable { getValueAt(index) }

    /// Replaces the value at `index`; nothing happens when `index` is outside the list.
    public func set(_ value: Element, at index: Int) {
        guard index >= 0, index < count else { return }
        base[index] = value
    }

    /// Inserts `value` before `index`, clamped to `0...count`.
    public func insert(_ value: Element, at index: Int) {
        guard reserve(count + 1) else { return }
        let position = Swift.min(Swift.max(index, 0), count)
        (base + position + 1).moveInitialize(from: base + position, count: count - position)
        (base + position).initialize(to: value)
        used += 1
    }

    /// Removes the value at `index`; nothing happens when `index` is outside the list.
    public func remove(at index: Int) {
        removeRange(index, count: 1)
    }

    /// Removes `count` values from `index` (the part of that range inside the list).
    public func removeRange(_ index: Int, count: Int) {
        guard count > 0, index < self.count else { return }
        let start = Swift.max(index, 0)
        // index + count without overflow: past the end means to the end.
        let end = Swift.max(index > self.count - count ? self.count : index + count, start)
        guard end > start else { return }
        (base + start).deinitialize(count: end - start)
        (base + start).moveInitialize(from: base + end, count: self.count - end)
        used -= end - start
    }

    /// Removes every value, keeping the memory for new ones.
    public func clear() {
        base.deinitialize(count: count)
        used = 0
    }

    /// Calls `body` with the values as a buffer.
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }
}

extension SCIValueList: RandomAccessCollection, MutableCollection {
    /// 0.
    public var startIndex: Int { 0 }
    /// ``count``.
    public var endIndex: Int { count }

    /// The value at `position` (which must be inside the list, as for an array).
    public subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count, "index \(position) outside a list of \(count)")
            return base[position]
        }
        set {
            precondition(position >= 0 && position < count, "index \(position) outside a list of \(count)")
            base[position] = newValue
        }
    }
}

extension SCIValueList: ISCIListDouble where Element == Double {}

/// A growable list of `Double` values.
public typealias SCIDoubleValues = SCIValueList<Double>
/// A growable list of `Float` values.
public typealias SCIFloatValues = SCIValueList<Float>
/// A growable list of 32-bit integers.
public typealias SCIIntegerValues = SCIValueList<Int32>
/// A growable list of 64-bit integers.
public typealias SCILongValues = SCIValueList<Int64>
/// A growable list of unsigned 32-bit integers (colours, for palette providers).
public typealias SCIUnsignedIntegerValues = SCIValueList<UInt32>

extension SCIValueList {
    /// The values as `Double`s, copied in one block when they are already `Double`s.
    var doubles: [Double] {
        withUnsafeBufferPointer { buffer in
            if let same = buffer as? UnsafeBufferPointer<Double> { return Array(same) }
            return buffer.map(\.toDouble)
        }
    }
}
