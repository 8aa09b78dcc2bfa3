import LegiblePixels

/// A per-pixel colour transform — a CVD simulation, an inversion, or a colour-space
/// conversion — with two faces that agree bit for bit: `apply(_:)` on one colour and
/// `apply(to:in:)` on a whole raster (SIMD, eight pixels per step).
///
/// Linear-light transforms decode through a 256-entry Float table, multiply in Float, clip to `0…1`
/// and encode exactly (`SRGB.encode(_: Float)`); `reference(_:)` is the float64 pipeline of
/// Docs/Colour.md#reference-pipeline, which agrees except for the rare float64 result within ~1e-7
/// of a rounding boundary (±1 in one channel).
public struct ColourTransform: Sendable {
    /// What the transform is, in float64 terms.
    enum Operation: Sendable {
        case identity
        case linear(Matrix3)
        case brettel(Brettel1997)
        case classicInvert
        case smartInvert
    }

    /// How the kernels run it.
    enum Kernel: Sendable {
        case identity
        case linear(LinearKernel)
        case classicInvert
        case smartInvert
    }

    let operation: Operation
    let kernel: Kernel

    init(_ operation: Operation) {
        self.operation = operation
        switch operation {
        case .identity: kernel = .identity
        case .linear(let m): kernel = .linear(LinearKernel(m))
        case .brettel(let b): kernel = .linear(LinearKernel(first: b.first, second: b.second, normal: b.normal))
        case .classicInvert: kernel = .classicInvert
        case .smartInvert: kernel = .smartInvert
        }
    }

    /// A transform that multiplies linear-light sRGB by `matrix`, then clips and encodes.
    public init(linear matrix: Matrix3) {
        self.init(.linear(matrix))
    }

    /// A transform that leaves every pixel as it is.
    public static let identity = ColourTransform(.identity)

    /// The transform of one colour (the scalar face).
    public func apply(_ c: RGB8) -> RGB8 {
        var pixel = (c.r, c.g, c.b, UInt8(255))
        withUnsafeMutableBytes(of: &pixel) { raw in
            apply(toPixels: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: 1)
        }
        return RGB8(r: pixel.0, g: pixel.1, b: pixel.2)
    }

    /// Transforms `count` contiguous RGBA pixels at `pixels` in place; alpha is untouched.
    /// Runs of eight go through SIMD lanes, the remainder through the scalar face.
    public func apply(toPixels pixels: UnsafeMutablePointer<UInt8>, count: Int) {
        guard count > 0 else { return }
        switch kernel {
        case .identity: break
        case .linear(let k): k.run(pixels, count: count)
        case .classicInvert: Inversion.classicRun(pixels, count: count)
        case .smartInvert: Inversion.smartRun(pixels, count: count)
        }
    }

    /// Whether the transform works in linear light (matrices), as opposed to an inversion of
    /// encoded values or the identity.
    public var isLinearLight: Bool {
        if case .linear = kernel { return true }
        return false
    }
}
