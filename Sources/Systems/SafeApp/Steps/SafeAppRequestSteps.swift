import SpecrunKit

/// The wallet's checks on requests and on the timed snackbar. Positive counts ("should have been
/// requested once", "only … should have been requested") look at the requests since the last
/// action up to now, as "should see" looks at now; negative ones ("should not have been
/// requested") advance to the end of the observation window, as "should not see" does.
enum SafeAppRequestSteps {
    static func register(in steps: inout StepRegistry<SafeAppWorld>) {
        steps.then("the {data} should have been requested {count}") { world, arguments in
            try expect(arguments[0], requested: arguments[1], of: nil, in: world)
        }
        steps.then("the {data} of {string} should have been requested {count}") { world, arguments in
            try expect(arguments[0], requested: arguments[2], of: arguments[1], in: world)
        }
        steps.then("the {data} should not have been requested") { world, arguments in
            try world.session.settle()
            try expect(arguments[0], requested: 0, of: nil, in: world, through: world.session.windowEnd)
        }
        steps.then("only the {data} should have been requested") { world, arguments in
            let word: WalletDataWord = try arguments[0]
            let made = world.session.requestsSinceLastAction
            guard made.map(\.endpoint).sorted() == word.endpoints.sorted() else {
                throw StepFailure("expected only the \(word.rawValue)\(endpointList(word, each: false)) to have been requested"
                    + "\(word.endpoints.count > 1 ? ", once each," : " once") \(span(world, through: world.session.now)); "
                    + "saw \(DeviceSession.words(for: made))")
            }
        }
        steps.then("the image of each collectible should have been requested once") { world, _ in
            let images = try world.safe.collectibles.map(\.image)
            let made = world.session.requestsSinceLastAction.filter { $0.endpoint == WalletServer.Endpoints.image.name }
            guard made.map(\.resource).sorted() == images.sorted() else {
                throw StepFailure("expected one request for each image (\(images.joined(separator: ", "))) "
                    + "\(span(world, through: world.session.now)); saw \(DeviceSession.words(for: made))")
            }
        }
        steps.then("the first request for the {data} should have been cancelled") { world, arguments in
            let word: WalletDataWord = try arguments[0]
            for endpoint in word.endpoints {
                let first = world.session.device.network.log.first { $0.endpoint == endpoint }
                guard let first, first.wasCancelled else {
                    throw StepFailure("expected the first request for the \(endpoint) to have been cancelled; saw "
                        + (first?.description ?? "no request for the \(endpoint)"))
                }
            }
        }
        steps.then("these requests should have been made since the app started:") { world, arguments in
            guard let table = arguments.dataTable else {
                throw StepFailure("list the requests in a table below the step, one endpoint a row (balances, transactions, …)")
            }
            try world.session.settle()
            let expected = table.rows.compactMap(\.first)
            let made = Array(world.session.device.network.log)
            guard made.map(\.endpoint) == expected else {
                throw StepFailure("expected these requests by \(world.session.windowEnd): \(expected.joined(separator: ", ")); "
                    + "saw \(DeviceSession.words(for: made))")
            }
        }
        steps.then("after {duration} I should not see the snackbar") { world, arguments in
            try expectSnackbarGone(after: arguments[0], in: &world)
        }
    }

    /// Checks how often `word` was asked for since the last action (every endpoint it takes, for
    /// `safe`'s data only if given), up to `end` (now, unless given).
    private static func expect(
        _ word: WalletDataWord, requested expected: Int, of safe: String?, in world: SafeAppWorld,
        through end: VirtualInstant? = nil
    ) throws {
        let made = world.session.requestsSinceLastAction.filter { record in
            word.endpoints.contains(record.endpoint) && (safe == nil || record.resource.hasPrefix(safe!))
        }
        let byEndpoint = Dictionary(grouping: made, by: \.endpoint)
        guard word.endpoints.allSatisfy({ byEndpoint[$0, default: []].count == expected }) else {
            let subject = "the \(word.rawValue)" + (safe.map { " of \($0)" } ?? "")
            let span = span(world, through: end ?? world.session.now)
            let saw = "saw \(DeviceSession.words(for: made))"
            if expected == 0 { throw StepFailure("expected no request for \(subject) \(span); \(saw)") }
            throw StepFailure("expected \(subject)\(endpointList(word, each: true)) to have been requested "
                + "\(times(expected)) \(span); \(saw)")
        }
    }

    /// " (transactions, creation transaction)" for data asked for on several endpoints; nothing
    /// for one.
    private static func endpointList(_ word: WalletDataWord, each: Bool) -> String {
        word.endpoints.count > 1 ? " (\(word.endpoints.joined(separator: ", "))\(each ? ", each" : ""))" : ""
    }

    /// "from 0 ms to 60 s", "at 0 ms": the stretch a request check looked at.
    private static func span(_ world: SafeAppWorld, through end: VirtualInstant) -> String {
        let start = world.session.requestMark.instant
        return start == end ? "at \(start)" : "from \(start) to \(end)"
    }

    private static func times(_ count: Int) -> String {
        switch count {
        case 1: "once"
        case 2: "twice"
        default: "\(count) times"
        }
    }

    /// "After 4 seconds I should not see the snackbar": the snackbar shown last (still showing at
    /// the last action, or shown since) stays for `duration` from when it appeared, and is gone
    /// then. A later snackbar (a new error) is another one.
    private static func expectSnackbarGone(after duration: VirtualDuration, in world: inout SafeAppWorld) throws {
        let entries = world.session.device.timeline.entries.filter { $0.instant <= world.session.now }
        let since = world.session.lastAction.instant
        guard var first = entries.lastIndex(where: { $0.screen.snackbar != nil }),
              let snackbar = entries[first].screen.snackbar,
              first + 1 == entries.count || entries[first + 1].instant >= since else {
            throw StepFailure("expected a snackbar that hides after \(duration), but none showed since \(since); "
                + "saw \(world.session.seenSinceAction(through: world.session.now))")
        }
        while first > 0, entries[first - 1].screen.snackbar == snackbar { first -= 1 }
        let appeared = entries[first].instant
        let deadline = appeared + duration
        if world.session.now < deadline { try world.session.pass(deadline - world.session.now) }
        let timeline = world.session.device.timeline
        if let gone = timeline.entries.first(where: { $0.instant > appeared && $0.instant < deadline && $0.screen.snackbar != snackbar }) {
            let replaced = gone.screen.snackbar.map { "replaced by another snackbar “\($0.text)”" } ?? "gone"
            throw StepFailure("expected the snackbar “\(snackbar.text)” shown at \(appeared) to stay until \(deadline); "
                + "it was \(replaced) at \(gone.instant)")
        }
        guard timeline.screen(at: deadline).snackbar != snackbar else {
            throw StepFailure("expected the snackbar “\(snackbar.text)” shown at \(appeared) to be gone after \(duration), "
                + "at \(deadline); it still showed")
        }
    }
}
