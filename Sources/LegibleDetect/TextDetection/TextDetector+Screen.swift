import LegibleAudit
import LegibleColour
import LegibleImageIO
import LegiblePixels

extension TextDetector {
    /// Decodes the image as the audit does (EXIF orientation applied, Display P3 converted,
    /// transparency over white) and returns its lines of text as a screen of regions
    /// `line-1`, `line-2`, … (reading order), boxes in manifest units (pixels ÷ `scale`).
    public static func detect(imagePath: String, scale: Double = 1,
                              options: TextDetectorOptions = TextDetectorOptions()) throws(DetectError) -> Screen {
        try checkScale(scale, file: imagePath)
        let (planes, bounds) = try decodedPlanes(imagePath)
        return screen(of: detection(in: planes, options: options), bounds: bounds, imagePath: imagePath,
                      scale: scale, options: options)
    }

    /// The screen for a raster already decoded.
    public static func screen(raster: Raster, imagePath: String, scale: Double = 1,
                              options: TextDetectorOptions = TextDetectorOptions()) throws(DetectError) -> Screen {
        try checkScale(scale, file: imagePath)
        return screen(of: detection(in: raster, options: options), bounds: raster.bounds, imagePath: imagePath,
                      scale: scale, options: options)
    }

    /// What was found as a screen: lines `line-N`, then shapes `shape-N`; each line's `text` is
    /// what OCR read on it when a page is given (`LineReading`).
    static func screen(of found: Detection, bounds: PixelRect, imagePath: String, scale: Double,
                       options: TextDetectorOptions, reading page: OCRPage? = nil,
                       ocr: OCROptions = OCROptions()) -> Screen {
        let texts = page.map { LineReading.texts(on: found.lines.map(\.ink), page: $0, options: ocr) }
        let lines = found.lines.enumerated().map { number, line in
            var lineRegion = region(for: line, id: "line-\(number + 1)", scale: scale, bounds: bounds, padding: options.padding)
            lineRegion.text = texts?[number]
            return lineRegion
        }
        let shapes = found.shapes.enumerated().map { number, shape in
            region(for: shape, id: "shape-\(number + 1)", scale: scale, bounds: bounds, padding: options.padding)
        }
        return Screen(image: imagePath, scale: scale, regions: lines + shapes)
    }

    /// Throws unless `scale` is a positive number.
    static func checkScale(_ scale: Double, file: String) throws(DetectError) {
        guard scale > 0, scale.isFinite else {
            throw DetectError(file: file, problem: "scale \(scale) is not a positive number",
                              fix: "give the device pixels per point (iOS @3x: 3, Android: dpi ÷ 160, web: devicePixelRatio)")
        }
    }

    /// A detected line as a manifest region: its ink grown by `padding` × its height on every
    /// side (at least 2 px), clipped to the image, with the estimated font size in points and weight, and
    /// `source` detected (reports say so beside it).
    public static func region(for line: DetectedLine, id: String, scale: Double, bounds: PixelRect,
                              padding: Double) -> Region {
        let box = padded(line.ink, scale: scale, bounds: bounds, padding: padding)
        let size = (line.fontSizePixels / scale * 2).rounded() / 2
        return Region(id: id, x: box.x, y: box.y, width: box.width, height: box.height,
                      kind: .text, fontSize: size, fontWeight: reportedWeight(of: line, size: size, scale: scale),
                      source: .detected, note: line.partOfLine ? .partOfLine : nil)
    }

    /// A detected solid shape as a non-text region (3:1 against its background), padded as a line.
    public static func region(for shape: DetectedShape, id: String, scale: Double, bounds: PixelRect,
                              padding: Double) -> Region {
        let box = padded(shape.ink, scale: scale, bounds: bounds, padding: padding)
        return Region(id: id, x: box.x, y: box.y, width: box.width, height: box.height, kind: .nonText, source: .detected)
    }

    /// The ink grown by `padding` × its height on every side (at least 2 px), clipped to the
    /// image, in manifest units.
    static func padded(_ ink: PixelRect, scale: Double, bounds: PixelRect,
                       padding: Double) -> (x: Double, y: Double, width: Double, height: Double) {
        let pad = max(2, Int((Double(ink.height) * padding).rounded()))
        let x0 = max(bounds.x, ink.x - pad), y0 = max(bounds.y, ink.y - pad)
        let x1 = min(bounds.maxX, ink.maxX + pad), y1 = min(bounds.maxY, ink.maxY + pad)
        return (Double(x0) / scale, Double(y0) / scale, Double(x1 - x0) / scale, Double(y1 - y0) / scale)
    }

    /// Bold makes text from 14 pt (18.67 px) large, which lowers the threshold. The size is known
    /// to about a pixel of cap height, so just above 14 pt bold is claimed only when the size
    /// clears it by that pixel: bold text read as regular only gets the stricter threshold.
    static func reportedWeight(of line: DetectedLine, size: Double, scale: Double) -> Int {
        guard line.fontWeight >= WCAG.boldWeight else { return line.fontWeight }
        let pixel = 1 / 0.74 / scale
        let uncertain = size >= WCAG.largeBoldTextSize && size < WCAG.largeBoldTextSize + pixel
        return uncertain ? 400 : line.fontWeight
    }

    /// The image's red, green and blue planes and its bounds, decoded as `decodedRaster` decodes
    /// it; the raster is released as soon as the planes are made.
    static func decodedPlanes(_ imagePath: String) throws(DetectError) -> (planes: [DetectPlane], bounds: PixelRect) {
        let raster = try decodedRaster(imagePath)
        let bounds = raster.bounds
        return (DetectPlane.channels(of: consume raster), bounds)
    }

    static func decodedRaster(_ imagePath: String) throws(DetectError) -> Raster {
        let decoded: DecodedImage
        do {
            decoded = try ImageDecoder.decode(path: imagePath)
        } catch {
            throw DetectError(file: imagePath, problem: "cannot be read for text detection (\(error.description))",
                              fix: "pass a PNG or JPEG screenshot")
        }
        return decoded.raster.composited(over: RGB8(grey: 255)).0
    }
}
