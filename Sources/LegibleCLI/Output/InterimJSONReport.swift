import LegibleAudit

/// The SPEC §4 JSON report, until LegibleReport's writer replaces it.
enum InterimJSONReport {
    static func render(_ report: AuditReport, context: RenderContext) -> String {
        let known = Set(context.outcome.baselined)
        let images: [JSONValue] = report.images.map { image in
            var members: [(String, JSONValue)] = [
                ("path", .string(image.path)), ("width", .integer(image.width)), ("height", .integer(image.height)),
                ("colorSpace", .string(image.colorSpace)), ("error", image.error.map(JSONValue.string) ?? .null),
            ]
            members.append(("regions", .array(image.regions.map { region in
                self.region(region, baselined: known.contains(BaselineFingerprint(image: image, region: region)))
            })))
            return .object(members)
        }
        let summary = report.summary
        let document = JSONValue.object([
            ("version", .integer(1)),
            ("images", .array(images)),
            ("summary", .object([
                ("images", .integer(summary.images)), ("regions", .integer(summary.regions)),
                ("failed", .integer(summary.failed)), ("indeterminate", .integer(summary.indeterminate)),
                ("errors", .integer(summary.errors)), ("baselined", .integer(context.outcome.baselined.count)),
            ])),
        ])
        return document.rendered(pretty: true) + "\n"
    }

    private static func region(_ region: RegionResult, baselined: Bool) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(region.id)),
            ("box", .object([("x", .integer(region.box.x)), ("y", .integer(region.box.y)),
                             ("width", .integer(region.box.width)), ("height", .integer(region.box.height))])),
        ]
        if let original = region.original {
            members += [
                ("foreground", .string(original.foreground.hex)),
                ("background", .string(original.background.hex)),
                ("wcag", .object([("ratio", .number(original.wcag.ratio, decimals: 2)),
                                  ("median", .number(original.wcag.median, decimals: 2)),
                                  ("required", .number(original.wcag.required, decimals: 2)),
                                  ("pass", .bool(original.wcag.pass))])),
                ("apca", .object([("lc", .number(original.apca.lc, decimals: 1)),
                                  ("median", .number(original.apca.median, decimals: 1)),
                                  ("required", original.apca.required.map { .number($0, decimals: 1) } ?? .null),
                                  ("pass", .bool(original.apca.pass))])),
                ("worstPoint", .object([("x", .integer(original.worstPoint.x)), ("y", .integer(original.worstPoint.y))])),
            ]
        }
        members.append(("variants", .object(region.variants.filter { $0.variant != .original }.map { measurement in
            (measurement.variant.rawValue, .object([("wcag", .number(measurement.wcag.ratio, decimals: 2)),
                                                    ("apca", .number(measurement.apca.lc, decimals: 1)),
                                                    ("pass", .bool(measurement.pass))]))
        })))
        members.append(("status", .string(region.status.rawValue)))
        if let reason = region.reason { members.append(("reason", .string(reason))) }
        if baselined { members.append(("baselined", .bool(true))) }
        members.append(("pass", .bool(region.pass)))
        return .object(members)
    }
}
