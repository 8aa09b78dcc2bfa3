"""Procedural high-frequency backgrounds for the `texture` family and the busier `overmedia`
heroes: photo detail that reaches right up to the glyph edges (star fields, grass, gravel,
foliage, city lights at night, print on paper, chalk on a board).

Every generator takes (width px, height px, scale, rng) and returns a float (H, W, 3) array of
gamma-encoded values 0..255.  Feature sizes are in points (so a @3x texture has the same
content at three times the pixels), except stars and grain, which stay about one device pixel
as they do in real photos.  Drawing is supersampled 2x and box-filtered.
"""
import math

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

SS = 2


def _canvas(w, h, colour):
    return Image.new('RGB', (w * SS, h * SS), tuple(int(v) for v in colour))


def _down(im):
    w, h = im.size
    return np.asarray(im.resize((w // SS, h // SS), Image.BOX), dtype=np.float64)


def _smooth_noise(w, h, cell, rng):
    """Value noise in [0, 1] with features about `cell` px across."""
    gw, gh = max(2, int(w / cell) + 2), max(2, int(h / cell) + 2)
    g = rng.random((gh, gw))
    im = Image.fromarray(np.uint8(g * 255)).resize((w, h), Image.BICUBIC, box=(0, 0, gw - 1.5, gh - 1.5))
    return np.asarray(im, dtype=np.float64) / 255


def _grain(a, amount, rng):
    return a + rng.normal(0, amount, a.shape[:2])[..., None]


def starfield(w, h, scale, rng):
    """Night sky: a dark blue gradient with a faint nebula, many one-pixel stars of all
    brightnesses (a few coloured), and some brighter stars with a small glow."""
    t = np.linspace(0, 1, h)[:, None, None]
    top, bottom = np.array([4, 6, 16.0]), np.array([16, 22, 44.0])
    a = top * (1 - t) + bottom * t + np.zeros((h, w, 3))
    neb = _smooth_noise(w, h, 40 * scale, rng) ** 3
    a += neb[..., None] * np.array([40, 18, 60.0]) * float(rng.uniform(0.5, 1.2))
    n = int(w * h / float(rng.uniform(20, 50)))
    ys, xs = rng.integers(0, h, n), rng.integers(0, w, n)
    bright = 255 * rng.random(n) ** 2.2
    tint = np.where(rng.random((n, 1)) < 0.15, rng.choice([[0.7, 0.8, 1.0], [1.0, 0.85, 0.6], [1.0, 0.6, 0.6]], n), 1.0)
    np.add.at(a, (ys, xs), bright[:, None] * tint)
    big = Image.new('L', (w, h), 0)
    d = ImageDraw.Draw(big)
    for _ in range(int(w * h / 4000) + 3):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        r = float(rng.uniform(0.6, 1.8)) * scale
        d.ellipse((x - r, y - r, x + r, y + r), fill=255)
    glow = np.asarray(big.filter(ImageFilter.GaussianBlur(1.2 * scale)), dtype=np.float64) / 255
    a += (np.asarray(big, dtype=np.float64) / 255 * 230 + glow * 120)[..., None]
    return np.clip(a, 0, 255)


def grass(w, h, scale, rng):
    """A lawn seen close: thousands of thin blades, dark to sunlit, over deep shadow."""
    im = _canvas(w, h, (22, 48, 14))
    d = ImageDraw.Draw(im)
    n = int(w * h / (scale * scale) / 5)
    for _ in range(n):
        x, y = rng.uniform(-10, w + 10) * SS, rng.uniform(0, h + 40 * scale) * SS
        L = rng.uniform(14, 46) * scale * SS
        ang = math.radians(rng.uniform(-25, 25))
        x1, y1 = x + L * math.sin(ang), y - L * math.cos(ang)
        lum = rng.random() ** 1.4
        c = (int(20 + 170 * lum), int(50 + 170 * lum), int(10 + 80 * lum * lum))
        d.line((x, y, x1, y1), fill=c, width=max(1, int(rng.uniform(0.6, 2.2) * scale * SS)))
    return np.clip(_grain(_down(im), 3, rng), 0, 255)


def gravel(w, h, scale, rng):
    """Gravel: small stones of many greys and browns, dark gaps, speckle on every stone."""
    im = _canvas(w, h, (38, 34, 30))
    d = ImageDraw.Draw(im)
    n = int(w * h / (scale * scale) / 14)
    for _ in range(n):
        x, y = rng.uniform(-6, w + 6) * SS, rng.uniform(-6, h + 6) * SS
        rx, ry = rng.uniform(2, 7) * scale * SS, rng.uniform(1.5, 5) * scale * SS
        g = float(rng.uniform(60, 225))
        tone = rng.choice([[1, 1, 1], [1.05, 0.97, 0.86], [0.95, 0.95, 1.0], [1.1, 0.9, 0.75]])
        c = tuple(int(min(255, g * t)) for t in tone)
        d.ellipse((x - rx, y - ry, x + rx, y + ry), fill=c, outline=(20, 18, 16), width=max(1, int(0.5 * scale * SS)))
    a = _down(im)
    return np.clip(_grain(a, 5, rng), 0, 255)


def foliage(w, h, scale, rng):
    """Leaves: overlapping rotated leaf shapes in greens, dark gaps and bright sun flecks."""
    im = _canvas(w, h, (8, 24, 10))
    n = int(w * h / (scale * scale) / 40)
    d = ImageDraw.Draw(im)
    for _ in range(n):
        cx, cy = rng.uniform(-10, w + 10) * SS, rng.uniform(-10, h + 10) * SS
        L, W = rng.uniform(8, 22) * scale * SS, rng.uniform(3, 8) * scale * SS
        ang = rng.uniform(0, math.pi)
        pts = []
        for k in range(12):
            t = 2 * math.pi * k / 12
            px, py = L * math.cos(t), W * math.sin(t) * (1 - 0.3 * math.cos(t))
            pts.append((cx + px * math.cos(ang) - py * math.sin(ang), cy + px * math.sin(ang) + py * math.cos(ang)))
        lum = rng.random()
        c = (int(25 + 120 * lum ** 1.5), int(60 + 150 * lum), int(15 + 60 * lum ** 2))
        d.polygon(pts, fill=c)
        d.line((pts[0], pts[6]), fill=tuple(max(0, v - 30) for v in c), width=max(1, int(0.5 * scale * SS)))
    a = _down(im)
    fleck = _smooth_noise(w, h, 3 * scale, rng)
    a += (np.clip(fleck - 0.78, 0, 1) * 900)[..., None] * np.array([1.0, 1.0, 0.75])
    return np.clip(_grain(a, 4, rng), 0, 255)


def city_lights(w, h, scale, rng):
    """A city at night: a dusky sky, building silhouettes full of lit windows, street lights
    and out-of-focus points of light."""
    t = np.linspace(0, 1, h)[:, None, None]
    a = np.array([10, 12, 30.0]) * (1 - t) + np.array([40, 26, 50.0]) * t + np.zeros((h, w, 3))
    im = Image.fromarray(np.uint8(a)).resize((w * SS, h * SS), Image.NEAREST)
    d = ImageDraw.Draw(im)
    x = -5.0
    while x < w:
        bw = rng.uniform(18, 60) * scale
        top = rng.uniform(0.05, 0.6) * h
        d.rectangle((x * SS, top * SS, (x + bw) * SS, h * SS), fill=(int(rng.uniform(6, 22)),) * 2 + (int(rng.uniform(10, 28)),))
        ww, wh = rng.uniform(1.5, 4) * scale, rng.uniform(2, 5) * scale
        gx, gy = ww + rng.uniform(1, 4) * scale, wh + rng.uniform(1.5, 5) * scale
        yy = top + gy
        while yy < h:
            xx = x + gx * 0.5
            while xx + ww < x + bw:
                if rng.random() < 0.45:
                    c = rng.choice([[255, 214, 140], [255, 240, 200], [250, 180, 90], [200, 220, 255], [255, 255, 255]])
                    k = float(rng.uniform(0.5, 1.0))
                    d.rectangle((xx * SS, yy * SS, (xx + ww) * SS, (yy + wh) * SS), fill=tuple(int(v * k) for v in c))
                xx += gx
            yy += gy
        x += bw + rng.uniform(0, 6) * scale
    a = _down(im)
    glow = Image.new('RGB', (w, h), (0, 0, 0))
    g = ImageDraw.Draw(glow)
    for _ in range(int(w * h / (scale * scale) / 900) + 4):
        cx, cy, r = rng.uniform(0, w), rng.uniform(0.3 * h, h), rng.uniform(2, 9) * scale
        c = rng.choice([[255, 190, 90], [255, 230, 160], [255, 90, 60], [120, 180, 255]])
        g.ellipse((cx - r, cy - r, cx + r, cy + r), fill=tuple(int(v) for v in c))
    gl = np.asarray(glow.filter(ImageFilter.GaussianBlur(2.5 * scale)), dtype=np.float64)
    a = a + gl * 0.8
    return np.clip(_grain(a, 3, rng), 0, 255)


PRINT_WORDS = ['the', 'and', 'of', 'menu', 'daily', 'fresh', 'soup', 'bread', 'wine', 'news', 'city', 'page', 'notes',
               'from', 'with', 'market', 'price', 'open', 'late', 'a', 'to', 'in', 'story', '12', '4.50', 'No.']


def _printed(w, h, scale, rng, paper, ink):
    """Lines of small printed words (a page, a menu, a chalk board) photographed close: soft
    focus, uneven light and grain, so the marks have every darkness between ink and paper."""
    from render import font
    im = _canvas(w, h, paper)
    d = ImageDraw.Draw(im)
    px = max(5, int(rng.uniform(5, 9) * scale * SS))
    f = font(str(rng.choice(['serif', 'cond', 'mono'])), px)
    y = rng.uniform(-px, 0)
    while y < h * SS:
        x = rng.uniform(-3 * px, 0)
        while x < w * SS:
            word = str(rng.choice(PRINT_WORDS))
            k = float(rng.uniform(0.8, 1.0))
            d.text((x, y), word, font=f, fill=tuple(int(p + (i - p) * k) for p, i in zip(paper, ink)))
            x += f.getlength(word + ' ')
        y += px * float(rng.uniform(1.2, 1.6))
    a = np.asarray(Image.fromarray(np.uint8(_down(im))).filter(ImageFilter.GaussianBlur(0.4 * scale)), dtype=np.float64)
    light = 0.8 + 0.3 * _smooth_noise(w, h, 60 * scale, rng)[..., None]
    return np.clip(_grain(a * light, 4, rng), 0, 255)


def printed_page(w, h, scale, rng):
    """A printed page or menu: dark ink on paper."""
    return _printed(w, h, scale, rng, (236, 230, 214), (28, 26, 30))


def chalk_board(w, h, scale, rng):
    """A chalk board: light marks on dark slate."""
    return _printed(w, h, scale, rng, (38, 44, 42), (226, 226, 218))


GENERATORS = {'stars': starfield, 'grass': grass, 'gravel': gravel, 'foliage': foliage, 'city': city_lights,
              'print': printed_page, 'chalk': chalk_board}
