// The kernel re-exports its two leaf modules, so `import KheperCore` is one import for blocks, JSON and order keys.
@_exported public import KheperJSON
@_exported public import KheperOrderKeys
