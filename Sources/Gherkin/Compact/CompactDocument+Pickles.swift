extension CompactDocument {
    /// One pickle of a compact document: a scenario, or one examples row of an outline, with the
    /// background steps and tags it inherits from its feature and rule (see `PicklePlan`, which
    /// plans the same pickles from a `GherkinDocument`).
    struct Plan {
        let scenario: Int
        /// The examples body row of an outline's pickle, and its table's header row.
        let row: Int?
        let header: Int
        let examplesTags: Range<Int>
        let featureBackground: Range<Int>
        let ruleBackground: Range<Int>
        let ruleTags: Range<Int>
    }

    /// Calls `body` with each pickle in order.
    func forEachPickle(_ body: (Plan) -> Void) {
        guard hasFeature else { return }
        var featureBackground = 0..<0
        var ruleBackground = 0..<0
        var ruleTags = 0..<0
        var inRule = false
        for child in children {
            switch child {
            case .background(let steps):
                if inRule { ruleBackground = steps } else { featureBackground = steps }
            case .rule(let tags):
                inRule = true
                ruleTags = tags
                ruleBackground = 0..<0
            case .scenario(let index):
                let scenario = scenarios[index]
                guard !scenario.examples.isEmpty else {
                    body(Plan(scenario: index, row: nil, header: 0, examplesTags: 0..<0,
                              featureBackground: featureBackground, ruleBackground: ruleBackground, ruleTags: ruleTags))
                    continue
                }
                for examples in examples[scenario.examples] where !examples.rows.isEmpty {
                    let header = examples.rows.lowerBound
                    for row in examples.rows.dropFirst() {
                        body(Plan(scenario: index, row: row, header: header, examplesTags: examples.tags,
                                  featureBackground: featureBackground, ruleBackground: ruleBackground,
                                  ruleTags: ruleTags))
                    }
                }
            }
        }
    }

    /// How many steps the pickle has: its backgrounds' and its scenario's, or none at all when the
    /// scenario has none.
    func stepCount(of plan: Plan) -> Int {
        let own = scenarios[plan.scenario].steps.count
        return own == 0 ? 0 : plan.featureBackground.count + plan.ruleBackground.count + own
    }
}
