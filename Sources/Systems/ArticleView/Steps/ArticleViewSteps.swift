import SpecrunKit

/// The article view's step definitions: the proposal's Gherkin lines as written (both connection
/// wordings, `$article` and `the article "Tokyo"`), the routes, the refresh button, and checks on
/// what the app downloaded; plus the common steps.
enum ArticleViewSteps {
    static func registry() -> StepRegistry<ArticleViewWorld> {
        var steps = StepRegistry<ArticleViewWorld>()
        CommonSteps.defineParameterTypes(in: &steps)
        steps.defineParameterType("article", matching: ArticleReference.regexps, useForSnippets: false) { values in
            values.first.flatMap { $0 }.map(ArticleReference.titled) ?? .scenarioArticle
        }
        steps.define(routes)
        steps.define(ArticleViewWorld.sights)
        CommonSteps.register(in: &steps)
        registerServerAndCache(in: &steps)
        registerActions(in: &steps)
        registerDownloadChecks(in: &steps)
        return steps
    }

    /// The phrases of `{route}`: how the user gets to the article.
    static var routes: Vocabulary<ArticleRoute> {
        var routes = Vocabulary<ArticleRoute>(name: "route")
        routes.add("via search-result|via a search result", .searchResult)
        routes.add("via link|via a link", .link)
        routes.add("from saved articles", .savedArticles)
        routes.add("from history", .history)
        routes.add("from the featured article", .featuredArticle)
        routes.add("by going back", .back)
        return routes
    }

    private static func registerServerAndCache(in steps: inout StepRegistry<ArticleViewWorld>) {
        /// Puts the server's newest revision of the article in the app's local store, and makes it the scenario's article
        /// ($article, "the article"). {article} is $article, the article, or the article "Tokyo" (a title in the fixtures).
        /// Say it after "there's a newer revision of …" and the newer one is what gets stored.
        steps.given("{article} is cached") { world, arguments in
            let latest = try world.latestRevision(of: arguments[0])
            world.article = latest.title
            world.environment.cache.store(latest)
        }
        /// Puts that revision of the article (e.g. "revision 1041 of $article") in the app's local store, and makes it the
        /// scenario's article. The revision must exist on the simulated server; otherwise the step fails and lists the revisions.
        steps.given("revision {int} of {article} is cached") { world, arguments in
            let id: Int = try arguments[0]
            let title = try world.title(arguments[1])
            guard let revision = world.server.article(titled: title)?.revisions.first(where: { $0.id == id }) else {
                throw StepError.failed("\(title) has no revision \(id) on the simulated server; it has "
                    + (world.server.article(titled: title)?.revisions.map { "\($0.id)" }.joined(separator: ", ") ?? "none"))
            }
            world.article = title
            world.environment.cache.store(revision)
        }
        /// Removes the article from the app's local store, so the app has no copy of it, and makes it the scenario's article.
        steps.given("{article} is not cached") { world, arguments in
            world.article = try world.title(arguments[0])
            world.environment.cache.remove(world.article)
        }
        /// The server gets a new revision of the article, newer than any it had, before the app does anything. A copy stored
        /// earlier ("Given $article is cached") is then out of date. Nothing happens on the phone.
        steps.given("there's a newer revision of {article}") { world, arguments in
            world.server.publishNewRevision(of: try world.title(arguments[0]))
        }
        /// Changes nothing: checks that the copy in the app's local store is the server's newest revision. It fails when the
        /// article is not stored ("Given $article is cached" first) or the server has a newer one.
        steps.given("there's no newer revision of {article}") { world, arguments in
            let latest = try world.latestRevision(of: arguments[0])
            guard let cached = world.environment.cache[latest.title] else {
                throw StepError.failed("\(latest.title) is not cached, so no revision can be newer than the cached one; "
                    + "say \"Given $article is cached\" first")
            }
            guard cached == latest else {
                throw StepError.failed("the server has \(latest), newer than the cached \(cached)")
            }
        }
        /// From now on, every request for an article's current revision number is answered with a server error (the fixtures'
        /// "failing", HTTP 503 by default), for every article; downloading an article's content is not affected.
        /// The article named must be in the fixtures.
        steps.given("the app can't retrieve the current revision of {article}") { world, arguments in
            _ = try world.title(arguments[0])
            let failing = world.session.network.conditions.failing
            world.session.device.network.setCondition(failing, forEndpoint: ArticleServer.revisionEndpoint.name)
        }
        /// Opens the article from saved articles, then lets the app run to the end of the observation window, so whatever
        /// opening it started has happened. It makes it the scenario's article. Opening it counts as the last action until
        /// the next one.
        steps.given("I am reading {article}") { world, arguments in
            let title = try world.title(arguments[0])
            world.article = title
            try world.act { $0.open(title, via: .savedArticles) }
            try world.session.settle()
        }
    }

    private static func registerActions(in steps: inout StepRegistry<ArticleViewWorld>) {
        /// Opens the scenario's article ($article) from saved articles, now.
        steps.when("I navigate to it") { world, _ in
            let title = world.article
            try world.act { $0.open(title, via: .savedArticles) }
        }
        /// Opens the scenario's article ($article) the way the route says, now: via a search result, via a link, from saved
        /// articles, from history, from the featured article, or by going back.
        steps.when("I navigate to it {route}") { world, arguments in
            let (title, route): (String, ArticleRoute) = (world.article, try arguments[0])
            try world.act { $0.open(title, via: route) }
        }
        /// Opens the named article from saved articles, now. It does not change which article $article means.
        steps.when("I navigate to {article}") { world, arguments in
            let title = try world.title(arguments[0])
            try world.act { $0.open(title, via: .savedArticles) }
        }
        /// Opens the named article the way the route says, now: via a search result, via a link, from saved articles, from
        /// history, from the featured article, or by going back. It does not change which article $article means.
        steps.when("I navigate to {article} {route}") { world, arguments in
            let (title, route): (String, ArticleRoute) = (try world.title(arguments[0]), try arguments[1])
            try world.act { $0.open(title, via: route) }
        }
        /// Returns to the scenario's article ($article) by going back, now; the same as "I navigate to it by going back".
        steps.when("I go back to it") { world, _ in
            let title = world.article
            try world.act { $0.open(title, via: .back) }
        }
        /// The user taps the article view's refresh button, now.
        steps.when("I tap the refresh button") { world, _ in
            try world.act { $0.tapRefresh() }
        }
        /// While the app runs, the server gets a new revision of the article, newer than any it had. It counts as an action
        /// at this moment: the checks that follow look from it. The app is not told; it learns of it only by asking the server.
        steps.when("a newer revision of {article} is published") { world, arguments in
            let title = try world.title(arguments[0])
            let server = world.environment.wikipedia
            try world.act { _ in server.server.publishNewRevision(of: title) }
        }
    }

    private static func registerDownloadChecks(in steps: inout StepRegistry<ArticleViewWorld>) {
        /// Checks that no download in the whole scenario fetched a revision the app already had in its local store. The app first
        /// runs to the end of the last action's observation window.
        steps.then("the app should not have downloaded a revision it already had") { world, _ in
            try world.session.settle()
            let redundant = world.environment.downloads.filter(\.wasAlreadyHeld)
            guard redundant.isEmpty else {
                throw StepError.failed("expected no download of a revision the app already held; it downloaded "
                    + redundant.map(\.description).joined(separator: ", "))
            }
        }
        /// Checks how many downloads of the article's content have arrived in the whole scenario: never, once, twice or
        /// N times. It waits as "I should see" does: it passes at the first moment the number is reached, up to the end of the
        /// observation window, and the clock stops there; so "never" passes at once when nothing has been downloaded yet.
        steps.then("the app should have downloaded {article} {count}") { world, arguments in
            let title = try world.title(arguments[0])
            let expected: Int = try arguments[1]
            // Synchronizing, as "should see" is: it holds at the first moment the count is reached.
            let environment = world.environment
            let downloadsOfTitle = { environment.downloads.filter { $0.revision.title == title } }
            guard try world.session.waitUntil({ downloadsOfTitle().count == expected }) else {
                let downloads = downloadsOfTitle()
                throw StepError.failed("expected \(times(expected)) download of \(title) by \(world.session.windowEnd); "
                    + "saw \(times(downloads.count))" + (downloads.isEmpty ? "" : ": " + downloads.map(\.description).joined(separator: ", ")))
            }
        }
        /// Checks that every request in the whole scenario asked for the article's current revision number, and that there
        /// was at least one: nothing else, not even its content, was asked for. The app first runs to the end of the last
        /// action's observation window.
        steps.then("the app should only have asked for the current revision of {article}") { world, arguments in
            let title = try world.title(arguments[0])
            try world.session.settle()
            let log = world.session.device.network.log
            let checks = log.requests(to: ArticleServer.revisionEndpoint.name, for: title)
            guard !checks.isEmpty, checks.count == log.count else {
                throw StepError.failed("expected only requests for the current revision of \(title) by \(world.session.windowEnd); "
                    + "saw \(DeviceSession.words(for: world.session.requests(since: .runStart)))")
            }
        }
    }

    /// "no", "one", "2": how many downloads, in words.
    private static func times(_ count: Int) -> String {
        switch count {
        case 0: "no"
        case 1: "one"
        default: "\(count)"
        }
    }
}
