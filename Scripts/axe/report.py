"""Tables, the disagreement list and crops from the matched element records."""

import math
import os
import statistics
from collections import Counter

from classify import CLASSES

CROP_MIN_HEIGHT = 160   # px: small text is enlarged (nearest neighbour) to at least this
CROP_MAX_ZOOM = 8


def percent(part, whole):
    return f"{100 * part / whole:.2f}%" if whole else "–"


def quantile(values, q):
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def is_disagreement(record):
    return record["axe"] in ("pass", "fail") and record["legible"] != record["axe"]


def ratio_errors(records, key):
    """Relative errors of Legible's ratio (key) against axe's, where both measured."""
    return [abs(r[key] - r["axeRatio"]) / r["axeRatio"] for r in records
            if r["axe"] in ("pass", "fail") and r.get(key) and r["axeRatio"] and r["legible"] != "indeterminate"]


def summary_rows(records, counts, axe_wrong=0):
    """The set's figures; axe_wrong: its disagreements classed as axe's mistakes."""
    judged = [r for r in records if r["axe"] in ("pass", "fail")]
    clean = [r for r in judged if not r["captureProblem"]]
    agree = sum(1 for r in clean if r["legible"] == r["axe"])
    rows = [("captures", counts["captures"]), ("regions captured", counts["regions"]),
            ("elements with an axe verdict", len(judged)),
            ("… of them with a capture problem (left out below)", len(judged) - len(clean)),
            ("verdict agreement", f"{agree} / {len(clean)} = {percent(agree, len(clean))}"),
            ("… disagreements classed as axe's mistakes (see the classes below)", axe_wrong),
            ("verdict agreement, axe's mistakes counted for Legible",
             f"{agree + axe_wrong} / {len(clean)} = {percent(agree + axe_wrong, len(clean))}"),
            ("… of them whose boxes fail on another element's text colour (counted by their own; see match.py)",
             sum(1 for r in clean if r.get("otherColourFails"))),
            ("verdict agreement of the boxes themselves", percent(sum(1 for r in clean if r.get("legibleBox", r["legible"]) == r["axe"]), len(clean))),
            ("elements axe leaves for review", sum(1 for r in records if r["axe"] == "review")),
            ("axe nodes outside the captured regions", counts["axeNodesOutsideRegions"]),
            ("regions axe does not judge", counts["regionsWithoutAxeNode"])]
    for key, label in (("legibleRatio", "worst-case"), ("legibleMedian", "ring median")):
        errors = ratio_errors(clean, key)
        if errors:
            rows.append((f"ratio error vs axe, {label} (median / p90 / share within 5%)",
                         f"{100 * statistics.median(errors):.2f}% / {100 * quantile(errors, 0.9):.2f}% / "
                         f"{percent(sum(e <= 0.05 for e in errors), len(errors))}"))
    return rows


def confusion(records):
    clean = [r for r in records if r["axe"] in ("pass", "fail") and not r["captureProblem"]]
    table = Counter((r["axe"], r["legible"]) for r in clean)
    lines = ["| axe \\ Legible | pass | fail | indeterminate |", "|---|---|---|---|"]
    for axe in ("pass", "fail"):
        lines.append(f"| {axe} | " + " | ".join(str(table[(axe, l)]) for l in ("pass", "fail", "indeterminate")) + " |")
    return lines


def review_table(records):
    review = Counter((r["axeReason"] or "–", r["legible"]) for r in records if r["axe"] == "review")
    reasons = sorted({reason for reason, _ in review})
    lines = ["| axe's reason for review | Legible pass | fail | indeterminate |", "|---|---|---|---|"]
    for reason in reasons:
        lines.append(f"| {reason} | " + " | ".join(str(review[(reason, l)]) for l in ("pass", "fail", "indeterminate")) + " |")
    return lines


def class_table(disagreements, set_names):
    lines = ["| class | " + " | ".join(set_names) + " |", "|---|" + "---|" * len(set_names)]
    for name in CLASSES:
        cells = [str(sum(1 for d in disagreements if d["class"] == name and d["set"] == s)) for s in set_names]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return lines


def severity(record):
    """How far apart the two verdicts are: log distance of the ratios (indeterminate counts
    as far as the threshold)."""
    theirs = record["axeRatio"] or 1
    ours = record["legibleRatio"] or 1
    return abs(math.log(max(ours, 1) / max(theirs, 1)))


def write_crop(record, png_path, crop_path):
    from PIL import Image, ImageDraw
    image = Image.open(png_path).convert("RGB")
    box = record["worstBox"]
    margin = max(6, box["height"] // 2)
    left, top = max(0, box["x"] - margin), max(0, box["y"] - margin)
    right = min(image.width, box["x"] + box["width"] + margin)
    bottom = min(image.height, box["y"] + box["height"] + margin)
    zoom = max(1, min(CROP_MAX_ZOOM, math.ceil(CROP_MIN_HEIGHT / max(1, bottom - top))))
    crop = image.crop((left, top, right, bottom)).resize(((right - left) * zoom, (bottom - top) * zoom), Image.NEAREST)
    draw = ImageDraw.Draw(crop)
    bx, by = (box["x"] - left) * zoom, (box["y"] - top) * zoom
    draw.rectangle([bx - 1, by - 1, bx + box["width"] * zoom, by + box["height"] * zoom], outline=(0, 170, 255))
    point = record.get("worstPoint")
    if point:
        cx, cy = (point["x"] - left + 0.5) * zoom, (point["y"] - top + 0.5) * zoom
        radius = max(4, 2 * zoom)
        draw.ellipse([cx - radius, cy - radius, cx + radius, cy + radius], outline=(255, 0, 64), width=2)
    crop.save(crop_path)


TSV_COLUMNS = ["set", "case", "page", "scheme", "scale", "worstRegion", "text", "axe", "axeRatio",
               "axeForeground", "axeBackground", "legible", "legibleRatio", "legibleForeground",
               "legibleBackground", "legibleReason", "class", "why", "crop", "screenshot", "manifest"]


def write_tsv(disagreements, path):
    def cell(value):
        return str("" if value is None else value).replace("\t", " ").replace("\n", " ")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\t".join(TSV_COLUMNS) + "\n")
        for d in disagreements:
            f.write("\t".join(cell(d.get(c)) for c in TSV_COLUMNS) + "\n")


def disagreement_lines(disagreements, top, out):
    lines = ["| set | case | region | text | axe | Legible | class | crop |", "|---|---|---|---|---|---|---|---|"]
    for d in sorted(disagreements, key=severity, reverse=True)[:top]:
        text = d["text"][:40].replace("|", "\\|")
        lines.append(f"| {d['set']} | {d['case']} | `{d['worstRegion'][:50]}` | {text} | {d['axe']} {d['axeRatio']} "
                     f"{d['axeForeground']}/{d['axeBackground']} | {d['legible']} {d['legibleRatio']} "
                     f"{d['legibleForeground']}/{d['legibleBackground']} | {d['class']} | "
                     f"[png]({os.path.relpath(d['crop'], out)}) |")
    return lines


def markdown(records_by_set, counts_by_set, disagreements, top, out, versions):
    names = list(records_by_set)
    lines = ["# Legible against axe-core's color-contrast", "", versions, ""]
    for name in names:
        records = records_by_set[name]
        lines += [f"## {name}", "", "| | |", "|---|---|"]
        axe_wrong = sum(1 for d in disagreements if d["set"] == name and d["class"].startswith("axe wrong"))
        lines += [f"| {k} | {v} |" for k, v in summary_rows(records, counts_by_set[name], axe_wrong)]
        lines += ["", "Confusion matrix (elements with an axe verdict):", ""] + confusion(records)
        lines += ["", "Where axe asks for review:", ""] + review_table(records) + [""]
    lines += ["## Disagreements by class", ""] + class_table(disagreements, names)
    lines += ["", f"## The {top} largest disagreements", ""] + disagreement_lines(disagreements, top, out)
    return "\n".join(lines) + "\n"
