/// The folders of the conformance suite, each a part of the format that a port must reproduce.
public enum ConformanceSuite: String, Sendable, Hashable, CaseIterable {
    /// Fractional order keys: between, N keys, rebalance and validation.
    case orderKeys = "order-keys"
    /// Reading a document: its normalised form and its diagnostics, or the error that refuses it.
    case documents
    /// Each kind's one-line shorthand, to `data` or to an error naming the token.
    case shorthand
    /// Field values as a person types them, to a JSON value or an error.
    case fields
    /// Editor intents on a document: the document after, the change set, and the document after undo.
    case edits
    /// Strong, Hevy and FitNotes CSV exports, to the sets they hold.
    case imports
    /// `*.kind.json` declarations: what they load as, accept and refuse.
    case kinds
    /// Exercise names as apps and lifters write them, to the catalogue entry each resolves to (or none) and how.
    case matching
    /// Target loads to loads the equipment makes, the plates on each side of a bar, and warm-up ramps.
    case plates
    /// Progression rules, prescriptions resolved to loads, and the RPE table: a lift's state and a logged session
    /// to its new state, next prescription, loads and the sentence saying why.
    case progression
}
