/// A ``DocumentStore`` that can check its whole file for damage on request, instead of on every open.
public protocol IntegrityCheckingStore: DocumentStore {
    /// Reads the whole store and returns each problem found as a sentence, or nothing when it is sound.
    ///
    /// - Throws: ``StoreError`` when the check itself cannot run (the file is unreadable or damaged beyond it).
    func checkIntegrity() throws(StoreError) -> [String]
}
