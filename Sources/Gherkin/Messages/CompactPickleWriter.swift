import JSON

/// Writes the `pickle` messages of a `CompactDocument`: the same bytes as `PickleMessages` writes
/// from the `GherkinDocument` of the same source, copied from texts escaped once, with
/// placeholders filled in escaped form and room made once per part of a message, not per value.
struct CompactPickleWriter {
    let document: CompactDocument
    private let texts: TextStore
    private let filler = PlaceholderFiller()

    init(_ document: CompactDocument) {
        self.document = document
        texts = document.texts
    }

    /// Writes `{"pickle":…}` and a newline for each pickle, numbered by `ids` as
    /// `PickleMessages.writePickles` numbers them: a pickle's steps first, then the pickle.
    func writePickles(ids: inout IdGenerator, to json: inout JSONWriter) {
        document.forEachPickle { plan in write(plan, ids: &ids, to: &json) }
    }

    private func write(_ plan: CompactDocument.Plan, ids: inout IdGenerator, to json: inout JSONWriter) {
        var stepIds = ids.reserve(document.stepCount(of: plan))
        let pickleId = ids.newNumber()
        let scenario = document.scenarios[plan.scenario]
        let row = plan.row.map { document.rows[$0] }
        let name = filled(scenario.name, by: plan)
        let language = texts.bytes(document.language)
        json.append(room: name.count + language.count + 256) { out in
            out.put(#"{"pickle":{"astNodeIds":["#)
            out.put(texts.bytes(scenario.id))
            if let row {
                out.put(UInt8(ascii: ","))
                out.put(texts.bytes(row.id))
            }
            out.put(#"],"id":"#)
            out.put(quoted: pickleId)
            out.put(#","language":""#)
            out.put(language)
            let location = row?.location ?? scenario.location
            out.put(#"","location":{"column":"#)
            out.put(number: location.column ?? 0)
            out.put(#","line":"#)
            out.put(number: location.line)
            out.put(#"},"name":""#)
            out.put(name)
            out.put(#"","steps":["#)
        }
        if !scenario.steps.isEmpty {
            // A conjunction takes the kind of the step before it; the first step of an outline's
            // pickle has none to take (the reference leaves it out), of a scenario's it is unknown.
            var kind: PickleStepType? = row == nil ? .unknown : nil
            var previous = 0
            for part in 0..<3 {  // feature background, rule background, scenario
                let steps = part == 0 ? plan.featureBackground : part == 1 ? plan.ruleBackground : scenario.steps
                for index in steps {
                    let step = document.steps[index]
                    kind = Self.kind(of: step, after: kind)
                    write(step, kind: kind, id: stepIds.newNumber(), plan: part == 2 && row != nil ? plan : nil,
                          comma: previous > 0, to: &json)
                    previous += 1
                }
            }
        }
        writeTags(of: plan, to: &json)
    }

    private static func kind(of step: CompactDocument.Step, after previous: PickleStepType?) -> PickleStepType? {
        switch step.keywordType {
        case .conjunction: previous
        case .context: .context
        case .action: .action
        case .outcome: .outcome
        case .unknown: .unknown
        case nil: nil
        }
    }

    /// One pickle step, its texts filled in from the row of `plan` (nil outside outline steps).
    private func write(_ step: CompactDocument.Step, kind: PickleStepType?, id: Int, plan: CompactDocument.Plan?,
                       comma: Bool, to json: inout JSONWriter) {
        if comma { json.append(room: 1) { $0.put(UInt8(ascii: ",")) } }
        if !step.tableRows.isEmpty || step.docString != nil {
            writeArgument(of: step, plan: plan, to: &json)
        } else {
            json.append(room: 1) { $0.put(UInt8(ascii: "{")) }
        }
        let text = plan.map { filled(step.text, by: $0) } ?? texts.bytes(step.text)
        let rowId = plan?.row.map { document.rows[$0].id }
        json.append(room: text.count + 128) { out in
            out.put(#""astNodeIds":["#)
            out.put(texts.bytes(step.id))
            if let rowId {
                out.put(UInt8(ascii: ","))
                out.put(texts.bytes(rowId))
            }
            out.put(#"],"id":"#)
            out.put(quoted: id)
            out.put(#","text":""#)
            out.put(text)
            out.put(UInt8(ascii: "\""))
            switch kind {
            case .context: out.put(#","type":"Context"}"#)
            case .action: out.put(#","type":"Action"}"#)
            case .outcome: out.put(#","type":"Outcome"}"#)
            case .unknown: out.put(#","type":"Unknown"}"#)
            case nil: out.put(UInt8(ascii: "}"))
            }
        }
    }

    /// `{"argument":{…},`: a step's data table and doc string, numbered by source order when it
    /// has both, their texts filled in from the row of `plan`.
    private func writeArgument(of step: CompactDocument.Step, plan: CompactDocument.Plan?, to json: inout JSONWriter) {
        var tableIndex: Int?, docStringIndex: Int?
        if let docString = step.docString, !step.tableRows.isEmpty {
            let tableFirst = docString.line > step.tableLine
            (tableIndex, docStringIndex) = (tableFirst ? 1 : 2, tableFirst ? 2 : 1)
        }
        json.append(room: 96) { out in
            out.put(#"{"argument":{"#)
            if !step.tableRows.isEmpty {
                out.put(#""dataTable":{"#)
                if let tableIndex {
                    out.put(#""argumentIndex":"#)
                    out.put(number: tableIndex)
                    out.put(UInt8(ascii: ","))
                }
                out.put(#""rows":["#)
            }
        }
        if !step.tableRows.isEmpty {
            for index in step.tableRows {
                writeCells(of: document.rows[index], comma: index != step.tableRows.lowerBound, plan: plan, to: &json)
            }
            json.append(room: 2) { $0.put("]}") }
        }
        if let docString = step.docString {
            let content = filled(docString.content, by: plan)  // valid until the next text is filled
            json.append(room: content.count + 80) { out in
                if !step.tableRows.isEmpty { out.put(UInt8(ascii: ",")) }
                out.put(#""docString":{"#)
                if let docStringIndex {
                    out.put(#""argumentIndex":"#)
                    out.put(number: docStringIndex)
                    out.put(UInt8(ascii: ","))
                }
                out.put(#""content":""#)
                out.put(content)
            }
            if let mediaType = docString.mediaType.map({ filled($0, by: plan) }) {
                json.append(room: mediaType.count + 16) { out in
                    out.put(#"","mediaType":""#)
                    out.put(mediaType)
                }
            }
            json.append(room: 2) { $0.put(#""}"#) }
        }
        json.append(room: 2) { $0.put("},") }
    }

    /// `{"cells":[{"value":…},…]}`.
    private func writeCells(of row: CompactDocument.Row, comma: Bool, plan: CompactDocument.Plan?,
                            to json: inout JSONWriter) {
        json.append(room: 11) { out in
            if comma { out.put(UInt8(ascii: ",")) }
            out.put(#"{"cells":["#)
        }
        if let plan {
            for index in row.cells {
                let value = filled(document.cells[index], by: plan)
                json.append(room: value.count + 16) { out in
                    if index != row.cells.lowerBound { out.put(UInt8(ascii: ",")) }
                    out.put(#"{"value":""#)
                    out.put(value)
                    out.put(#""}"#)
                }
            }
        } else {
            var room = 2
            for index in row.cells { room += document.cells[index].count + 16 }
            json.append(room: room) { out in
                for index in row.cells {
                    if index != row.cells.lowerBound { out.put(UInt8(ascii: ",")) }
                    out.put(#"{"value":""#)
                    out.put(texts.bytes(document.cells[index]))
                    out.put(#""}"#)
                }
            }
        }
        json.append(room: 2) { $0.put("]}") }
    }

    /// `],"tags":[…],"uri":…}}` and the newline: feature, rule, scenario and examples tags.
    private func writeTags(of plan: CompactDocument.Plan, to json: inout JSONWriter) {
        let scenarioTags = document.scenarios[plan.scenario].tags
        func group(_ number: Int) -> Range<Int> {
            number == 0 ? document.featureTags : number == 1 ? plan.ruleTags : number == 2 ? scenarioTags : plan.examplesTags
        }
        var room = document.uri.count + 32
        for number in 0..<4 {
            for index in group(number) { room += document.tags[index].name.count + 48 }
        }
        json.append(room: room) { out in
            out.put(#"],"tags":["#)
            var first = true
            for number in 0..<4 {
                for index in group(number) {
                    let tag = document.tags[index]
                    if !first { out.put(UInt8(ascii: ",")) }
                    first = false
                    out.put(#"{"astNodeId":"#)
                    out.put(texts.bytes(tag.id))
                    out.put(#","name":""#)
                    out.put(texts.bytes(tag.name))
                    out.put(#""}"#)
                }
            }
            out.put(#"],"uri":""#)
            out.put(texts.bytes(document.uri))
            out.put("\"}}\n")
        }
    }

    /// The bytes of `text`, filled in from the row of `plan` when there is one.
    private func filled(_ text: CompactDocument.Text, by plan: CompactDocument.Plan?) -> UnsafeBufferPointer<UInt8> {
        let bytes = texts.bytes(text)
        guard let plan, let row = plan.row else { return bytes }
        return filler.fill(bytes, names: document.rows[plan.header].cells, values: document.rows[row].cells,
                           of: document.cells, in: texts)
    }
}
