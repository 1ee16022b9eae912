// The `kheper` executable: a thin wrapper that runs the command-line library over the standard kinds.

import Foundation
import Kheper
import KheperCLI

let tool = KheperCommandLine(registry: .standard, environment: .current())
let (code, output) = tool.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
FileHandle.standardError.write(Data(output.standardError.utf8))
exit(code.rawValue)
