// The simulated device's names that 2.0 replaced, each declared unavailable for this release so that
// a team's build says what to write instead (scripts/check-api refuses a removal without one).
// A value that belongs to one type is nested in it: what a screen shows, what the clock hands back.

@available(*, unavailable, renamed: "Screen.ErrorLabel", message: "1.1's InputError is Screen.ErrorLabel: a label on screen, not a thrown error")
public typealias InputError = Screen.ErrorLabel
@available(*, unavailable, renamed: "Screen.Banner")
public typealias Banner = Screen.Banner
@available(*, unavailable, renamed: "Screen.Snackbar")
public typealias Snackbar = Screen.Snackbar
@available(*, unavailable, renamed: "Screen.ErrorLabel")
public typealias ErrorLabel = Screen.ErrorLabel
@available(*, unavailable, renamed: "Screen.Content")
public typealias ScreenContent = Screen.Content
@available(*, unavailable, renamed: "Screen.Name")
public typealias ScreenName = Screen.Name
@available(*, unavailable, renamed: "Timeline.Entry")
public typealias TimelineEntry = Timeline.Entry
@available(*, unavailable, renamed: "VirtualClock.TimerToken")
public typealias TimerToken = VirtualClock.TimerToken
@available(*, unavailable, renamed: "VirtualClock.PendingTimer")
public typealias PendingTimer = VirtualClock.PendingTimer
@available(*, unavailable, renamed: "SimulatedDevice.ObserverToken")
public typealias ObserverToken = SimulatedDevice.ObserverToken
@available(*, unavailable, renamed: "RequestLog.Record")
public typealias RequestRecord = RequestLog.Record
@available(*, unavailable, renamed: "SimulatedNetwork.RequestToken")
public typealias RequestToken = SimulatedNetwork.RequestToken
@available(*, unavailable, renamed: "RequestError", message: "a request's failure is a RequestError, as every thrown value's name ends in Error")
public typealias RequestFailure = RequestError
@available(*, unavailable, renamed: "NetworkProfile.Bandwidth")
public typealias Bandwidth = NetworkProfile.Bandwidth
@available(*, unavailable, renamed: "NetworkProfile.LinkDirection")
public typealias LinkDirection = NetworkProfile.LinkDirection
@available(*, unavailable, renamed: "NetworkCondition.Percentage")
public typealias Percentage = NetworkCondition.Percentage
