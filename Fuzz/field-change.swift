// libFuzzer entry point for the `field-change` target; `scripts/fuzz.sh` links it with `-sanitize=fuzzer,address`.
import KheperFuzzing

/// Checks one input against `FuzzProperty.fieldChange`, trapping when it does not hold.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzProperty.fieldChange.checkOrTrap(data, size)
}
