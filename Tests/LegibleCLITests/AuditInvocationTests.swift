import LegibleAudit
import LegibleColour
import Testing
@testable import LegibleCLI

private func invocation(_ words: [String], cores: Int = 8) throws -> AuditInvocation {
    try AuditInvocation(ArgumentParser.parse(words, spec: AuditCommand.spec), processorCount: cores)
}

struct AuditInvocationTests {
    @Test func defaultsFollowTheSpec() throws {
        let value = try invocation(["a.json"], cores: 6)
        #expect(value.inputs == ["a.json"])
        #expect(value.destinations == [ReportDestination(format: .text)])
        #expect(value.options.variants == Variant.defaultSet)
        #expect(value.options.gate == [.original])
        #expect(value.options.metric == .wcag)
        #expect(value.options.level == nil)
        #expect(value.options.percentile == 2)
        #expect(value.options.ringDivisor == 6)
        #expect(value.options.severity == 0.6)
        #expect(!value.options.failOnIndeterminate)
        #expect(value.options.maxPixels == 100_000_000)
        #expect(value.jobs == 6)
        #expect(value.baselinePath == nil && value.writeBaselinePath == nil && value.previewsDirectory == nil)
    }

    @Test(arguments: [
        (["--format", "json"], [ReportDestination(format: .json)]),
        (["--format", "json", "--output", "r.json"], [ReportDestination(format: .json, path: "r.json")]),
        (["--format", "json", "--output", "r.json", "--format", "text"],
         [ReportDestination(format: .json, path: "r.json"), ReportDestination(format: .text)]),
        (["--format", "sarif", "-o", "a.sarif", "--format=junit", "--output=j.xml", "-f", "html", "-o", "r.html"],
         [ReportDestination(format: .sarif, path: "a.sarif"), ReportDestination(format: .junit, path: "j.xml"),
          ReportDestination(format: .html, path: "r.html")]),
        (["--output", "report.txt"], [ReportDestination(format: .text, path: "report.txt")]),
        (["--format", "text", "--format", "json", "-o", "r.json"],
         [ReportDestination(format: .text), ReportDestination(format: .json, path: "r.json")]),
        // `--output -` is standard output: at most one report may go there.
        (["--format", "json", "--output", "-"], [ReportDestination(format: .json)]),
        (["--format", "sarif", "-o", "r.sarif", "--format", "json", "-o", "-"],
         [ReportDestination(format: .sarif, path: "r.sarif"), ReportDestination(format: .json)]),
        (["--format", "json", "--output=-", "--format", "text", "-o", "r.txt"],
         [ReportDestination(format: .json), ReportDestination(format: .text, path: "r.txt")]),
        (["-o", "-"], [ReportDestination(format: .text)]),
    ] as [([String], [ReportDestination])])
    func pairsOutputsWithFormats(words: [String], expected: [ReportDestination]) throws {
        #expect(try invocation(words + ["a.json"]).destinations == expected)
    }

    @Test(arguments: [
        ["--format", "json", "--format", "sarif"],
        ["--format", "json", "-o", "a", "-o", "b"],
        ["--format", "json", "-o", "same", "--format", "text", "-o", "same"],
        ["--format", "json", "-o", "-", "--format", "text"],
        ["--format", "json", "-o", "-", "--format", "sarif", "-o", "-"],
        ["--format", "json", "-o", "-", "-o", "r.json"],
        ["--format", "json", "-o", "r.json", "-o", "-"],
    ])
    func rejectsAmbiguousOutputs(words: [String]) {
        #expect {
            try invocation(words + ["a.json"])
        } throws: { error in
            guard let error = error as? ParseError, case .conflict(let message) = error.kind else { return false }
            return message.contains("--output")
        }
    }

    @Test(arguments: [
        ("all", Variant.defaultSet),
        ("none", [Variant.original]),
        ("protanopia", [.original, .protanopia]),
        ("smart-invert,protanomaly", [.original, .smartInvert, .protanomaly]),
        ("Deuteranopia, invert", [.original, .deuteranopia, .invert]),
        ("original,tritanopia", [.original, .tritanopia]),
    ] as [(String, [Variant])])
    func readsVariantLists(text: String, expected: [Variant]) throws {
        #expect(try invocation(["--variants", text, "a.json"]).options.variants == expected)
    }

    @Test func gatingOnAVariantMeasuresIt() throws {
        let value = try invocation(["--variants", "none", "--gate", "original,deuteranopia", "a.json"])
        #expect(value.options.variants == [.original, .deuteranopia])
        #expect(value.options.gate == [.original, .deuteranopia])
        #expect(try invocation(["--gate", "all", "a.json"]).options.gate == Variant.defaultSet)
        #expect(try invocation(["--gate", "none", "a.json"]).options.gate == [])
    }

    @Test func readsMeasurementOptions() throws {
        let value = try invocation(["--metric", "both", "--level", "aaa", "--percentile", "5", "--ring", "4.5",
                                    "--severity", "1", "--fail-on-indeterminate", "--max-pixels", "50M", "-j", "3",
                                    "--baseline", "b.json", "--write-baseline", "w.json", "--previews", "p", "a.json"])
        #expect(value.options.metric == .both)
        #expect(value.options.level == .AAA)
        #expect(value.options.percentile == 5)
        #expect(value.options.ringDivisor == 4.5)
        #expect(value.options.severity == 1)
        #expect(value.options.failOnIndeterminate)
        #expect(value.options.maxPixels == 50_000_000)
        #expect(value.jobs == 3)
        #expect(value.baselinePath == "b.json" && value.writeBaselinePath == "w.json" && value.previewsDirectory == "p")
    }

    @Test(arguments: [
        (["--jobs", "0"], "--jobs"),
        (["--jobs", "two"], "--jobs"),
        (["--severity", "1.5"], "--severity"),
        (["--percentile", "-1"], "--percentile"),
        (["--ring", "0"], "--ring"),
        (["--max-pixels", "lots"], "--max-pixels"),
        (["--variants", "protanopa"], "--variants"),
        (["--variants", "protanopia,,invert"], "--variants"),
        (["--gate", "sepia"], "--gate"),
        (["--metric", "wcag3"], "--metric"),
        (["--level", "A"], "--level"),
    ] as [([String], String)])
    func rejectsBadValues(words: [String], option: String) {
        #expect {
            try invocation(words + ["a.json"])
        } throws: { error in
            guard let error = error as? ParseError, case .invalidValue(let named, _, let expected) = error.kind else { return false }
            return named == option && !expected.isEmpty
        }
    }

    @Test func badVariantListsTheAllowedNames() {
        #expect {
            try invocation(["--variants", "protanopa", "a.json"])
        } throws: { error in
            "\(error)".contains("protanopia, deuteranopia") && "\(error)".contains("'protanopa'")
        }
    }
}
