// The umbrella module: one import for the kernel, every built-in block kind and the kind-file loader.
@_exported public import KheperChart
@_exported public import KheperCore
@_exported public import KheperDivider
@_exported public import KheperExercise
@_exported public import KheperForms
@_exported public import KheperKindFiles
@_exported public import KheperLift
@_exported public import KheperMeasures
@_exported public import KheperMedia
@_exported public import KheperRenderTargets
@_exported public import KheperSchema
@_exported public import KheperSet
@_exported public import KheperText
@_exported public import KheperTimer
// new-block-kind --built-in: new kind modules' exports go above this line, in order.
