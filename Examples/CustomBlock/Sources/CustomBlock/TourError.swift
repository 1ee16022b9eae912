/// A step of the tour that could not run, with the reason.
struct TourError: Error, CustomStringConvertible {
    /// Why the step failed.
    let description: String

    /// Wraps a reason.
    init(_ description: String) {
        self.description = description
    }
}
