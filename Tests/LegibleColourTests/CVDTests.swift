import LegibleColour
import LegiblePixels
import Testing

@Suite("Colour-vision deficiency simulation")
struct CVDTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var deficiency: Deficiency
        var input: String
        var vienot: String, brettel: String, machado: String
        var testDescription: String { "\(deficiency) \(input)" }
        init(_ d: Deficiency, _ input: String, _ v: String, _ b: String, _ m: String) {
            (deficiency, self.input, vienot, brettel, machado) = (d, input, v, b, m)
        }
    }

    /// Docs/Colour.md#test-vectors: canonical columns (float64, clip, round), severity 1.0.
    static let canonical: [Row] = [
        Row(.protan, "#FF0000", "#5E5E0D", "#6C5C0C", "#6D5F00"),
        Row(.protan, "#00FF00", "#F2F200", "#FFED00", "#FFE500"),
        Row(.protan, "#0000FF", "#0000FF", "#0038FF", "#0059FF"),
        Row(.protan, "#FF8000", "#96960A", "#AB9309", "#A69100"),
        Row(.protan, "#808080", "#808080", "#808080", "#808080"),
        Row(.protan, "#3366CC", "#6262CC", "#0069CC", "#2872D0"),
        Row(.protan, "#FFFFFF", "#FFFFFF", "#FFFFFF", "#FFFFFF"),
        Row(.protan, "#000000", "#000000", "#000000", "#000000"),
        Row(.deutan, "#FF0000", "#939300", "#A48B00", "#A39000"),
        Row(.deutan, "#00FF00", "#DBDB29", "#F1D12E", "#EFD63A"),
        Row(.deutan, "#0000FF", "#0000FF", "#0057FE", "#003DFB"),
        Row(.deutan, "#FF8000", "#B2B200", "#C6A900", "#C4AE00"),
        Row(.deutan, "#808080", "#808080", "#808080", "#808080"),
        Row(.deutan, "#3366CC", "#5B5BCC", "#006CCC", "#0064CA"),
        Row(.deutan, "#FFFFFF", "#FFFFFF", "#FFFFFF", "#FFFFFF"),
        Row(.deutan, "#000000", "#000000", "#000000", "#000000"),
        Row(.tritan, "#FF0000", "#FF0000", "#FF004E", "#FF000F"),
        Row(.tritan, "#00FF00", "#6AEFEF", "#79E9FF", "#00F7D9"),
        Row(.tritan, "#0000FF", "#006969", "#006288", "#006B96"),
        Row(.tritan, "#FF8000", "#FF7777", "#FF7489", "#FF626D"),
        Row(.tritan, "#808080", "#808080", "#808080", "#808080"),
        Row(.tritan, "#3366CC", "#007B7B", "#007792", "#007E8F"),
        Row(.tritan, "#FFFFFF", "#FFFFFF", "#FFFFFF", "#FFFFFF"),
        Row(.tritan, "#000000", "#000000", "#000000", "#000000"),
    ]

    @Test(arguments: canonical)
    func canonicalSeverityOne(_ row: Row) {
        let c = hex(row.input)
        let transforms = [
            (ColourTransform.vienot(row.deficiency), row.vienot),
            (ColourTransform.brettel(row.deficiency), row.brettel),
            (ColourTransform.machado(row.deficiency, severity: 1.0), row.machado),
        ]
        for (t, expected) in transforms {
            #expect(t.apply(c) == hex(expected))
            #expect(t.reference(c) == hex(expected))
            var pixels = raster(of: [c], width: 1, padding: 0)
            t.apply(to: &pixels)
            #expect(pixels[0, 0].rgb == hex(expected))
        }
    }

    /// The default variants use Viénot for protan/deutan and Brettel for tritan.
    @Test(arguments: canonical)
    func variantsUseTheSpecifiedModels(_ row: Row) {
        let c = hex(row.input)
        switch row.deficiency {
        case .protan: #expect(ColourTransform(.protanopia).apply(c) == hex(row.vienot))
        case .deutan: #expect(ColourTransform(.deuteranopia).apply(c) == hex(row.vienot))
        case .tritan: #expect(ColourTransform(.tritanopia).apply(c) == hex(row.brettel))
        }
    }

    /// Docs/Colour.md#test-vectors, severity 0.5: Viénot protan, Viénot deutan, Brettel tritan.
    @Test(arguments: [
        ("#FF0000", "#C54307", "#D26B00", "#FF0037"),
        ("#00FF00", "#B2F900", "#A0EE1B", "#57F4C6"),
        ("#0000FF", "#0000FF", "#0000FF", "#0046CF"),
        ("#FF8000", "#D38B05", "#DD9C00", "#FF7A63"),
        ("#808080", "#808080", "#808080", "#808080"),
        ("#3366CC", "#4F64CC", "#4A61CC", "#136FB2"),
        ("#FFFFFF", "#FFFFFF", "#FFFFFF", "#FFFFFF"),
        ("#000000", "#000000", "#000000", "#000000"),
    ])
    func severityHalf(input: String, protan: String, deutan: String, tritan: String) {
        let c = hex(input)
        #expect(ColourTransform.vienot(.protan, severity: 0.5).apply(c) == hex(protan))
        #expect(ColourTransform.vienot(.deutan, severity: 0.5).apply(c) == hex(deutan))
        #expect(ColourTransform.brettel(.tritan, severity: 0.5).apply(c) == hex(tritan))
    }

    enum Model: String, Sendable { case vienot, brettel, machado }

    /// Docs/Colour.md#test-vectors: unclipped linear-RGB outputs (6 dp).
    @Test(arguments: [
        (Model.vienot, Deficiency.protan, "#FF0000", [0.112383, 0.112383, 0.004006]),
        (.vienot, .protan, "#00FF00", [0.887617, 0.887617, -0.004006]),
        (.vienot, .protan, "#3366CC", [0.121657, 0.121657, 0.603428]),
        (.vienot, .deutan, "#FF0000", [0.292750, 0.292750, -0.022337]),
        (.vienot, .deutan, "#FF8000", [0.445417, 0.445417, -0.017515]),
        (.brettel, .protan, "#00FF00", [1.195478, 0.848638, -0.005395]),
        (.brettel, .protan, "#0000FF", [-0.307418, 0.038923, 1.001387]),
        (.brettel, .deutan, "#0000FF", [-0.228585, 0.094617, 0.992781]),
        (.brettel, .tritan, "#FF0000", [1.012773, -0.012433, 0.075891]),
        (.brettel, .tritan, "#00FF00", [0.189790, 0.815260, 1.127665]),
        (.brettel, .tritan, "#3366CC", [-0.020198, 0.184753, 0.287120]),
        (.machado, .protan, "#0000FF", [-0.204868, 0.099216, 1.051998]),
        (.machado, .deutan, "#3366CC", [-0.011141, 0.127255, 0.590351]),
        (.machado, .tritan, "#FF8000", [1.238961, 0.122514, 0.153972]),
    ] as [(Model, Deficiency, String, [Double])])
    func unclippedLinearOutputs(model: Model, deficiency: Deficiency, input: String, expected: [Double]) {
        let t: ColourTransform
        switch model {
        case .vienot: t = .vienot(deficiency)
        case .brettel: t = .brettel(deficiency)
        case .machado: t = .machado(deficiency, severity: 1)
        }
        let out = t.linearOutput(hex(input))!
        #expect(abs(out.x - expected[0]) < 6e-7 && abs(out.y - expected[1]) < 6e-7 && abs(out.z - expected[2]) < 6e-7)
    }

    /// Greys are invariant in every model (rows sum to 1).
    @Test func greysAreInvariant() {
        var transforms: [ColourTransform] = Deficiency.allCases.flatMap {
            [ColourTransform.vienot($0), .brettel($0), .machado($0, severity: 1), .machado($0, severity: 0.37)]
        }
        transforms.append(.achromatopsia)
        for t in transforms {
            // 0.215861 to 6 dp; Machado rows sum to 1 only to the table's 6 dp.
            let out = t.linearOutput(hex("#808080"))!
            #expect(abs(out.x - 0.215861) < 2e-6 && abs(out.y - 0.215861) < 2e-6 && abs(out.z - 0.215861) < 2e-6)
            for grey in Samples.greys where t.apply(grey) != grey {
                Issue.record("grey \(grey) changed")
            }
        }
    }

    /// Docs/Colour.md#simulated-pairs: WCAG contrast of simulated pairs (3 dp, so within ±0.0015).
    /// Columns: original, Viénot protan, Viénot deutan, Brettel protan, Brettel deutan, Brettel
    /// tritan, Machado protan, deutan, tritan (severity 1), achromatopsia.
    @Test(arguments: [
        ("#FF0000", "#FFFFFF", [3.998, 6.812, 3.274, 6.617, 3.348, 3.916, 6.389, 3.208, 3.993, 4.004]),
        ("#FF0000", "#000000", [5.252, 3.083, 6.414, 3.174, 6.272, 5.362, 3.287, 6.547, 5.259, 5.245]),
        ("#008000", "#FF0000", [1.285, 1.475, 1.668, 1.492, 1.650, 1.333, 1.330, 1.696, 1.283, 1.292]),
        ("#3366CC", "#FFFFFF", [5.366, 5.075, 5.507, 5.395, 5.228, 5.180, 4.764, 5.713, 4.793, 5.329]),
        ("#0000FF", "#000000", [2.444, 2.444, 2.444, 3.010, 3.794, 3.103, 3.873, 3.061, 3.543, 2.445]),
        ("#767676", "#FFFFFF", [4.542, 4.542, 4.542, 4.542, 4.542, 4.542, 4.542, 4.542, 4.542, 4.542]),
    ])
    func wcagOfSimulatedPairs(fg: String, bg: String, expected: [Double]) {
        let transforms: [ColourTransform] = [
            .identity, .vienot(.protan), .vienot(.deutan), .brettel(.protan), .brettel(.deutan),
            .brettel(.tritan), .machado(.protan, severity: 1), .machado(.deutan, severity: 1),
            .machado(.tritan, severity: 1), .achromatopsia,
        ]
        for (t, e) in zip(transforms, expected) {
            let ratio = WCAG.contrastRatio(t.apply(hex(fg)), t.apply(hex(bg)))
            #expect(abs(ratio - e) <= 0.0015)
        }
    }

    /// Docs/Colour.md#achromatopsia, luminance-preserving: grey out, Y, WCAG L of the output.
    @Test(arguments: [
        ("#FF0000", "#7F7F7F", 0.212600, 0.212231),
        ("#00FF00", "#DCDCDC", 0.715200, 0.715694),
        ("#0000FF", "#4C4C4C", 0.072200, 0.072272),
        ("#FF8000", "#A3A3A3", 0.366983, 0.366253),
        ("#3366CC", "#6B6B6B", 0.145662, 0.147027),
        ("#808080", "#808080", 0.215861, 0.215861),
    ])
    func achromatopsia(input: String, grey: String, y: Double, outputL: Double) {
        let out = ColourTransform(.achromatopsia).apply(hex(input))
        #expect(out == hex(grey))
        #expect(abs(ColourTransform.achromatopsia.linearOutput(hex(input))!.x - y) < 5e-7)
        #expect(abs(WCAG.luminance(out) - outputL) < 5e-7)
    }
}

@Suite("Machado 2009 tables and interpolation")
struct MachadoTests {
    /// Docs/Colour.md#anomalous-trichromacy: the severity 1.0 matrices.
    @Test(arguments: [
        (Deficiency.protan, [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]),
        (.deutan, [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]),
        (.tritan, [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]),
    ])
    func severityOne(deficiency: Deficiency, rows: [[Double]]) {
        #expect(Machado2009.matrix(deficiency, severity: 1.0) == Matrix3(rows))
        #expect(Machado2009.table(deficiency)[10] == Matrix3(rows))
        #expect(Machado2009.matrix(deficiency, severity: 7) == Matrix3(rows))
    }

    @Test func tablesHaveElevenStepsStartingAtIdentity() {
        for d in Deficiency.allCases {
            #expect(Machado2009.table(d).count == 11)
            #expect(Machado2009.matrix(d, severity: 0) == .identity)
            #expect(Machado2009.matrix(d, severity: -1) == .identity)
        }
        // Spot checks of transcription against the published rows.
        #expect(Machado2009.table(.protan)[6].row1 == SIMD3(0.100526, 0.829802, 0.069673))
        #expect(Machado2009.table(.deutan)[3].row2 == SIMD3(-0.007950, 0.018572, 0.989378))
        #expect(Machado2009.table(.tritan)[8].row0 == SIMD3(1.257728, -0.139648, -0.118081))
    }

    /// Docs/Colour.md#anomalous-trichromacy: correct interpolation (not colour-science's or
    /// DaltonLens's).
    @Test(arguments: [
        (0.15, SIMD3(0.7954665, 0.258455, -0.053921)),
        (0.55, SIMD3(0.421757, 0.7242915, -0.1460485)),
    ])
    func protanomalyInterpolation(severity: Double, rowR: SIMD3<Double>) {
        let m = Machado2009.matrix(.protan, severity: severity)
        #expect(abs(m.row0.x - rowR.x) < 1e-12 && abs(m.row0.y - rowR.y) < 1e-12 && abs(m.row0.z - rowR.z) < 1e-12)
    }

    @Test func noSnappingBetweenNinetyAndHundredPercent() {
        let m = Machado2009.matrix(.protan, severity: 0.95)
        let expected = 0.5 * (0.203876 + 0.152286)
        #expect(abs(m.row0.x - expected) < 1e-12)
        #expect(m != Machado2009.table(.protan)[10])
    }

    @Test func tabulatedStepsAreExact() {
        for d in Deficiency.allCases {
            for k in 0...10 {
                let m = Machado2009.matrix(d, severity: Double(k) / 10)
                let t = Machado2009.table(d)
                // 10 × (k/10) can land a hair above k, so allow interpolation noise only.
                #expect(abs(m.row0.x - t[k].row0.x) < 1e-12 && abs(m.row2.z - t[k].row2.z) < 1e-12)
            }
        }
    }

    @Test func anomalousVariantsUseMachadoAtTheSeverity() {
        let c = hex("#FF8000")
        #expect(ColourTransform(.protanomaly, severity: 1).apply(c) == hex("#A69100"))
        #expect(ColourTransform(.deuteranomaly, severity: 1).apply(c) == hex("#C4AE00"))
        #expect(ColourTransform(.tritanomaly, severity: 1).apply(c) == hex("#FF626D"))
        #expect(Variant.protanomaly.transform().apply(c) == ColourTransform.machado(.protan, severity: 0.6).apply(c))
    }
}
