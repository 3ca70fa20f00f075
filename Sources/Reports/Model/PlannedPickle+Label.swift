import Runner
import SpecrunKit

extension PlannedPickle {
    /// The scenario's name as reports list it: with ` #2`, ` #3`, … for the second, third, … scenario
    /// of that name in its file (as baselines write it), so names stay unique.
    var label: String { occurrence == 1 ? name : "\(name) #\(occurrence)" }
}
