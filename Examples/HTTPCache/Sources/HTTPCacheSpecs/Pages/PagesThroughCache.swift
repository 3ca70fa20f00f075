import SpecrunKit

/// The app's pages on top of an HTTP cache, for the policies that are only an HTTP cache (the
/// RFC 9111 reference, the Python libraries): opening a page sends `GET` through the cache and
/// shows a blank page with a progress bar until the response comes (a response the cache has at
/// once shows at once); a `200` shows the page, anything else an error page with a banner (the
/// offline banner when the device had no connection). Pull to refresh sends the same `GET` with
/// `Cache-Control: no-cache`, keeping the page on screen under a progress bar.
extension HTTPClientAlgorithm {
    public func openThroughCache(_ path: String) {
        let environment = environment
        let generation = environment.beginPage()
        var answered = false
        handle(HTTPRequest(path: path)) { result in
            answered = true
            guard environment.isCurrentPage(generation) else { return }
            environment.show(Self.page(path, for: result, keeping: nil, on: environment))
        }
        if !answered { environment.show(HTTPClientEnvironment.Page(path: path, isLoading: true)) }
    }

    public func refreshThroughCache() {
        let environment = environment
        guard let path = environment.page.path else { return }
        let generation = environment.beginPage()
        let shown = environment.page.shown
        var answered = false
        handle(HTTPRequest(path: path, fields: HTTPFields([("Cache-Control", "no-cache")]))) { result in
            answered = true
            guard environment.isCurrentPage(generation) else { return }
            environment.show(Self.page(path, for: result, keeping: shown, on: environment))
        }
        if !answered { environment.updatePage { $0.isLoading = true; $0.banner = nil } }
    }

    static func page(_ path: String, for result: Result<HTTPResponse, RequestError>, keeping shown: Representation?,
                     on environment: HTTPClientEnvironment) -> HTTPClientEnvironment.Page {
        switch result {
        case .success(let response) where response.status == 200:
            if let representation = environment.representation(of: response, at: path) {
                return HTTPClientEnvironment.Page(path: path, shown: representation)
            }
            return HTTPClientEnvironment.Page(path: path, shown: shown, banner: HTTPClientEnvironment.errorBanner)
        case .success:
            return HTTPClientEnvironment.Page(path: path, shown: shown, banner: HTTPClientEnvironment.errorBanner)
        case .failure(let failure):
            return HTTPClientEnvironment.Page(path: path, shown: shown, banner: HTTPClientEnvironment.banner(for: failure))
        }
    }
}
