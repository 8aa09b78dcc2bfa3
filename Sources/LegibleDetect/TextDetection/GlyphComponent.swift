import LegiblePixels

/// A connected group of marked pixels (8-connected) at one pyramid level: a glyph, part of
/// one, several touching glyphs, or texture that looks like them.
public struct GlyphComponent: Sendable, Equatable {
    /// Bounds in the level's pixels, max exclusive.
    public var minX: Int, minY: Int, maxX: Int, maxY: Int
    /// Marked pixels.
    public var area: Int
    /// The strongest response in the component and where it is (level pixels).
    public var peak: UInt8
    public var peakX: Int, peakY: Int
    /// Sum of the responses, for the mean.
    public var responseSum: Int
    /// The image's colour where the response peaks: the glyph's own colour, as far as its
    /// strokes reach it.
    public var inkColour: RGB8 = RGB8(grey: 0)
    /// The threshold the component's pixels had to reach there: high over texture.
    public var threshold: UInt8 = 0

    public var width: Int { maxX - minX }
    public var height: Int { maxY - minY }
    public var meanResponse: Double { area > 0 ? Double(responseSum) / Double(area) : 0 }
    /// The share of the bounding box that is marked.
    public var fill: Double { Double(area) / Double(max(1, width * height)) }

    /// Every component of the pixels whose `response` reaches their `threshold`.
    public static func label(response: DetectPlane, threshold: (Int, Int) -> UInt8) -> [GlyphComponent] {
        labelled(response: response) { x, y in Int(threshold(x, y)) }.components
    }

    /// The components, and for every pixel the index of its component (-1 for none). A pixel
    /// is marked when its response is positive and reaches its threshold (above 255: never).
    static func labelled(response: DetectPlane, threshold: (Int, Int) -> Int) -> Labelled {
        let w = response.width, h = response.height
        var labels = [Int32](repeating: -1, count: w * h)
        var parent: [Int32] = []
        func find(_ x: Int32) -> Int32 {
            var x = x
            while parent[Int(x)] != x {
                parent[Int(x)] = parent[Int(parent[Int(x)])]
                x = parent[Int(x)]
            }
            return x
        }
        func union(_ a: Int32, _ b: Int32) {
            let ra = find(a), rb = find(b)
            if ra != rb { parent[Int(max(ra, rb))] = min(ra, rb) }
        }
        response.pixels.withUnsafeBufferPointer { px in
            for y in 0..<h {
                for x in 0..<w {
                    let i = y * w + x
                    guard px[i] > 0, Int(px[i]) >= threshold(x, y) else { continue }
                    var label: Int32 = -1
                    // Already labelled neighbours: left, and the three above.
                    @inline(__always) func visit(_ n: Int) {
                        let other = labels[n]
                        guard other >= 0 else { return }
                        if label < 0 { label = other } else if other != label { union(label, other) }
                    }
                    if x > 0 { visit(i - 1) }
                    if y > 0 {
                        if x > 0 { visit(i - w - 1) }
                        visit(i - w)
                        if x + 1 < w { visit(i - w + 1) }
                    }
                    if label < 0 {
                        label = Int32(parent.count)
                        parent.append(label)
                    }
                    labels[i] = label
                }
            }
        }
        let roots = parent.indices.map { find(Int32($0)) }
        let components = collect(&labels, roots: roots, response: response)
        return Labelled(components: components, indices: labels)
    }

    /// Components and the pixels' component indices.
    struct Labelled {
        var components: [GlyphComponent]
        var indices: [Int32]
    }

    /// The components of the labelled pixels; each pixel's label becomes its component's index
    /// in place (one array of a number per pixel, not two: at full size each is 4 bytes a pixel).
    private static func collect(_ labels: inout [Int32], roots: [Int32], response: DetectPlane) -> [GlyphComponent] {
        var index = [Int32](repeating: -1, count: roots.count)
        var components: [GlyphComponent] = []
        let w = response.width
        for i in labels.indices where labels[i] >= 0 {
            let root = Int(roots[Int(labels[i])])
            let x = i % w, y = i / w, r = response.pixels[i]
            if index[root] < 0 {
                index[root] = Int32(components.count)
                components.append(GlyphComponent(minX: x, minY: y, maxX: x + 1, maxY: y + 1, area: 0, peak: 0,
                                                 peakX: x, peakY: y, responseSum: 0))
            }
            let k = Int(index[root])
            labels[i] = Int32(k)
            components[k].minX = min(components[k].minX, x)
            components[k].maxX = max(components[k].maxX, x + 1)
            components[k].maxY = max(components[k].maxY, y + 1)
            components[k].area += 1
            components[k].responseSum += Int(r)
            if r > components[k].peak {
                components[k].peak = r
                components[k].peakX = x
                components[k].peakY = y
            }
        }
        return components
    }
}
