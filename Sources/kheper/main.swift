// The `kheper` executable: a thin wrapper that runs the command-line library over the standard kinds and the
// embedded SQLite store.

import Foundation
import Kheper
import KheperCLI
import KheperEditor
import KheperSQLite
import KheperTrainingLog

/// Writes bytes to standard output as they are, retrying interrupted writes.
@Sendable func writeToStandardOutput(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { bytes in
        var written = 0
        while written < bytes.count {
            let count = write(STDOUT_FILENO, bytes.baseAddress! + written, bytes.count - written)
            guard count > 0 || (count < 0 && errno == EINTR) else { break }
            written += max(count, 0)
        }
    }
}

var tool = KheperCommandLine(
    registry: .standard, environment: .current(),
    openLog: { path, mode throws(StoreError) in
        try SQLiteTrainingLogStore(path: path, access: mode == .read ? .readOnly : .readWrite)
    },
    openStore: { path, mode throws(StoreError) in
        // Reading commands open the store read-only, so they work on read-only media and never create a store.
        try SQLiteDocumentStore(path: path, access: mode == .read ? .readOnly : .readWrite)
    }
)
// A large document is written as it is made, never whole in memory.
tool.standardOutputStream = writeToStandardOutput
let (code, output) = tool.run(Array(CommandLine.arguments.dropFirst()))
// The bytes as they are: through `Data` a large export would be copied once more.
writeToStandardOutput(output.standardOutputBytes)
FileHandle.standardError.write(Data(output.standardError.utf8))
exit(code.rawValue)
