import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--version" {
    print("specrun 0.1.0")
    exit(0)
}
if arguments.first == "gherkin" {
    exit(runGherkinCommand(Array(arguments.dropFirst())))
}
FileHandle.standardError.write("specrun: nothing to run yet\n".data(using: .utf8)!)
exit(2)
