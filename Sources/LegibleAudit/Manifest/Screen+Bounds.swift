import LegiblePixels

extension Screen {
    /// The media regions in image pixels: what Smart Invert leaves alone.
    public var mediaBoxes: [PixelRect] {
        mediaRegions.map { $0.pixelBox(scale: scale) }
    }

    /// One error per box (text region or media region) that does not lie inside the image,
    /// in manifest order. Each names the file, the region, the box in pixels and the fix.
    public func boundsErrors(imageWidth: Int, imageHeight: Int, file: String) -> [ManifestError] {
        (regions + mediaRegions).compactMap { region in
            outsideError(region, imageWidth: imageWidth, imageHeight: imageHeight, file: file)
        }
    }

    /// Checks every box against the image size; throws the first box outside the image.
    public func validateBounds(imageWidth: Int, imageHeight: Int, file: String) throws(ManifestError) {
        if let first = boundsErrors(imageWidth: imageWidth, imageHeight: imageHeight, file: file).first { throw first }
    }

    /// This screen without the text regions whose boxes lie outside the image, and an error for
    /// every box outside it, so one bad box costs only itself and the rest of the screen is still
    /// measured. Media boxes outside the image are reported but kept: the part of a photo that
    /// is on the screenshot is still left alone by Smart Invert.
    public func partitionedByBounds(imageWidth: Int, imageHeight: Int, file: String) -> (inside: Screen, errors: [ManifestError]) {
        var inside = self
        inside.regions = regions.filter { outsideError($0, imageWidth: imageWidth, imageHeight: imageHeight, file: file) == nil }
        return (inside, boundsErrors(imageWidth: imageWidth, imageHeight: imageHeight, file: file))
    }

    private func outsideError(_ region: Region, imageWidth: Int, imageHeight: Int, file: String) -> ManifestError? {
        // The unrounded box must lie inside the image, give or take half a pixel: frames in
        // fractional points (iOS, Android dp) may overhang the last pixel by a fraction.
        let slack = 0.5
        let x0 = region.x * scale, y0 = region.y * scale
        let x1 = (region.x + region.width) * scale, y1 = (region.y + region.height) * scale
        let inside = x0 >= 0 && y0 >= 0 && x1 <= Double(imageWidth) + slack && y1 <= Double(imageHeight) + slack
            && x0 < Double(imageWidth) && y0 < Double(imageHeight)
        guard !inside else { return nil }
        let box = region.pixelBox(scale: scale)
        return ManifestError(
            file: file, region: region.id,
            problem: "box x \(box.x)…\(box.maxX), y \(box.y)…\(box.maxY) (pixels, scale \(scale)) lies outside the \(imageWidth)×\(imageHeight) image; check the coordinates and \"scale\"")
    }
}
