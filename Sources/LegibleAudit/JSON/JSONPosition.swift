/// A place in JSON text: line and column, both from 1; columns count characters, not bytes, so
/// a message points where an editor shows it.
public struct JSONPosition: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of byte `offset` of `bytes`; counted only when asked for (for a message),
    /// so reading a valid document costs nothing for it.
    init(offset: Int, in bytes: [UInt8]) {
        self.init(line: 1, column: 1)
        advance(over: bytes[..<min(max(offset, 0), bytes.count)])
    }

    /// Moves past `bytes`, the text that follows this position.
    mutating func advance(over bytes: ArraySlice<UInt8>) {
        for byte in bytes {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // UTF-8 continuation bytes belong to the character their lead byte started.
                column += 1
            }
        }
    }

    public var description: String { "line \(line), column \(column)" }
}
