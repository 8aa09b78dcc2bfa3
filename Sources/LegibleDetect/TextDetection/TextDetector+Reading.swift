import LegibleAudit
import LegiblePixels

extension TextDetector {
    /// The lines the detector finds, each with what tesseract reads on it as its `text`
    /// (`LineReading`): the detector decides where text is, tesseract only what it says.
    ///
    /// Tesseract reads the image as the audit decodes it, in its own process while the detector
    /// looks. A line it cannot read (often the faintest) keeps its box without text. Throws when
    /// tesseract is missing or fails; `detect(imagePath:scale:options:)` finds the same boxes
    /// without it.
    public static func detect(imagePath: String, scale: Double = 1, options: TextDetectorOptions = TextDetectorOptions(),
                              reading ocr: OCROptions) throws(DetectError) -> Screen {
        try checkScale(scale, file: imagePath)
        let tesseract = try Tesseract(path: ocr.tesseractPath)
        let raster = try decodedRaster(imagePath)
        let bounds = raster.bounds
        let run = try tesseract.start(raster: raster, options: ocr)
        // Tesseract has its own copy in a file: the detector needs only the planes.
        let found = detection(in: DetectPlane.channels(of: consume raster), options: options)
        let page = try TesseractTSV.page(from: tesseract.tsv(of: run, imagePath: imagePath, options: ocr), file: imagePath)
        return screen(of: found, bounds: bounds, imagePath: imagePath, scale: scale, options: options,
                      reading: page, ocr: ocr)
    }

    /// The lines the detector finds, with the text of OCR output already made from the image
    /// (tesseract TSV or hOCR, read into `page`; `file` names it in errors). The output must be
    /// of this image: a page of another size would put its words on the wrong lines.
    public static func detect(imagePath: String, scale: Double = 1, options: TextDetectorOptions = TextDetectorOptions(),
                              reading page: OCRPage, from file: String, ocr: OCROptions = OCROptions()) throws(DetectError) -> Screen {
        try checkScale(scale, file: imagePath)
        let (planes, bounds) = try decodedPlanes(imagePath)
        if let width = page.width, let height = page.height, width != bounds.width || height != bounds.height {
            throw DetectError(file: file, problem: "is OCR of a \(width) × \(height) image, but \(imagePath) is \(bounds.width) × \(bounds.height)",
                              fix: "run tesseract on this screenshot (as the audit decodes it: upright, full size)")
        }
        return screen(of: detection(in: planes, options: options), bounds: bounds, imagePath: imagePath,
                      scale: scale, options: options, reading: page, ocr: ocr)
    }
}
