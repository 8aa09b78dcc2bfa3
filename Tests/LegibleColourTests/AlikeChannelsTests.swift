import LegiblePixels
import Testing
@testable import LegibleColour

/// Linear kernels that encode alike output channels once: which variants have them, and that
/// both faces still give what encoding every channel gives.
struct AlikeChannelsTests {
    static func alike(_ transform: ColourTransform) -> Int {
        guard case .linear(let kernel) = transform.kernel else { return 0 }
        return kernel.alike
    }

    @Test func variantsWithAlikeChannels() {
        #expect(Self.alike(ColourTransform(.achromatopsia)) == 3)
        #expect(Self.alike(ColourTransform(.protanopia)) == 2)
        #expect(Self.alike(ColourTransform(.deuteranopia)) == 2)
        #expect(Self.alike(ColourTransform(.tritanopia)) == 1)
    }

    /// Every channel encoded on its own (the kernel with `alike` forced to 1) against the
    /// kernel as built, on pixel runs with a remainder after the eight-pixel lanes.
    @Test(arguments: [Variant.achromatopsia, .protanopia, .deuteranopia, .protanomaly])
    func matchesEncodingEveryChannel(variant: Variant) {
        guard case .linear(let kernel) = ColourTransform(variant).kernel else {
            Issue.record("\(variant) is not linear")
            return
        }
        var separate = kernel
        separate.alike = 1
        var state: UInt32 = 12345
        let count = 1003
        let pixels: [UInt8] = (0..<4 * count).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        var fast = pixels, plain = pixels
        fast.withUnsafeMutableBufferPointer { kernel.run($0.baseAddress!, count: count) }
        plain.withUnsafeMutableBufferPointer { separate.run($0.baseAddress!, count: count) }
        #expect(fast == plain)
    }
}
