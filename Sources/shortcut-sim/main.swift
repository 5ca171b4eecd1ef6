import Foundation
import ShortcutSimCLI

exit(CommandLineTool.main(Array(CommandLine.arguments.dropFirst())))
