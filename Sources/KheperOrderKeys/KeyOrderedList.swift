/// Items kept sorted by their order keys, each key used once: the children of one parent, found by binary search.
public struct KeyOrderedList<Item: Hashable & Sendable>: Sendable, Hashable, RandomAccessCollection {
    /// One item and the key that places it.
    public struct Entry: Sendable, Hashable {
        /// The key that orders the item among the others.
        public var order: OrderKey
        /// The item.
        public var item: Item
    }

    private var entries: [Entry] = []

    /// Creates an empty list.
    public init() {}

    /// The first position, 0.
    public var startIndex: Int { 0 }

    /// The position after the last entry.
    public var endIndex: Int { entries.count }

    /// The entry at `position`, in key order.
    public subscript(position: Int) -> Entry { entries[position] }

    /// The first position whose key is not below `order`.
    public func insertionIndex(of order: OrderKey) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].order < order { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The position of `item` placed at `order`, or `nil` when it is not there.
    public func index(of item: Item, at order: OrderKey) -> Int? {
        let index = insertionIndex(of: order)
        return index < entries.count && entries[index].item == item ? index : nil
    }

    /// A fresh key for an item placed at `index`, between the keys of its new neighbours there.
    public func key(forIndex index: Int) throws(OrderKeyError) -> OrderKey {
        let before = index > 0 ? entries[index - 1].order : nil
        return try OrderKey.between(before, index < entries.count ? entries[index].order : nil)
    }

    /// Inserts `item` at the place its key gives and returns `nil`, or returns the item that already has the key.
    public mutating func insert(_ item: Item, at order: OrderKey) -> Item? {
        if entries.last.map({ $0.order < order }) ?? true {  // Appending, the common case, needs no search.
            entries.append(Entry(order: order, item: item))
            return nil
        }
        let index = insertionIndex(of: order)
        if index < entries.count && entries[index].order == order { return entries[index].item }
        entries.insert(Entry(order: order, item: item), at: index)
        return nil
    }

    /// Removes `item` placed at `order`, if it is there.
    public mutating func remove(_ item: Item, at order: OrderKey) {
        if let index = index(of: item, at: order) { entries.remove(at: index) }
    }
}
