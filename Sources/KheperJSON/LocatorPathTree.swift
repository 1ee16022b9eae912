/// The paths a locator looks for, as a tree: each node is one step, and records where its value was found.
struct LocatorPathTree {
    struct Node {
        var members: [String: Int] = [:]
        var elements: [Int: Int] = [:]
        var foundAt: Int?

        var hasChildren: Bool { !members.isEmpty || !elements.isEmpty }
    }

    /// The nodes; the first is the root.
    var nodes = [Node()]

    /// Adds a path and returns its last node, counting the steps taken.
    mutating func insert(_ path: JSONPath, steps: inout Int) -> Int {
        var current = 0
        for component in path.components {
            steps += 1
            let existing: Int?
            switch component {
            case .key(let key): existing = nodes[current].members[key]
            case .index(let index): existing = nodes[current].elements[index]
            }
            if let existing {
                current = existing
                continue
            }
            nodes.append(Node())
            let added = nodes.count - 1
            switch component {
            case .key(let key): nodes[current].members[key] = added
            case .index(let index): nodes[current].elements[index] = added
            }
            current = added
        }
        return current
    }

    /// The offset of the deepest value found along `path`, whose last node is `end`.
    func deepestFoundOffset(along path: JSONPath, ending end: Int) -> Int? {
        if let found = nodes[end].foundAt { return found }
        var current = 0
        var deepest = nodes[0].foundAt
        for component in path.components {
            let next: Int?
            switch component {
            case .key(let key): next = nodes[current].members[key]
            case .index(let index): next = nodes[current].elements[index]
            }
            guard let next, let found = nodes[next].foundAt else { break }
            deepest = found
            current = next
        }
        return deepest
    }
}
