import SpecrunKit

/// Our HTTP client's step definitions, in the words of our caching spec: reading and opening
/// pages, changes on the origin and its freshness headers, pull to refresh, and what the client
/// downloaded or revalidated; plus specrun's common steps (connection, time, "I should see").
enum HTTPCacheSteps {
    static func registry() -> StepRegistry<HTTPCacheWorld> {
        var steps = StepRegistry<HTTPCacheWorld>()
        CommonSteps.defineParameterTypes(in: &steps)
        steps.defineParameterType("page", matching: "the ([a-z]+) page", useForSnippets: false) { $0.first.flatMap { $0 } ?? "" }
        steps.define(HTTPCacheWorld.sights)
        CommonSteps.register(in: &steps)
        registerScene(in: &steps)
        registerActions(in: &steps)
        registerChecks(in: &steps)
        CacheTestSteps.register(in: &steps)
        return steps
    }

    private static func registerScene(in steps: inout StepRegistry<HTTPCacheWorld>) {
        steps.given("I read {page} {duration} ago") { world, arguments in
            let path = try world.path(of: arguments[0])
            let age: VirtualDuration = try arguments[1]
            world.openedPath = path
            try world.act { $0.open(path) }
            try world.session.settleScene()
            guard world.environment.lastShown[path] != nil else {
                throw StepError.failed("the client could not read \(path) to set the scene; saw \(world.session.device.screen)")
            }
            try world.session.pass(age)
            try world.session.settleScene()
        }
        steps.given("{page} has changed on the server") { world, arguments in
            let path = try world.path(of: arguments[0])
            world.origin.publishNewVersion(of: path)
        }
        steps.given("the origin says {page} is fresh for {duration}") { world, arguments in
            let path = try world.path(of: arguments[0])
            var cacheControl = world.origin.resource(at: path)!.cacheControl
            cacheControl.maxAge = try arguments[1]
            world.origin.setCacheControl(cacheControl, for: path)
        }
        steps.given("the origin lets {page} be shown stale for {duration} while it is revalidated") { world, arguments in
            let path = try world.path(of: arguments[0])
            var cacheControl = world.origin.resource(at: path)!.cacheControl
            cacheControl.staleWhileRevalidate = try arguments[1]
            world.origin.setCacheControl(cacheControl, for: path)
        }
    }

    private static func registerActions(in steps: inout StepRegistry<HTTPCacheWorld>) {
        steps.when("I open {page}") { world, arguments in
            let path = try world.path(of: arguments[0])
            world.openedPath = path
            try world.act { $0.open(path) }
        }
        steps.when("I pull to refresh") { world, _ in
            try world.act { $0.pullToRefresh() }
        }
    }

    private static func registerChecks(in steps: inout StepRegistry<HTTPCacheWorld>) {
        steps.then("the app should have downloaded {page} {count}") { world, arguments in
            try expect(.download, "downloaded", world: &world, page: arguments[0], times: arguments[1])
        }
        steps.then("the app should not have downloaded {page} again") { world, arguments in
            try expect(.download, "downloaded", world: &world, page: arguments[0], times: 0)
        }
        steps.then("the app should have revalidated {page} {count}") { world, arguments in
            try expect(.revalidation, "revalidated", world: &world, page: arguments[0], times: arguments[1])
        }
    }

    /// Checks how many answers of `kind` for the page arrived from the last action to the end of
    /// its window.
    private static func expect(_ kind: AnswerRecord.Kind, _ verb: String, world: inout HTTPCacheWorld, page: String,
                               times expected: Int) throws {
        let path = try world.path(of: page)
        try world.session.settle()
        let since = world.session.instant(of: .lastAction)
        let seen = world.environment.count(kind, of: path, since: since)
        guard seen == expected else {
            throw StepError.failed("expected the app to have \(verb) \(path) \(times(expected)) from \(since) to "
                + "\(world.session.windowEnd); it did \(times(seen)); requests: \(DeviceSession.words(for: world.session.requests(since: .lastAction)))")
        }
    }

    private static func times(_ count: Int) -> String {
        switch count {
        case 0: "never"
        case 1: "once"
        case 2: "twice"
        default: "\(count) times"
        }
    }
}
