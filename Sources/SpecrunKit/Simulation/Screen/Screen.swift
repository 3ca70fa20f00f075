/// What the user sees at one moment, as an app renders it: which screen, its content, and what
/// is shown over it (progress bar, spinner, "No data", banners, refresh prompt, snackbar, error
/// labels on inputs). Its description is plain words for a product owner: "blank view with a
/// progress bar", "revision 1042 of Tokyo with a warning banner “…”". What the content is, and what a screen is
/// called, the system defines.
///
/// ```swift
/// let loading = Screen("Assets", progressBar: true)
/// let loaded = Screen("Assets", content: Screen.Content("12.5 ETH"), banners: [Screen.Banner(.offline)])
/// loading.description  // "empty Assets screen with a progress bar"
/// loaded.description   // "Assets screen showing 12.5 ETH with an offline banner"
/// loaded.showsBanner(.offline)  // true
/// ```
public struct Screen: Hashable, Sendable, CustomStringConvertible {
    /// Which screen of the app it is.
    public var name: Screen.Name
    /// Its main content, as the system defines it; `.blank` for none yet.
    public var content: Screen.Content
    /// The progress bar, e.g. while the first content loads.
    public var showsProgressBar: Bool
    /// The loading spinner, e.g. while a pull to refresh runs.
    public var showsSpinner: Bool
    /// The "No data" view, e.g. after an error during the initial loading.
    public var showsNoData: Bool
    /// Banners, top first.
    public var banners: [Screen.Banner]
    /// A prompt to refresh for newer content, with its text; nil when not shown.
    public var refreshPrompt: Optional<String>
    /// A snackbar at the bottom, if one shows.
    public var snackbar: Optional<Screen.Snackbar>
    /// Error labels on text inputs.
    public var errorLabels: [Screen.ErrorLabel]

    /// A screen called `name` with `content`, and whatever else shows over it (nothing by default).
    public init(
        _ name: Screen.Name, content: Screen.Content = .blank, progressBar: Bool = false, spinner: Bool = false,
        noData: Bool = false, banners: [Screen.Banner] = [], refreshPrompt: String? = nil, snackbar: Screen.Snackbar? = nil,
        errorLabels: [Screen.ErrorLabel] = []
    ) {
        self.name = name
        self.content = content
        self.showsProgressBar = progressBar
        self.showsSpinner = spinner
        self.showsNoData = noData
        self.banners = banners
        self.refreshPrompt = refreshPrompt
        self.snackbar = snackbar
        self.errorLabels = errorLabels
    }

    /// Nothing of the app on screen: what a timeline starts with.
    public static let nothing = Screen(.nothing)

    /// Whether a banner of this kind is shown.
    public func showsBanner(_ kind: Screen.Banner.Kind) -> Bool {
        banners.contains { $0.kind == kind }
    }

    /// "empty Assets screen with a progress bar", "revision 1042 of Tokyo with a warning banner “…”".
    public var description: String { TextBuffer.string(write(to:)) }

    /// Appends the description to `text`, piece by piece (a failure message puts a run's screens
    /// into one text, where a string made for each screen and each thing over it cost more than
    /// the words).
    package func write(to text: inout TextBuffer) {
        writeSubject(to: &text)
        // What shows over it, a list in plain words written item by item.
        var list = PlainWords.ListWriter(opening: " with ")
        func item(_ write: (inout TextBuffer) -> Void) {
            list.next(in: &text)
            write(&text)
        }
        if showsNoData && !content.isBlank { item { $0 += "“No data”" } }
        if showsProgressBar { item { $0 += "a progress bar" } }
        if showsSpinner { item { $0 += "a spinner" } }
        if let refreshPrompt { item { $0 += "a refresh prompt"; $0 += PlainWords.quoted(refreshPrompt) } }
        for banner in banners { item { banner.write(to: &$0) } }
        if let snackbar { item { $0 += snackbar.description } }
        for label in errorLabels { item { $0 += label.description } }
        list.end(in: &text)
    }

    /// The screen and its content in words, before what is shown over it.
    private func writeSubject(to text: inout TextBuffer) {
        switch (content.isBlank, name.phrasing) {
        case (true, _) where showsNoData:
            if name.phrasing == .view {
                text += "“No data” in the "
                text += name.description
            } else {
                text += "“No data” on the "
                text += name.description
                text += " screen"
            }
        case (true, .view):
            text += name == .nothing ? "nothing" : "blank view"
        case (true, .screen):
            text += "empty "
            text += name.description
            text += " screen"
        case (false, .view):
            text += content.description
        case (false, .screen):
            text += name.description
            text += " screen showing "
            text += content.description
        }
    }
}

extension Screen {
    // 1.1's names, which read as thrown errors.
    @available(*, unavailable, renamed: "errorLabels")
    public var inputErrors: [Screen.ErrorLabel] { errorLabels }

    @available(*, unavailable, renamed: "init(_:content:progressBar:spinner:noData:banners:refreshPrompt:snackbar:errorLabels:)")
    public init(_ name: Screen.Name, content: Screen.Content = .blank, progressBar: Bool = false, spinner: Bool = false,
                noData: Bool = false, banners: [Screen.Banner] = [], refreshPrompt: String? = nil, snackbar: Screen.Snackbar? = nil,
                inputErrors: [Screen.ErrorLabel]) {
        self.init(name, content: content, progressBar: progressBar, spinner: spinner, noData: noData, banners: banners,
                  refreshPrompt: refreshPrompt, snackbar: snackbar, errorLabels: inputErrors)
    }
}
