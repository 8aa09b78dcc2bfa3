import CImageCodecs
import LegiblePixels

/// Decodes baseline, progressive, greyscale and CMYK/YCCK JPEGs into upright 8-bit RGBA.
/// libjpeg runs inside the C shim (setjmp there); markers, EXIF and ICC are read here in Swift.
/// Returns the file's own colour values; `ImageDecoder` converts Display P3 afterwards.
enum JPEGDecoder {
    /// Decodes JPEG bytes. `file` names the source in errors.
    /// `rows`, when given, reads the rows while they are decoded (see `RowReader` for which
    /// images); `convertToSRGB` says whether Display P3 pixels will be converted afterwards.
    static func decode(_ bytes: [UInt8], file: String, limits: ImageLimits = .default,
                       rows: RowReader? = nil, convertToSRGB: Bool = true) throws(ImageError) -> DecodedImage {
        guard ImageFormat.sniff(bytes) == .jpeg else {
            throw .unknownFormat(file: file, signature: Array(bytes.prefix(8)))
        }
        let metadata = JPEGMarkerReader.read(bytes)
        var warnings: [String] = []
        var colourSpace = ColourSpace.sRGB
        switch JPEGMarkerReader.iccProfile(from: metadata.iccChunks) {
        case .profile(let profile)?: (colourSpace, warnings) = ColourSignal.fromICC(profile)
        case .problem(let problem)?: warnings.append("\(problem); pixels are read as sRGB")
        case nil: break
        }
        let orientation = metadata.exif.flatMap { EXIFOrientation.parse(tiff: $0) } ?? .up
        // Rows are final as decoded unless turned or converted afterwards (CMYK: below).
        let reader = orientation != .up || (convertToSRGB && colourSpace == .displayP3) ? nil : rows

        guard let decoder = legible_jpeg_create() else {
            throw .unsupported(file: file, format: .jpeg, detail: "out of memory starting libjpeg")
        }
        defer { legible_jpeg_destroy(decoder) }
        func failure(_ status: Int32) -> ImageError {
            let message = String(cString: legible_jpeg_message(decoder))
            return status == Int32(LEGIBLE_JPEG_TRUNCATED)
                ? .truncated(file: file, format: .jpeg, detail: "libjpeg: \(message)")
                : .corrupt(file: file, format: .jpeg, detail: "libjpeg: \(message)")
        }
        // libjpeg's memory source keeps the input pointer between calls: both run in one closure.
        let result: Result<(Raster, legible_jpeg_info), ImageError> = bytes.withUnsafeBufferPointer { input in
            var info = legible_jpeg_info()
            let headerStatus = legible_jpeg_read_header(decoder, input.baseAddress, input.count, &info)
            guard headerStatus == Int32(LEGIBLE_JPEG_OK) else { return .failure(failure(headerStatus)) }
            do throws(ImageError) {
                // From the frame header, before the pixel buffer exists.
                try limits.check(width: Int(info.width), height: Int(info.height), file: file, format: .jpeg)
            } catch {
                return .failure(error)
            }
            guard info.color_space != Int32(LEGIBLE_JPEG_SPACE_OTHER) else {
                return .failure(.unsupported(file: file, format: .jpeg, detail: "\(info.components)-component colour space"))
            }
            let width = Int(info.width), height = Int(info.height), stride = width * 4
            let byteCount: Int
            do throws(ImageError) {
                byteCount = try ImageLimits.pixelBufferBytes(width: width, height: height, file: file)
            } catch {
                return .failure(error)
            }
            var status = Int32(LEGIBLE_JPEG_OK)
            let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, count in
                if let reader, info.color_space != Int32(LEGIBLE_JPEG_SPACE_CMYK), let base = buffer.baseAddress {
                    let view = RasterView(width: width, height: height, bytesPerRow: stride, bytes: UnsafeRawBufferPointer(buffer))
                    status = decodeRows(decoder, into: base, view: view, reader: reader)
                } else {
                    status = legible_jpeg_decode(decoder, buffer.baseAddress, stride)
                }
                // On failure the array is thrown away without touching the rows never decoded.
                count = status == Int32(LEGIBLE_JPEG_OK) ? byteCount : 0
            }
            guard status == Int32(LEGIBLE_JPEG_OK) else { return .failure(failure(status)) }
            return .success((Raster(width: width, height: height, bytesPerRow: stride, bytes: pixels), info))
        }
        var (raster, info) = try result.get()

        let warningCount = legible_jpeg_warning_count(decoder)
        if warningCount > 0 {
            let first = String(cString: legible_jpeg_warning(decoder))
            warnings.append("libjpeg recovered from corrupt data (\(warningCount)×, first: \(first))")
        }
        if info.color_space == Int32(LEGIBLE_JPEG_SPACE_CMYK) {
            convertInvertedCMYKToRGBA(&raster)
            warnings.append("CMYK JPEG converted to RGB without its colour profile (naive Adobe-inverted formula)")
            if case .other = colourSpace { colourSpace = .other("CMYK") }
        }
        if orientation != .up { raster = raster.applying(orientation) }
        return DecodedImage(raster: raster, colourSpace: colourSpace, convertedToSRGB: false, hadAlpha: false,
                            orientation: orientation, format: .jpeg, storedWidth: Int(info.width),
                            storedHeight: Int(info.height), warnings: warnings)
    }

    /// Decodes the rows band by band into `base`, announcing each band to `reader`, in huge pages
    /// (see `legible_advise_huge_pages`: a screen measured while it decodes, never a batch).
    private static func decodeRows(_ decoder: OpaquePointer, into base: UnsafeMutablePointer<UInt8>, view: RasterView,
                                   reader: RowReader) -> Int32 {
        legible_advise_huge_pages(base, view.height * view.bytesPerRow)
        let status = legible_jpeg_start_rows(decoder)
        guard status == Int32(LEGIBLE_JPEG_OK) else { return status }
        return reader.read(view, format: .jpeg, ok: Int32(LEGIBLE_JPEG_OK)) { _, count in
            legible_jpeg_read_rows(decoder, base, view.bytesPerRow, UInt32(count))
        }
    }

    /// CMYK as libjpeg delivers it from Adobe files (inverted: 255 = no ink) to RGBA, in place:
    /// R = C'·K'/255 with C' = 255 − C, the multiplicative formula Pillow (`CMYK;I` then
    /// `cmyk2rgb`) and ImageMagick use. Pillow assumes Adobe inversion for every 4-channel JPEG,
    /// and so does this, so files without APP14 match it too.
    static func convertInvertedCMYKToRGBA(_ raster: inout Raster) {
        let height = raster.height, width = raster.width, stride = raster.bytesPerRow
        raster.bytes.withUnsafeMutableBufferPointer { p in
            for y in 0..<height {
                var o = y &* stride
                for _ in 0..<width {
                    let k = UInt32(p[o &+ 3])
                    p[o] = mulDiv255(UInt32(p[o]), k)
                    p[o &+ 1] = mulDiv255(UInt32(p[o &+ 1]), k)
                    p[o &+ 2] = mulDiv255(UInt32(p[o &+ 2]), k)
                    p[o &+ 3] = 255
                    o &+= 4
                }
            }
        }
    }

    /// round(a·b / 255) for a, b in 0…255, exactly (no ties: 255 is odd).
    @inline(__always)
    static func mulDiv255(_ a: UInt32, _ b: UInt32) -> UInt8 {
        let t = a &* b &+ 128
        return UInt8(truncatingIfNeeded: ((t >> 8) &+ t) >> 8)
    }
}
