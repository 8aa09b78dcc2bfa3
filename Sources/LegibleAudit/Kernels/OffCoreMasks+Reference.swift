import LegiblePixels

extension OffCoreMasks {
    /// The plain version the tests compare `init` with: each mask pixel's distance, one at a time.
    static func reference(mask: [Bool], pixels: [UInt32], text: UInt32, exactness: Int32,
                          farther: Int32?) -> (off: [Bool], far: [Bool], cored: Bool) {
        let distances = pixels.map { colourDistanceSquared($0, text) }
        let off = mask.indices.map { mask[$0] && distances[$0] > exactness }
        let far = farther.map { bound in mask.indices.map { mask[$0] && distances[$0] > max(bound, exactness) } } ?? []
        return (off, far, mask.indices.contains { mask[$0] && distances[$0] <= exactness })
    }
}
