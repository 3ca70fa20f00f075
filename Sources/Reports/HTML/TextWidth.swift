/// How wide a text is drawn, estimated without a browser, so that the pictures leave each label the
/// room it needs instead of cutting it: Arial's advance widths (the metrics of Helvetica, Liberation
/// Sans and most system sans-serif fonts are within a few per cent of them), with a margin for the
/// wider ones: DejaVu Sans, where it is the only font, is up to a fifth wider. `scripts/check-html` measures the real boxes in Chromium and fails when a label
/// overlaps another or leaves its place, so an estimate that is too small cannot go unnoticed.
///
/// ```swift
/// TextWidth.of("legacy-android-js", size: 11)        // about 90 points
/// TextWidth.lines("revision 1042 of Tokyo", width: 70, size: 8.5)   // ["revision 1042", "of Tokyo"]
/// ```
enum TextWidth {
    /// The margin over Arial's widths (`scripts/check-html` lays the page out in DejaVu Sans too).
    static let margin = 1.2

    /// The width of `text` in points at font size `size`.
    static func of(_ text: String, size: Double, bold: Bool = false) -> Double {
        let thousandths = text.unicodeScalars.reduce(0) { $0 + advance($1) }
        return Double(thousandths) / 1000 * size * margin * (bold ? 1.08 : 1)
    }

    /// The words of `text` in lines no wider than `width`; a word wider than a line has a line of
    /// its own, broken where it must be so that no line is wider than `width`.
    static func lines(_ text: String, width: Double, size: Double, bold: Bool = false) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ").map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if of(candidate, size: size, bold: bold) <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            var rest = word
            while of(rest, size: size, bold: bold) > width, rest.count > 1 {
                var piece = ""
                for character in rest {
                    guard piece.isEmpty || of(piece + String(character), size: size, bold: bold) <= width else { break }
                    piece.append(character)
                }
                lines.append(piece)
                rest.removeFirst(piece.count)
            }
            line = rest
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Arial's advance width of a character, in thousandths of the font size.
    private static func advance(_ scalar: Unicode.Scalar) -> Int {
        switch scalar {
        case "i", "j", "l", "'", "|": 222
        case " ", "f", "t", ".", ",", ":", ";", "!", "/", "I", "[", "]", "\\": 278
        case "r", "(", ")", "-", "“", "”", "‘", "’", "`", "{", "}", "*": 333
        case "\"": 355
        case "c", "k", "s", "v", "x", "y", "z", "J", "_": 500
        case "=", "+", "<", ">", "~", "#", "^", "×", "→": 584
        case "m", "M": 833
        case "w", "C", "D", "G", "H", "N", "O", "Q", "R", "U", "%": 778
        case "W", "…": 1000
        case "@": 1015
        case "A", "B", "E", "K", "P", "S", "V", "X", "Y", "&": 667
        case "F", "T", "Z", "L": 611
        default:
            // Digits and the rest of the lower-case letters are 556; other letters as wide as the
            // widest capitals, and symbols and other scripts (emoji, ideographs) a whole em.
            if scalar.properties.isLowercase || ("0"..."9").contains(scalar) || "$?".unicodeScalars.contains(scalar) {
                556
            } else if scalar.properties.isAlphabetic, scalar.value < 0x2E80 {
                778
            } else {
                1000
            }
        }
    }
}
