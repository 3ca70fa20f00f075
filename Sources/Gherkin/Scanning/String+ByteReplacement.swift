import Foundation

extension String {
    /// This string with every occurrence of the UTF-8 bytes `needle` replaced by `replacement`,
    /// left to right without overlaps, comparing bytes (so code points, not grapheme clusters).
    func replacingAll(_ needle: [UInt8], with replacement: [UInt8]) -> String {
        guard let first = needle.first else { return self }
        var copy = self
        return copy.withUTF8 { bytes -> String in
            guard let base = bytes.baseAddress, let found = memchr(base, Int32(first), bytes.count) else { return self }
            let start = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var output: [UInt8] = []
            var runStart = 0
            var index = start
            var replaced = false
            let end = bytes.count - needle.count
            while index <= end {
                if bytes[index] == first && bytesMatch(needle, in: bytes, at: index) {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                    output.append(contentsOf: replacement)
                    index += needle.count
                    runStart = index
                    replaced = true
                } else {
                    index += 1
                }
            }
            guard replaced else { return self }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
            return String(decoding: output, as: UTF8.self)
        }
    }
}

private func bytesMatch(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    var offset = 1
    while offset < needle.count {
        if bytes[index + offset] != needle[offset] { return false }
        offset += 1
    }
    return true
}
