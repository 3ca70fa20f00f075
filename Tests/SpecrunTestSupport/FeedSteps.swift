import SpecrunKit

/// The feed app's step definitions: what is stored and published, opening, refreshing and
/// relaunching, and what the app downloaded; plus specrun's common steps (connection, time,
/// "I should see"). `{feed}` is defined after the steps that use it, as a registry allows.
public enum FeedSteps {
    public static func registry() -> StepRegistry<FeedWorld> {
        var steps = StepRegistry<FeedWorld>()
        CommonSteps.register(in: &steps)
        steps.given("{feed} is cached") { world, arguments in
            let feed = try world.feed(arguments[0])
            world.environment.cache[feed] = world.server.latest(of: feed)
        }
        steps.given("a new edition of {feed} is published") { world, arguments in
            let feed = try world.feed(arguments[0])
            world.server.publishNewEdition(of: feed)
        }
        steps.given("I read {feed}") { world, arguments in
            let feed = try world.feed(arguments[0])
            try world.act { $0.open(feed) }
            try world.session.settleScene()
        }
        steps.when("I open {feed}") { world, arguments in
            let feed = try world.feed(arguments[0])
            try world.act { $0.open(feed) }
        }
        steps.when("I pull to refresh") { world, _ in
            try world.act { $0.pullToRefresh() }
        }
        steps.when("I relaunch the app") { world, _ in
            try world.relaunch()
        }
        steps.then("the app should have downloaded {feed} {count}") { world, arguments in
            try expectAnswers(200, "download", world: &world, feed: arguments[0], count: arguments[1])
        }
        steps.then("the app should have revalidated {feed} {count}") { world, arguments in
            try expectAnswers(304, "revalidation", world: &world, feed: arguments[0], count: arguments[1])
        }
        steps.defineParameterType("feed", matching: #"the (?:"([^"]*)" )?feed"#, useForSnippets: false) { groups in
            groups.first.flatMap { $0 }.map(FeedReference.named) ?? .defaultFeed
        }
        return steps
    }

    /// Checks how many answers with `status` (each a `noun`) the feed got since the scene was set,
    /// to the end of the last action's window.
    private static func expectAnswers(_ status: Int, _ noun: String, world: inout FeedWorld, feed reference: FeedReference,
                                      count expected: Int) throws {
        let feed = try world.feed(reference)
        try world.session.settle()
        let requests = world.session.requests(since: .scene)
        let seen = requests.count { $0.resource == feed && $0.status == status }
        guard seen == expected else {
            throw StepError.failed("expected \(PlainWords.count(expected, noun)) of \(feed) since the scene was set; "
                + "saw \(PlainWords.count(seen, noun)): \(DeviceSession.words(for: requests))")
        }
    }
}
