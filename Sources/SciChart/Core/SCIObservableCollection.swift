/// An ordered collection of chart parts (axes, series, annotations, modifiers) that tells
/// its owner and observers about every change.
///
/// An object appears at most once: adding one that is already present does nothing. Some
/// collections refuse some items (a modifier group refuses a group that contains it).
/// Index-based mutations clamp or ignore out-of-range indices instead of trapping; reading
/// with the subscript keeps Swift's usual bounds check.
public final class SCIObservableCollection<Element: AnyObject>: RandomAccessCollection {
    private var items: [Element] = []
    private var observers: [(id: Int, handler: (SCICollectionChange<Element>) -> Void)] = []
    private var nextObserverId = 0

    /// The owner's hook, called before public observers.
    var ownerHook: ((SCICollectionChange<Element>) -> Void)?
    /// The owner's rule for what may enter; items it refuses are not added.
    var admits: ((Element) -> Bool)?

    /// An empty collection.
    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { items.count }

    public subscript(position: Int) -> Element { items[position] }

    /// The item at `index`, or `nil` when out of range.
    public func item(at index: Int) -> Element? {
        items.indices.contains(index) ? items[index] : nil
    }

    /// Adds one item at the end.
    public func add(_ item: Element) {
        insert(item, at: items.count)
    }

    /// Adds items at the end, in order.
    public func add(items newItems: Element...) {
        add(contentsOf: newItems)
    }

    /// Adds items at the end, in order.
    public func add(contentsOf newItems: [Element]) {
        var accepted: [Element] = []
        for item in newItems
        where !contains(item) && !accepted.contains(where: { $0 === item }) && admits?(item) != false {
            accepted.append(item)
        }
        guard !accepted.isEmpty else { return }
        items.append(contentsOf: accepted)
        notify(SCICollectionChange(added: accepted, removed: []))
    }

    /// Inserts `item` at `index`, clamped to `0...count`.
    public func insert(_ item: Element, at index: Int) {
        guard !contains(item), admits?(item) != false else { return }
        items.insert(item, at: Swift.min(Swift.max(index, 0), items.count))
        notify(SCICollectionChange(added: [item], removed: []))
    }

    /// Removes `item`; returns whether it was present.
    @discardableResult
    public func remove(_ item: Element) -> Bool {
        guard let index = index(of: item) else { return false }
        items.remove(at: index)
        notify(SCICollectionChange(added: [], removed: [item]))
        return true
    }

    /// Removes and returns the item at `index`, or `nil` when out of range.
    @discardableResult
    public func remove(at index: Int) -> Element? {
        guard items.indices.contains(index) else { return nil }
        let item = items.remove(at: index)
        notify(SCICollectionChange(added: [], removed: [item]))
        return item
    }

    /// Removes every item.
    public func clear() {
        guard !items.isEmpty else { return }
        let removed = items
        items.removeAll()
        notify(SCICollectionChange(added: [], removed: removed))
    }

    /// Whether `item` (by identity) is in the collection.
    public func contains(_ item: Element) -> Bool {
        items.contains { $0 === item }
    }

    /// The index of `item` (by identity).
    public func index(of item: Element) -> Int? {
        items.firstIndex { $0 === item }
    }

    /// The items as an array.
    public var toArray: [Element] { items }

    /// Calls `handler` after every change; returns a token for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ handler: @escaping (SCICollectionChange<Element>) -> Void) -> Int {
        nextObserverId += 1
        observers.append((nextObserverId, handler))
        return nextObserverId
    }

    /// Stops calling the observer registered with `token`.
    public func removeObserver(_ token: Int) {
        observers.removeAll { $0.id == token }
    }

    private func notify(_ change: SCICollectionChange<Element>) {
        ownerHook?(change)
        for observer in observers {
            observer.handler(change)
        }
    }
}
