/// A spelling split off the exercise it had joined: the performed exercises recorded under it moved to a new
/// exercise of that name, so a resolution the lifter disagrees with is undone.
///
/// Merging the new exercise back (`mergeExercise(newID, into: sourceID)`) undoes the split exactly: it moves the
/// same performed exercises, and the alias key when one moved, back again.
public struct ExerciseSplit: Sendable, Hashable {
    /// The name the new exercise has: the spelling split off, as first recorded.
    public var name: String
    /// The exercise the spelling had joined; it keeps its id, its first name and every other spelling.
    public var sourceID: String
    /// The source exercise's name.
    public var sourceName: String
    /// The new exercise's id.
    public var newID: String
    /// The alias that leads to the new exercise now, so later sessions under the spelling land on it: the
    /// spelling's ``ExerciseName/key(_:)``, moved off the source; or, when that key is the source's own (`Pull-up` of
    /// `Pull Up`) and stays with it, the spelling's own ``ExerciseName/spellingKey(_:)``, added.
    public var movedAlias: String
    /// How many performed exercises (one exercise within one session, with its sets) moved.
    public var movedEntries: Int

    /// Creates a split record.
    public init(
        name: String, sourceID: String, sourceName: String, newID: String, movedAlias: String, movedEntries: Int
    ) {
        self.name = name
        self.sourceID = sourceID
        self.sourceName = sourceName
        self.newID = newID
        self.movedAlias = movedAlias
        self.movedEntries = movedEntries
    }

    /// Whether splitting `name` off an exercise first named `firstName` takes a performed exercise recorded as
    /// `recorded`: every one whose name has `name`'s ``ExerciseName/key(_:)``, the one key a split moves; or, when
    /// that key is the first name's own (`Pull-up` of `Pull Up`), the ones spelt exactly `name`.
    package static func takes(_ recorded: String, splitting name: String, from firstName: String) -> Bool {
        let key = ExerciseName.key(name)
        return key == ExerciseName.key(firstName) ? recorded == name : ExerciseName.key(recorded) == key
    }

    /// The alias key splitting `name` off an exercise first named `firstName` points at the new exercise: the
    /// name's key, unless it is the first name's own key, which stays with the exercise; then the name's
    /// ``ExerciseName/spellingKey(_:)``, which resolution tries before any key.
    package static func movedAlias(splitting name: String, from firstName: String) -> String {
        let key = ExerciseName.key(name)
        return key == ExerciseName.key(firstName) ? ExerciseName.spellingKey(name) : key
    }
}
