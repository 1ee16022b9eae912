extension Sequence where Element: Equatable {
    /// The elements as runs of equal neighbours, in order, each with its length: `3×5 @100 kg` is a run of three.
    func runs() -> [(count: Int, element: Element)] {
        var runs: [(count: Int, element: Element)] = []
        for element in self {
            if let last = runs.last, last.element == element {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((1, element))
            }
        }
        return runs
    }
}
