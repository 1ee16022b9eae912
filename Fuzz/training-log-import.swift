// libFuzzer entry point for the `training-log-import` target; `scripts/fuzz.sh` links it with `-sanitize=fuzzer,address`.
import KheperFuzzing

/// Checks one input against `FuzzProperty.trainingLogImport`, trapping when it does not hold.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzProperty.trainingLogImport.checkOrTrap(data, size)
}
