import LegibleAudit
import LegiblePixels

/// The screens this example audits.
public enum Screens {
    /// A file in Legible's own Samples folder, found from this source file so that the example
    /// runs from any working directory. Your tests would point at their own screenshots.
    public static func sample(_ name: String) -> String {
        // …/Examples/ScreenshotAudit/Sources/ScreenshotAuditSupport/Screens.swift → the repository.
        let root = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(5)
        return (root + ["Samples", Substring(name)]).joined(separator: "/")
    }

    /// Two rows of the checkout screenshot, described in code rather than by its manifest (boxes in
    /// points, 2× scale): the street placeholder and the card.
    public static func checkoutRows() -> Screen {
        Screen(image: sample("checkout.png"), scale: 2, regions: [
            Region(id: "street-placeholder", x: 30.5, y: 199.5, width: 144, height: 15.5, text: "Street and number",
                   fontSize: 17),
            Region(id: "card", x: 76.5, y: 499.5, width: 152, height: 19, text: "Visa ending in 4242", fontSize: 17),
        ])
    }

    /// A white 400×120 screen with one label in `grey` (#GGGGGG) and the screen that describes
    /// it, with the region built in code: 15 pt text at 2× scale, in points like a manifest.
    public static func greyLabel(_ grey: UInt8, text: String = "SHOP THE SALE") -> (raster: Raster, screen: Screen) {
        var raster = Raster(width: 400, height: 120, fill: RGBA8(r: 255, g: 255, b: 255, a: 255))
        let cell = 3
        let size = BlockLetters.size(of: text, cell: cell)
        BlockLetters.draw(text, colour: RGB8(grey: grey), x: 40, y: 40, cell: cell, into: &raster)
        // The box in points (pixels / scale), with room around the glyphs for the background ring.
        let region = Region(id: "sale-banner", x: 16, y: 16, width: Double(size.width) / 2 + 8,
                            height: Double(size.height) / 2 + 8, text: text, fontSize: 15, fontWeight: 400)
        return (raster, Screen(image: "sale-banner.png", scale: 2, regions: [region]))
    }
}
