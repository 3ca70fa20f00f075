import SpecrunKit

/// What every wallet client has, whatever its reload policy: the open screen and the safe it
/// shows, the requests in flight, and how answers and errors reach the screen. The algorithms
/// (`SafeAppAlgorithm`) decide *when* to load; the environment does the loading and rendering the document
/// agrees on for all clients:
///
/// - Opening a screen shows it blank with a progress bar and loads its data; nothing is kept
///   from an earlier visit ("the app does not remember"). Leaving a screen cancels its requests.
/// - A reload (foreground, polling) joins a request for the same resource already in flight; a
///   pull to refresh cancels it and asks again, with a spinner until its answers are in.
/// - A failure: on a text input, in the input's error label; otherwise a snackbar for
///   `timings.snackbarDuration`, over "No data" if the screen has no content yet, or over the
///   unchanged screen. One snackbar per batch (one action or event); a failed batch cancels
///   the rest of its requests.
///
/// ```swift
/// let device = SimulatedDevice(profile: .unconditioned, seed: 1)
/// let environment = SafeAppEnvironment(device: device, wallet: device.connect(to: safes.server),
///                                      timings: safes.timings, defaultSafe: safes.defaultSafe)
/// environment.start()
/// environment.open(.transactions)
/// ```
package final class SafeAppEnvironment {
    package let device: SimulatedDevice
    package let wallet: ServerConnection<SafeAppServer>
    package let timings: SafeAppTimings
    /// The safe the app shows when it starts.
    package let defaultSafe: String
    /// The safe whose data the app shows.
    package private(set) var safe: String
    /// The screen showing; nil while the app is not running.
    package private(set) var openScreen: SafeAppScreen?
    /// Answers that brought exactly the data the screen already showed (a reload that changed
    /// nothing): downloads a better-timed policy would not have made.
    package private(set) var redundantDownloads = 0

    private var answers: [SafeAppRequest: SafeAppPayload] = [:]
    private var showsNoData = false
    private var errorLabels: [Screen.ErrorLabel] = []
    private var enteredAddress: String?
    private var snackbar: Screen.Snackbar?
    private var snackbarTimer: VirtualClock.TimerToken?
    private var inFlight: [SafeAppRequest: Fetch] = [:]
    private var nextFetchID = 0
    private var nextBatch = 0
    private var failedBatches: Set<Int> = []

    /// The field label of the Add owner screen's text input.
    package static let addressField = "Address"

    package init(device: SimulatedDevice, wallet: ServerConnection<SafeAppServer>, timings: SafeAppTimings, defaultSafe: String) {
        self.device = device
        self.wallet = wallet
        self.timings = timings
        self.defaultSafe = defaultSafe
        self.safe = defaultSafe
    }

    // MARK: What the algorithms call

    /// The app starts on Assets → Coins of the default safe, and loads the balances.
    package func start() {
        safe = defaultSafe
        show(.assets)
    }

    /// Shows `screen` blank with a progress bar and loads its data. Does nothing while the app
    /// is not running.
    package func open(_ screen: SafeAppScreen) {
        guard openScreen != nil else { return }
        show(screen)
    }

    private func show(_ screen: SafeAppScreen) {
        cancelFetches { $0.purpose != .background && $0.purpose != .pushRegistration }
        openScreen = screen
        answers = [:]
        showsNoData = false
        errorLabels = []
        enteredAddress = nil
        load(screen.requests(for: safe), purpose: .screen, pullToRefresh: false)
        render()
    }

    /// Loads the open screen's data again, keeping what it shows until the answers arrive; a
    /// request already in flight for the same resource is not sent twice.
    package func reloadOpenScreen() {
        guard let screen = openScreen else { return }
        let requests = screen.requests(for: safe)
        if !requests.isEmpty, content(of: screen) == nil { showsNoData = false }
        load(requests, purpose: .screen, pullToRefresh: false)
        render()
    }

    /// Pull to refresh: cancels the requests in flight for the open screen's resources, asks
    /// again, and shows a spinner until the answers are in. Does nothing where the screen has no
    /// pull to refresh.
    package func refreshOpenScreen() {
        guard let screen = openScreen, screen.allowsPullToRefresh else { return }
        load(screen.requests(for: safe), purpose: .screen, pullToRefresh: true)
        render()
    }

    /// Sends requests no screen asked for (polling); answers update the open screen if it shows
    /// them. A request already in flight is not sent twice.
    package func fetchInBackground(_ requests: [SafeAppRequest]) {
        guard openScreen != nil else { return }
        load(requests, purpose: .background, pullToRefresh: false)
        render()
    }

    /// Switches to another safe: the app shows its Assets screen and loads its balances.
    package func switchSafe(to name: String) {
        guard openScreen != nil, name != safe else { return }
        safe = name
        show(.assets)
    }

    /// The user types `address` into the Add owner screen's address field: a malformed address
    /// is refused at once; a well-formed one is checked against the safe's current owners, asked
    /// for now (nothing is remembered). Errors go to the field's error label.
    package func enterOwnerAddress(_ address: String) {
        guard openScreen == .addOwner else { return }
        cancelFetches { if case .addressCheck = $0.purpose { true } else { false } }
        enteredAddress = address
        errorLabels = []
        if Self.isWellFormedAddress(address) {
            load([.owners(safe: safe)], purpose: .addressCheck(address), pullToRefresh: false)
        } else {
            errorLabels = [Screen.ErrorLabel(field: Self.addressField, message: "Invalid address")]
        }
        render()
    }

    /// Sends the device's push token to the back end; a failure shows nothing (the next token
    /// the system gives is sent again).
    package func registerForPushNotifications(token: String) {
        load([.registerPush(deviceToken: token)], purpose: .pushRegistration, pullToRefresh: false)
    }

    /// The app is killed: requests are cancelled and everything it held is gone.
    package func terminate() {
        cancelFetches { _ in true }
        if let snackbarTimer { device.clock.cancel(snackbarTimer) }
        snackbar = nil
        openScreen = nil
        answers = [:]
        showsNoData = false
        errorLabels = []
        device.show(.nothing)
    }

    // MARK: Requests

    private func load(_ requests: [SafeAppRequest], purpose: Fetch.Purpose, pullToRefresh: Bool) {
        let batch = nextBatch
        nextBatch += 1
        for request in requests {
            if let pending = inFlight[request] {
                let joinsPending = !pullToRefresh && (purpose == .screen || purpose == .background)
                if joinsPending { continue }
                cancel(pending)
            }
            send(request, batch: batch, purpose: purpose, pullToRefresh: pullToRefresh)
        }
    }

    private func send(_ request: SafeAppRequest, batch: Int, purpose: Fetch.Purpose, pullToRefresh: Bool) {
        let id = nextFetchID
        nextFetchID += 1
        let token = wallet.send(request, timeout: timings.requestTimeout) { [weak self] result in
            self?.finish(request, id: id, result)
        }
        inFlight[request] = Fetch(
            id: id, request: request, token: token, batch: batch, purpose: purpose, isPullToRefresh: pullToRefresh)
    }

    private func cancel(_ fetch: Fetch) {
        wallet.cancel(fetch.token)
        inFlight[fetch.request] = nil
    }

    private func cancelFetches(where shouldCancel: (Fetch) -> Bool) {
        for fetch in inFlight.values.sorted(by: { $0.id < $1.id }) where shouldCancel(fetch) {
            cancel(fetch)
        }
    }

    private func finish(_ request: SafeAppRequest, id: Int, _ result: Result<SafeAppPayload, RequestError>) {
        guard let fetch = inFlight[request], fetch.id == id else { return }
        inFlight[request] = nil
        switch result {
        case .success(let payload): received(payload, by: fetch)
        case .failure(let failure): failed(fetch, failure)
        }
        render()
    }

    private func received(_ payload: SafeAppPayload, by fetch: Fetch) {
        switch fetch.purpose {
        case .pushRegistration:
            return
        case .addressCheck(let address):
            guard openScreen == .addOwner, enteredAddress == address, case .owners(let owners) = payload else { return }
            if owners.contains(where: { $0.lowercased() == address.lowercased() }) {
                errorLabels = [Screen.ErrorLabel(field: Self.addressField, message: "This address is already an owner")]
            }
        case .screen, .background:
            guard let screen = openScreen, screen.requests(for: safe).contains(fetch.request) else { return }
            if answers[fetch.request] == payload { redundantDownloads += 1 }
            answers[fetch.request] = payload
            if content(of: screen) != nil { showsNoData = false }
            let followUps = screen.followUpRequests(after: payload)
            if !followUps.isEmpty {
                load(followUps, purpose: .screen, pullToRefresh: fetch.isPullToRefresh)
            }
        }
    }

    private func failed(_ fetch: Fetch, _ failure: RequestError) {
        switch fetch.purpose {
        case .pushRegistration:
            return
        case .addressCheck(let address):
            guard enteredAddress == address else { return }
            errorLabels = [Screen.ErrorLabel(field: Self.addressField, message: failure.messageForUser)]
        case .screen, .background:
            guard failedBatches.insert(fetch.batch).inserted else { return }
            cancelFetches { $0.batch == fetch.batch }
            if let screen = openScreen, isLoading(fetch, for: screen), content(of: screen) == nil {
                showsNoData = true
            }
            showSnackbar(failure.messageForUser)
        }
    }

    // MARK: Screen

    private func content(of screen: SafeAppScreen) -> SafeData? {
        screen.content(for: safe, from: answers)
    }

    /// Whether `fetch` brings the open screen's data: sent for it (its own requests or their
    /// follow-ups), or a background request for one of its resources.
    private func isLoading(_ fetch: Fetch, for screen: SafeAppScreen) -> Bool {
        fetch.purpose == .screen || screen.requests(for: safe).contains(fetch.request)
    }

    private func showSnackbar(_ text: String) {
        if let snackbarTimer { device.clock.cancel(snackbarTimer) }
        snackbar = Screen.Snackbar(text, expires: device.clock.now + timings.snackbarDuration)
        snackbarTimer = device.clock.schedule(after: timings.snackbarDuration, label: "hide the snackbar") { [weak self] in
            self?.snackbar = nil
            self?.render()
        }
    }

    private func render() {
        guard let screen = openScreen else { return }
        let data = content(of: screen)
        let loading = inFlight.values.contains { isLoading($0, for: screen) }
        device.show(Screen(
            screen.name,
            content: data.map { Screen.Content(SafeContent(safe: safe, data: $0)) } ?? .blank,
            progressBar: data == nil && !showsNoData && loading,
            spinner: inFlight.values.contains(where: \.isPullToRefresh),
            noData: data == nil && showsNoData,
            snackbar: snackbar,
            errorLabels: errorLabels))
    }

    /// "0x" and 40 hexadecimal digits.
    static func isWellFormedAddress(_ text: String) -> Bool {
        let digits = text.dropFirst(2)
        return text.hasPrefix("0x") && digits.count == 40 && digits.allSatisfy(\.isHexDigit)
    }
}
