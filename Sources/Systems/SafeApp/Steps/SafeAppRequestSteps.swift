import SpecrunKit

/// The wallet's checks on requests and on the timed snackbar. Positive checks ("should have been
/// requested once", "only … should have been requested", "these requests should have been made")
/// synchronize as "should see" does: they pass at the first moment they hold, from the last action
/// to the end of its observation window, and the clock stops there. Negative ones ("should not
/// have been requested") advance to the end of the window, as "should not see" does.
enum SafeAppRequestSteps {
    static func register(in steps: inout StepRegistry<SafeAppWorld>) {
        /// Checks how many requests for the data the app sent since the last action (or since the scene was set): each of its
        /// requests exactly once, twice or N times. It passes at the first moment that holds, up to the end of the observation
        /// window, and the clock stops there. For none, say "the … should not have been requested", which looks at the whole window.
        steps.then("the {data} should have been requested {count}") { world, arguments in
            try expect(arguments[0], requested: arguments[1], of: nil, in: &world)
        }
        /// The same check as "the … should have been requested …", counting only the requests for the named safe's data, e.g.
        /// "the balances of "Team" should have been requested once".
        steps.then("the {data} of {string} should have been requested {count}") { world, arguments in
            try expect(arguments[0], requested: arguments[2], of: arguments[1], in: &world)
        }
        /// Checks that the app sent no request for the data from the last action (or since the scene was set) to the end of the
        /// observation window; the clock moves on to the end of that window.
        steps.then("the {data} should not have been requested") { world, arguments in
            try world.session.settle()
            try expect(arguments[0], requested: 0, of: nil, in: &world, waiting: false)
        }
        /// Checks that since the last action (or since the scene was set) the app asked for that data, each of its requests once,
        /// and nothing else. It passes at the first moment that holds, up to the end of the observation window, and the clock stops
        /// there.
        steps.then("only the {data} should have been requested") { world, arguments in
            let word: SafeAppDataWord = try arguments[0]
            let session = world.session
            let expected = word.endpoints.sorted()
            guard try world.session.waitUntil({ session.requests(since: .lastAction).map(\.endpoint).sorted() == expected }) else {
                let made = world.session.requests(since: .lastAction)
                throw StepError.failed("expected only the \(word.rawValue)\(endpointList(word, each: false)) to have been requested"
                    + "\(word.endpoints.count > 1 ? ", once each," : " once") \(span(world, through: world.session.now)); "
                    + "saw \(DeviceSession.words(for: made))")
            }
        }
        /// Checks that since the last action (or since the scene was set) the app asked once for the image of each collectible
        /// of the safe it shows, and for no other image. It passes at the first moment that holds, up to the end of the
        /// observation window, and the clock stops there.
        steps.then("the image of each collectible should have been requested once") { world, _ in
            let images = try world.safe.collectibles.map(\.image).sorted()
            let session = world.session
            let imageRequests = { session.requests(since: .lastAction).filter { $0.endpoint == SafeAppServer.Endpoints.image.name } }
            guard try world.session.waitUntil({ imageRequests().map(\.resource).sorted() == images }) else {
                let made = imageRequests()
                throw StepError.failed("expected one request for each image (\(images.joined(separator: ", "))) "
                    + "\(span(world, through: world.session.now)); saw \(DeviceSession.words(for: made))")
            }
        }
        /// Checks that the app's first request for the data in the whole scenario (for each of its requests) was called off before
        /// its answer came. It waits for that up to the end of the observation window.
        steps.then("the first request for the {data} should have been cancelled") { world, arguments in
            let word: SafeAppDataWord = try arguments[0]
            let log = { [session = world.session] in session.device.network.log }
            for endpoint in word.endpoints {
                _ = try world.session.waitUntil({ log().first { $0.endpoint == endpoint }?.wasCancelled == true })
                let first = log().first { $0.endpoint == endpoint }
                guard let first, first.wasCancelled else {
                    throw StepError.failed("expected the first request for the \(endpoint) to have been cancelled; saw "
                        + (first?.description ?? "no request for the \(endpoint)"))
                }
            }
        }
        /// Checks every request of the scenario, in order, against the table below the step: one request a row, by its name
        /// (balances, transactions, creation transaction, owners, image, …). It passes at the first moment the requests made are
        /// exactly those, up to the end of the observation window, and the clock stops there.
        steps.then("these requests should have been made since the app started:") { world, arguments in
            guard let table = arguments.dataTable else {
                throw StepError.failed("list the requests in a table below the step, one endpoint a row (balances, transactions, …)")
            }
            let expected = table.rows.compactMap(\.first)
            let session = world.session
            guard try world.session.waitUntil({ session.device.network.log.map(\.endpoint) == expected }) else {
                throw StepError.failed("expected these requests by \(world.session.windowEnd): \(expected.joined(separator: ", ")); "
                    + "saw \(DeviceSession.words(for: Array(world.session.device.network.log)))")
            }
        }
        /// Checks the snackbar shown last (still showing at the last action, or shown since; if none yet, it waits for one): it stays
        /// on screen for exactly the duration from when it appeared, without being replaced, and is gone then. The clock moves on
        /// to that moment.
        steps.then("the snackbar should show for {duration}") { world, arguments in
            try expectSnackbar(showingFor: arguments[0], in: &world)
        }
    }

    /// Checks how often `word` was asked for since the last action (every endpoint it takes, for
    /// `safe`'s data only if given): `waiting`, at the first moment the count holds (the clock
    /// stopping there); else now.
    private static func expect(
        _ word: SafeAppDataWord, requested expected: Int, of safe: String?, in world: inout SafeAppWorld, waiting: Bool = true
    ) throws {
        let session = world.session
        let requests = {
            session.requests(since: .lastAction).filter { record in
                word.endpoints.contains(record.endpoint) && (safe == nil || record.resource.hasPrefix(safe!))
            }
        }
        let holds = {
            let byEndpoint = Dictionary(grouping: requests(), by: \.endpoint)
            return word.endpoints.allSatisfy { byEndpoint[$0, default: []].count == expected }
        }
        guard waiting ? try world.session.waitUntil(holds) : holds() else {
            let made = requests()
            let subject = "the \(word.rawValue)" + (safe.map { " of \($0)" } ?? "")
            let span = span(world, through: world.session.now)
            let saw = "saw \(DeviceSession.words(for: made))"
            if expected == 0 { throw StepError.failed("expected no request for \(subject) \(span); \(saw)") }
            throw StepError.failed("expected \(subject)\(endpointList(word, each: true)) to have been requested "
                + "\(times(expected)) \(span); \(saw)")
        }
    }

    /// " (transactions, creation transaction)" for data asked for on several endpoints; nothing
    /// for one.
    private static func endpointList(_ word: SafeAppDataWord, each: Bool) -> String {
        word.endpoints.count > 1 ? " (\(word.endpoints.joined(separator: ", "))\(each ? ", each" : ""))" : ""
    }

    /// "from 0 ms to 60 s", "at 0 ms": the stretch a request check looked at.
    private static func span(_ world: SafeAppWorld, through end: VirtualInstant) -> String {
        let start = world.session.instant(of: .lastAction)
        return start == end ? "at \(start)" : "from \(start) to \(end)"
    }

    private static func times(_ count: Int) -> String {
        switch count {
        case 1: "once"
        case 2: "twice"
        default: "\(count) times"
        }
    }

    /// "The snackbar should show for 4 seconds": the snackbar shown last (still showing at the last
    /// action, or shown since; waited for, as "should see" does, when none has shown yet) stays for
    /// exactly `duration` from when it appeared: it shows throughout, and is gone then. A later
    /// snackbar (a new error) is another one.
    private static func expectSnackbar(showingFor duration: VirtualDuration, in world: inout SafeAppWorld) throws {
        let since = world.session.lastActionInstant
        let device = world.session.device
        /// The index in `entries` (up to now) of the last screen with a snackbar, if it still
        /// showed at the last action or showed since.
        func lastSnackbar(in entries: [Timeline.Entry]) -> Int? {
            guard let index = entries.lastIndex(where: { $0.screen.snackbar != nil }),
                  index + 1 == entries.count || entries[index + 1].instant >= since else { return nil }
            return index
        }
        var entries = device.timeline.entries.filter { $0.instant <= device.clock.now }
        if lastSnackbar(in: entries) == nil {
            _ = try world.session.waitUntil({ device.screen.snackbar != nil })
            entries = device.timeline.entries.filter { $0.instant <= device.clock.now }
        }
        guard var first = lastSnackbar(in: entries), let snackbar = entries[first].screen.snackbar else {
            throw StepError.failed("expected a snackbar that shows for \(duration), but none showed from \(since) to \(world.session.now); "
                + "saw \(world.session.seenSinceAction(through: world.session.now))")
        }
        while first > 0, entries[first - 1].screen.snackbar == snackbar { first -= 1 }
        let appeared = entries[first].instant
        let deadline = appeared + duration
        if world.session.now < deadline { try world.session.pass(deadline - world.session.now) }
        let timeline = world.session.device.timeline
        if let gone = timeline.entries.first(where: { $0.instant > appeared && $0.instant < deadline && $0.screen.snackbar != snackbar }) {
            let replaced = gone.screen.snackbar.map { "replaced by another snackbar “\($0.text)”" } ?? "gone"
            throw StepError.failed("expected the snackbar “\(snackbar.text)” shown at \(appeared) to stay until \(deadline); "
                + "it was \(replaced) at \(gone.instant)")
        }
        guard timeline.screen(at: deadline).snackbar != snackbar else {
            throw StepError.failed("expected the snackbar “\(snackbar.text)” shown at \(appeared) to be gone after \(duration), "
                + "at \(deadline); it still showed")
        }
    }
}
