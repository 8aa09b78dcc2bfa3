import LegiblePixels

extension Screen {
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
        let image = PixelRect(x: 0, y: 0, width: imageWidth, height: imageHeight)
        let box = region.pixelBox(scale: scale)
        // One pixel of slack: scaled boxes rounded outward may touch past the last pixel.
        let slack = PixelRect(x: box.x, y: box.y, width: box.width - 1, height: box.height - 1)
        guard !(image.contains(slack) || image.contains(box)) else { return nil }
        return ManifestError(
            file: file, region: region.id,
            problem: "box x \(box.x)…\(box.maxX), y \(box.y)…\(box.maxY) (pixels, scale \(scale)) lies outside the \(imageWidth)×\(imageHeight) image; check the coordinates and \"scale\"")
    }
}
