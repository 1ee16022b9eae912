public import KheperCore
import KheperExercise
public import KheperTrainingLog

extension ExerciseLinker {
    /// The linker a play of `document` hands the training log and its history: a name an exercise block with an
    /// `entry` carries is linked to that entry (how: `ExerciseLink/blockEntry`), any other as `names` links it (the
    /// host's catalogue matcher). Blocks are matched by the name's `ExerciseName/key(_:)`; when blocks of one name
    /// give different entries, the first in the document's order wins.
    public static func play(_ document: BlockDocument, names: ExerciseLinker) -> ExerciseLinker {
        var entries: [String: String] = [:]
        for id in document.allIDs {
            guard let block = document[id]?.content.as(ExerciseBlock.self), let entry = block.entry else { continue }
            let key = ExerciseName.key(block.name)
            if entries[key] == nil { entries[key] = entry }
        }
        return ExerciseLinker { [entries] name in
            if let entry = entries[ExerciseName.key(name)] {
                return ExerciseLink(entryID: entry, how: ExerciseLink.blockEntry)
            }
            return names.link(name)
        }
    }
}
