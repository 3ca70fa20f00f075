/// A text written in pieces, its UTF-8 in one growing buffer, made a string once at the end: how
/// a failure message puts a run's screens, banners and instants into words. Appending a piece
/// copies its bytes; appending it to a `String` also checked the string's room, uniqueness and
/// encoding at every piece (about 300 instructions each, and a failure message has thirty pieces
/// or more).
///
/// A message is written as an interpolation, each value put in by its own writer where it has
/// one (an instant, a duration), else by its description.
///
/// ```swift
/// var text = TextBuffer()
/// text += "revision "
/// text += String(1042)
/// text += " of Tokyo"
/// text.string  // "revision 1042 of Tokyo"
/// let message: TextBuffer = "saw it at \(VirtualInstant.start + .milliseconds(420))"
/// message.string  // "saw it at 420 ms"
/// ```
package struct TextBuffer: ExpressibleByStringInterpolation {
    private(set) var bytes: [UInt8] = []

    package init() {}

    /// The room a description is given at first: a line of words.
    package static let lineRoom = 64

    /// The text `write` writes into an empty buffer with room for `capacity` bytes, as a string. By
    /// default the room is a line's (`lineRoom`): a description written piece by piece into an empty
    /// buffer grew it four or five times ("an offline banner “…”", every screen of a trace that shows one).
    package static func string(reservingCapacity capacity: Int = lineRoom, _ write: (inout TextBuffer) -> Void) -> String {
        var text = TextBuffer()
        if capacity > 0 { text.bytes.reserveCapacity(capacity) }
        write(&text)
        return text.string
    }

    /// The text written so far.
    package var string: String { String(decoding: bytes, as: UTF8.self) }

    /// How many bytes have been written.
    package var count: Int { bytes.count }

    package static func += (text: inout TextBuffer, piece: String) {
        // A native string's bytes read in place; others' (bridged, none here) one by one.
        if piece.utf8.withContiguousStorageIfAvailable({ text.append($0) }) == nil {
            text.bytes.append(contentsOf: piece.utf8)
        }
    }

    /// Appends `value` in decimal digits, as `String(value)` writes it, without making the string.
    package mutating func appendDecimal(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for the 20 digits of any magnitude
        var count = 0
        withUnsafeMutableBytes(of: &digits) { digits in
            repeat {
                count += 1
                digits[digits.count - count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            append(UnsafeRawBufferPointer(rebasing: digits[(digits.count - count)...]).assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Appends `utf8`: a piece of up to eight bytes (a unit, a separator, a number) a byte at a
    /// time, which costs less than the general `append(contentsOf:)` (a call of about 130
    /// instructions); a longer one at once.
    @inline(__always)
    private mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {
        if utf8.count <= 8 {
            for byte in utf8 { bytes.append(byte) }
        } else {
            bytes.append(contentsOf: utf8)
        }
    }

    package static func += (text: inout TextBuffer, piece: Substring) {
        text.bytes.append(contentsOf: piece.utf8)
    }

    package init(stringLiteral literal: String) {
        self += literal
    }

    package init(stringInterpolation: TextBuffer) {
        self = stringInterpolation
    }

    /// Replaces the `length` bytes at `offset` with `piece`.
    package mutating func replace(at offset: Int, length: Int, with piece: String) {
        bytes.replaceSubrange(offset..<offset + length, with: piece.utf8)
    }
}

extension TextBuffer: StringInterpolationProtocol {
    package init(literalCapacity: Int, interpolationCount: Int) {
        bytes.reserveCapacity(literalCapacity + 16 * interpolationCount)
    }

    package mutating func appendLiteral(_ literal: String) {
        self += literal
    }

    package mutating func appendInterpolation(_ instant: VirtualInstant) {
        instant.write(to: &self)
    }

    package mutating func appendInterpolation(_ duration: VirtualDuration) {
        duration.write(to: &self)
    }

    package mutating func appendInterpolation(_ value: some CustomStringConvertible) {
        self += value.description
    }
}
