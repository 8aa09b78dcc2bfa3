import LegiblePixels

/// A per-pixel colour transform — a CVD simulation, an inversion, or a colour-space
/// conversion — with two faces that agree bit for bit: `apply(_:)` on one colour and
/// `apply(to:in:)` on a whole raster (SIMD, eight pixels per step).
public struct ColourTransform: Sendable {
    /// What the transform does to each pixel.
    enum Kernel: Sendable {
        case identity
        case linear(LinearKernel)
    }

    let kernel: Kernel

    init(kernel: Kernel) {
        self.kernel = kernel
    }

    /// A transform that multiplies linear-light sRGB by `matrix`, then clips and encodes.
    public init(linear matrix: Matrix3) {
        self.init(kernel: .linear(LinearKernel(matrix)))
    }

    /// A transform that leaves every pixel as it is.
    public static let identity = ColourTransform(kernel: .identity)

    /// The transform of one colour.
    public func apply(_ c: RGB8) -> RGB8 {
        var pixel = [c.r, c.g, c.b, 255]
        pixel.withUnsafeMutableBufferPointer { apply(toPixels: $0.baseAddress!, count: 1) }
        return RGB8(r: pixel[0], g: pixel[1], b: pixel[2])
    }

    /// Transforms `count` contiguous RGBA pixels at `pixels` in place; alpha is untouched.
    public func apply(toPixels pixels: UnsafeMutablePointer<UInt8>, count: Int) {
        guard count > 0 else { return }
        switch kernel {
        case .identity: break
        case .linear(let k): k.run(pixels, count: count)
        }
    }
}
