"""A phone screen drawn in points: text and shapes at @2x, with the manifest boxes recorded as
they are drawn, so the boxes are exactly where the pixels are (used by Scripts/make-samples)."""
import json
import os

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

FONT_DIRS = ["/usr/share/fonts/truetype/liberation2/", "/usr/share/fonts/truetype/liberation/"]
# A few pixels of padding around the ink, as a tight manifest box has.
PAD_PX = 3


def font(size_px, weight):
    name = "LiberationSans-Bold.ttf" if weight >= 600 else "LiberationSans-Regular.ttf"
    for d in FONT_DIRS:
        if os.path.exists(d + name):
            return ImageFont.truetype(d + name, size_px)
    raise SystemExit("Liberation Sans not found (Debian: fonts-liberation2)")


def number(v):
    """Whole numbers as JSON integers (63, not 63.0); halves of a point stay fractional."""
    return int(v) if float(v).is_integer() else v


def hex_rgb(h):
    return tuple(int(h[i:i + 2], 16) for i in (1, 3, 5))


def luminance(rgb):
    c = np.asarray(rgb, float) / 255
    c = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    return float(c @ [0.2126, 0.7152, 0.0722])


def wcag(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


class Screen:
    def __init__(self, name, width, height, scale=2, background="#FFFFFF"):
        self.name, self.scale = name, scale
        self.image = Image.new("RGB", (width * scale, height * scale), hex_rgb(background))
        self.regions, self.media = [], []

    def px(self, v):
        return int(round(v * self.scale))

    @property
    def draw(self):
        return ImageDraw.Draw(self.image)

    def rect(self, x, y, w, h, fill, radius=0, outline=None, border=0):
        box = [self.px(x), self.px(y), self.px(x + w) - 1, self.px(y + h) - 1]
        fill = hex_rgb(fill) if isinstance(fill, str) else fill
        outline = hex_rgb(outline) if isinstance(outline, str) else outline
        self.draw.rounded_rectangle(box, radius=self.px(radius), fill=fill, outline=outline, width=self.px(border))

    def paste(self, picture, x, y, media=None):
        """Pastes an RGB array or image at (x, y) points; `media` names it as a mediaRegion."""
        picture = picture if isinstance(picture, Image.Image) else Image.fromarray(picture)
        self.image.paste(picture, (self.px(x), self.px(y)))
        if media:
            w, h = picture.size
            self.media.append({"id": media, "x": x, "y": y, "width": number(w / self.scale),
                               "height": number(h / self.scale)})

    def text(self, rid, x, y, string, size, colour, weight=400, anchor="la", record=True):
        """Draws `string` with its anchor at (x, y) points (Pillow anchors: `la` = left/ascender,
        `ma` = middle/ascender) and records a box of the ink plus PAD_PX."""
        f = font(self.px(size), weight)
        at = (self.px(x), self.px(y))
        fill = hex_rgb(colour) if isinstance(colour, str) else colour
        self.draw.text(at, string, fill=fill, font=f, anchor=anchor)
        if not record:
            return None
        x0, y0, x1, y1 = self.draw.textbbox(at, string, font=f, anchor=anchor)
        region = self.box(rid, x0 - PAD_PX, y0 - PAD_PX, x1 + PAD_PX, y1 + PAD_PX)
        region.update({"text": string, "fontSize": size, "fontWeight": weight})
        self.regions.append(region)
        return region

    def box(self, rid, x0, y0, x1, y1):
        """A region from pixel edges (exclusive right/bottom), in points."""
        s = self.scale
        return {"id": rid, "x": number(x0 / s), "y": number(y0 / s), "width": number((x1 - x0) / s),
                "height": number((y1 - y0) / s)}

    def non_text(self, rid, x, y, w, h):
        """A nonText region (icon, border, control) in points."""
        region = {"id": rid, "x": x, "y": y, "width": w, "height": h, "kind": "nonText"}
        self.regions.append(region)
        return region

    def frost(self, x, y, w, h, tint="#FFFFFF", opacity=0.72, blur_pt=15):
        """A translucent blurred bar (iOS `.regularMaterial`-like): what is under it, blurred,
        then mixed with the tint."""
        box = (self.px(x), self.px(y), self.px(x + w), self.px(y + h))
        under = self.image.crop(box).filter(ImageFilter.GaussianBlur(self.px(blur_pt)))
        mixed = np.asarray(under, float) * (1 - opacity) + np.array(hex_rgb(tint), float) * opacity
        self.image.paste(Image.fromarray(mixed.round().astype(np.uint8)), box[:2])

    def save(self, directory, fmt="png"):
        path = os.path.join(directory, f"{self.name}.{fmt}")
        if fmt == "png":
            self.image.save(path, optimize=True)
        else:
            self.image.save(path, quality=90, subsampling=0)
        manifest = {"image": os.path.basename(path), "scale": self.scale, "regions": self.regions}
        if self.media:
            manifest["mediaRegions"] = self.media
        with open(os.path.join(directory, f"{self.name}.json"), "w", encoding="utf-8") as f:
            json.dump(manifest, f, indent=2, ensure_ascii=False)
            f.write("\n")
        return path
