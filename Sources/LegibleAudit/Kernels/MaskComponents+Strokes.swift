extension MaskComponents {
    /// Clears from `part` its 8-connected components that are drawn strokes joining `whole`: at
    /// most `thickness` pixels thick (twice their pixels over those with a 4-neighbour outside
    /// `part`: a line one or two pixels wide reads 2, a blob or a band three wide 3 or more),
    /// 8-adjacent to a pixel of `whole` outside `part`, and drawn: at least `repeated` of their
    /// pixels have a 4-neighbour in the component of exactly their colour in `colours` (a
    /// straight stroke repeats its anti-aliasing along its length; a photo does not). The
    /// masks and `colours` are `width`×`height`; returns how many pixels were cleared.
    static func clearStrokes(of part: inout [Bool], joining whole: [Bool], colours: [UInt32], width w: Int, height h: Int,
                             thickness: Double, repeated: Double) -> Int {
        precondition(part.count == w * h && whole.count == w * h && colours.count == w * h, "masks and colours of one size")
        var seen = [Bool](repeating: false, count: w * h)
        var stack: [(Int, Int)] = [], component: [Int] = []
        var cleared = 0
        for start in 0..<(w * h) where part[start] && !seen[start] {
            seen[start] = true
            stack.append((start % w, start / w))
            component.removeAll(keepingCapacity: true)
            var outline = 0, twinned = 0, joins = false
            while let (x, y) = stack.popLast() {
                let i = y &* w &+ x
                component.append(i)
                if x == 0 || y == 0 || x == w &- 1 || y == h &- 1 || !part[i &- 1] || !part[i &+ 1] || !part[i &- w] || !part[i &+ w] {
                    outline &+= 1
                }
                let c = colours[i]
                if (x > 0 && part[i &- 1] && colours[i &- 1] == c) || (x < w &- 1 && part[i &+ 1] && colours[i &+ 1] == c)
                    || (y > 0 && part[i &- w] && colours[i &- w] == c) || (y < h &- 1 && part[i &+ w] && colours[i &+ w] == c) {
                    twinned &+= 1
                }
                for ny in max(0, y &- 1)...min(h &- 1, y &+ 1) {
                    for nx in max(0, x &- 1)...min(w &- 1, x &+ 1) {
                        let j = ny &* w &+ nx
                        if part[j] {
                            if !seen[j] {
                                seen[j] = true
                                stack.append((nx, ny))
                            }
                        } else if whole[j] {
                            joins = true
                        }
                    }
                }
            }
            let n = Double(component.count)
            guard joins && 2 * n <= thickness * Double(max(1, outline)) && Double(twinned) >= repeated * n else { continue }
            for i in component { part[i] = false }
            cleared &+= component.count
        }
        return cleared
    }
}
