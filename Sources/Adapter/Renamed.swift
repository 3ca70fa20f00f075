// The Adapter's names that 2.0 replaced, each declared unavailable for this release so that a team's
// build says what to write instead (scripts/check-api refuses a removal without one).
import JSON
import SpecrunKit

@available(*, unavailable, renamed: "AdapterCommandError", message: "a command the system cannot carry out throws AdapterCommandError")
public typealias AdapterProblem = AdapterCommandError
@available(*, unavailable, message: "a request's failure is written by AdapterVocabulary.fields(of:)")
public enum AdapterWords {
    @available(*, unavailable, renamed: "AdapterVocabulary.fields(of:)")
    public static func failure(_ failure: RequestError) -> [(String, JSONValue)] { AdapterVocabulary.fields(of: failure) }
}
