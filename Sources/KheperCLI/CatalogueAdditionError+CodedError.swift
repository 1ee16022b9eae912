public import KheperCatalogue
public import KheperCore

/// The catalogue imports no kernel, so its refusal of a lifter's entry takes the kernel's error shape here, where
/// `kheper exercises add-entry` reports it.
extension CatalogueAdditionError: CodedError {}
