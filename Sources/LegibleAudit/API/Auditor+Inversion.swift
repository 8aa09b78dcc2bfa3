import LegiblePixels

extension Auditor {
    /// What Smart Invert does to the regions of `screen` beyond the screen's media rule, for a
    /// picture of the screen whose results carry no plans (`legible simulate --manifest`, or
    /// a report read back from JSON by `legible merge`): the regions marked `"media": true` and
    /// those over `media` are separated as the audit separates them, the others need no plan.
    /// `SmartInvertPicture` draws the result. In the screen's region order, with each region's id.
    /// - Parameters:
    ///   - raster: the screenshot, opaque (composited over its backdrop).
    ///   - media: the boxes Smart Invert leaves alone, in image pixels (usually `screen.mediaBoxes`).
    ///   - lossy: the raster came from a JPEG file, as the audit would be told.
    public func inversionPlans(raster: Raster, screen: Screen, media: [PixelRect],
                               lossy: Bool = false) -> [(region: String, plan: InversionPlan)] {
        let regions = screen.regions.filter { region in
            let box = region.pixelBox(scale: screen.scale).intersection(raster.bounds)
            return !box.isEmpty && (region.media || media.contains { !$0.intersection(box).isEmpty })
        }
        // The plan comes from separation alone: no variant needs measuring.
        var planOnly = options
        planOnly.variants = []
        planOnly.gate = []
        let measurer = RegionMeasurer(options: planOnly, mediaRects: media, lossy: lossy)
        return BatchScheduler.map(regions, jobs: options.regionJobs) { region in
            measurer.measure(region, scale: screen.scale, in: raster).inversion.map { (region.id, $0) }
        }.compactMap { $0 }
    }
}
