import JSON
import SpecrunKit
import Supervision
/// One child process of an external algorithm after its handshake: it takes turns, one event in
/// and the commands it answers out, each checked against the system's vocabulary. It serves many
/// runs in turn; a fault ends it.
final class AdapterChild: @unchecked Sendable {  // one run at a time holds it: `AdapterPool` lends it out whole, under its lock
    let declaration: ExternalAlgorithm
    let vocabulary: AdapterVocabulary
    private let process: ChildProcess
    /// The child's system clock, when it reads it (`readsSystemClock`): set to each event's instant.
    private let clock: ChildClock?
    /// The events it asked for at the handshake; nil for all.
    private(set) var listenedEvents: Set<String>?
    /// How many runs it has started.
    var runs = 0
    /// The events written whose turn has not ended yet (two when `start` goes out with the next).
    private var unansweredEvents = 0
    /// The last event whose turn ended, in words.
    private var lastTurn = "the handshake"
    private(set) var isBroken = false

    /// Starts the child and shakes hands: sends `hello` with the vocabulary and checks the version
    /// of its answer.
    init(declaration: ExternalAlgorithm, vocabulary: AdapterVocabulary) throws(AdapterChildError) {
        self.declaration = declaration
        self.vocabulary = vocabulary
        do throws(ChildClock.UnavailableError) {
            clock = declaration.readsSystemClock ? try ChildClock() : nil
        } catch {
            throw AdapterChildError(algorithm: declaration.name, system: declaration.system, declaredAt: declaration.declaredAt,
                               event: "its start", problem: error.reason, standardError: [])
        }
        do {
            process = try ChildProcess(command: declaration.command, directory: declaration.directory,
                                       environment: clock?.environment(over: declaration.environment) ?? declaration.environment)
        } catch {
            let fault = AdapterChildError(algorithm: declaration.name, system: declaration.system, declaredAt: declaration.declaredAt,
                                     event: "its start", problem: Self.words(for: error, timeout: declaration.turnTimeout.milliseconds),
                                     standardError: [])
            // Not the algorithm's fault: the work stops, rather than fail the runs left one by one.
            if case .processLimit = error {
                ProcessSupervisor.shared.halt(because: "\(fault)\nso the work stopped: a limit of this machine, not the algorithm, "
                    + "kept a child from starting (each of the --jobs threads may keep one child of each external algorithm)")
            }
            throw fault
        }
        let hello = AdapterProtocol.hello(algorithm: declaration.name, vocabulary: vocabulary)
        let answer = try turn(hello, describedAs: "the handshake",
                              timeout: max(declaration.turnTimeout.milliseconds, Self.startUpMilliseconds))
        guard let reply = answer.first, reply["command"]?.string == "hello" else {
            throw fault("the handshake", "it answered the handshake without a hello command (\(answer.first?.description ?? "nothing"))")
        }
        guard answer.count == 1 else {
            throw fault("the handshake", "it answered the handshake with \(answer[1]) after its hello; the handshake's answer "
                + "is one hello command, then {\"command\":\"end\"}")
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

    /// Whether the child hears `event`: one of the system's events it asked for at the handshake (all
    /// when it named none), or a protocol event (`start`, `scene`, `timer`), which it hears whatever
    /// it asked for.
    func listens(to event: String) -> Bool {
        listenedEvents?.contains(event) ?? true || AdapterProtocol.events.contains { $0.name == event }
    }

    /// Sends `event` and collects the commands up to `end`, each checked against the vocabulary.
    /// With `alreadySent`, `event` went out with `send(_:)` ahead of its turn.
    ///
    /// The turn's time is the child's: the host's own work on each line (parsing and checking it)
    /// moves the deadline on by as long. Anything the child writes after the `end` of a turn, when
    /// no other event is waiting for an answer, is a protocol fault.
    func turn(_ event: JSONValue, describedAs description: @autoclosure () -> String,
              timeout: Int? = nil, alreadySent: Bool = false) throws(AdapterChildError) -> [JSONValue] {
        let timeout = timeout ?? declaration.turnTimeout.milliseconds
        var deadline = Self.deadline(after: timeout)
        var commands: [JSONValue] = []
        do {
            if !alreadySent {
                try refuseOutputAfterEnd(before: description())
                try process.write([event.description], until: deadline)
                unansweredEvents += 1
            }
            while true {
                let line = try process.readLine(until: deadline)
                let hostStarted = ProcessSupervisor.monotonicNanoseconds()
                defer { deadline += ProcessSupervisor.monotonicNanoseconds() - hostStarted }
                let command = try self.command(in: line, during: description())
                if command["command"]?.string != "end" {
                    commands.append(command)
                    continue
                }
                unansweredEvents -= 1
                lastTurn = description()
                // What came with the end is looked at now; what comes later, before the next event.
                if unansweredEvents == 0, let extra = process.unreadOutput(lookingAtThePipe: false) {
                    throw fault(description(), "it wrote \(Self.quoted(Self.firstLine(of: extra))) after the end of its turn; "
                        + "a turn has one end, and nothing may follow it before the next event (a protocol fault)")
                }
                return commands
            }
        } catch let error as ChildProcess.ProcessError {
            if case .timedOut = error { process.finishStandardError() }
            guard case .timedOut = error, let last = commands.last else {
                throw fault(description(), Self.words(for: error, timeout: timeout))
            }
            throw fault(description(), Self.words(for: error, timeout: timeout) + " (it had sent \(commands.count) "
                + (commands.count == 1 ? "command" : "commands") + ", the last \(last), and no {\"command\":\"end\"})")
        } catch let fault as AdapterChildError {
            throw fault
        } catch {
            throw fault(description(), "\(error)")
        }
    }

    /// The command `line` holds, checked against the vocabulary.
    private func command(in line: ArraySlice<UInt8>, during description: String) throws(AdapterChildError) -> JSONValue {
        let command: JSONValue
        do {
            command = try JSONReader.read(Array(line))
        } catch {
            throw fault(description, "it wrote a line that is not JSON, \(Self.quoted(line)) (\(error))")
        }
        guard let name = command["command"]?.string else {
            throw fault(description, "it wrote \(Self.quoted(line)), which names no command "
                + "(every line is an object with \"command\": …)")
        }
        guard let kind = vocabulary.command(named: name) else {
            throw fault(description, "it sent the command “\(name)”, which the schema does not allow; "
                + "\(vocabulary.system) takes " + vocabulary.allCommands.map(\.name).joined(separator: ", "))
        }
        if let problem = kind.problem(with: command, key: "command") {
            throw fault(description, "it sent \(Self.quoted(line)), which the schema does not allow: \(problem)")
        }
        return command
    }

    /// Before an event goes out: the child owes no answer, so anything it wrote since its last turn
    /// ended is a protocol fault.
    private func refuseOutputAfterEnd(before description: String) throws(AdapterChildError) {
        guard unansweredEvents == 0, let extra = process.unreadOutput(lookingAtThePipe: true) else { return }
        throw fault(description, "before this event, it wrote \(Self.quoted(Self.firstLine(of: extra))) after the end of its "
            + "turn on \(lastTurn); a turn has one end, and nothing may follow it before the next event (a protocol fault)")
    }

    /// Writes `events` at once, each to be taken by its own `turn(_:alreadySent:)` in order: the
    /// turns stay one event each, and their round trips overlap.
    func send(_ events: [JSONValue]) throws(AdapterChildError) {
        let description = "the event \(events[0])"
        try refuseOutputAfterEnd(before: description)
        do {
            let deadline = Self.deadline(after: declaration.turnTimeout.milliseconds)
            try process.write(events.map(\.description), until: deadline)
            unansweredEvents += events.count
        } catch {
            throw fault(description, Self.words(for: error, timeout: declaration.turnTimeout.milliseconds))
        }
    }

    /// Sets the child's system clock (when it reads it) to `instant`, the moment of the events that
    /// go out next.
    func showTime(_ instant: VirtualInstant, before event: @autoclosure () -> String) throws(AdapterChildError) {
        guard let clock else { return }
        do {
            try clock.show(instant)
        } catch {
            throw fault(event(), "its clock could not be set to \(instant) (\(error))")
        }
    }

    /// A fault of this child during `event`; the child is broken from now on.
    func fault(_ event: String, _ problem: String) -> AdapterChildError {
        isBroken = true
        process.readAvailableStandardError()
        return AdapterChildError(algorithm: declaration.name, system: declaration.system, declaredAt: declaration.declaredAt,
                            event: event, problem: problem, standardError: process.standardError.lastLines())
    }

    /// Tells the child the protocol ends: its standard input closes.
    func closeInput() {
        process.closeInput()
    }

    /// Ends the child as the protocol ends (`ChildProcess.end(until:)`), and what its clock left behind.
    func end(until deadline: UInt64) {
        process.end(until: deadline)
        clock?.forget(child: process.pid)
    }

    /// Kills the child (its process group), and what its clock left behind.
    func terminate() {
        isBroken = true
        process.terminate()
        clock?.forget(child: process.pid)
    }

    private static func words(for failure: ChildProcess.ProcessError, timeout: Int) -> String {
        switch failure {
        case .couldNotStart(let reason), .processLimit(let reason): "it could not be started: \(reason)"
        case .exited(let how): how
        case .timedOut: "it did not end its turn within \(timeout) ms of wall-clock time (turnTimeout in specrun.yml); it was killed"
        case .notReading: "it no longer reads its standard input (it exited)"
        case .interrupted: "specrun was interrupted (SIGINT or SIGTERM) and ended it"
        case .lineTooLong: "it wrote a line longer than \(ChildProcess.maximumLineBytes) bytes (16 MiB), the longest a line may be; it was killed"
        }
    }

    /// The monotonic instant `milliseconds` from now, the timeout held to 1 ms … 24 h (the range
    /// specrun.yml allows; a declaration made in Swift may say anything).
    private static func deadline(after milliseconds: Int) -> UInt64 {
        ProcessSupervisor.monotonicNanoseconds() + UInt64(min(max(milliseconds, 1), 86_400_000)) * 1_000_000
    }

    private static func firstLine(of output: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        output.firstIndex(of: 0x0A).map { output[..<$0] } ?? output
    }

    private static func quoted(_ line: ArraySlice<UInt8>) -> String {
        let text = String(decoding: line.prefix(200), as: UTF8.self)
        return "«" + text + (line.count > 200 ? "…" : "") + "»"
    }
}
