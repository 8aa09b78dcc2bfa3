import LegibleAudit
import LegiblePixels

/// What a screen's crops are drawn from, found the first time a crop is drawn, if ever: the
/// pixels, and what the crops are drawn through (`CropLayers`). A screen whose findings all
/// repeat earlier ones draws no crop, so it is neither decoded nor measured again.
public final class ScreenPictures {
    private let loadRaster: () -> Raster?
    private let findLayers: (Raster) -> CropLayers

    /// - Parameters:
    ///   - raster: decodes the screen (opaque, over its backdrop); nil when it cannot be read.
    ///   - layers: what the crops of that raster are drawn through.
    public init(raster: @escaping () -> Raster?, layers: @escaping (Raster) -> CropLayers) {
        loadRaster = raster
        findLayers = layers
    }

    /// The pixels and the layers an audit measured and keeps in its results.
    public convenience init(measured image: ImageAudit, raster: @escaping () -> Raster?) {
        self.init(raster: raster, layers: { _ in CropLayers(measured: image) })
    }

    /// The screen's pixels, decoded on first use.
    public private(set) lazy var raster: Raster? = loadRaster()

    /// The layers, found on first use; nil without pixels.
    public private(set) lazy var layers: CropLayers? = raster.map(findLayers)
}
