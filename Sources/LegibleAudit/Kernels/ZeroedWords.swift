import Synchronization

/// Buffers of words that are all zero when lent and must be all zero again when given back:
/// a kernel that writes a few places of a buffer as large as a box's window (`RingMedian`) puts
/// zeros back at those places instead of zeroing the whole buffer for every region.
///
/// Given-back buffers wait in a short list, shared by the threads measuring; one larger than
/// `largestKept` words is freed instead, so the list never holds more than a few megabytes.
enum ZeroedWords {
    /// Buffers given back: address and capacity in words. Addresses, as the pointers are not
    /// `Sendable`: each is owned by the list alone while in it.
    private static let spare = Mutex<[(address: UInt, capacity: Int)]>([])
    /// How many buffers wait at most (two a thread measuring, with room to spare).
    static let spareLimit = 8
    /// The largest buffer kept for another region, in words (1 MB).
    static let largestKept = 1 << 18
    /// The least capacity made, in words: small windows share one size.
    private static let leastMade = 1 << 12

    /// Calls `body` with `count` zeroed words, which it must leave zero.
    static func with<R>(count: Int, _ body: (UnsafeMutablePointer<UInt32>) throws -> R) rethrows -> R {
        let (buffer, capacity) = take(count)
        defer { giveBack(buffer, capacity: capacity) }
        return try body(buffer)
    }

    /// A zeroed buffer of `count` words or more: a spare one large enough, else a new one.
    private static func take(_ count: Int) -> (UnsafeMutablePointer<UInt32>, Int) {
        let taken = spare.withLock { spare -> (address: UInt, capacity: Int)? in
            guard let k = spare.lastIndex(where: { $0.capacity >= count }) else { return nil }
            return spare.remove(at: k)
        }
        if let taken, let buffer = UnsafeMutablePointer<UInt32>(bitPattern: taken.address) { return (buffer, taken.capacity) }
        // Rounded up, so that windows of about one size share buffers.
        let capacity = max((count &+ leastMade &- 1) / leastMade &* leastMade, leastMade)
        let made = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
        made.initialize(repeating: 0, count: capacity)
        return (made, capacity)
    }

    /// Keeps `buffer` for a later region when it is not too large, in place of the smallest
    /// spare one when the list is full and that one is smaller; frees what is not kept.
    private static func giveBack(_ buffer: UnsafeMutablePointer<UInt32>, capacity: Int) {
        guard capacity <= largestKept else { return buffer.deallocate() }
        let freed = spare.withLock { spare -> UInt? in
            guard spare.count >= spareLimit else {
                spare.append((UInt(bitPattern: buffer), capacity))
                return nil
            }
            guard let k = spare.indices.min(by: { spare[$0].capacity < spare[$1].capacity }),
                  spare[k].capacity < capacity else { return UInt(bitPattern: buffer) }
            defer { spare[k] = (UInt(bitPattern: buffer), capacity) }
            return spare[k].address
        }
        if let freed { UnsafeMutablePointer<UInt32>(bitPattern: freed)?.deallocate() }
    }

    /// How many buffers wait to be taken.
    static var spareCount: Int { spare.withLock { $0.count } }
}
