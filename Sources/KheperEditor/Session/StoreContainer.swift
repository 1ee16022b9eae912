/// The small dependency container that hands the app its store; swapping the store is one line.
public struct StoreContainer: Sendable {
    /// The store every session of the app uses.
    public let store: any DocumentStore

    /// Wraps a store.
    public init(store: any DocumentStore) {
        self.store = store
    }

    /// A container over a fresh in-memory store.
    public static func inMemory() -> StoreContainer {
        StoreContainer(store: InMemoryDocumentStore())
    }
}
