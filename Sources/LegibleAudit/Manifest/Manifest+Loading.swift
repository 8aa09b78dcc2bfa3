import Foundation
import LegibleColour
import LegiblePixels

extension Manifest {
    /// Reads and validates a manifest file (everything but the image bounds, which need the image).
    public static func load(path: String) throws(ManifestError) -> Manifest {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ManifestError(file: path, problem: "cannot be read; check that the file exists and is readable")
        }
        return try parse(data, path: path)
    }

    /// Parses and validates manifest JSON (UTF-8 bytes, such as `text.utf8`); `path` is used for
    /// relative image paths and messages.
    public static func parse(_ bytes: some Collection<UInt8>, path: String) throws(ManifestError) -> Manifest {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: bytes as? Data ?? Data(bytes), options: [])
        } catch {
            throw ManifestError(file: path, problem: "is not valid JSON (\(jsonErrorDetail(error))); fix the syntax")
        }
        guard let root = json as? [String: Any] else {
            throw ManifestError(file: path, problem: "must be a JSON object with \"image\" and \"regions\", or \"screens\"")
        }
        var reader = ManifestReader(file: path)
        if let screens = root["screens"] {
            guard let list = screens as? [Any], !list.isEmpty else {
                throw ManifestError(file: path, problem: "\"screens\" must be a non-empty array of screens")
            }
            var result: [Screen] = []
            for (index, item) in list.enumerated() {
                guard let object = item as? [String: Any] else {
                    throw ManifestError(file: path, problem: "screens[\(index)] must be an object")
                }
                result.append(try reader.screen(object, label: "screens[\(index)]"))
            }
            return Manifest(path: path, screens: result)
        }
        return Manifest(path: path, screens: [try reader.screen(root, label: nil)])
    }

    /// Whether a JSON file's bytes look like a manifest (hold `image` or `screens` at the top).
    public static func looksLikeManifest(_ bytes: some Collection<UInt8>) -> Bool {
        classify(bytes) == .manifest
    }

    /// What a `*.json` file found in a folder is, for discovery.
    public enum FileKind: Sendable, Equatable {
        /// Valid JSON naming `image` or `screens` at the top.
        case manifest
        /// Not valid JSON (or not an object), but its text names `"image"` or `"screens"`: meant as
        /// a manifest, so loading it reports what is wrong instead of skipping it.
        case damagedManifest
        /// Valid JSON that is no manifest (a package.json, a report).
        case otherJSON
        /// Neither valid JSON nor naming either key.
        case notJSON
    }

    /// Sorts a file's bytes into `FileKind`.
    public static func classify(_ bytes: some Collection<UInt8>) -> FileKind {
        let data = bytes as? Data ?? Data(bytes)
        if let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) {
            guard let root = json as? [String: Any] else { return namesManifestKeys(data) ? .damagedManifest : .otherJSON }
            return root["image"] != nil || root["screens"] != nil ? .manifest : .otherJSON
        }
        return namesManifestKeys(data) ? .damagedManifest : .notJSON
    }

    private static func namesManifestKeys(_ data: Data) -> Bool {
        let text = String(decoding: data, as: UTF8.self)
        return text.contains("\"image\"") || text.contains("\"screens\"")
    }

    private static func jsonErrorDetail(_ error: Error) -> String {
        let info = (error as NSError).userInfo
        return (info[NSDebugDescriptionErrorKey] as? String) ?? "unparseable"
    }
}

/// Field-by-field validation with messages that name the place and the fix.
private struct ManifestReader {
    let file: String

    func fail(_ region: String?, _ problem: String) -> ManifestError {
        ManifestError(file: file, region: region, problem: problem)
    }

    mutating func screen(_ object: [String: Any], label: String?) throws(ManifestError) -> Screen {
        let prefix = label.map { "\($0): " } ?? ""
        guard let image = object["image"] as? String, !image.isEmpty else {
            throw fail(nil, "\(prefix)missing \"image\" (the screenshot path, relative to the manifest)")
        }
        let scale = try number(object["scale"], key: "scale", region: nil, prefix: prefix) ?? 1
        guard scale > 0 else { throw fail(nil, "\(prefix)\"scale\" must be positive (device pixels per unit), got \(scale)") }
        var backdrop = RGB8(grey: 255)
        if let value = object["backdrop"] {
            guard let text = value as? String, let colour = RGB8(parsing: text) else {
                throw fail(nil, "\(prefix)\"backdrop\" must be a colour like \"#FFFFFF\"")
            }
            backdrop = colour
        }
        guard let list = object["regions"] as? [Any] else {
            throw fail(nil, "\(prefix)missing \"regions\" (an array of boxes with id, x, y, width, height)")
        }
        var regions: [Region] = []
        var seen: Set<String> = []
        for (index, item) in list.enumerated() {
            let region = try self.region(item, index: index, prefix: prefix, media: false, scale: scale)
            guard seen.insert(region.id).inserted else {
                throw fail(region.id, "duplicate id; every region id in a manifest must be unique")
            }
            regions.append(region)
        }
        var media: [Region] = []
        if let value = object["mediaRegions"] {
            guard let items = value as? [Any] else { throw fail(nil, "\(prefix)\"mediaRegions\" must be an array of boxes") }
            for (index, item) in items.enumerated() {
                media.append(try self.region(item, index: index, prefix: prefix, media: true, scale: scale))
            }
        }
        return Screen(name: object["name"] as? String, image: image, scale: scale, backdrop: backdrop,
                      regions: regions, mediaRegions: media)
    }

    func region(_ item: Any, index: Int, prefix: String, media: Bool, scale: Double) throws(ManifestError) -> Region {
        let list = media ? "mediaRegions" : "regions"
        guard let object = item as? [String: Any] else { throw fail("\(list)[\(index)]", "must be an object") }
        let id: String
        if media {
            id = (object["id"] as? String) ?? "\(list)[\(index)]"
        } else {
            guard let value = object["id"] as? String, !value.isEmpty else {
                throw fail("\(prefix)\(list)[\(index)]", "missing \"id\" (a unique name for the box)")
            }
            id = value
        }
        var box: [Double] = []
        for key in ["x", "y", "width", "height"] {
            guard let value = try number(object[key], key: key, region: id, prefix: prefix) else {
                throw fail(id, "missing \"\(key)\" (boxes need x, y, width and height in manifest units)")
            }
            box.append(value)
        }
        guard box[2] > 0 && box[3] > 0 else {
            throw fail(id, "width and height must be positive, got \(box[2]) × \(box[3])")
        }
        guard box.allSatisfy({ $0 * scale <= Region.pixelLimit }) else {
            throw fail(id, "the box is far larger than any image (over 2³⁰ pixels at scale \(scale)); check the numbers and \"scale\"")
        }
        guard box[0] >= 0 && box[1] >= 0 else {
            throw fail(id, "x and y must not be negative (origin is the top-left corner), got (\(box[0]), \(box[1]))")
        }
        var kind = RegionKind.text
        if let value = object["kind"] {
            guard let text = value as? String, let parsed = RegionKind(rawValue: text) else {
                throw fail(id, "\"kind\" must be \"text\" or \"nonText\"")
            }
            kind = parsed
        }
        let fontSize = try number(object["fontSize"], key: "fontSize", region: id, prefix: prefix)
        if let fontSize, fontSize <= 0 { throw fail(id, "\"fontSize\" must be positive (points), got \(fontSize)") }
        var fontWeight = 400
        if let weight = try number(object["fontWeight"], key: "fontWeight", region: id, prefix: prefix) {
            do {
                fontWeight = try CheckedNumber.integer(exactly: weight, in: 100...900, at: NumberPlace(file: file, place: "fontWeight"))
            } catch {
                throw fail(id, "\"fontWeight\" must be a whole number from 100 to 900, got \(error.value)")
            }
        }
        var foreground: RGB8?
        if let value = object["foreground"] {
            guard let text = value as? String, let colour = RGB8(parsing: text) else {
                throw fail(id, "\"foreground\" must be a colour like \"#1A1A1A\"")
            }
            foreground = colour
        }
        var level = ConformanceLevel.AA
        if let value = object["level"] {
            guard let text = value as? String, let parsed = ConformanceLevel(rawValue: text.uppercased()) else {
                throw fail(id, "\"level\" must be \"AA\" or \"AAA\"")
            }
            level = parsed
        }
        if let value = object["text"], !(value is String) { throw fail(id, "\"text\" must be a string") }
        var source = RegionSource.manifest
        if let value = object["source"] {
            guard let text = value as? String, let parsed = RegionSource(rawValue: text) else {
                throw fail(id, "\"source\" must be \"manifest\" or \"detected\"")
            }
            source = parsed
        }
        return Region(id: id, x: box[0], y: box[1], width: box[2], height: box[3], text: object["text"] as? String,
                      kind: kind, fontSize: fontSize, fontWeight: fontWeight, foreground: foreground, level: level,
                      source: source)
    }

    /// A finite JSON number, nil when absent; an error for strings, booleans, null or infinities.
    func number(_ value: Any?, key: String, region: String?, prefix: String) throws(ManifestError) -> Double? {
        guard let value else { return nil }
        // JSON booleans arrive as NSNumber too; their Objective-C type code is "c".
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else {
            throw fail(region, "\(region == nil ? prefix : "")\"\(key)\" must be a number")
        }
        let double = number.doubleValue
        guard double.isFinite else { throw fail(region, "\"\(key)\" must be a finite number, got \(double)") }
        return double
    }
}
