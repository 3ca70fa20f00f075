/// The nesting of a regular expression's capture groups, read from its source: the root stands for the
/// whole match and each capturing group is a child of the capturing group around it. Non-capturing groups
/// (`(?:…)`, look-arounds, flags) hand their children to the group around them.
struct CaptureGroupTree: Equatable, Sendable {
    /// The group's regexp as written between its parentheses; the whole pattern for the root.
    let source: String
    let children: [CaptureGroupTree]

    /// How many capturing groups the tree holds (the root excluded): ICU's `numberOfCaptureGroups`.
    var captureGroupCount: Int {
        children.reduce(children.count) { $0 + $1.captureGroupCount }
    }

    /// Reads the tree of `pattern`, and whether the pattern has an alternation `|` outside every group.
    static func read(_ pattern: String) -> (tree: CaptureGroupTree, hasTopLevelAlternation: Bool) {
        let scalars = Array(pattern.unicodeScalars)
        // Where each scalar starts in `pattern`: a group's source is cut from it, not rebuilt scalar by scalar.
        let starts = Array(pattern.unicodeScalars.indices)
        /// Open groups: where their source starts, whether they capture, and the children found so far.
        var open: [(sourceStart: Int, capturing: Bool, children: [CaptureGroupTree])] = [(0, true, [])]
        var hasTopLevelAlternation = false
        var characterClassDepth = 0
        var index = 0

        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\\":
                if index + 1 < scalars.count, scalars[index + 1] == "Q" {
                    // \Q…\E quotes everything up to \E (or the end).
                    index = Self.endOfQuote(in: scalars, from: index + 2)
                    continue
                }
                index += 1 // the escaped character means nothing here
            case "[":
                characterClassDepth += 1
            case "]" where characterClassDepth > 0:
                characterClassDepth -= 1
            case "(" where characterClassDepth == 0:
                open.append((index + 1, !Self.isNonCapturing(scalars, at: index), []))
            case ")" where characterClassDepth == 0 && open.count > 1:
                let group = open.removeLast()
                if group.capturing {
                    let source = String(pattern.unicodeScalars[starts[group.sourceStart]..<starts[index]])
                    open[open.count - 1].children.append(CaptureGroupTree(source: source, children: group.children))
                } else {
                    open[open.count - 1].children += group.children
                }
            case "|" where characterClassDepth == 0 && open.count == 1:
                hasTopLevelAlternation = true
            default:
                break
            }
            index += 1
        }
        // A valid pattern closes every group; gather any left open so no capture group is lost.
        while open.count > 1 {
            let group = open.removeLast()
            open[open.count - 1].children += group.children
        }
        return (CaptureGroupTree(source: pattern, children: open[0].children), hasTopLevelAlternation)
    }

    /// `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!`, `(?i)`, `(?#…)` do not capture; `(…)` and `(?<name>…)` do.
    private static func isNonCapturing(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        func scalar(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }
        guard scalar(1) == "?" else { return false }
        guard scalar(2) == "<" else { return true }
        return scalar(3) == "=" || scalar(3) == "!"
    }

    private static func endOfQuote(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index + 1 < scalars.count {
            if scalars[index] == "\\", scalars[index + 1] == "E" { return index + 2 }
            index += 1
        }
        return scalars.count
    }
}
