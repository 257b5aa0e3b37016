import Foundation

/// The command: the demo window by default, or one of the subcommands.
func run(_ arguments: [String]) -> Int32 {
    switch arguments.first {
    case nil, "--log": return window(arguments)
    case "bench": return bench(Array(arguments.dropFirst()))
    case "gallery": return gallery(Array(arguments.dropFirst()))
    case "import": return importCSV(Array(arguments.dropFirst()))
    case "generate": return generate(Array(arguments.dropFirst()))
    case "-h", "--help", "help":
        print(usage + "\n" + dataUsage)
        return 0
    default:
        // Drawings files to open in the window; anything else is the gallery's to refuse.
        if arguments.contains(where: { $0.hasSuffix(".json") }) { return window(arguments) }
        return gallery(arguments)
    }
}

exit(run(Array(CommandLine.arguments.dropFirst())))
