/// What changed in an ``SCIObservableCollection``.
public struct SCICollectionChange<Element: AnyObject> {
    /// Items that entered the collection, in collection order.
    public let added: [Element]
    /// Items that left the collection.
    public let removed: [Element]
}
