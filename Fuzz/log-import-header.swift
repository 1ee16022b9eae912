// libFuzzer entry point for the `log-import-header` target; `scripts/fuzz.sh` links it with `-sanitize=fuzzer,address`.
import KheperFuzzing

/// Checks one input against `FuzzProperty.logImportHeader`, trapping when it does not hold.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzProperty.logImportHeader.checkOrTrap(data, size)
}
