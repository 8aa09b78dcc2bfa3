import CImageCodecs
import LegiblePixels

/// Decodes PNG files of every colour type, bit depth and interlace method libpng reads into
/// 8-bit RGBA. Pixel values are the stored code values (16-bit scaled with rounding); a gAMA
/// chunk does not re-encode them (untagged means sRGB). Colour chunks are read in Swift.
/// Returns the file's own values; `ImageDecoder` converts Display P3 afterwards.
enum PNGDecoder {
    /// Decodes PNG bytes. `file` names the source in errors.
    /// `rows`, when given, reads the rows while they are decoded (see `RowReader` for which
    /// images); `convertToSRGB` says whether Display P3 pixels will be converted afterwards.
    static func decode(_ bytes: [UInt8], file: String, limits: ImageLimits = .default,
                       rows: RowReader? = nil, convertToSRGB: Bool = true) throws(ImageError) -> DecodedImage {
        guard ImageFormat.sniff(bytes) == .png else {
            throw .unknownFormat(file: file, signature: Array(bytes.prefix(8)))
        }
        let header: PNGChunkReader.Header
        switch PNGChunkReader.read(bytes) {
        case .success(let h): header = h
        case .failure(.truncated(let detail)): throw .truncated(file: file, format: .png, detail: detail)
        case .failure(.corrupt(let detail)): throw .corrupt(file: file, format: .png, detail: detail)
        }
        // Checked from IHDR before libpng runs, so an absurd header never reaches an allocation.
        try limits.check(width: header.width, height: header.height, file: file, format: .png)
        try checkDataCanHold(header, fileSize: bytes.count, file: file)

        var warnings: [String] = []
        var colourSpace = ColourSpace.sRGB
        if let cicp = header.cicp {
            (colourSpace, warnings) = ColourSignal.fromCICP(cicp)
        } else if let compressed = header.iccCompressed {
            if let profile = Zlib.inflate(compressed) {
                (colourSpace, warnings) = ColourSignal.fromICC(profile)
            } else {
                warnings.append("iCCP profile \"\(header.iccName ?? "")\" could not be decompressed and was ignored; pixels are read as sRGB")
            }
        } else if !header.hasSRGBChunk, let gamma = header.gamma, abs(Int(gamma) - 45455) > 500 {
            warnings.append("gAMA \(Double(gamma) / 100000) ignored: pixels are read as sRGB code values")
        }
        for chunk in header.damagedChunks {
            warnings.append("\(chunk) chunk has a bad CRC and was ignored")
        }

        // Rows are final as decoded unless converted afterwards (alpha and interlace: below).
        let reader = convertToSRGB && colourSpace == .displayP3 ? nil : rows
        let (raster, hadAlpha) = try decodePixels(bytes, file: file, header: header, rows: reader, warnings: &warnings)
        return DecodedImage(raster: raster, colourSpace: colourSpace, convertedToSRGB: false,
                            hadAlpha: hadAlpha,
                            orientation: .up, format: .png, storedWidth: header.width,
                            storedHeight: header.height, warnings: warnings)
    }

    /// Runs libpng (through the C shim that owns the setjmp) into a Swift-owned buffer.
    /// Returns the raster and whether the file has an alpha channel or tRNS.
    private static func decodePixels(_ bytes: [UInt8], file: String, header: PNGChunkReader.Header, rows reader: RowReader?,
                                     warnings: inout [String]) throws(ImageError) -> (Raster, Bool) {
        guard let decoder = legible_png_create() else {
            throw .unsupported(file: file, format: .png, detail: "out of memory starting libpng")
        }
        defer { legible_png_destroy(decoder) }
        func failure(_ status: Int32) -> ImageError {
            let message = String(cString: legible_png_message(decoder))
            return status == Int32(LEGIBLE_PNG_TRUNCATED)
                ? .truncated(file: file, format: .png, detail: "libpng: \(message)")
                : .corrupt(file: file, format: .png, detail: "libpng: \(message)")
        }
        // libpng keeps the input pointer between the header and pixel calls, so both run inside
        // one withUnsafeBufferPointer; libpng writes straight into the uninitialised output array.
        let result: Result<(Raster, Bool), ImageError> = bytes.withUnsafeBufferPointer { input in
            var info = legible_png_info()
            let headerStatus = legible_png_read_header(decoder, input.baseAddress, input.count, &info)
            guard headerStatus == Int32(LEGIBLE_PNG_OK) else { return .failure(failure(headerStatus)) }
            // libpng read the same IHDR; a mismatch would mean the two parsers disagree about the file.
            guard Int(info.width) == header.width, Int(info.height) == header.height else {
                return .failure(.corrupt(file: file, format: .png, detail: "inconsistent IHDR"))
            }
            let width = Int(info.width), height = Int(info.height)
            let stride = width * 4
            let byteCount: Int
            do throws(ImageError) {
                byteCount = try ImageLimits.pixelBufferBytes(width: width, height: height, file: file)
            } catch {
                return .failure(error)
            }
            var status = Int32(LEGIBLE_PNG_OK)
            let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, count in
                if let reader, info.interlaced == 0, info.has_alpha == 0, let base = buffer.baseAddress {
                    let view = RasterView(width: width, height: height, bytesPerRow: stride, bytes: UnsafeRawBufferPointer(buffer))
                    status = decodeRows(decoder, into: base, view: view, reader: reader)
                } else {
                    status = legible_png_decode_rgba(decoder, buffer.baseAddress, stride)
                }
                // On failure the array is thrown away: it keeps no byte (rows libpng did not reach
                // are undefined, and touching gigabytes only to drop them would cost their memory).
                count = status == Int32(LEGIBLE_PNG_OK) ? byteCount : 0
            }
            guard status == Int32(LEGIBLE_PNG_OK) else { return .failure(failure(status)) }
            return .success((Raster(width: width, height: height, bytesPerRow: stride, bytes: pixels), info.has_alpha != 0))
        }
        let warning = String(cString: legible_png_warning(decoder))
        if !warning.isEmpty { warnings.append("libpng: \(warning)") }
        return try result.get()
    }

    /// Decodes the rows band by band into `base`, announcing each band to `reader`, in huge pages
    /// (see `legible_advise_huge_pages`: a screen measured while it decodes, never a batch).
    private static func decodeRows(_ decoder: OpaquePointer, into base: UnsafeMutablePointer<UInt8>, view: RasterView,
                                   reader: RowReader) -> Int32 {
        legible_advise_huge_pages(base, view.height * view.bytesPerRow)
        let status = legible_png_start_rows(decoder, view.bytesPerRow)
        guard status == Int32(LEGIBLE_PNG_OK) else { return status }
        return reader.read(view, format: .png, ok: Int32(LEGIBLE_PNG_OK)) { first, count in
            legible_png_read_rows(decoder, base + first * view.bytesPerRow, view.bytesPerRow, UInt32(count))
        }
    }

    /// Deflate compresses at most about 1032:1, and every row of filtered image data holds at
    /// least a filter byte and one bit a pixel: a file too short for its IHDR's size is refused
    /// before anything is allocated for it (an 87-byte file declaring 2³¹ × 2³¹ pixels).
    static func checkDataCanHold(_ header: PNGChunkReader.Header, fileSize: Int, file: String) throws(ImageError) {
        let (rowBits, overflow) = header.width.multipliedReportingOverflow(by: max(1, header.bitDepth))
        let (rows, rowsOverflow) = header.height.multipliedReportingOverflow(by: 1 + (rowBits + 7) / 8)
        let (capacity, capacityOverflow) = fileSize.multipliedReportingOverflow(by: 1032)
        if overflow || rowsOverflow || (!capacityOverflow && rows > capacity) {
            throw .truncated(file: file, format: .png, detail: "\(fileSize) bytes cannot hold \(header.width)×\(header.height) pixels")
        }
    }
}
