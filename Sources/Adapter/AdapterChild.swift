import SpecrunKit
/// One child process of an external algorithm after its handshake: it takes turns, one event in
/// and the commands it answers out, each checked against the system's vocabulary. It serves many
/// runs in turn; a fault ends it.
final class AdapterChild {
    let declaration: ExternalAlgorithmDeclaration
    let vocabulary: AdapterVocabulary
    private let process: ChildProcess
    /// The events it asked for at the handshake; nil for all.
    private(set) var listenedEvents: Set<String>?
    /// How many runs it has started.
    var runs = 0
    private(set) var isBroken = false

    /// Starts the child and shakes hands: sends `hello` with the vocabulary and checks the version
    /// of its answer.
    init(declaration: ExternalAlgorithmDeclaration, vocabulary: AdapterVocabulary) throws(AdapterFault) {
        self.declaration = declaration
        self.vocabulary = vocabulary
        do {
            process = try ChildProcess(command: declaration.command, directory: declaration.directory,
                                       environment: declaration.environment)
        } catch {
            throw AdapterFault(algorithm: declaration.name, system: declaration.system, declaredAt: declaration.declaredAt,
                               event: "its start", problem: Self.words(for: error, timeout: declaration.turnTimeoutMilliseconds),
                               standardError: [])
        }
        let hello: JSONValue = .object([
            ("event", "hello"), ("protocol", .number(Double(AdapterProtocol.version))),
            ("system", .string(declaration.system)), ("algorithm", .string(declaration.name)),
            ("vocabulary", vocabulary.json),
        ])
        let answer = try turn(hello, describedAs: "the handshake",
                              timeout: max(declaration.turnTimeoutMilliseconds, Self.startUpMilliseconds))
        guard let reply = answer.first, reply["command"]?.string == "hello" else {
            throw fault("the handshake", "it answered the handshake without a hello command (\(answer.first?.description ?? "nothing"))")
        }
        guard reply["protocol"]?.integer == AdapterProtocol.version else {
            throw fault("the handshake", "it speaks protocol \(reply["protocol"]?.description ?? "?"); specrun speaks "
                + "\(AdapterProtocol.version) (see docs/adapter.md)")
        }
        if let events = reply["events"]?.array?.compactMap(\.string) {
            let known = Set(vocabulary.allEvents.map(\.name))
            if let unknown = events.first(where: { !known.contains($0) }) {
                throw fault("the handshake", "it asked for the event “\(unknown)”, which \(vocabulary.system) does not send")
            }
            listenedEvents = Set(events)
        }
    }

    /// How long the handshake may take at least, whatever the turn timeout: an interpreter starting
    /// on a busy machine.
    static let startUpMilliseconds = 10_000

    func listens(to event: String) -> Bool {
        listenedEvents?.contains(event) ?? true
    }

    /// Sends `event` and collects the commands up to `end`, each checked against the vocabulary.
    /// With `alreadySent`, `event` went out with `send(_:)` ahead of its turn.
    func turn(_ event: JSONValue, describedAs description: @autoclosure () -> String,
              timeout: Int? = nil, alreadySent: Bool = false) throws(AdapterFault) -> [JSONValue] {
        let timeout = timeout ?? declaration.turnTimeoutMilliseconds
        do {
            if !alreadySent { try process.write([event.description]) }
            let deadline = ChildProcess.monotonicNanoseconds() + UInt64(timeout) * 1_000_000
            var commands: [JSONValue] = []
            while true {
                let line = try process.readLine(until: deadline)
                let command: JSONValue
                do {
                    command = try JSONLineParser.parse(Array(line))
                } catch {
                    throw fault(description(), "it wrote a line that is not JSON, \(Self.quoted(line)) (\(error))")
                }
                guard let name = command["command"]?.string else {
                    throw fault(description(), "it wrote \(Self.quoted(line)), which names no command "
                        + "(every line is an object with \"command\": …)")
                }
                guard let kind = vocabulary.command(named: name) else {
                    throw fault(description(), "it sent the command “\(name)”, which the schema does not allow; "
                        + "\(vocabulary.system) takes " + vocabulary.allCommands.map(\.name).joined(separator: ", "))
                }
                if let problem = kind.problem(with: command, key: "command") {
                    throw fault(description(), "it sent \(Self.quoted(line)), which the schema does not allow: \(problem)")
                }
                if name == "end" { return commands }
                commands.append(command)
            }
        } catch let error as ChildProcess.Failure {
            if case .timedOut = error { process.finishStandardError() }
            throw fault(description(), Self.words(for: error, timeout: timeout))
        } catch let fault as AdapterFault {
            throw fault
        } catch {
            throw fault(description(), "\(error)")
        }
    }

    /// Writes `events` at once, each to be taken by its own `turn(_:alreadySent:)` in order: the
    /// turns stay one event each, and their round trips overlap.
    func send(_ events: [JSONValue]) throws(AdapterFault) {
        do {
            try process.write(events.map(\.description))
        } catch {
            throw fault("the event \(events[0])", Self.words(for: error, timeout: declaration.turnTimeoutMilliseconds))
        }
    }

    /// A fault of this child during `event`; the child is broken from now on.
    func fault(_ event: String, _ problem: String) -> AdapterFault {
        isBroken = true
        return AdapterFault(algorithm: declaration.name, system: declaration.system, declaredAt: declaration.declaredAt,
                            event: event, problem: problem, standardError: process.standardError.lastLines())
    }

    /// Kills the child.
    func terminate() {
        isBroken = true
        process.terminate()
    }

    private static func words(for failure: ChildProcess.Failure, timeout: Int) -> String {
        switch failure {
        case .couldNotStart(let reason): "it could not be started: \(reason)"
        case .exited(let how): how
        case .timedOut: "it did not end its turn within \(timeout) ms of wall-clock time (turnTimeout in specrun.yml); it was killed"
        case .notReading: "it no longer reads its standard input (it exited)"
        }
    }

    private static func quoted(_ line: ArraySlice<UInt8>) -> String {
        let text = String(decoding: line.prefix(200), as: UTF8.self)
        return "«" + text + (line.count > 200 ? "…" : "") + "»"
    }
}
