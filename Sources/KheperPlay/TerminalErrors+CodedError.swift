public import KheperCore
public import KheperTerminal

// `KheperTerminal` imports no other Kheper module, so its errors follow the shape of `CodedError` with a nested
// `Code` of their own; this module, the first to import both, conforms them here.

extension TerminalError: CodedError {}

extension KeyScriptError: CodedError {}
