"""Sorting disagreements into classes, from what the page's styles and the two measurements say.

The rules run in order and the first that holds names the class. They propose; the crops
decide. Each rule's evidence is written beside the class (the `why` column) so a reader can
check it against the crop.
"""

import re
import unicodedata

CLASSES = [
    "capture/matching problem",
    "icon-font/symbol glyphs",
    "several text colours in one box",
    "underline/strike/focus ring touching glyphs",
    "axe wrong (shadow, opacity, filter, hidden background)",
    "gaps inside glyphs at 1x",
    "other",
]

ICON_FONTS = re.compile(r"icon|awesome|glyph|symbol|material|emoji|fontello|feather|octicon|bootstrap-icons", re.I)
COLOUR_LEVELS = 24   # a channel further apart than this is another colour


def rgb(hex_colour):
    if not hex_colour or not re.fullmatch(r"#[0-9A-Fa-f]{6}", hex_colour):
        return None
    return tuple(int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))


def colours_differ(a, b):
    a, b = rgb(a), rgb(b)
    return a is not None and b is not None and max(abs(x - y) for x, y in zip(a, b)) > COLOUR_LEVELS


def symbolic(text):
    """Private-use code points, or no letter or digit at all (arrows, bullets, dingbats)."""
    characters = [c for c in text if not c.isspace()]
    if any(0xE000 <= ord(c) <= 0xF8FF or ord(c) >= 0xF0000 for c in characters):
        return True
    return bool(characters) and not any(unicodedata.category(c)[0] in "LN" for c in characters)


def mostly_inside(inner, outer):
    """At least half of inner's box lies in outer's."""
    width = min(inner["x"] + inner["width"], outer["x"] + outer["width"]) - max(inner["x"], outer["x"])
    height = min(inner["y"] + inner["height"], outer["y"] + outer["height"]) - max(inner["y"], outer["y"])
    return width > 0 and height > 0 and width * height >= 0.5 * inner["width"] * inner["height"]


def other_colours_inside(record, manifest_regions):
    """Regions of other text colours that lie in this element's boxes (a link or code in a
    paragraph's line: its glyphs are in the paragraph's box too)."""
    own = [r for r in manifest_regions if r["id"] in record["regions"]]
    colour = own[0].get("foreground") if own else None
    return [r["id"] for r in manifest_regions
            if r["id"] not in record["regions"] and colours_differ(r.get("foreground"), colour)
            and any(mostly_inside(r, o) for o in own)]


def axe_blind_spots(features):
    """The styles axe's color-contrast does not see or only partly sees."""
    found = []
    if features["textShadow"] != "none":
        found.append(f"text-shadow {features['textShadow']}")
    inset = [s for s in features["boxShadows"] if "inset" in s]
    if inset:
        found.append(f"inset box-shadow ({inset[0]})")
    if features["opacity"] < 0.999:
        found.append(f"opacity {features['opacity']:.2f}")
    if features["filters"]:
        found.append(f"filter {features['filters'][0]}")
    if features["blends"]:
        found.append(f"mix-blend-mode {features['blends'][0]}")
    return found


def classify(record, manifest_regions):
    """(class, why) for one disagreement."""
    f = record["features"]
    if record["captureProblem"]:
        return CLASSES[0], record["captureProblem"]
    primary_font = f["fontFamily"].split(",")[0]   # fallback lists often end in emoji fonts
    if symbolic(record["text"]) or ICON_FONTS.search(primary_font):
        return CLASSES[1], f"text {record['text'][:20]!r}, font {f['fontFamily'][:40]}"
    others = other_colours_inside(record, manifest_regions)
    if others:
        return CLASSES[2], f"overlaps {len(others)} region(s) of another colour, e.g. {others[0]}"
    marks = [d for d in f["decorations"] if not d.startswith("none")] + [f"outline {o}" for o in f["outlines"]]
    if f["focused"]:
        marks.append("focused")
    if marks:
        return CLASSES[3], "; ".join(marks)
    blind = axe_blind_spots(f)
    if blind:
        return CLASSES[4], "; ".join(blind)
    if colours_differ(record["legibleBackground"], record["axeBackground"]):
        return CLASSES[4] if record["axe"] == "pass" else CLASSES[6], (
            f"background measured {record['legibleBackground']}, axe assumed {record['axeBackground']}")
    if record["scale"] == 1 and record["legible"] == "fail" and record["axe"] == "pass":
        return CLASSES[5], (f"colours agree with axe ({record['legibleForeground']} on "
                            f"{record['legibleBackground']}) but the worst ring point is a blend")
    return CLASSES[6], f"Legible {record['legible']} {record['legibleRatio']}, axe {record['axe']} {record['axeRatio']}"
