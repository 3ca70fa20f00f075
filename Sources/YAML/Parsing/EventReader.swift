internal import CYAML

/// Reads the events of a YAML stream with libyaml's parser; the only place that touches libyaml.
/// Its syntax errors become ``YAMLError``s at libyaml's mark, made 1-based.
final class EventReader {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeMutableBufferPointer<UInt8>
    private let file: String
    private var finished = false

    /// Reads `bytes`, which must be valid UTF-8; `file` names the source in errors.
    init(bytes: [UInt8], file: String) {
        self.file = file
        input = .allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(from: bytes)
        parser = .allocate(capacity: 1)
        yaml_parser_initialize(parser)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        input.deallocate()
    }

    /// The next event, or nil after the end of the stream.
    func next() throws(YAMLError) -> ParseEvent? {
        guard !finished else { return nil }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) != 0 else { throw syntaxError() }
        defer { yaml_event_delete(&event) }
        let kind = Self.kind(of: event)
        if case .streamEnd = kind { finished = true }
        return ParseEvent(
            kind: kind, line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
    }

    private static func kind(of event: yaml_event_t) -> ParseEvent.Kind {
        switch event.type {
        case YAML_STREAM_START_EVENT: return .streamStart
        case YAML_DOCUMENT_START_EVENT: return .documentStart
        case YAML_DOCUMENT_END_EVENT: return .documentEnd
        case YAML_ALIAS_EVENT: return .alias(anchor: string(event.data.alias.anchor) ?? "")
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            return .scalar(
                anchor: string(scalar.anchor), tag: string(scalar.tag), text: text, style: style(of: scalar.style))
        case YAML_SEQUENCE_START_EVENT:
            let start = event.data.sequence_start
            return .sequenceStart(anchor: string(start.anchor), tag: string(start.tag))
        case YAML_SEQUENCE_END_EVENT: return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let start = event.data.mapping_start
            return .mappingStart(anchor: string(start.anchor), tag: string(start.tag))
        case YAML_MAPPING_END_EVENT: return .mappingEnd
        default: return .streamEnd
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func style(of style: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    /// libyaml's problem and context as an error at the problem's mark.
    private func syntaxError() -> YAMLError {
        let state = parser.pointee
        let problem = state.problem.map { String(cString: $0) } ?? "the document could not be read"
        var line = Int(state.problem_mark.line) + 1
        var column = Int(state.problem_mark.column) + 1
        if state.error == YAML_READER_ERROR {
            (line, column) = TextPosition.of(offset: state.problem_offset, in: input)
        }
        var message = problem
        if let context = state.context.map({ String(cString: $0) }) {
            let contextLine = Int(state.context_mark.line) + 1
            let contextColumn = Int(state.context_mark.column) + 1
            message += " (\(context) at \(contextLine):\(contextColumn))"
        }
        let offending = state.problem_mark.index < input.count ? input[Int(state.problem_mark.index)] : nil
        return YAMLError(
            .syntax, file: file, line: line, column: column, message: message,
            hint: SyntaxHint.hint(forProblem: problem, at: offending))
    }
}
