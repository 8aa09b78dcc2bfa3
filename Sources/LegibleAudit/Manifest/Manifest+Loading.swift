import LegibleColour
import LegibleImageIO
import LegiblePixels

extension Manifest {
    /// Reads and validates a manifest file (everything but the image bounds, which need the image).
    public static func load(path: String) throws(ManifestError) -> Manifest {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.readAll(path: path)
        } catch {
            throw ManifestError(file: path, problem: "cannot be read (\(error.reason)); check that the file exists and is readable")
        }
        return try parse(bytes, path: path)
    }

    /// Parses and validates manifest JSON (UTF-8 bytes, such as `text.utf8`); `path` is used for
    /// relative image paths and messages.
    public static func parse(_ bytes: some Collection<UInt8>, path: String) throws(ManifestError) -> Manifest {
        let document: JSONDocument
        do {
            document = try JSONReader.document(Array(bytes))
        } catch {
            throw ManifestError(file: path, problem: "not valid JSON: \(error.problem); fix the syntax",
                                position: JSONPosition(line: error.line, column: error.column))
        }
        let reader = ManifestReader(file: path, document: document)
        let root = document.root
        guard root.objectMembers != nil else {
            throw reader.fail(root, field: nil, "must be a JSON object with \"image\" and \"regions\", or \"screens\"; found \(root.found)")
        }
        if let screens = root["screens"] {
            guard let list = screens.arrayValue, !list.isEmpty else {
                let found = screens.arrayValue != nil ? "an empty array" : screens.found
                throw reader.fail(screens, field: "screens", "expected a non-empty array of screens, found \(found)")
            }
            var result: [Screen] = []
            for (index, item) in list.enumerated() {
                result.append(try reader.screen(item, field: "screens[\(index)]"))
            }
            return Manifest(path: path, screens: result)
        }
        return Manifest(path: path, screens: [try reader.screen(root, field: nil)])
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
        let bytes = Array(bytes)
        if let json = try? JSONReader.parse(bytes) {
            guard json.objectMembers != nil else { return namesManifestKeys(bytes) ? .damagedManifest : .otherJSON }
            return json["image"] != nil || json["screens"] != nil ? .manifest : .otherJSON
        }
        return namesManifestKeys(bytes) ? .damagedManifest : .notJSON
    }

    private static func namesManifestKeys(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.contains("\"image\"") || text.contains("\"screens\"")
    }
}

/// Field-by-field validation with messages that name the place (line, column, field) and the fix.
private struct ManifestReader {
    let file: String
    let document: JSONDocument

    /// An error at `node`; `field` is its path from the top of the document.
    func fail(_ node: JSONNode, field: String?, region: String? = nil, _ problem: String) -> ManifestError {
        ManifestError(file: file, region: region, problem: problem, position: document.position(of: node), field: field)
    }

    /// `parent.key`, or `key` at the top of the document.
    private func path(_ parent: String?, _ key: String) -> String {
        parent.map { "\($0).\(key)" } ?? key
    }

    func screen(_ node: JSONNode, field: String?) throws(ManifestError) -> Screen {
        guard node.objectMembers != nil else { throw fail(node, field: field, "expected a screen (an object), found \(node.found)") }
        guard let imageNode = node["image"] else {
            throw fail(node, field: field, "missing \"image\" (the screenshot path, relative to the manifest)")
        }
        guard let image = imageNode.stringValue, !image.isEmpty else {
            throw fail(imageNode, field: path(field, "image"),
                       "expected the screenshot's path (a non-empty string, relative to the manifest), found \(imageNode.found)")
        }
        let scale = try number(node["scale"], field: path(field, "scale")) ?? 1
        if let scaleNode = node["scale"], scale <= 0 {
            throw fail(scaleNode, field: path(field, "scale"), "must be positive (device pixels per unit), got \(JSONValue.format(scale))")
        }
        let backdrop = try colour(node["backdrop"], field: path(field, "backdrop"), example: "#FFFFFF") ?? RGB8(grey: 255)
        let name = try string(node["name"], field: path(field, "name"))
        guard let regionsNode = node["regions"] else {
            throw fail(node, field: field, "missing \"regions\" (an array of boxes with id, x, y, width, height)")
        }
        let regions = try self.regions(regionsNode, field: path(field, "regions"), scale: scale)
        var media: [Region] = []
        if let mediaNode = node["mediaRegions"] {
            let items = try array(mediaNode, field: path(field, "mediaRegions"), of: "boxes")
            for (index, item) in items.enumerated() {
                media.append(try region(item, field: path(field, "mediaRegions[\(index)]"), media: true, scale: scale))
            }
        }
        return Screen(name: name, image: image, scale: scale, backdrop: backdrop, regions: regions, mediaRegions: media)
    }

    /// A screen's `regions`, every id present and unique.
    func regions(_ node: JSONNode, field: String, scale: Double) throws(ManifestError) -> [Region] {
        let items = try array(node, field: field, of: "boxes with id, x, y, width, height")
        var regions: [Region] = []
        var firstIndex: [String: Int] = [:]
        for (index, item) in items.enumerated() {
            let label = "\(field)[\(index)]"
            let region = try self.region(item, field: label, media: false, scale: scale)
            if let earlier = firstIndex[region.id] {
                throw fail(item["id"] ?? item, field: "\(label).id", region: region.id,
                           "duplicate id \(JSONValue.quoted(region.id)), also used by \(field)[\(earlier)]; every region id in a manifest must be unique")
            }
            firstIndex[region.id] = index
            regions.append(region)
        }
        return regions
    }

    func region(_ node: JSONNode, field: String, media: Bool, scale: Double) throws(ManifestError) -> Region {
        guard node.objectMembers != nil else {
            throw fail(node, field: field, region: field, "expected a box (an object with id, x, y, width, height), found \(node.found)")
        }
        let id: String
        if media {
            id = try string(node["id"], field: path(field, "id")) ?? field
        } else {
            guard let idNode = node["id"] else { throw fail(node, field: field, region: field, "missing \"id\" (a unique name for the box)") }
            guard let value = idNode.stringValue, !value.isEmpty else {
                throw fail(idNode, field: path(field, "id"), region: field, "expected a unique name for the box (a non-empty string), found \(idNode.found)")
            }
            id = value
        }
        let box = try self.box(node, field: field, id: id, scale: scale)
        let attributes = try self.attributes(node, field: field, id: id)
        return Region(id: id, x: box.x, y: box.y, width: box.width, height: box.height, text: attributes.text,
                      kind: attributes.kind, fontSize: attributes.fontSize, fontWeight: attributes.fontWeight,
                      foreground: attributes.foreground, level: attributes.level, source: attributes.source,
                      media: attributes.media, note: attributes.note)
    }

    /// A region's x, y, width and height: present, finite, sizes positive, corner not negative.
    func box(_ node: JSONNode, field: String, id: String, scale: Double) throws(ManifestError) -> (x: Double, y: Double, width: Double, height: Double) {
        var values: [Double] = []
        for key in ["x", "y", "width", "height"] {
            guard let value = try number(node[key], field: path(field, key), region: id) else {
                throw fail(node, field: field, region: id, "missing \"\(key)\" (boxes need x, y, width and height in manifest units)")
            }
            let valueNode = node[key] ?? node
            if key == "width" || key == "height", value <= 0 {
                throw fail(valueNode, field: path(field, key), region: id, "must be positive (a box needs a size), got \(JSONValue.format(value))")
            }
            if key == "x" || key == "y", value < 0 {
                throw fail(valueNode, field: path(field, key), region: id,
                           "must not be negative (origin is the top-left corner), got \(JSONValue.format(value))")
            }
            values.append(value)
        }
        guard values.allSatisfy({ $0 * scale <= Region.pixelLimit }) else {
            throw fail(node, field: field, region: id,
                       "the box is far larger than any image (over 2³⁰ pixels at scale \(JSONValue.format(scale))); check the numbers and \"scale\"")
        }
        return (values[0], values[1], values[2], values[3])
    }

    private struct Attributes {
        var text: String?
        var kind = RegionKind.text
        var fontSize: Double?
        var fontWeight = 400
        var foreground: RGB8?
        var level = ConformanceLevel.AA
        var source = RegionSource.manifest
        var media = false
        var note: RegionNote?
    }

    /// Everything of a region but its id and box, each optional with its default.
    private func attributes(_ node: JSONNode, field: String, id: String) throws(ManifestError) -> Attributes {
        var result = Attributes()
        result.kind = try choice(node["kind"], field: path(field, "kind"), region: id, RegionKind.init(rawValue:),
                                 expected: "\"text\" or \"nonText\"") ?? .text
        if let fontSizeNode = node["fontSize"], let fontSize = try number(fontSizeNode, field: path(field, "fontSize"), region: id) {
            guard fontSize > 0 else {
                throw fail(fontSizeNode, field: path(field, "fontSize"), region: id, "must be positive (points), got \(JSONValue.format(fontSize))")
            }
            result.fontSize = fontSize
        }
        if let weightNode = node["fontWeight"], let weight = try number(weightNode, field: path(field, "fontWeight"), region: id) {
            do {
                result.fontWeight = try CheckedNumber.integer(exactly: weight, in: 100...900, at: NumberPlace(file: file, place: "fontWeight"))
            } catch {
                throw fail(weightNode, field: path(field, "fontWeight"), region: id,
                           "expected a whole number from 100 to 900, found \(weightNode.found)")
            }
        }
        result.foreground = try colour(node["foreground"], field: path(field, "foreground"), region: id, example: "#1A1A1A")
        result.level = try choice(node["level"], field: path(field, "level"), region: id, { ConformanceLevel(rawValue: $0.uppercased()) },
                                  expected: "\"AA\" or \"AAA\"") ?? .AA
        result.text = try string(node["text"], field: path(field, "text"), region: id)
        result.source = try choice(node["source"], field: path(field, "source"), region: id, RegionSource.init(rawValue:),
                                   expected: "\"manifest\" or \"detected\"") ?? .manifest
        result.media = try bool(node["media"], field: path(field, "media"), region: id,
                                meaning: "true when Smart Invert leaves the region whole") ?? false
        result.note = try choice(node["note"], field: path(field, "note"), region: id, RegionNote.init(rawValue:),
                                 expected: "\"partOfLine\"")
        return result
    }

    /// A finite JSON number, nil when absent; an error for anything else (strings, booleans, null).
    func number(_ node: JSONNode?, field: String, region: String? = nil) throws(ManifestError) -> Double? {
        guard let node else { return nil }
        guard let value = node.numberValue else { throw fail(node, field: field, region: region, "expected a number, found \(node.found)") }
        return value
    }

    /// A JSON `true` or `false`, nil when absent.
    func bool(_ node: JSONNode?, field: String, region: String?, meaning: String) throws(ManifestError) -> Bool? {
        guard let node else { return nil }
        guard let value = node.boolValue else {
            throw fail(node, field: field, region: region, "expected true or false (\(meaning)), found \(node.found)")
        }
        return value
    }

    /// A string, nil when absent.
    func string(_ node: JSONNode?, field: String, region: String? = nil) throws(ManifestError) -> String? {
        guard let node else { return nil }
        guard let value = node.stringValue else { throw fail(node, field: field, region: region, "expected a string, found \(node.found)") }
        return value
    }

    /// A colour written as text (`#1A1A1A`, `rgb(…)`), nil when absent.
    func colour(_ node: JSONNode?, field: String, region: String? = nil, example: String) throws(ManifestError) -> RGB8? {
        guard let node else { return nil }
        guard let text = node.stringValue, let colour = RGB8(parsing: text) else {
            throw fail(node, field: field, region: region, "expected a colour like \"\(example)\", found \(node.found)")
        }
        return colour
    }

    /// One of a few words, nil when absent.
    func choice<Value>(_ node: JSONNode?, field: String, region: String?, _ parse: (String) -> Value?,
                       expected: String) throws(ManifestError) -> Value? {
        guard let node else { return nil }
        guard let text = node.stringValue, let value = parse(text) else {
            throw fail(node, field: field, region: region, "expected \(expected), found \(node.found)")
        }
        return value
    }

    /// An array, never absent where asked for.
    func array(_ node: JSONNode, field: String, of what: String) throws(ManifestError) -> [JSONNode] {
        guard let items = node.arrayValue else { throw fail(node, field: field, "expected an array of \(what), found \(node.found)") }
        return items
    }
}
