"""Sorting disagreements into classes, from what the page's styles and the two measurements say.

The rules run in order and the first that holds names the class. They propose; the crops
decide. Each rule's evidence is written beside the class (the `why` column) so a reader can
check it against the crop.
"""

import re
import unicodedata

CLASSES = [
    "capture/matching problem",
    "several text colours in one box",
    "icon-font/symbol glyphs",
    "underline/strike/focus ring touching glyphs",
    "neighbouring glyphs in the ring",
    "axe wrong (shadow, opacity, filter, hidden background)",
    "axe wrong (an empty field judged by its value's colour, not its placeholder's)",
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


def ring_reach(box, scale):
    """How far (CSS px) Legible's ring reaches beyond a region's box: max(2, round(h / 6)) device
    px, and one CSS px more for glyph ink that overhangs its layout box."""
    return max(2, round(box["height"] / 6)) / scale + 1


def gap(a, b):
    dx = max(0, b["x"] - (a["x"] + a["width"]), a["x"] - (b["x"] + b["width"]))
    dy = max(0, b["y"] - (a["y"] + a["height"]), a["y"] - (b["y"] + b["height"]))
    return max(dx, dy)


def neighbours_in_ring(record, manifest_regions):
    """Other regions whose text lies within the ring's reach of the worst line's box."""
    worst = next((r for r in manifest_regions if r["id"] == record["worstRegion"]), None)
    if worst is None:
        return []
    reach = ring_reach(record["worstBox"], record["scale"])
    return [r["id"] for r in manifest_regions if r["id"] not in record["regions"] and gap(worst, r) < reach]


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


def placeholder_judged_as_value(record, manifest_regions):
    """An empty text field shows its placeholder in the ::placeholder colour, but axe's
    color-contrast judges an empty field with the field's own `color`, as if a value were typed
    (axe-core's issue 4260): axe's verdict is about text the screen does not show."""
    worst = next((r for r in manifest_regions if r["id"] == record["worstRegion"]), None)
    if worst is None or not worst["id"].endswith("::placeholder"):
        return None
    if not colours_differ(worst.get("foreground"), record["axeForeground"]):
        return None
    return f"the placeholder is drawn in {worst.get('foreground')}; axe judged the field's colour {record['axeForeground']}"


def classify(record, manifest_regions):
    """(class, why) for one disagreement."""
    f = record["features"]
    if record["captureProblem"]:
        return CLASSES[0], record["captureProblem"]
    placeholder = placeholder_judged_as_value(record, manifest_regions)
    if placeholder:
        return CLASSES[6], placeholder
    others = other_colours_inside(record, manifest_regions)
    if others:
        return CLASSES[1], f"{len(others)} region(s) of another colour in its box, e.g. {others[0]}"
    primary_font = f["fontFamily"].split(",")[0]   # fallback lists often end in emoji fonts
    line_text = record.get("worstText") or record["text"]
    if symbolic(line_text) or ICON_FONTS.search(primary_font):
        return CLASSES[2], f"the line's text {line_text[:20]!r}, font {primary_font[:40]}"
    marks = [d for d in f["decorations"] if not d.startswith("none")] + [f"outline {o}" for o in f["outlines"]]
    if f["focused"]:
        marks.append("focused")
    if marks:
        return CLASSES[3], "; ".join(marks)
    fg_agrees = not colours_differ(record["legibleForeground"], record["axeForeground"])
    near = neighbours_in_ring(record, manifest_regions)
    if near and record["legible"] == "fail" and fg_agrees:
        return CLASSES[4], f"{len(near)} region(s) within the ring's reach, e.g. {near[0]}"
    blind = axe_blind_spots(f)
    if blind:
        return CLASSES[5], "; ".join(blind)
    bg_agrees = not colours_differ(record["legibleBackground"], record["axeBackground"])
    if not bg_agrees and fg_agrees and record["axe"] == "pass":
        return CLASSES[5], f"background measured {record['legibleBackground']}, axe assumed {record['axeBackground']}"
    if record["scale"] == 1 and record["legible"] == "fail" and record["axe"] == "pass" and fg_agrees and bg_agrees:
        return CLASSES[7], (f"colours agree with axe ({record['legibleForeground']} on "
                            f"{record['legibleBackground']}) but the worst ring point is a blend")
    return CLASSES[8], (f"Legible {record['legible']} {record['legibleRatio']} {record['legibleForeground']} on "
                        f"{record['legibleBackground']}; axe {record['axe']} {record['axeRatio']} "
                        f"{record['axeForeground']} on {record['axeBackground']}")
