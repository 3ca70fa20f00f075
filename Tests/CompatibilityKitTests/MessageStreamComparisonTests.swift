import Testing

/// The comparison itself: ids map one to one, what the kit sets aside is set aside, the rest counts.
@Suite struct MessageStreamComparisonTests {
    let reference = """
        {"meta":{"protocolVersion":"34.2.1"}}
        {"testCase":{"id":"6","pickleId":"3","testSteps":[],"testRunStartedId":"5"}}
        {"testCaseStarted":{"id":"8","testCaseId":"6","timestamp":{"seconds":0,"nanos":1000000},"attempt":0}}
        {"testStepFinished":{"testCaseStartedId":"8","testStepId":"7","testStepResult":{"message":"boom","exception":{"type":"Error","message":"boom","stackTrace":"x"},"status":"FAILED","duration":{"seconds":0,"nanos":1000000}},"timestamp":{"seconds":0,"nanos":2000000}}}
        """

    @Test func idsThatMapOneToOneAndSetAsideFieldsMatch() throws {
        let ours = """
            {"meta":{"protocolVersion":"34.2.1","implementation":{"name":"specrun"}}}
            {"testCase":{"id":"tc:3","pickleId":"p3","testSteps":[],"testRunStartedId":"run"}}
            {"testCaseStarted":{"id":"tcs:3","testCaseId":"tc:3","timestamp":{"seconds":0,"nanos":1000000},"attempt":0}}
            {"testStepFinished":{"testCaseStartedId":"tcs:3","testStepId":"ts","testStepResult":{"message":"boom","exception":{"type":"StepError","message":"boom"},"status":"FAILED","duration":{"seconds":0,"nanos":1000000}},"timestamp":{"seconds":0,"nanos":2000000}}}
            """
        #expect(try MessageStreamComparison.differences(actual: ours, expected: reference) == [])
    }

    @Test func anIdStandingForTwoAndAChangedTimestampAreDifferences() throws {
        let ours = """
            {"testCase":{"id":"tc","pickleId":"p3","testSteps":[],"testRunStartedId":"run"}}
            {"testCaseStarted":{"id":"tc","testCaseId":"tc","timestamp":{"seconds":0,"nanos":0},"attempt":0}}
            {"testStepFinished":{"testCaseStartedId":"tc","testStepId":"ts","testStepResult":{"status":"FAILED","duration":{"seconds":0,"nanos":1000000}},"timestamp":{"seconds":0,"nanos":2000000}}}
            """
        let differences = try MessageStreamComparison.differences(actual: ours, expected: reference)
        #expect(differences.contains("#1 testCaseStarted.id: id tc does not stand for the reference's 8"))
        #expect(differences.contains("#1 testCaseStarted.timestamp.nanos: 0 where the reference has 1000000"))
        #expect(differences.contains { $0.hasPrefix("#2 testStepFinished.testStepResult.exception: missing") })
        #expect(differences.contains { $0.hasPrefix("#2 testStepFinished.testStepResult.message: missing") })
    }

    @Test func aMissingEnvelopeIsADifference() throws {
        let ours = #"{"testCase":{"id":"tc","pickleId":"p3","testSteps":[],"testRunStartedId":"run"}}"#
        #expect(try MessageStreamComparison.differences(actual: ours, expected: reference)
            == ["#1: the stream ends; the reference goes on with testCaseStarted"])
    }
}
