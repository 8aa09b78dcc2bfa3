"""Screen composition with exact text coverage (PIL) for the ground-truth corpus.

A Screen holds a float background (gamma-encoded 0..255, like CSS compositing).  Backgrounds,
shadows and outlines are painted into it (they ARE background).  Text fills and non-text
shapes are kept as separate coverage masks and composited only into the observed image:
    observed = round(clean * (1 - a) + T * a)        (per channel, encoded space)
so truth uses `clean` and the exact mask.
"""
import functools
import json
import math
import os

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from colour import hex2rgb, rgb2hex, wcag_ratio
from truth import region_truth, region_truth_colours

# Font folders searched in order: LEGIBLE_FONT_DIRS (colon-separated; e.g. an unpacked
# fonts-liberation package) first, then the system's.
FONTDIRS = [d for d in os.environ.get('LEGIBLE_FONT_DIRS', '').split(':') if d] + ['/usr/share/fonts/truetype']
FONTS = {
    'sans': ('dejavu/DejaVuSans.ttf', 400),
    'sans-bold': ('dejavu/DejaVuSans-Bold.ttf', 700),
    'sans-light': ('dejavu/DejaVuSans-ExtraLight.ttf', 200),
    'cond': ('dejavu/DejaVuSansCondensed.ttf', 400),
    'cond-bold': ('dejavu/DejaVuSansCondensed-Bold.ttf', 700),
    'serif': ('dejavu/DejaVuSerif.ttf', 400),
    'serif-bold': ('dejavu/DejaVuSerif-Bold.ttf', 700),
    'serif-cond': ('dejavu/DejaVuSerifCondensed.ttf', 400),
    'lib': ('liberation/LiberationSans-Regular.ttf', 400),
    'lib-bold': ('liberation2/LiberationSans-Bold.ttf', 700),
    'libserif': ('liberation/LiberationSerif-Regular.ttf', 400),
    'mono': ('dejavu/DejaVuSansMono.ttf', 400),
    'mono-bold': ('dejavu/DejaVuSansMono-Bold.ttf', 700),
    'lib2': ('liberation2/LiberationSans-Regular.ttf', 400),
    'libmono': ('liberation2/LiberationMono-Regular.ttf', 400),
    'libserif2': ('liberation2/LiberationSerif-Regular.ttf', 400),
    'libserif2-bold': ('liberation2/LiberationSerif-Bold.ttf', 700),
    # faces neither the committed corpus nor the held-out set draws (`--dev-fonts third`)
    'lato': ('lato/Lato-Regular.ttf', 400),
    'lato-bold': ('lato/Lato-Bold.ttf', 700),
    'lato-light': ('lato/Lato-Light.ttf', 300),
    'opensans': ('open-sans/OpenSans-Regular.ttf', 400),
    'opensans-bold': ('open-sans/OpenSans-Bold.ttf', 700),
    'opensans-light': ('open-sans/OpenSans-Light.ttf', 300),
}


def font_path(key):
    rel = FONTS[key][0]
    for d in FONTDIRS:
        p = os.path.join(d, rel)
        if os.path.exists(p):
            return p
    raise SystemExit('font %s not found in %s (Debian: fonts-dejavu-core, fonts-dejavu-extra, '
                     'fonts-liberation, fonts-liberation2, and for --dev-fonts fonts-lato, fonts-open-sans; '
                     'or set LEGIBLE_FONT_DIRS)' % (rel, ':'.join(FONTDIRS)))


@functools.lru_cache(maxsize=None)
def font(key, px):
    return ImageFont.truetype(font_path(key), size=px)


def text_width_px(key, px, s):
    b = font(key, px).getbbox(s)
    return b[2] - b[0]


# ---------------------------------------------------------------- photos
PHOTOS = ['astronaut', 'coffee', 'chelsea', 'rocket', 'coins', 'camera', 'immunohistochemistry',
          'hubble_deep_field', 'colorwheel', 'moon', 'brick', 'grass', 'gravel', 'retina']


@functools.lru_cache(maxsize=None)
def photo_image(name):
    import skimage.data
    a = getattr(skimage.data, name)()
    if a.ndim == 2:
        a = np.stack([a] * 3, axis=-1)
    a = a[..., :3]
    if a.dtype != np.uint8:
        a = (np.clip(a, 0, 1) * 255 + 0.5).astype(np.uint8)
    return Image.fromarray(a)


def photo_crop(name, w, h, rng, zoom=1.0):
    im = photo_image(name)
    W, H = im.size
    # largest crop with aspect w/h, shrunk by zoom, at a random position
    cw = min(W, H * w / h) / zoom
    ch = cw * h / w
    x = rng.uniform(0, W - cw)
    y = rng.uniform(0, H - ch)
    return np.asarray(im.resize((w, h), Image.LANCZOS, box=(x, y, x + cw, y + ch)), dtype=np.float64)


# ---------------------------------------------------------------- colour helpers
def grey_for_ratio(bg, target, darker=True):
    """The grey (darker or lighter than bg) whose WCAG ratio against bg is closest to target."""
    from colour import wcag_luminance
    vals = np.arange(256)
    g = np.stack([vals] * 3, axis=-1)
    r = wcag_ratio(g, np.array([bg] * 256))
    lb = wcag_luminance(np.array(bg))
    lt = wcag_luminance(g)
    side = lt <= lb if darker else lt >= lb
    err = np.where(side, np.abs(np.log(r / target)), np.inf)
    v = int(np.argmin(err))
    return (v, v, v)


def hue_for_ratio(hue, bg, target, darker=None):
    """Mix `hue` toward black or white to hit `target` WCAG ratio against bg."""
    from colour import wcag_luminance
    h = np.array(hue, dtype=np.float64)
    t = np.linspace(0, 1, 256)[:, None]
    cands = np.concatenate([np.floor(h * (1 - t) + 0.5), np.floor(h + (255 - h) * t + 0.5)]).astype(np.int64)
    lb = wcag_luminance(np.array(bg))
    lt = wcag_luminance(cands)
    r = wcag_ratio(cands, np.array([bg] * len(cands)))
    err = np.abs(np.log(r / target))
    if darker is True:
        err = np.where(lt <= lb, err, np.inf)
    elif darker is False:
        err = np.where(lt >= lb, err, np.inf)
    return tuple(int(v) for v in cands[int(np.argmin(err))])


NEAR = [4.2, 4.35, 4.45, 4.55, 4.65, 4.8, 2.8, 2.9, 2.97, 3.03, 3.1, 3.2, 6.8, 7.2]
FAR = [1.2, 1.4, 1.7, 2.0, 2.3, 2.5, 3.5, 3.8, 5.3, 5.8, 6.5, 8.0, 9.5, 11.0, 13.0, 15.0, 17.0, 19.0, 21.0]


def pick_target(rng, near_share=0.35):
    if rng.random() < near_share:
        return float(rng.choice(NEAR))
    return float(rng.choice(FAR))


def compact_truth(tr):
    """JSON with one line per region (small on disk, still diffable)."""
    head = {k: v for k, v in tr.items() if k != 'regions'}
    lines = ['{']
    for k, v in head.items():
        lines.append(' %s: %s,' % (json.dumps(k), json.dumps(v)))
    lines.append(' "regions": {')
    items = list(tr['regions'].items())
    for i, (k, v) in enumerate(items):
        lines.append('  %s: %s%s' % (json.dumps(k), json.dumps(v, separators=(',', ':')), ',' if i < len(items) - 1 else ''))
    lines.append(' }')
    lines.append('}')
    return '\n'.join(lines) + '\n'


# ---------------------------------------------------------------- screen
class Screen:
    def __init__(self, family, name, w_pt, h_pt, scale=1, seed=0):
        self.family, self.name, self.scale = family, name, scale
        self.w_pt, self.h_pt = w_pt, h_pt
        self.W, self.H = int(round(w_pt * scale)), int(round(h_pt * scale))
        self.bg = np.full((self.H, self.W, 3), 255.0)
        self.items = []
        self.media = []
        self.rng = np.random.default_rng(seed)
        self.jpeg_quality = None
        # the manifest's "scale" when it differs from the render's (pixel boxes on a @2x
        # screenshot: manifest_scale 1, boxes in device px, fontSize still in points)
        self.manifest_scale = None

    # ---- geometry helpers (points -> device px)
    def px(self, v):
        return int(round(v * self.scale))

    def rect_px(self, rect):
        if rect is None:
            return 0, 0, self.W, self.H
        x, y, w, h = rect
        s = self.scale
        return (max(0, int(math.floor(x * s))), max(0, int(math.floor(y * s))),
                min(self.W, int(math.ceil((x + w) * s))), min(self.H, int(math.ceil((y + h) * s))))

    # ---- background painting
    def fill(self, colour, rect=None, radius=0):
        x0, y0, x1, y1 = self.rect_px(rect)
        c = np.array(hex2rgb(colour) if isinstance(colour, str) else colour, dtype=np.float64)
        if radius:
            m = self._rounded_mask(x1 - x0, y1 - y0, self.px(radius))
            self.bg[y0:y1, x0:x1] = self.bg[y0:y1, x0:x1] * (1 - m[..., None]) + c * m[..., None]
        else:
            self.bg[y0:y1, x0:x1] = c

    def _rounded_mask(self, w, h, r, ss=4):
        im = Image.new('L', (w * ss, h * ss), 0)
        ImageDraw.Draw(im).rounded_rectangle((0, 0, w * ss - 1, h * ss - 1), radius=r * ss, fill=255)
        return np.asarray(im.resize((w, h), Image.BOX), dtype=np.float64) / 255

    def overlay(self, colour, alpha, rect=None, radius=0):
        x0, y0, x1, y1 = self.rect_px(rect)
        c = np.array(hex2rgb(colour), dtype=np.float64)
        a = np.full((y1 - y0, x1 - x0), float(alpha))
        if radius:
            a = a * self._rounded_mask(x1 - x0, y1 - y0, self.px(radius))
        self.bg[y0:y1, x0:x1] = self.bg[y0:y1, x0:x1] * (1 - a[..., None]) + c * a[..., None]

    def _stops(self, t, stops):
        """stops: list of (pos, colour hex or (colour, alpha))."""
        pos = np.array([p for p, _ in stops])
        cols = np.array([hex2rgb(c) for _, c in stops], dtype=np.float64)
        out = np.empty(t.shape + (3,))
        for k in range(3):
            out[..., k] = np.interp(t, pos, cols[:, k])
        return out

    def linear_gradient(self, stops, angle=180, rect=None):
        """CSS-like: angle 180 = top to bottom, 90 = left to right."""
        x0, y0, x1, y1 = self.rect_px(rect)
        w, h = x1 - x0, y1 - y0
        a = math.radians(angle)
        dx, dy = math.sin(a), -math.cos(a)
        L = abs(w * dx) + abs(h * dy)
        Y, X = np.mgrid[0:h, 0:w] + 0.5
        t = ((X - w / 2) * dx + (Y - h / 2) * dy) / L + 0.5
        self.bg[y0:y1, x0:x1] = self._stops(np.clip(t, 0, 1), stops)

    def radial_gradient(self, stops, centre=(0.5, 0.5), radius=0.7, rect=None):
        x0, y0, x1, y1 = self.rect_px(rect)
        w, h = x1 - x0, y1 - y0
        Y, X = np.mgrid[0:h, 0:w] + 0.5
        d = np.hypot(X - centre[0] * w, Y - centre[1] * h) / (radius * max(w, h))
        self.bg[y0:y1, x0:x1] = self._stops(np.clip(d, 0, 1), stops)

    def photo(self, name, rect=None, blur=0, zoom=1.0, media=False):
        x0, y0, x1, y1 = self.rect_px(rect)
        p = photo_crop(name, x1 - x0, y1 - y0, self.rng, zoom)
        # 6 bits per channel: still a natural-looking photo, but PNGs stay small
        p = np.floor(p / 4) * 4 + 2
        if blur:
            p = np.asarray(Image.fromarray(np.uint8(np.clip(p + 0.5, 0, 255))).filter(
                ImageFilter.GaussianBlur(blur * self.scale)), dtype=np.float64)
        self.bg[y0:y1, x0:x1] = p
        if media:
            self.media.append(rect if rect is not None else (0, 0, self.w_pt, self.h_pt))

    def blur_region(self, radius, rect):
        x0, y0, x1, y1 = self.rect_px(rect)
        full = Image.fromarray(np.uint8(np.clip(np.floor(self.bg + 0.5), 0, 255)))
        b = np.asarray(full.filter(ImageFilter.GaussianBlur(radius * self.scale)), dtype=np.float64)
        self.bg[y0:y1, x0:x1] = b[y0:y1, x0:x1]

    def vscrim(self, colour, a_top, a_bottom, rect=None):
        x0, y0, x1, y1 = self.rect_px(rect)
        c = np.array(hex2rgb(colour), dtype=np.float64)
        a = np.linspace(a_top, a_bottom, y1 - y0)[:, None, None]
        self.bg[y0:y1, x0:x1] = self.bg[y0:y1, x0:x1] * (1 - a) + c * a

    def mean_colour(self, rect):
        x0, y0, x1, y1 = self.rect_px(rect)
        m = self.bg[y0:y1, x0:x1].reshape(-1, 3).mean(axis=0)
        return tuple(int(v) for v in np.clip(np.floor(m + 0.5), 0, 255))

    # ---- foreground items
    def _text_mask(self, text, fkey, size_pt, x_pt, y_pt):
        im = Image.new('L', (self.W, self.H), 0)
        ImageDraw.Draw(im).text((self.px(x_pt), self.px(y_pt)), text, font=font(fkey, self.px(size_pt)), fill=255)
        return np.asarray(im, dtype=np.float64) / 255

    def measure(self, text, fkey, size_pt):
        """(left, top, right, bottom) of the ink relative to the draw origin, in points."""
        b = font(fkey, self.px(size_pt)).getbbox(text)
        return tuple(v / self.scale for v in b)

    def add_text(self, rid, text, fkey, size_pt, colour, x_pt, y_pt, pad=3, hint=False,
                 shadow=None, outline=None, kind='text', family=None, stated_size=None, media_whole=False):
        """stated_size: the fontSize the manifest claims when it is not the true one;
        media_whole: the region is marked `"media": true` (Smart Invert leaves it alone)."""
        colour = hex2rgb(colour) if isinstance(colour, str) else tuple(int(v) for v in colour)
        m = self._text_mask(text, fkey, size_pt, x_pt, y_pt)
        if outline:
            om = np.asarray(Image.fromarray(np.uint8(np.floor(m * 255 + 0.5))).filter(
                ImageFilter.MaxFilter(2 * self.px(outline['width']) + 1)), dtype=np.float64) / 255
            c = np.array(hex2rgb(outline['colour']), dtype=np.float64)
            self.bg = self.bg * (1 - om[..., None]) + c * om[..., None]
        if shadow:
            sm = np.roll(np.roll(m, self.px(shadow.get('dy', 2)), axis=0), self.px(shadow.get('dx', 2)), axis=1)
            if shadow.get('blur', 0):
                sm = np.asarray(Image.fromarray(np.uint8(np.floor(sm * 255 + 0.5))).filter(
                    ImageFilter.GaussianBlur(shadow['blur'] * self.scale)), dtype=np.float64) / 255
            a = sm * shadow.get('alpha', 0.6)
            c = np.array(hex2rgb(shadow['colour']), dtype=np.float64)
            self.bg = self.bg * (1 - a[..., None]) + c * a[..., None]
        return self._add_item(rid, m, colour, pad, dict(text=text, kind=kind, fontSize=size_pt,
                              fontWeight=FONTS[fkey][1], statedSize=stated_size, mediaWhole=media_whole),
                              hint, family)

    def add_runs(self, rid, runs, x_pt, baseline_pt, pad=3, hint=False, kind='text', family=None,
                 size_pt=None, weight=None, media_whole=False):
        """Text of several colours on one baseline: runs = [(text, fkey, size_pt, colour)], each
        drawn after the previous one's advance.  The region's text is all of it; each colour
        is a layer of its own (see truth.region_truth_colours).  A run may be a shape:
        (('circle' | 'rect' | 'triangle', width_pt, height_pt), None, gap_pt, colour)."""
        layers = {}
        x = x_pt
        texts = []
        for text, fkey, size, colour in runs:
            colour = hex2rgb(colour) if isinstance(colour, str) else tuple(int(v) for v in colour)
            im = Image.new('L', (self.W, self.H), 0)
            if isinstance(text, tuple):
                shape, w, h = text
                ss = 4
                big = Image.new('L', (self.W * ss, self.H * ss), 0)
                d = ImageDraw.Draw(big)
                bx0, by1 = x * self.scale * ss, baseline_pt * self.scale * ss
                bx1, by0 = bx0 + w * self.scale * ss, by1 - h * self.scale * ss
                if shape == 'circle':
                    d.ellipse((bx0, by0, bx1 - 1, by1 - 1), fill=255)
                elif shape == 'rect':
                    d.rectangle((bx0, by0, bx1 - 1, by1 - 1), fill=255)
                else:
                    d.polygon([(bx0, by0), (bx1, (by0 + by1) / 2), (bx0, by1)], fill=255)
                m = np.asarray(big.resize((self.W, self.H), Image.BOX), dtype=np.float64) / 255
                x += w + size
            else:
                f = font(fkey, self.px(size))
                ImageDraw.Draw(im).text((self.px(x), self.px(baseline_pt)), text, font=f, fill=255, anchor='ls')
                m = np.asarray(im, dtype=np.float64) / 255
                x += f.getlength(text) / self.scale
                texts.append(text)
            prev = layers.get(colour)
            layers[colour] = m if prev is None else np.maximum(prev, m)
        main = [r for r in runs if not isinstance(r[0], tuple)][0]
        meta = dict(text=''.join(texts).strip(), kind=kind, fontSize=size_pt or main[2],
                    fontWeight=weight or FONTS[main[1]][1], mediaWhole=media_whole)
        items = list(layers.items())
        union = np.maximum.reduce([m for _, m in items])
        return self._add_item(rid, union, items[0][0], pad, meta, hint, family,
                              layers=[(m, c) for c, m in items] if len(items) > 1 else None)

    def add_shape(self, rid, shape, rect_pt, colour, width=2, pad=3, hint=False, family=None):
        colour = hex2rgb(colour) if isinstance(colour, str) else colour
        ss = 4
        x0, y0, x1, y1 = [v * self.scale * ss for v in (rect_pt[0], rect_pt[1], rect_pt[0] + rect_pt[2], rect_pt[1] + rect_pt[3])]
        im = Image.new('L', (self.W * ss, self.H * ss), 0)
        d = ImageDraw.Draw(im)
        if shape == 'circle':
            d.ellipse((x0, y0, x1 - 1, y1 - 1), fill=255)
        elif shape == 'ring':
            d.ellipse((x0, y0, x1 - 1, y1 - 1), outline=255, width=int(width * self.scale * ss))
        elif shape == 'border':
            d.rounded_rectangle((x0, y0, x1 - 1, y1 - 1), radius=6 * self.scale * ss, outline=255,
                                width=int(width * self.scale * ss))
        elif shape == 'rect':
            d.rectangle((x0, y0, x1 - 1, y1 - 1), fill=255)
        elif shape == 'check':
            w = int(width * self.scale * ss)
            d.line([(x0, (y0 + y1) / 2), ((x0 + x1) / 2 - w / 2, y1 - w), (x1 - 1, y0 + w)], fill=255, width=w, joint='curve')
        m = np.asarray(im.resize((self.W, self.H), Image.BOX), dtype=np.float64) / 255
        return self._add_item(rid, m, colour, pad, dict(kind='nonText'), hint, family)

    def add_empty(self, rid, rect_pt, text=None, family=None):
        """A box with no separable text: expected indeterminate."""
        self.items.append(dict(id=rid, mask=None, colour=None, box_pt=tuple(int(math.floor(v)) for v in rect_pt),
                               meta=dict(text=text) if text else {}, hint=False, family=family))

    def _add_item(self, rid, m, colour, pad, meta, hint, family, layers=None):
        ys, xs = np.nonzero(m > 0)
        if len(ys) == 0:
            raise ValueError('%s/%s: empty mask' % (self.name, rid))
        bx0, by0, bx1, by1 = xs.min() - pad, ys.min() - pad, xs.max() + 1 + pad, ys.max() + 1 + pad
        s = self.scale
        # ink bounds grown by pad (negative = tight), then rounded outward to whole points, so at
        # scale > 1 a tight box cuts at most |pad| device px
        box_pt = (math.floor(bx0 / s), math.floor(by0 / s), math.ceil(bx1 / s), math.ceil(by1 / s))
        box_pt = (max(0, box_pt[0]), max(0, box_pt[1]), min(self.w_pt, box_pt[2]), min(self.h_pt, box_pt[3]))
        box_pt = (box_pt[0], box_pt[1], box_pt[2] - box_pt[0], box_pt[3] - box_pt[1])
        ink = {'x': int(xs.min()), 'y': int(ys.min()), 'width': int(xs.max() + 1 - xs.min()),
               'height': int(ys.max() + 1 - ys.min())}
        self.items.append(dict(id=rid, mask=m, colour=colour, box_pt=box_pt, meta=meta, hint=hint,
                               family=family, pad=pad, ink=ink, layers=layers))
        return box_pt  # x, y, w, h in points

    def jpeg_copy(self, quality):
        """A copy written as <name>-q<quality>.jpg beside the screen, its regions in the family
        `<family>-jpeg`; truth from the lossless clean render."""
        import copy
        c = copy.copy(self)
        c.name, c.jpeg_quality = '%s-q%d' % (self.name, quality), quality
        c.source = '%s/%s' % (self.family, self.name)
        c.items = [dict(it, family=(it['family'] or self.family).split('-')[0] + '-jpeg') for it in self.items]
        return c

    def jpeg_version(self, quality):
        """A copy written as <name>-q<quality>.jpg into the jpeg family; truth from the lossless clean."""
        import copy
        c = copy.copy(self)
        c.family, c.name, c.jpeg_quality = 'jpeg', '%s-q%d' % (self.name, quality), quality
        c.source = '%s/%s' % (self.family, self.name)
        c.items = [dict(it, family='jpeg') for it in self.items]
        return c

    def add_media(self, rect_pt):
        self.media.append(rect_pt)

    # ---- output
    def render(self):
        clean = np.clip(np.floor(self.bg + 0.5), 0, 255).astype(np.uint8)
        obs = clean.astype(np.float64)
        for it in self.items:
            if it['mask'] is None:
                continue
            for m, colour in it.get('layers') or [(it['mask'], it['colour'])]:
                a = m[..., None]
                obs = obs * (1 - a) + np.array(colour, dtype=np.float64) * a
        obs = np.clip(np.floor(obs + 0.5), 0, 255).astype(np.uint8)
        return clean, obs

    def box_px(self, box_pt):
        x, y, w, h = box_pt
        s = self.scale
        return (int(math.floor(x * s)), int(math.floor(y * s)), int(math.ceil((x + w) * s)), int(math.ceil((y + h) * s)))

    def write(self, outdir, debugdir=None):
        clean, obs = self.render()
        fam_dir = os.path.join(outdir, self.family)
        os.makedirs(fam_dir, exist_ok=True)
        ext = 'jpg' if self.jpeg_quality else 'png'
        img_name = '%s.%s' % (self.name, ext)
        im = Image.fromarray(obs)
        if self.jpeg_quality:
            im.save(os.path.join(fam_dir, img_name), quality=int(self.jpeg_quality), optimize=True)
        else:
            im.save(os.path.join(fam_dir, img_name), optimize=True)
        if debugdir:
            os.makedirs(debugdir, exist_ok=True)
            Image.fromarray(clean).save(os.path.join(debugdir, '%s-%s-clean.png' % (self.family, self.name)))
            Image.fromarray(obs).save(os.path.join(debugdir, '%s-%s.png' % (self.family, self.name)))
        media = None
        if self.media:
            media = np.zeros((self.H, self.W), dtype=bool)
            for r in self.media:
                x0, y0, x1, y1 = self.box_px(r)
                media[y0:y1, x0:x1] = True
        regions, truth = [], {}
        ids = set()
        for it in self.items:
            assert it['id'] not in ids, it['id']
            ids.add(it['id'])
            x, y, w, h = self.manifest_box(it['box_pt'])
            reg = {'id': it['id'], 'x': x, 'y': y, 'width': w, 'height': h}
            meta = it['meta']
            if meta.get('text'):
                reg['text'] = meta['text']
            if meta.get('kind') == 'nonText':
                reg['kind'] = 'nonText'
            if meta.get('fontSize') is not None:
                reg['fontSize'] = meta['statedSize'] if meta.get('statedSize') is not None else meta['fontSize']
                reg['fontWeight'] = meta['fontWeight']
            if meta.get('mediaWhole'):
                reg['media'] = True
            if it['hint']:
                reg['foreground'] = rgb2hex(it['colour'])
            regions.append(reg)
            box = self.box_px(it['box_pt'])
            x0, y0, x1, y1 = box
            # no other item's ink may fall inside this box
            for other in self.items:
                if other is it or other['mask'] is None:
                    continue
                if other['mask'][y0:y1, x0:x1].max() > 0:
                    raise ValueError('%s/%s: box overlaps ink of %s' % (self.name, it['id'], other['id']))
            cov = it['mask'] if it['mask'] is not None else np.zeros((self.H, self.W))
            whole = bool(meta.get('mediaWhole'))
            if it.get('layers'):
                t = region_truth_colours(clean, it['layers'], box, media, media_whole=whole)
                colour = t['textColour']
            else:
                t = region_truth(clean, cov, it['colour'], box, media, media_whole=whole)
                colour = rgb2hex(it['colour']) if it['colour'] is not None else None
            entry = {'family': it['family'] or self.family,
                     'kind': meta.get('kind', 'text'),
                     'textColour': colour,
                     'expected': 'measurable' if t['textPixels'] > 0 and t['ringPixels'] > 0 else 'indeterminate',
                     'box': {'x': x0, 'y': y0, 'width': x1 - x0, 'height': y1 - y0},
                     'inkBox': it.get('ink'), 'boxPadding': it.get('pad'),
                     'textPixels': t['textPixels'], 'ringPixels': t['ringPixels'], 'ringRadius': t['ringRadius'],
                     'worstPoint': t['worstPoint'], 'worstBackground': t.get('worstBackground'),
                     'variants': t['variants']}
            if meta.get('fontSize') is not None and meta.get('kind', 'text') == 'text':
                # the size the glyphs really have (points), and WCAG's large-text rule on it
                entry['fontSize'] = meta['fontSize']
                entry['largeText'] = bool(meta['fontSize'] >= 24 or (meta['fontSize'] >= 18.67 and meta['fontWeight'] >= 700))
            if whole:
                entry['media'] = True
            if 'colours' in t:
                entry['colours'] = t['colours']
            truth[it['id']] = entry
        manifest = {'image': img_name, 'scale': self.manifest_scale or self.scale, 'regions': regions}
        if self.media:
            manifest['mediaRegions'] = [dict(zip(('x', 'y', 'width', 'height'), self.manifest_box(r))) for r in self.media]
        with open(os.path.join(fam_dir, self.name + '.json'), 'w') as f:
            json.dump(manifest, f, indent=1)
            f.write('\n')
        tr = {'screen': self.name, 'family': self.family, 'image': img_name, 'scale': self.scale,
              'width': self.W, 'height': self.H, 'regions': truth}
        if self.manifest_scale is not None:
            tr['manifestScale'] = self.manifest_scale
        if self.jpeg_quality:
            tr['jpegQuality'] = self.jpeg_quality
        if getattr(self, 'source', None):
            tr['source'] = self.source
        with open(os.path.join(fam_dir, self.name + '.truth.json'), 'w') as f:
            f.write(compact_truth(tr))
        return {'family': self.family, 'screen': self.name, 'manifest': '%s/%s.json' % (self.family, self.name),
                'truth': '%s/%s.truth.json' % (self.family, self.name), 'image': '%s/%s' % (self.family, img_name),
                'regions': len(regions), 'scale': self.scale, 'width': self.W, 'height': self.H,
                **({'manifestScale': self.manifest_scale} if self.manifest_scale is not None else {})}

    def manifest_box(self, box_pt):
        """A box (points) in the manifest's units: points, or device px when manifest_scale says so."""
        if self.manifest_scale is None:
            return tuple(box_pt)
        f = self.scale / self.manifest_scale
        assert f == int(f), (self.scale, self.manifest_scale)
        return tuple(int(v * f) for v in box_pt)
