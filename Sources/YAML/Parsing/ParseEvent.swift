/// One event of libyaml's event stream, copied into Swift values, with the 1-based position where
/// it starts.
struct ParseEvent {
    enum Kind {
        case streamStart, streamEnd
        case documentStart, documentEnd
        case alias(anchor: String)
        case scalar(anchor: String?, tag: String?, text: String, style: YAMLScalar.Style)
        case sequenceStart(anchor: String?, tag: String?)
        case sequenceEnd
        case mappingStart(anchor: String?, tag: String?)
        case mappingEnd
    }

    var kind: Kind
    var line: Int
    var column: Int
}
