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
    public var name: Screen.Name {
        get { parts.name }
        set { uniqueParts().name = newValue }
    }
    /// Its main content, as the system defines it; `.blank` for none yet.
    public var content: Screen.Content {
        get { parts.content }
        set { uniqueParts().content = newValue }
    }
    /// The progress bar, e.g. while the first content loads.
    public var showsProgressBar: Bool {
        get { parts.showsProgressBar }
        set { uniqueParts().showsProgressBar = newValue }
    }
    /// The loading spinner, e.g. while a pull to refresh runs.
    public var showsSpinner: Bool {
        get { parts.showsSpinner }
        set { uniqueParts().showsSpinner = newValue }
    }
    /// The "No data" view, e.g. after an error during the initial loading.
    public var showsNoData: Bool {
        get { parts.showsNoData }
        set { uniqueParts().showsNoData = newValue }
    }
    /// Banners, top first.
    public var banners: [Screen.Banner] {
        get { parts.banners }
        set { uniqueParts().banners = newValue }
    }
    /// A prompt to refresh for newer content, with its text; nil when not shown.
    public var refreshPrompt: Optional<String> {
        get { parts.refreshPrompt }
        set { uniqueParts().refreshPrompt = newValue }
    }
    /// A snackbar at the bottom, if one shows.
    public var snackbar: Optional<Screen.Snackbar> {
        get { parts.snackbar }
        set { uniqueParts().snackbar = newValue }
    }
    /// Error labels on text inputs.
    public var errorLabels: [Screen.ErrorLabel] {
        get { parts.errorLabels }
        set { uniqueParts().errorLabels = newValue }
    }

    /// The screen's parts, held by reference and copied before a change when shared (as an
    /// array's elements are): a timeline, an observation and a failure's words copy screens
    /// often and change them seldom, and a copy of the parts themselves retained each of their
    /// dozen references.
    private var parts: ScreenParts

    /// The parts of a screen. Changed only through `uniqueParts()`, when no other screen holds
    /// them, so that screens stay values; that is what makes them safe to share across threads,
    /// and what leaves no access to check for exclusivity at run time.
    private final class ScreenParts: @unchecked Sendable {
        @exclusivity(unchecked) var name: Screen.Name
        @exclusivity(unchecked) var content: Screen.Content
        @exclusivity(unchecked) var showsProgressBar: Bool
        @exclusivity(unchecked) var showsSpinner: Bool
        @exclusivity(unchecked) var showsNoData: Bool
        @exclusivity(unchecked) var banners: [Screen.Banner]
        @exclusivity(unchecked) var refreshPrompt: String?
        @exclusivity(unchecked) var snackbar: Screen.Snackbar?
        @exclusivity(unchecked) var errorLabels: [Screen.ErrorLabel]

        init(name: Screen.Name, content: Screen.Content, showsProgressBar: Bool, showsSpinner: Bool, showsNoData: Bool,
             banners: [Screen.Banner], refreshPrompt: String?, snackbar: Screen.Snackbar?, errorLabels: [Screen.ErrorLabel]) {
            self.name = name
            self.content = content
            self.showsProgressBar = showsProgressBar
            self.showsSpinner = showsSpinner
            self.showsNoData = showsNoData
            self.banners = banners
            self.refreshPrompt = refreshPrompt
            self.snackbar = snackbar
            self.errorLabels = errorLabels
        }

        func copy() -> ScreenParts {
            ScreenParts(name: name, content: content, showsProgressBar: showsProgressBar, showsSpinner: showsSpinner,
                  showsNoData: showsNoData, banners: banners, refreshPrompt: refreshPrompt, snackbar: snackbar,
                  errorLabels: errorLabels)
        }

        func equals(_ other: ScreenParts) -> Bool {
            self === other || (name == other.name && content == other.content && showsProgressBar == other.showsProgressBar
                && showsSpinner == other.showsSpinner && showsNoData == other.showsNoData && banners == other.banners
                && refreshPrompt == other.refreshPrompt && snackbar == other.snackbar && errorLabels == other.errorLabels)
        }
    }

    /// The parts, copied first when another screen holds them too.
    private mutating func uniqueParts() -> ScreenParts {
        if !isKnownUniquelyReferenced(&parts) { parts = parts.copy() }
        return parts
    }

    /// A screen called `name` with `content`, and whatever else shows over it (nothing by default).
    public init(
        _ name: Screen.Name, content: Screen.Content = .blank, progressBar: Bool = false, spinner: Bool = false,
        noData: Bool = false, banners: [Screen.Banner] = [], refreshPrompt: String? = nil, snackbar: Screen.Snackbar? = nil,
        errorLabels: [Screen.ErrorLabel] = []
    ) {
        parts = ScreenParts(name: name, content: content, showsProgressBar: progressBar, showsSpinner: spinner, showsNoData: noData,
                      banners: banners, refreshPrompt: refreshPrompt, snackbar: snackbar, errorLabels: errorLabels)
    }

    /// Equal when they show the same (a screen and its copy without comparing their parts).
    public static func == (left: Screen, right: Screen) -> Bool {
        left.parts.equals(right.parts)
    }

    /// Hashes what it shows.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(content)
        hasher.combine(showsProgressBar)
        hasher.combine(showsSpinner)
        hasher.combine(showsNoData)
        hasher.combine(banners)
        hasher.combine(refreshPrompt)
        hasher.combine(snackbar)
        hasher.combine(errorLabels)
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
        if let refreshPrompt { item { $0 += "a refresh prompt"; PlainWords.write(quoted: refreshPrompt, to: &$0) } }
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
