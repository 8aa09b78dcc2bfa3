#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The parts of an ICC profile (ICC.1:2022) needed to tell Display P3 from sRGB from anything else:
/// header fields, description, matrix columns and tone curves
/// (Docs/Colour.md#colour-space-of-image-files).
public struct ICCProfile: Sendable, Equatable {
    /// An XYZ triple (PCS, D50-adapted) as stored in `rXYZ`/`gXYZ`/`bXYZ`.
    public struct XYZ: Sendable, Equatable {
        public var x: Double, y: Double, z: Double
        public init(_ x: Double, _ y: Double, _ z: Double) { self.x = x; self.y = y; self.z = z }

        /// True when every component is within `tolerance` of `other`'s.
        public func isClose(to other: XYZ, tolerance: Double) -> Bool {
            abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance && abs(z - other.z) <= tolerance
        }
    }

    /// A tone reproduction curve (`curv` or `para`).
    public enum ToneCurve: Sendable, Equatable {
        case identity
        case gamma(Double)
        case table([UInt16])
        case parametric(type: Int, parameters: [Double])

        /// The curve's linear output for an encoded input in 0…1, or nil for unknown shapes.
        func evaluate(_ v: Double) -> Double? {
            switch self {
            case .identity: return v
            case .gamma(let g): return pow(v, g)
            case .table(let t):
                guard t.count >= 2 else { return nil }
                let position = v * Double(t.count - 1)
                let i = min(Int(position), t.count - 2)
                let f = position - Double(i)
                return (Double(t[i]) * (1 - f) + Double(t[i + 1]) * f) / 65535
            case .parametric(let type, let p):
                switch (type, p.count) {
                case (0, 1...): return pow(v, p[0])
                case (3, 5...):
                    // Y = (aX+b)^g for X >= d, Y = cX below (IEC 61966-2.1 form).
                    return v >= p[4] ? pow(p[1] * v + p[2], p[0]) : p[3] * v
                case (4, 7...):
                    return v >= p[4] ? pow(p[1] * v + p[2], p[0]) + p[5] : p[3] * v + p[6]
                default: return nil
                }
            }
        }

        /// True when the curve follows the sRGB curve within 0.5 % at sample points (a `curv` table
        /// of the classic sRGB profile, `para` type 3 with g 2.4 / d 0.04045, …).
        var isSRGBLike: Bool {
            for step in 1...16 {
                let v = Double(step) / 16
                guard let y = evaluate(v) else { return false }
                let expected = v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
                if abs(y - expected) > 0.005 { return false }
            }
            return true
        }
    }

    public let versionMajor: UInt8
    public let versionMinor: UInt8
    /// Device class, e.g. `mntr`.
    public let deviceClass: String
    /// Data colour space, e.g. `RGB `.
    public let dataColourSpace: String
    /// The `desc` text (first record of an `mluc`), if any.
    public let name: String?
    public let red: XYZ?
    public let green: XYZ?
    public let blue: XYZ?
    public let redCurve: ToneCurve?
    public let greenCurve: ToneCurve?
    public let blueCurve: ToneCurve?

    /// Display P3 columns as Apple's profile stores them.
    public static let displayP3Primaries = (red: XYZ(0.51512146, 0.24119568, -0.00105286),
                                            green: XYZ(0.29197693, 0.69224548, 0.04188538),
                                            blue: XYZ(0.15710449, 0.06657410, 0.78407288))
    /// sRGB columns, D50-adapted.
    public static let sRGBPrimaries = (red: XYZ(0.436041, 0.222485, 0.013920),
                                       green: XYZ(0.385113, 0.716905, 0.097067),
                                       blue: XYZ(0.143046, 0.060610, 0.713913))
    /// How far a stored column may be from the reference and still match (s15Fixed16 rounding and
    /// different Bradford implementations stay well inside it; Adobe RGB is 0.07 away).
    public static let primaryTolerance = 0.002

    /// Parses a profile; nil when it is not a well-formed ICC profile (no `acsp`, short header,
    /// tag table outside the data).
    public init?(_ data: [UInt8]) {
        let view = ByteView(data)
        guard (try? view.tag(36)) == "acsp", let count = try? view.u32(128), count <= 1024,
              132 + Int(count) * 12 <= data.count, let major = try? view.u8(8), let minor = try? view.u8(9)
        else { return nil }
        versionMajor = major
        versionMinor = minor >> 4
        deviceClass = (try? view.tag(12)) ?? ""
        dataColourSpace = (try? view.tag(16)) ?? ""
        var tags: [String: ArraySlice<UInt8>] = [:]
        for i in 0..<Int(count) {
            let entry = 132 + i * 12
            guard let signature = try? view.tag(entry), let offset = try? view.u32(entry + 4),
                  let size = try? view.u32(entry + 8), let body = try? view.slice(Int(offset), Int(size))
            else { continue } // a tag pointing outside the profile is ignored, not fatal
            if tags[signature] == nil { tags[signature] = body }
        }
        name = tags["desc"].flatMap(ICCProfile.text)
        red = tags["rXYZ"].flatMap(ICCProfile.xyz)
        green = tags["gXYZ"].flatMap(ICCProfile.xyz)
        blue = tags["bXYZ"].flatMap(ICCProfile.xyz)
        redCurve = tags["rTRC"].flatMap(ICCProfile.curve)
        greenCurve = tags["gTRC"].flatMap(ICCProfile.curve)
        blueCurve = tags["bTRC"].flatMap(ICCProfile.curve)
    }

    /// What the profile describes, recognised by its primaries and tone curves — never by hash or
    /// name, so re-encoded or third-party P3 profiles are found too
    /// (Docs/Colour.md#colour-space-of-image-files).
    public var classification: ColourSpace {
        let label = name ?? "unnamed ICC profile"
        guard dataColourSpace == "RGB ", let red, let green, let blue else {
            return .other("\(label) (\(dataColourSpace.trimmingSpaces) profile)")
        }
        let curvesSRGB = [redCurve, greenCurve, blueCurve].allSatisfy { $0?.isSRGBLike ?? false }
        func matches(_ reference: (red: XYZ, green: XYZ, blue: XYZ)) -> Bool {
            red.isClose(to: reference.red, tolerance: Self.primaryTolerance)
                && green.isClose(to: reference.green, tolerance: Self.primaryTolerance)
                && blue.isClose(to: reference.blue, tolerance: Self.primaryTolerance)
        }
        if curvesSRGB && matches(Self.displayP3Primaries) { return .displayP3 }
        if curvesSRGB && matches(Self.sRGBPrimaries) { return .sRGB }
        return .other(label)
    }

    // MARK: Tag decoding

    private static func s15Fixed16(_ view: ByteView, _ offset: Int) -> Double? {
        (try? view.u32(offset)).map { Double(Int32(bitPattern: $0)) / 65536 }
    }

    private static func xyz(_ body: ArraySlice<UInt8>) -> XYZ? {
        let view = ByteView(body)
        guard (try? view.tag(0)) == "XYZ ", let x = s15Fixed16(view, 8), let y = s15Fixed16(view, 12),
              let z = s15Fixed16(view, 16) else { return nil }
        return XYZ(x, y, z)
    }

    private static func curve(_ body: ArraySlice<UInt8>) -> ToneCurve? {
        let view = ByteView(body)
        switch try? view.tag(0) {
        case "curv":
            guard let n = try? view.u32(8) else { return nil }
            if n == 0 { return .identity }
            if n == 1 { return (try? view.u16(12)).map { .gamma(Double($0) / 256) } }
            guard n <= 65536 else { return nil }
            var table: [UInt16] = []
            for i in 0..<Int(n) {
                guard let entry = try? view.u16(12 + 2 * i) else { return nil }
                table.append(entry)
            }
            return .table(table)
        case "para":
            guard let type = try? view.u16(8) else { return nil }
            let counts: [UInt16: Int] = [0: 1, 1: 3, 2: 4, 3: 5, 4: 7]
            guard let n = counts[type] else { return nil }
            var parameters: [Double] = []
            for i in 0..<n {
                guard let p = s15Fixed16(view, 12 + 4 * i) else { return nil }
                parameters.append(p)
            }
            return .parametric(type: Int(type), parameters: parameters)
        default:
            return nil
        }
    }

    /// Description text: v4 `mluc` (first record, UTF-16BE) or v2 `desc` (ASCII).
    private static func text(_ body: ArraySlice<UInt8>) -> String? {
        let view = ByteView(body)
        switch try? view.tag(0) {
        case "mluc":
            guard let records = try? view.u32(8), records > 0, let length = try? view.u32(20),
                  let offset = try? view.u32(24), let raw = try? view.slice(Int(offset), Int(length)) else { return nil }
            let text = ByteView(raw)
            let units = (0..<(text.count / 2)).compactMap { try? text.u16(2 * $0) }
            return String(decoding: units, as: UTF16.self).trimmingNULs
        case "desc":
            guard let length = try? view.u32(8), let raw = try? view.slice(12, Int(length)) else { return nil }
            return String(decoding: raw, as: UTF8.self).trimmingNULs
        default:
            return nil
        }
    }
}

extension String {
    fileprivate var trimmingNULs: String {
        String(unicodeScalars.prefix { $0 != "\0" })
    }

    fileprivate var trimmingSpaces: String {
        String(unicodeScalars.filter { $0 != " " })
    }
}
