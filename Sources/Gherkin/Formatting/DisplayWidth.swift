/// How many columns a text takes in a terminal or an editor's fixed-width font: East Asian wide
/// and fullwidth characters and emoji take two, combining marks and other zero-width scalars none,
/// everything else one. Counted per grapheme cluster, so a letter with its accents, a flag or an
/// emoji joined with ZWJ takes the width of what is drawn. It is what aligns table cells.
///
/// ```swift
/// DisplayWidth.of("Tokyo")   // 5
/// DisplayWidth.of("東京")     // 4
/// DisplayWidth.of("e\u{301}") // 1: e and a combining acute accent
/// DisplayWidth.of("🥒")       // 2
/// ```
package enum DisplayWidth {
    package static func of(_ text: String) -> Int {
        var width = 0
        for character in text {
            width += of(character)
        }
        return width
    }

    /// The columns one grapheme cluster takes: the widest of its scalars, a variation selector 16
    /// (emoji presentation) making it two.
    static func of(_ character: Character) -> Int {
        if character.isASCII { return character == "\t" ? 1 : (character.asciiValue! < 0x20 ? 0 : 1) }
        var widest = 0
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F { return 2 }
            widest = max(widest, of(scalar))
        }
        return widest
    }

    static func of(_ scalar: Unicode.Scalar) -> Int {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if scalar.value == 0x200B || (0x1160...0x11FF).contains(scalar.value) { return 0 }
        if properties.isEmojiPresentation { return 2 }
        return wideRanges.contains { $0.contains(scalar.value) } ? 2 : 1
    }

    /// The East Asian Wide (W) and Fullwidth (F) blocks of Unicode's EastAsianWidth.txt that are not
    /// emoji (those are known by their emoji presentation).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
        0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
