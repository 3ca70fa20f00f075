
/// The steps every simulated system shares: the connection, the network profile, time passing,
/// the observations ("I should see X", "… immediately", "I should eventually see X", "I should
/// still see X", "I should not see X", "after 4 seconds I should (not) see X"), "no request
/// should have been made" and "the app should have made 2 requests", with their parameter types: `{duration}`, `{count}`, `{connection}`, and
/// `{sight}`, the phrases of the world's `sights`. What each timing word means is
/// `ObservationTiming`'s, checked by `DeviceSession.observe(_:_:)`.
///
/// ```swift
/// var steps = StepRegistry<GalleryWorld>()
/// CommonSteps.register(in: &steps)
/// steps.when("I open the gallery") { world, _ in try world.act { $0.open() } }
/// ```
public enum CommonSteps {
    /// Registers the common steps, and the common parameter types the registry does not define yet:
    /// `{duration}`, `{count}`, `{connection}` and `{sight}` (the world's `sights`). A system that
    /// wants its own parameter types listed between them (in reports that list parameter types)
    /// defines them first, and may define the common ones first itself (``defineParameterTypes(in:)``).
    public static func register<World: SimulatedWorld>(in steps: inout StepRegistry<World>) {
        let defined = steps
        CommonParameterTypes.define(in: &steps, unless: defined.definesParameterType)
        // The sights' parameter type goes by their vocabulary's name: `{sight}` unless it says another.
        let sight = "{\(World.sights.name)}"
        if !steps.definesParameterType(named: World.sights.name) { steps.define(World.sights) }
        /// Sets the phone's connection from now on: online, offline, slow, flaky, failing or timing out. "My internet connection
        /// is …" says the same. With the built-in network.yml, slow adds 5 s to each answer, flaky loses about 30% of requests,
        /// failing answers with a server error (HTTP 503) and timing out never answers. Going offline or back online tells the
        /// app at once; the clock does not move, and later checks still look from the last action.
        steps.given("my (internet )connection is {connection}") { world, arguments in
            let word: ConnectionWord = try arguments[0]
            world.session.connect(word)
        }
        /// Gives the phone's link the speed and delays of a profile in network.yml, named by its key or its name in any case:
        /// e.g. "3G", "Edge", "LTE", "Very Bad Network", or "100% Loss" where nothing gets through. Wi-Fi is the default.
        /// It decides how long requests take. An unknown name fails the step and lists the known profiles.
        steps.given("the network profile is {string}") { world, arguments in
            let name: String = try arguments[0]
            let fixture = world.session.network
            guard let profile = fixture.profile(named: name)
                ?? fixture.profiles.values.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                throw StepError.failed("no network profile \"\(name)\" in the fixtures; known profiles: "
                    + fixture.profileNames.joined(separator: ", "))
            }
            world.session.device.network.profile = profile
        }
        /// Moves the virtual clock forward by the duration ("10 seconds", "4 s", "2 minutes", "an hour"); what the app has
        /// planned meanwhile (answers arriving, timers) happens on the way. Later "I should see …" checks look from the end of
        /// that time; "no request should have been made" still counts from the last action, so it covers the time passed.
        steps.when("{duration} pass(es)") { world, arguments in
            try world.session.pass(arguments[0])
        }

        /// Waits for the sight: it must show at some moment from the last action (or the end of the last "… pass") to the end
        /// of the observation window, a minute with the built-in fixtures. The clock stops at the first moment it shows.
        /// A sight that is an absence ("no snackbar") means "I should not see a snackbar": at no moment of that window.
        steps.then(StepPattern("I should see \(sight)", kind: .cucumberExpression)) { world, arguments in
            let sight = try Self.namedSight(arguments, 0, in: world)
            if let absent = sight.absentSight {
                try world.session.observe(absent, .never)
            } else {
                try world.session.observe(sight, .eventually)
            }
        }
        /// Registers "I should … {sight}" for one timing: see `ObservationTiming`. The location recorded is the caller's line.
        func observation(_ pattern: String, _ timing: ObservationTiming,
                         file: String = #fileID, line: Int = #line, filePath: String = #filePath) {
            steps.then(StepPattern(pattern, kind: .cucumberExpression), file: file, line: line, filePath: filePath) { world, arguments in
                let sight = try Self.namedSight(arguments, 0, in: world)
                try world.session.observe(sight, timing)
            }
        }
        /// Waits for the sight, as "I should see …" does: it must show at some moment from the last action to the end of the
        /// observation window, and the clock stops at the first moment it does. "I should eventually see no spinner" waits for
        /// the spinner to go.
        observation("I should eventually see \(sight)", .eventually)
        /// Checks that the sight is on screen at the very moment of the last action (or the end of the last "… pass"): what the
        /// app shows at once, with no time passed. It fails if an earlier check already waited and moved the clock on.
        /// "I should immediately see …" says the same.
        observation("I should see \(sight) immediately", .immediately)
        /// Checks that the sight is on screen at the very moment of the last action (or the end of the last "… pass"): what the
        /// app shows at once, with no time passed. It fails if an earlier check already waited and moved the clock on.
        /// "I should see … immediately" says the same.
        observation("I should immediately see \(sight)", .immediately)
        /// Checks that the sight is on screen now, where the clock stands after the previous steps, without waiting or moving
        /// the clock.
        observation("I should still see \(sight)", .now)
        /// Checks that the sight shows at no moment from the last action (or the end of the last "… pass") to the end of the
        /// observation window, a minute with the built-in fixtures; the clock moves on to the end of that window.
        observation("I should not see \(sight)", .never)
        /// Registers "after {duration} I should … {sight}": move the clock by the duration, then look at that moment.
        func laterObservation(_ pattern: String, _ timing: ObservationTiming,
                              file: String = #fileID, line: Int = #line, filePath: String = #filePath) {
            steps.then(StepPattern(pattern, kind: .cucumberExpression), file: file, line: line, filePath: filePath) { world, arguments in
                let sight = try Self.namedSight(arguments, 1, in: world)
                try world.session.pass(arguments[0])
                try world.session.observe(sight, timing)
            }
        }
        /// Moves the virtual clock forward by the duration, as "When … pass" does, then checks that the sight is on screen at
        /// that moment. Later checks look from there.
        laterObservation("after {duration} I should see \(sight)", .now)
        /// Moves the virtual clock forward by the duration, as "When … pass" does, then checks that the sight is not on screen
        /// at that moment; it may have shown before: "after 4 seconds I should not see the snackbar" holds when it is gone by
        /// then. Later checks look from there.
        laterObservation("after {duration} I should not see \(sight)", .goneNow)
        /// Checks that the app sent no request since the last action (or since the scene was set), letting it run to the end
        /// of the observation window first. Time passing does not restart the count: "When 10 minutes pass, Then no request
        /// should have been made" covers the ten minutes.
        steps.then("no request should have been made") { world, _ in
            try world.session.settle()
            let made = world.session.requests(since: .lastAction)
            guard made.isEmpty else {
                throw StepError.failed("expected no request from \(world.session.instant(of: .lastAction)) to \(world.session.windowEnd); "
                    + "saw \(DeviceSession.words(for: made))")
            }
        }
        /// Checks the exact number of requests the app sent since the scene was set (the start of the scenario, or the last
        /// Given step that let the app settle), across every action since. The app first runs to the end of the last
        /// action's observation window.
        steps.then("the app should have made {int} request(s)") { world, arguments in
            let expected: Int = try arguments[0]
            try world.session.settle()
            let made = world.session.requests(since: .scene)
            guard made.count == expected else {
                throw StepError.failed("expected \(expected) request\(expected == 1 ? "" : "s") since the scene was set, by "
                    + "\(world.session.windowEnd); saw \(made.count): \(DeviceSession.words(for: made))")
            }
        }
    }

    /// The sight the step's argument at `index` names. The phrase is read before the world is
    /// asked: in `world.sight(arguments[index])` the receiver is evaluated before the argument,
    /// and the world was copied for the call.
    private static func namedSight<World: SimulatedWorld>(_ arguments: StepArguments, _ index: Int,
                                                          in world: borrowing World) throws -> Sight {
        let phrase: World.SightPhrase = try arguments[index]
        return try world.sight(phrase)
    }
}

extension CommonSteps {
    /// Defines `{duration}`, `{count}` and `{connection}` now, for a system that wants them listed
    /// before its own parameter types; `register(in:)` defines them otherwise.
    public static func defineParameterTypes<World>(in steps: inout StepRegistry<World>) {
        CommonParameterTypes.define(in: &steps)
    }
}
