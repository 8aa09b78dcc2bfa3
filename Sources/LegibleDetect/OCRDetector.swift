import LegibleAudit
import LegibleImageIO
import LegiblePixels

/// Tesseract's own line boxes: run tesseract on a screenshot, or read TSV/hOCR that someone
/// already made. OCR skips text it cannot read, often the faintest, so the command line takes its
/// boxes from `TextDetector` and only the text from OCR (`LineReading`); this is for callers who
/// want exactly what OCR found.
///
/// Each line of text becomes one region `ocr-line-N` (N from 1, in reading order) whose `text`
/// is the line's words, whose box is the line's ink grown by `OCROptions.padding`, and whose
/// `fontSize` is estimated from the ink height (`FontSizeEstimate`). Boxes are in manifest units:
/// image pixels divided by `scale`.
public enum OCRDetector {
    /// Runs tesseract on the image and returns its text lines as a screen.
    ///
    /// The image is decoded the way the audit decodes it (EXIF orientation applied, colour
    /// converted, transparency over white) and handed to tesseract as a PNG, so the boxes land
    /// on the pixels that will be measured even for rotated JPEGs.
    public static func detect(imagePath: String, scale: Double = 1,
                              options: OCROptions = OCROptions()) throws(DetectError) -> Screen {
        try TextDetector.checkScale(scale, file: imagePath)
        let tesseract = try Tesseract(path: options.tesseractPath)
        let raster = try TextDetector.decodedRaster(imagePath)
        let run = try tesseract.start(raster: raster, options: options)
        var page = try TesseractTSV.page(from: try tesseract.tsv(of: run, imagePath: imagePath, options: options), file: imagePath)
        page.width = raster.width
        page.height = raster.height
        return try screen(page: page, imagePath: imagePath, scale: scale, options: options)
    }

    /// Reads tesseract TSV (`tesseract IMAGE OUT tsv`) made from the image at `imagePath`.
    public static func screen(fromTSV tsv: String, imagePath: String, scale: Double = 1,
                              options: OCROptions = OCROptions(), file: String = "TSV") throws(DetectError) -> Screen {
        try screen(page: TesseractTSV.page(from: tsv, file: file), imagePath: imagePath, scale: scale, options: options)
    }

    /// Reads hOCR (`tesseract IMAGE OUT hocr`) made from the image at `imagePath`.
    public static func screen(fromHOCR hocr: String, imagePath: String, scale: Double = 1,
                              options: OCROptions = OCROptions(), file: String = "hOCR") throws(DetectError) -> Screen {
        try screen(page: HOCRReader.page(from: hocr, file: file), imagePath: imagePath, scale: scale, options: options)
    }

    /// Turns an OCR page into a screen: cleans it (`OCRPage.cleaned`), pads each line's box and
    /// clips it to the page when the page size is known.
    public static func screen(page: OCRPage, imagePath: String, scale: Double = 1,
                              options: OCROptions = OCROptions()) throws(DetectError) -> Screen {
        try TextDetector.checkScale(scale, file: imagePath)
        let lines = page.cleaned(options).lines
        var regions: [Region] = []
        for (number, line) in lines.enumerated() {
            let ink = line.box
            let pad = max(2, Int((Double(ink.height) * options.padding).rounded()))
            var x0 = max(0, ink.x - pad), y0 = max(0, ink.y - pad)
            var x1 = ink.maxX + pad, y1 = ink.maxY + pad
            if let width = page.width { x1 = min(x1, width) }
            if let height = page.height { y1 = min(y1, height) }
            x0 = min(x0, x1 - 1)
            y0 = min(y0, y1 - 1)
            let text = line.text
            regions.append(Region(
                id: "ocr-line-\(number + 1)",
                x: Double(x0) / scale, y: Double(y0) / scale,
                width: Double(x1 - x0) / scale, height: Double(y1 - y0) / scale,
                text: text, kind: .text,
                fontSize: FontSizeEstimate.points(inkHeight: Double(ink.height), text: text, scale: scale)))
        }
        return Screen(image: imagePath, scale: scale, regions: regions)
    }
}
