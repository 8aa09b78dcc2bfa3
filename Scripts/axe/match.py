"""Matching axe-core's nodes to Legible's regions.

Both sides name the same DOM element, in the same browser session: the page's script
(Scripts/web/legible-boxes.js) returns every region with the element whose own text it holds,
and axe's node carries its element (elementRef), so a node's regions are exactly those measured
from its element (one per line of text). No selector or text matching is involved. The regions
of that session are then checked against web-capture's manifest (same id, box within half a CSS
pixel, same text), and the session's screenshot against web-capture's around each region (the
box and half its height on every side); an element whose regions differ in either is a capture
problem, not a disagreement.

A line's box may hold text of other elements too (a link inside a paragraph's line): Legible
then measures every text colour in it (`colours` in its report) and the worst governs the box.
axe judges each element by its own text, and the link on its own. So where a failing line's
`colours` hold the element's own colour (axe's foreground, within OWN_COLOUR_LEVELS) and that
colour passes, while every colour that fails is the foreground axe gives some other element of
the page, the line counts for this element as its own colour measured (`legibleBox` keeps the
box's verdict, `otherColourFails` the colours that failed it): the other colour's text is judged
with its own element. A failing colour that is no element's (an anti-aliased edge taken for
text) still fails the element.

An element's Legible verdict is its lines' worst: fail if any line fails, else indeterminate if
any line is, else pass. Its ratio, colours and crop are those of the line that decides it (the
lowest-ratio failing line, the first indeterminate line, or the lowest-ratio line).
"""

import json

SCREENSHOT_TOLERANCE = 0.002   # share of a region's pixels that may differ (antialiasing jitter)
BOX_TOLERANCE = 0.5            # CSS px
OWN_COLOUR_LEVELS = 8          # largest channel difference between axe's foreground and a measured colour


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def manifest_problems(session_regions, manifest):
    """Region ids whose box or text differ between the axe session and web-capture's manifest."""
    captured = {r["id"]: r for r in manifest["regions"]}
    problems = set()
    for r in session_regions:
        c = captured.get(r["id"])
        if c is None or c["text"] != r["text"] or any(
                abs(c[k] - r[k]) > BOX_TOLERANCE for k in ("x", "y", "width", "height")):
            problems.add(r["id"])
    return problems


def element_verdict(lines):
    statuses = [line["status"] for line in lines]
    if "fail" in statuses:
        return "fail"
    if "indeterminate" in statuses:
        return "indeterminate"
    return "pass"


def deciding_line(lines):
    """The line that gives the element its verdict: the lowest-ratio failing line, else the
    first indeterminate one, else the lowest-ratio line."""
    verdict = element_verdict(lines)
    if verdict == "indeterminate":
        return next(line for line in lines if line["status"] == "indeterminate")
    candidates = [line for line in lines if line["status"] == verdict and line.get("wcag")]
    return min(candidates, key=lambda line: line["wcag"]["ratio"]) if candidates else lines[0]


AXE_OUTCOME = {"passes": "pass", "violations": "fail", "incomplete": "review"}


def axe_fields(node):
    data = node.get("data") or {}
    return {
        "axe": AXE_OUTCOME[node["outcome"]],
        "axeRatio": data.get("contrastRatio"),
        "axeForeground": (data.get("fgColor") or "").upper() or None,
        "axeBackground": (data.get("bgColor") or "").upper() or None,
        "axeRequired": data.get("expectedContrastRatio"),
        "axeReason": data.get("messageKey"),
        "axeShadow": data.get("shadowColor"),
        "target": " ".join(map(str, node["target"])),
        "html": node["html"],
    }


def channels(hex_colour):
    return tuple(int(hex_colour[k:k + 2], 16) for k in (1, 3, 5))


def is_colour(hex_colour):
    return bool(hex_colour) and hex_colour.startswith("#") and len(hex_colour) == 7


def same_colour(a, b):
    return max(abs(x - y) for x, y in zip(channels(a), channels(b))) <= OWN_COLOUR_LEVELS


def own_colour_lines(lines, foreground, page_colours):
    """The lines as they count for an element whose own text is `foreground`: a failing line of
    several colours whose own colour passes, and whose failing colours are all among
    `page_colours` (axe's foregrounds of the page's elements), counts as its own colour (see the
    module's note)."""
    if not is_colour(foreground):
        return lines, []
    own, others = [], []
    for line in lines:
        colours = line.get("colours") or []
        match = [c for c in colours if same_colour(c["foreground"], foreground)]
        failing = [c["foreground"] for c in colours if not c["pass"]]
        if line["status"] != "fail" or not match or not all(c["pass"] for c in match) or not all(
                any(same_colour(f, p) for p in page_colours) for f in failing):
            own.append(line)
            continue
        c = min(match, key=lambda c: c["wcag"]["ratio"])
        others += failing
        own.append(dict(line, status="pass", wcag=c["wcag"], foreground=c["foreground"], background=c["background"],
                        worstPoint=c["worstPoint"]))
    return own, others


def legible_fields(lines):
    worst = deciding_line(lines)
    wcag = worst.get("wcag") or {}
    return {
        "legible": element_verdict(lines),
        "legibleRatio": wcag.get("ratio"),
        "legibleMedian": wcag.get("median"),
        "legibleRequired": wcag.get("required"),
        "legibleForeground": worst.get("foreground"),
        "legibleBackground": worst.get("background"),
        "legibleReason": next((line.get("reason") for line in lines if line.get("reason")), None),
        "worstRegion": worst["id"],
        "worstText": worst.get("text"),
        "worstBox": worst["box"],
        "worstPoint": worst.get("worstPoint"),
    }


def elements_of_case(case, files):
    """One record per axe node whose element holds regions in the capture, plus counts of the
    nodes and regions left unmatched."""
    axe = load(files.axe)
    manifest = load(files.manifest)
    report = load(files.audit)
    audited = {r["id"]: r for image in report["images"] for r in image.get("regions", [])}
    regions = {r["id"]: r for r in manifest["regions"]}
    problems = manifest_problems(axe["regions"], manifest)
    differing = axe["regionDifferences"]
    records, outside = [], 0
    page_colours = {f for f in ((node.get("data") or {}).get("fgColor") for node in axe["nodes"]) if f}
    page_colours = [f.upper() for f in page_colours if is_colour(f)]
    for node in axe["nodes"]:
        ids = [i for i in node["regions"] if i in audited]
        if not ids:
            outside += 1
            continue
        lines = [audited[i] for i in ids]
        record = {"set": case.set, "case": case.name, "source": case.source, "page": case.page,
                  "scheme": case.scheme, "scale": case.scale, "regions": ids,
                  "text": " / ".join(regions[i]["text"] for i in ids),
                  "fontSize": regions[ids[0]].get("fontSize"), "fontWeight": regions[ids[0]].get("fontWeight"),
                  "captureProblem": None, "features": node["features"]}
        worst_difference = max((differing.get(i, 0) for i in ids), default=0)
        if worst_difference > SCREENSHOT_TOLERANCE:
            record["captureProblem"] = f"the axe session's screenshot differs on {worst_difference:.1%} of the region"
        elif any(i in problems for i in ids):
            record["captureProblem"] = "region differs between the capture and the axe session"
        record.update(axe_fields(node))
        own, others = own_colour_lines(lines, record["axeForeground"], page_colours)
        record.update(legible_fields(own))
        record["legibleBox"], record["otherColourFails"] = element_verdict(lines), others
        records.append(record)
    unjudged = [u for u in axe["unjudged"] if u["id"] in audited]
    counts = {"axeNodesOutsideRegions": outside, "regionsWithoutAxeNode": len(unjudged),
              "regions": len(audited), "screenshotDifference": axe["screenshotDifference"],
              "axeVersion": axe["axeVersion"]}
    return records, counts, [dict(u, case=case.name, set=case.set, **{
        "legible": audited[u["id"]]["status"], "text": regions[u["id"]]["text"]}) for u in unjudged]
