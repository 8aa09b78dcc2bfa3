/// A JSON document read with positions: its root node and the text the nodes' offsets point into.
public struct JSONDocument: Sendable {
    public let root: JSONNode
    private let bytes: [UInt8]

    init(root: JSONNode, bytes: [UInt8]) {
        self.root = root
        self.bytes = bytes
    }

    /// Line and column (from 1) of a node of this document.
    public func position(of node: JSONNode) -> JSONPosition {
        JSONPosition(offset: node.offset, in: bytes)
    }
}
