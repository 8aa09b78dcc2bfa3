/// How many pixels of a list hold each exact colour, as a `[UInt32: Int]` counts them, through
/// `ColourNumbering`'s open-addressing table: rules that count a region's colours (photo detail,
/// repeated colours) spent most of their time hashing into a dictionary.
/// `ColourCounts+Reference` holds the dictionary the tests compare it with.
struct ColourCounts {
    /// The distinct colours, in order of first appearance.
    let colours: [UInt32]
    /// How many pixels hold each of `colours`.
    let counts: [Int]
    /// Per position of the list, the index of its colour in `colours`.
    private let ids: [Int32]

    init(_ list: [UInt32]) {
        guard !list.isEmpty else {
            (colours, counts, ids) = ([], [], [])
            return
        }
        let numbered = ColourNumbering.number(list, inMedia: nil, flag: 0)
        let start = numbered.start
        colours = numbered.keys
        ids = numbered.ids
        counts = (0..<numbered.keys.count).map { Int(start[$0 &+ 1] &- start[$0]) }
    }

    /// How many pixels of the list hold the colour at `position`.
    func count(at position: Int) -> Int { counts[Int(ids[position])] }
}
