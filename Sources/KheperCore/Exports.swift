// The kernel re-exports its leaf modules: `import KheperCore` is one import for blocks, JSON, order keys, durations.
@_exported public import KheperDurations
@_exported public import KheperJSON
@_exported public import KheperOrderKeys
