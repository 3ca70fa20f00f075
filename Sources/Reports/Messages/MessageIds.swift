/// The ids specrun gives the Cucumber Messages it makes beyond the Gherkin ones (which are numbers):
/// each names what it stands for, so they never collide with the numbers and read well. A test case
/// is one pickle on one algorithm, and the algorithm is the part of its id after the pickle's:
/// `tc:<pickleId>:<algorithm>` (pickle ids hold no colon). A retried test case's attempts after the
/// first add their number to the id of their `testCaseStarted`.
enum MessageIds {
    static let testRun = "run"

    static func stepDefinition(system: String, index: Int) -> String { "sd:\(system):\(index)" }

    static func hook(system: String, index: Int) -> String { "hk:\(system):\(index)" }

    static func parameterType(system: String, name: String) -> String { "pt:\(system):\(name)" }

    static func testRunHookStarted(system: String, index: Int) -> String { "trh:\(system):\(index)" }

    static func testCase(pickleId: String, algorithm: String) -> String { "tc:\(pickleId):\(algorithm)" }

    static func testCaseStarted(pickleId: String, algorithm: String, attempt: Int = 0) -> String {
        attempt == 0 ? "tcs:\(pickleId):\(algorithm)" : "tcs:\(pickleId):\(algorithm):\(attempt)"
    }

    static func testStep(pickleId: String, algorithm: String, pickleStepId: String) -> String {
        "ts:\(pickleId):\(algorithm):\(pickleStepId)"
    }

    static func hookStep(pickleId: String, algorithm: String, hook: Int) -> String {
        "ts:\(pickleId):\(algorithm):hk\(hook)"
    }

    /// The suggestion made when an undefined step "ran" in one attempt of one test case.
    static func suggestion(pickleId: String, algorithm: String, attempt: Int, pickleStepId: String) -> String {
        attempt == 0 ? "sg:\(pickleId):\(algorithm):\(pickleStepId)" : "sg:\(pickleId):\(algorithm):\(attempt):\(pickleStepId)"
    }
}
