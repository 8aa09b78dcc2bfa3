import LegiblePixels

extension Auditor {
    /// Where the text and ring of the regions `ids` of `screen` lie, as the audit separates them
    /// (`RegionLayers`), for a report read back from JSON whose fix suggestions carry none
    /// (`legible merge`): those regions are measured again, and each that fails with
    /// suggestions gives its layers. In the screen's region order, with each region's id.
    /// - Parameters:
    ///   - raster: the screenshot, opaque (composited over its backdrop).
    ///   - lossy: the raster came from a JPEG file, as the audit would be told.
    public func suggestionLayers(raster: Raster, screen: Screen, ids: Set<String>,
                                 lossy: Bool = false) -> [(region: String, layers: RegionLayers)] {
        var withSuggestions = options
        withSuggestions.suggestions = true
        let measurer = RegionMeasurer(options: withSuggestions, mediaRects: screen.mediaBoxes, lossy: lossy)
        let regions = screen.regions.filter { ids.contains($0.id) && !$0.pixelBox(scale: screen.scale).intersection(raster.bounds).isEmpty }
        return BatchScheduler.map(regions, jobs: options.regionJobs) { region in
            measurer.measure(region, scale: screen.scale, in: raster).measurement?.suggestions?.layers.map { (region.id, $0) }
        }.compactMap { $0 }
    }
}
