// The kernel re-exports its leaf modules, so `import KheperCore` is one import for blocks, JSON, order keys and
// durations.
@_exported public import KheperDurations
@_exported public import KheperJSON
@_exported public import KheperOrderKeys
