/// Turns a file's colour signalling (cICP, ICC profile, sRGB chunk, gAMA) into a `ColourSpace` plus
/// warnings, following the PNG 3rd-edition chunk priority
/// (Docs/Colour.md#colour-space-of-image-files).
enum ColourSignal {
    /// cICP code points: primaries 12 (P3-D65) or 1 (BT.709), transfer 13 (sRGB), RGB, full range.
    static func fromCICP(_ cicp: [UInt8]) -> (ColourSpace, [String]) {
        switch (cicp[0], cicp[1], cicp[2], cicp[3]) {
        case (12, 13, 0, 1): return (.displayP3, [])
        case (1, 13, 0, 1): return (.sRGB, [])
        default:
            let name = "cICP \(cicp[0])/\(cicp[1])/\(cicp[2])/\(cicp[3])"
            return (.other(name), ["colour space \(name) is not sRGB or Display P3; pixels are read as sRGB, so measured colours may be off"])
        }
    }

    /// An embedded ICC profile, already decompressed or reassembled.
    static func fromICC(_ data: [UInt8]) -> (ColourSpace, [String]) {
        guard let profile = ICCProfile(data) else {
            return (.sRGB, ["embedded ICC profile is malformed and was ignored; pixels are read as sRGB"])
        }
        let space = profile.classification
        if case .other(let name) = space {
            return (space, ["ICC profile \"\(name)\" is neither sRGB nor Display P3; pixels are read as sRGB, so measured colours may be off"])
        }
        return (space, [])
    }
}
