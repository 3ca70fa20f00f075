
/// The steps every simulated system shares: the connection, the network profile, time passing,
/// the observations ("I should see X", "… immediately", "I should eventually see X", "I should
/// still see X", "I should not see X", "after 4 seconds I should (not) see X") and "no request
/// should have been made", with their parameter types: `{duration}`, `{count}`, `{connection}`, and
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
        if !steps.definesParameterType(named: "sight") { steps.define(World.sights.named("sight")) }
        steps.given("my (internet )connection is {connection}") { world, arguments in
            let word: ConnectionWord = try arguments[0]
            world.session.device.network.condition = word.condition(world.session.network.conditions)
        }
        steps.given("the network profile is {string}") { world, arguments in
            let name: String = try arguments[0]
            let fixture = world.session.network
            guard let profile = fixture.profile(named: name)
                ?? fixture.profiles.values.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                throw StepFailure("no network profile \"\(name)\" in the fixtures; known profiles: "
                    + fixture.profileNames.joined(separator: ", "))
            }
            world.session.device.network.profile = profile
        }
        steps.when("{duration} pass(es)") { world, arguments in
            try world.session.pass(arguments[0])
        }

        // "I should see X" synchronizes (see `DeviceSession`); "I should see no snackbar" is the
        // plain "I should not see a snackbar"; "I should eventually see no spinner" waits for it to go.
        steps.then("I should see {sight}") { world, arguments in
            let sight = try world.sight(arguments[0])
            if let absent = sight.absentSight {
                try world.session.observe(absent, .never)
            } else {
                try world.session.observe(sight, .eventually)
            }
        }
        let timings: [(String, ObservationTiming)] = [
            ("I should eventually see {sight}", .eventually), ("I should see {sight} immediately", .immediately),
            ("I should immediately see {sight}", .immediately), ("I should still see {sight}", .now),
            ("I should not see {sight}", .never),
        ]
        for (pattern, timing) in timings {
            steps.then(StepPattern(pattern, kind: .cucumberExpression)) { world, arguments in
                let sight = try world.sight(arguments[0])
                try world.session.observe(sight, timing)
            }
        }
        // "After N seconds": move the clock by N and look there ("I should not see the snackbar"
        // holds when it is gone by then).
        for (pattern, timing) in [("after {duration} I should see {sight}", ObservationTiming.now),
                                  ("after {duration} I should not see {sight}", .goneNow)] {
            steps.then(StepPattern(pattern, kind: .cucumberExpression)) { world, arguments in
                let sight = try world.sight(arguments[1])
                try world.session.pass(arguments[0])
                try world.session.observe(sight, timing)
            }
        }
        steps.then("no request should have been made") { world, _ in
            try world.session.settle()
            let made = world.session.requestsSinceLastAction
            guard made.isEmpty else {
                throw StepFailure("expected no request from \(world.session.requestMark.instant) to \(world.session.windowEnd); "
                    + "saw \(DeviceSession.words(for: made))")
            }
        }
    }
}

extension CommonSteps {
    /// Defines `{duration}`, `{count}` and `{connection}` now, for a system that wants them listed
    /// before its own parameter types; `register(in:)` defines them otherwise.
    public static func defineParameterTypes<World>(in steps: inout StepRegistry<World>) {
        CommonParameterTypes.define(in: &steps)
    }
}
