import Foundation

exit(Specrun(environment: ProcessInfo.processInfo.environment).main(Array(CommandLine.arguments.dropFirst())))
