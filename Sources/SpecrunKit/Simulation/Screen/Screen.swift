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
    public var refreshPrompt: String?
    /// A snackbar at the bottom, if one shows.
    public var snackbar: Screen.Snackbar?
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
    public var description: String {
        var features: [String] = []
        if showsNoData && !content.isBlank { features.append("“No data”") }
        if showsProgressBar { features.append("a progress bar") }
        if showsSpinner { features.append("a spinner") }
        if let refreshPrompt { features.append("a refresh prompt" + PlainWords.quoted(refreshPrompt)) }
        features += banners.map(\.description)
        if let snackbar { features.append(snackbar.description) }
        features += errorLabels.map(\.description)
        return features.isEmpty ? subject : subject + " with " + PlainWords.list(features)
    }

    /// The screen and its content in words, before what is shown over it.
    private var subject: String {
        switch (content.isBlank, name.phrasing) {
        case (true, _) where showsNoData:
            return name.phrasing == .view ? "“No data” in the \(name)" : "“No data” on the \(name) screen"
        case (true, .view):
            return name == .nothing ? "nothing" : "blank view"
        case (true, .screen):
            return "empty \(name) screen"
        case (false, .view):
            return content.description
        case (false, .screen):
            return "\(name) screen showing \(content)"
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
