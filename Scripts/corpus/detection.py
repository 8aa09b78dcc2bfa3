#!/usr/bin/env python3
"""The text-detection corpus: screens where every line of text has a truth box and a truth verdict.

Each screen is rendered twice (with and without its text, `render.Screen`), so the ink of every
line is known exactly and its verdict comes from the clean background (`truth.region_truth`).
Families stress what a detector finds hardest: faint text (down to 1.1:1), coloured text on
coloured backgrounds whose luminance barely differs, text over photos, gradients and blur, dark
mode, 2x and 3x scale, JPEG and Display P3 files.  Screens of `--set heldout` use other seeds and
are never used to tune the detector.

Usage: Scripts/make-detection-corpus   (writes Tests/LegibleDetectTests/Fixtures/detection)

Per screen: `<name>.png|.jpg` and `<name>.truth.json`:
    {"screen", "family", "image", "scale", "width", "height", "colourSpace",
     "lines": [{"id", "text", "ink": {x, y, width, height} (device px, coverage > 0),
                "fontSize" (pt), "fontWeight", "large", "textColour", "wcag", "verdict"}],
     "icons": [{"id", "ink": {…}}]}            # non-text shapes: not text lines
`verdict` is "pass" or "fail": the original variant's WCAG worst case (2nd percentile over the
ring, as the audit measures) in a box of the ink grown by a quarter of its height, against 4.5:1,
or 3:1 for large text (24 pt, or 18.67 pt at weight 700).
"""
import argparse
import io
import json
import math
import os
import shutil
import struct
import sys
import zlib

import numpy as np
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from colour import hex2rgb, rgb2hex, wcag_luminance, wcag_ratio  # noqa: E402
from render import Screen, font, grey_for_ratio, hue_for_ratio  # noqa: E402
from truth import region_truth  # noqa: E402

ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
OUT = os.path.join(ROOT, 'Tests', 'LegibleDetectTests', 'Fixtures', 'detection')

WORDS = [
    'Choose delivery', 'Total $42.10', 'Sign in to continue', 'Forgot password?', 'Settings',
    'Notifications', 'Add to cart', 'Free shipping over $50', 'Your order is on its way',
    'Recently viewed', 'Privacy policy', 'Terms apply', 'Continue', 'Cancel', 'Learn more',
    'Updated 5 min ago', 'Battery 82%', 'Wi-Fi network', 'Search photos', 'Edit profile',
    'Dark mode', 'Storage almost full', 'Payment method', 'Today 14:30', 'Download the app',
    'Last seen yesterday', 'Read more', 'Weekly summary', 'Gate B12', 'Seat 14C', 'Boarding 09:45',
    'Quarterly report', 'Reply all', 'Archive', 'Mute thread', 'Version 2.4.1', 'Hello world',
    'Show all', 'Skip', 'Done', 'Back', 'Next step', 'Sale ends soon', 'Only 3 left', 'Open',
]
SHORT = ['Sale', 'OK', 'GO', 'New', 'Hi', '9:41', 'Ag', '$5', 'Up', 'Yes']
FONTS = ['sans', 'sans', 'lib', 'lib', 'sans-bold', 'lib-bold', 'cond', 'serif', 'sans-light', 'cond-bold']
WEIGHT = {'sans': 400, 'sans-bold': 700, 'sans-light': 200, 'cond': 400, 'cond-bold': 700, 'serif': 400,
          'serif-bold': 700, 'lib': 400, 'lib-bold': 700, 'libserif': 400, 'mono': 400}
SIZES = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22, 24, 26, 28, 32, 36, 44]
# Faint and near-threshold targets dominate: the detector's job is the text that is hard to see.
FAINT = [1.1, 1.15, 1.2, 1.25, 1.3, 1.4, 1.5, 1.7, 2.0]
MIXED = [1.2, 1.3, 1.5, 2.0, 2.5, 2.9, 3.1, 4.2, 4.6, 5.5, 7.0, 10.0, 15.0, 21.0]
LIGHT = ['#FFFFFF', '#F2F2F7', '#FAFAFA', '#EEF3FF', '#FFF8E1', '#E8F5E9', '#F5F5F5']
DARK = ['#000000', '#121212', '#1C1C1E', '#202124', '#0D1117', '#1E1E2E']
# Pairs whose luminance barely differs: a luminance-only detector sees nothing.
HUE_PAIRS = [('#D32F2F', '#388E3C'), ('#FFB000', '#FFFFFF'), ('#FFFFFF', '#A5D6A7'), ('#E53935', '#43A047'),
             ('#1E88E5', '#E53935'), ('#8E24AA', '#00897B'), ('#FFEB3B', '#FFFFFF'), ('#FF7043', '#29B6F6'),
             ('#FFFFFF', '#81D4FA'), ('#4CAF50', '#F44336'), ('#00BCD4', '#FFB300'), ('#F06292', '#9CCC65'),
             ('#FFFFFF', '#FFCC80'), ('#2196F3', '#9E9E9E'), ('#FFC107', '#FFF9C4'), ('#7E57C2', '#EF5350')]
PHOTOS = ['astronaut', 'coffee', 'chelsea', 'rocket', 'camera', 'colorwheel', 'immunohistochemistry', 'coins']


def large(size, weight):
    return size >= 24 or (size >= 18.66 and weight >= 700)


class DetectionScreen(Screen):
    """A Screen that records text lines and icons for the detection truth."""

    def __init__(self, family, name, w, h, scale=1, seed=0):
        super().__init__(family, name, w, h, scale=scale, seed=seed)
        self.colour_space = 'sRGB'

    def ink(self):
        m = np.zeros((self.H, self.W), dtype=bool)
        for it in self.items:
            if it['mask'] is not None:
                m |= it['mask'] > 0
        return m

    def free(self, x, y, w, h, margin=4):
        x0, y0, x1, y1 = self.box_px((x - margin, y - margin, w + 2 * margin, h + 2 * margin))
        return not self.ink()[max(0, y0):y1, max(0, x0):x1].any()

    def text(self, s, fkey, size, x, y, colour=None, target=None, hue=None, darker=None, maxw=None):
        """Text with its ink top-left at (x, y) points; returns (right, bottom) in points or None."""
        maxw = maxw if maxw is not None else self.w_pt - x - 6
        f = font(fkey, self.px(size))
        words = s.split()
        while words:
            b = f.getbbox(' '.join(words))
            if (b[2] - b[0]) / self.scale <= maxw:
                break
            words = words[:-1]
        if not words:
            return None
        s = ' '.join(words)
        l, t, r, b = self.measure(s, fkey, size)
        if y + (b - t) + 4 > self.h_pt or not self.free(x, y, r - l, b - t):
            return None
        if colour is None:
            bg = self.mean_colour((x, y, r - l, b - t))
            if darker is None:
                lb = wcag_luminance(np.array(bg))
                darker = bool(lb > 0.18)
                if darker and (lb + 0.05) / 0.05 < target * 0.9:
                    darker = False
                if not darker and 1.05 / (lb + 0.05) < target * 0.9:
                    darker = True
            colour = hue_for_ratio(hue, bg, target, darker) if hue is not None else grey_for_ratio(bg, target, darker)
        self.add_text('l%d' % len(self.items), s, fkey, size, colour, x - l, y - t, pad=0)
        return x + (r - l), y + (b - t)

    def icon(self, shape, x, y, size, colour, width=2):
        if not self.free(x, y, size, size):
            return
        self.add_shape('icon%d' % len(self.items), shape, (x, y, size, size), colour, width=width, pad=0)

    def truth(self, clean, media=None):
        lines, icons = [], []
        for it in self.items:
            ink = it['ink']
            if it['meta'].get('kind') == 'nonText':
                icons.append({'id': it['id'], 'ink': ink})
                continue
            size, weight = it['meta']['fontSize'], it['meta']['fontWeight']
            pad = max(2, int(round(ink['height'] * 0.25)))
            box = (max(0, ink['x'] - pad), max(0, ink['y'] - pad),
                   min(self.W, ink['x'] + ink['width'] + pad), min(self.H, ink['y'] + ink['height'] + pad))
            t = region_truth(clean, it['mask'], it['colour'], box, media)
            ratio = t['variants']['original']['wcag']
            need = 3.0 if large(size, weight) else 4.5
            lines.append({'id': it['id'], 'text': it['meta']['text'], 'ink': ink, 'fontSize': size,
                          'fontWeight': weight, 'large': large(size, weight), 'textColour': rgb2hex(it['colour']),
                          'wcag': ratio, 'verdict': 'pass' if ratio >= need else 'fail'})
        return lines, icons


# --------------------------------------------------------------------- layout
def flow(scr, targets, y0=10, y1=None, x_range=(8, 40), sizes=SIZES, fonts=FONTS, hue_fn=None, darker=None,
         colour_fn=None, two_columns=0.3, gap=None):
    """Lines top to bottom; some rows hold a second label at the right (a value, as list rows do)."""
    rng = scr.rng
    y = y0
    y1 = y1 if y1 is not None else scr.h_pt - 8
    k = 0
    for _ in range(60):
        size = int(rng.choice(sizes))
        if y + size * 1.3 > y1:
            break
        fkey = str(rng.choice(fonts))
        s = str(rng.choice(SHORT)) if size >= 40 else str(rng.choice(WORDS))
        x = int(rng.integers(*x_range))
        target = float(targets[k % len(targets)])
        colour = colour_fn(rng) if colour_fn else None
        hue = hue_fn(rng) if hue_fn else None
        right_w = 0.0
        second = size <= 20 and rng.random() < two_columns
        if second:
            right_w = 70.0
        done = scr.text(s, fkey, size, x, y, colour=colour, target=target, hue=hue, darker=darker,
                        maxw=scr.w_pt - x - 8 - right_w)
        if done is None:
            y += 4
            continue
        k += 1
        if second:
            v = str(rng.choice(['On', 'Off', '12', 'Edit', '84%', 'New', '3 items', 'Sync']))
            scr.text(v, fkey, size, scr.w_pt - 64, y, colour=colour, target=float(targets[(k + 3) % len(targets)]),
                     hue=hue, darker=darker, maxw=58)
        y = done[1] + (gap if gap is not None else max(8, int(size * 0.6)))
    return y


def icons(scr, rng, n, colour):
    for _ in range(n):
        size = int(rng.choice([16, 20, 24, 28]))
        x = int(rng.integers(scr.w_pt - 40, scr.w_pt - size - 4))
        y = int(rng.integers(10, scr.h_pt - size - 10))
        shape = str(rng.choice(['circle', 'ring', 'check', 'rect']))
        scr.icon(shape, x, y, size, colour)


# ------------------------------------------------------------------- families
def fam_faint(seed, n):
    out = []
    for i in range(n):
        s = DetectionScreen('faint', 'faint-%02d' % i, 320, 420, seed=seed + i)
        dark = i % 3 == 2
        s.fill(str(s.rng.choice(DARK if dark else LIGHT)))
        if i % 2 == 1:  # a card of another shade, as settings screens have
            s.fill('#FFFFFF' if not dark else '#2C2C2E', (8, 120, 304, 160), radius=10)
        flow(s, list(s.rng.permutation(FAINT + [3.0, 4.6, 8.0])), darker=None if not dark else False)
        out.append(s)
    return out


def fam_hue(seed, n):
    out = []
    for i in range(n):
        s = DetectionScreen('hue', 'hue-%02d' % i, 320, 420, seed=seed + i)
        rng = s.rng
        pairs = [HUE_PAIRS[(2 * i + seed) % len(HUE_PAIRS)], HUE_PAIRS[(2 * i + 1 + seed) % len(HUE_PAIRS)]]
        for half, (text, bg) in enumerate(pairs):
            s.fill(bg, (0, half * 210, 320, 210))
        for half, (text, bg) in enumerate(pairs):
            y = half * 210 + 10
            # the raw pair first, then the same hue moved to barely different luminances
            raw = hex2rgb(text)
            flow(s, [1.05, 1.2, 1.5, 2.0, 3.5], y0=y, y1=(half + 1) * 210 - 6, two_columns=0.2,
                 colour_fn=lambda r, raw=raw, bg=bg: raw if r.random() < 0.45 else
                 hue_for_ratio(raw, hex2rgb(bg), float(r.choice([1.1, 1.3, 1.6, 2.2, 3.2, 5.0]))))
        out.append(s)
    return out


def fam_ui(seed, n):
    out = []
    for i in range(n):
        s = DetectionScreen('ui', 'ui-%02d' % i, 340, 480, seed=seed + i)
        rng = s.rng
        dark = i % 2 == 1
        bg = str(rng.choice(DARK if dark else LIGHT))
        s.fill(bg)
        band = str(rng.choice(['#1565C0', '#2E7D32', '#37474F', '#C62828', '#6A1B9A', '#EF6C00', '#00838F', '#F2F2F7']))
        s.fill(band, (0, 0, 340, 50))
        s.text(str(rng.choice(['Checkout', 'Inbox', 'Profile', 'Weather', 'Library'])), 'sans-bold', 20, 14, 14,
               target=float(rng.choice(MIXED)))
        card = '#2C2C2E' if dark else str(rng.choice(['#FFFFFF', '#ECEFF1', '#FFF3E0', '#E3F2FD']))
        s.fill(card, (8, 60, 324, 200), radius=12)
        for r in range(1, 4):  # separators inside the card: lines, not text
            s.fill('#48484A' if dark else '#D1D1D6', (20, 60 + r * 50, 300, 1))
        for r in range(4):
            s.text(str(rng.choice(WORDS)), str(rng.choice(FONTS[:6])), int(rng.choice([13, 15, 17])), 20, 60 + r * 50 + 16,
                   target=float(rng.choice(MIXED)), darker=not dark, maxw=200)
        # a button with a label on it
        btn = str(rng.choice(['#007AFF', '#34C759', '#FF9500', '#FF2D55', '#5856D6', '#A5D6A7', '#FFCC00']))
        s.fill(btn, (20, 280, 300, 44), radius=10)
        s.text(str(rng.choice(['Continue', 'Pay now', 'Get started', 'Sign up free'])), 'sans-bold', 17, 110, 293,
               target=float(rng.choice([1.3, 1.8, 2.5, 3.2, 4.6, 8.0])), darker=False)
        flow(s, list(rng.permutation(MIXED)), y0=340, darker=not dark, sizes=[11, 12, 13, 14, 15, 17, 20, 24, 28])
        icons(s, rng, 3, '#8E8E93')
        out.append(s)
    return out


def fam_photo(seed, n, blur=0, family='photo'):
    out = []
    for i in range(n):
        s = DetectionScreen(family, '%s-%02d' % (family, i), 300, 400, seed=seed + i)
        rng = s.rng
        s.photo(PHOTOS[(i + seed) % len(PHOTOS)], blur=blur, zoom=float(rng.uniform(2.0, 3.0)))
        if i % 3 == 2:  # a scrim at the bottom, as hero images have
            s.vscrim('#000000', 0.0, 0.7, (0, 200, 300, 200))
        white = lambda r: (255, 255, 255) if r.random() < 0.3 else None
        flow(s, [1.3, 1.6, 2.2, 3.0, 4.5, 6.0, 9.0, 14.0], colour_fn=white, two_columns=0.15)
        out.append(s)
    return out


def fam_gradient(seed, n):
    specs = [[(0, '#FFFFFF'), (1, '#B3E5FC')], [(0, '#FFE082'), (1, '#FF7043')], [(0, '#0D47A1'), (1, '#42A5F5')],
             [(0, '#000000'), (1, '#FFFFFF')], [(0, '#E1F5FE'), (0.5, '#FFFFFF'), (1, '#F8BBD0')], [(0, '#212121'), (1, '#9E9E9E')]]
    out = []
    for i in range(n):
        s = DetectionScreen('gradient', 'gradient-%02d' % i, 320, 420, seed=seed + i)
        stops = specs[(i + seed) % len(specs)]
        if i % 2:
            s.radial_gradient(stops, centre=(0.4, 0.4), radius=0.9)
        else:
            s.linear_gradient(stops, angle=int(s.rng.choice([90, 135, 180])))
        flow(s, list(s.rng.permutation(MIXED)))
        out.append(s)
    return out


def fam_scale(seed, n):
    out = []
    for i in range(n):
        sc = 2 if i % 2 == 0 else 3
        s = DetectionScreen('scale', 'scale%dx-%02d' % (sc, i), 180 if sc == 2 else 140, 260 if sc == 2 else 200,
                            scale=sc, seed=seed + i)
        rng = s.rng
        kind = i % 4
        if kind == 0:
            s.fill(str(rng.choice(LIGHT)))
        elif kind == 1:
            s.fill(str(rng.choice(DARK)))
        elif kind == 2:
            s.linear_gradient([(0, '#E3F2FD'), (1, '#1E88E5')], angle=180)
        else:
            s.photo(PHOTOS[i % len(PHOTOS)], zoom=1.3, blur=2)
        flow(s, list(rng.permutation(FAINT[2:] + MIXED)), y0=6, x_range=(4, 16), gap=6,
             sizes=[10, 11, 12, 13, 14, 15, 17, 20, 24, 28, 34], darker=False if kind == 1 else None, two_columns=0.1)
        out.append(s)
    return out


FAMILIES = [('faint', fam_faint, 8), ('hue', fam_hue, 8), ('ui', fam_ui, 6), ('photo', fam_photo, 6),
            ('blur', lambda seed, n: fam_photo(seed, n, blur=5, family='blur'), 4), ('gradient', fam_gradient, 5),
            ('scale', fam_scale, 6)]
# Lossy and wide-gamut copies: (family, index) of the screens copied.
JPEG_COPIES = [('faint', 0, 70), ('hue', 1, 80), ('ui', 0, 85), ('photo', 1, 75), ('gradient', 0, 90), ('scale', 1, 80)]
P3_COPIES = [('faint', 1), ('hue', 2), ('ui', 1), ('photo', 2)]


# ---------------------------------------------------------------- output
def srgb_to_p3(rgb):
    """sRGB 8-bit to Display P3 8-bit (same transfer curve, P3 primaries)."""
    c = rgb / 255.0
    lin = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    m = np.array([[0.8224621, 0.1775380, 0.0000000], [0.0331941, 0.9668058, 0.0000000],
                  [0.0170827, 0.0723974, 0.9105199]])
    p = np.clip(lin @ m.T, 0, 1)
    enc = np.where(p <= 0.0031308, p * 12.92, 1.055 * p ** (1 / 2.4) - 0.055)
    return np.clip(np.floor(enc * 255 + 0.5), 0, 255).astype(np.uint8)


def png_with_cicp(image):
    """PNG bytes with a cICP chunk saying Display P3 (primaries 12, sRGB transfer 13)."""
    buf = io.BytesIO()
    image.save(buf, 'PNG', optimize=True)
    data = buf.getvalue()
    body = b'cICP' + bytes([12, 13, 0, 1])
    chunk = struct.pack('>I', 4) + body + struct.pack('>I', zlib.crc32(body) & 0xFFFFFFFF)
    return data[:33] + chunk + data[33:]


def write(scr, outdir, variant=None, quality=None):
    clean, obs = scr.render()
    lines, icon_list = scr.truth(clean)
    name = scr.name + ('-q%d' % quality if variant == 'jpeg' else '-p3' if variant == 'p3' else '')
    family = variant or scr.family
    os.makedirs(os.path.join(outdir, family), exist_ok=True)
    ext = 'jpg' if variant == 'jpeg' else 'png'
    path = os.path.join(outdir, family, '%s.%s' % (name, ext))
    if variant == 'jpeg':
        Image.fromarray(obs).save(path, quality=quality, optimize=True)
    elif variant == 'p3':
        with open(path, 'wb') as f:
            f.write(png_with_cicp(Image.fromarray(srgb_to_p3(obs.astype(np.float64)))))
    else:
        Image.fromarray(obs).save(path, optimize=True)
    truth = {'screen': name, 'family': family, 'source': scr.family, 'image': os.path.basename(path),
             'scale': scr.scale, 'width': scr.W, 'height': scr.H,
             'colourSpace': 'Display P3' if variant == 'p3' else 'sRGB', 'lines': lines, 'icons': icon_list}
    with open(os.path.join(outdir, family, name + '.truth.json'), 'w') as f:
        f.write('{\n')
        for k in ['screen', 'family', 'source', 'image', 'scale', 'width', 'height', 'colourSpace']:
            f.write(' %s: %s,\n' % (json.dumps(k), json.dumps(truth[k])))
        for key in ['lines', 'icons']:
            items = truth[key]
            f.write(' "%s": [' % key + ('\n' if items else ''))
            f.write(',\n'.join('  ' + json.dumps(v, separators=(',', ':')) for v in items))
            f.write(('\n ' if items else '') + ']' + (',' if key == 'lines' else '') + '\n')
        f.write('}\n')
    return {'family': family, 'screen': name, 'truth': '%s/%s.truth.json' % (family, name), 'lines': len(lines),
            'failing': sum(1 for l in lines if l['verdict'] == 'fail')}


def build(outdir, seed_base):
    index = []
    screens = {}
    for family, make, n in FAMILIES:
        screens[family] = make(seed_base + 1000 * (len(screens) + 1), n)
        for scr in screens[family]:
            index.append(write(scr, outdir))
    for family, i, q in JPEG_COPIES:
        index.append(write(screens[family][i], outdir, 'jpeg', q))
    for family, i in P3_COPIES:
        index.append(write(screens[family][i], outdir, 'p3'))
    return index


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', default=OUT)
    a = ap.parse_args()
    if os.path.isdir(a.out):
        shutil.rmtree(a.out)
    sets = {}
    for name, seed in [('tune', 20000), ('heldout', 90000)]:
        folder = os.path.join(a.out, name)
        os.makedirs(folder)
        sets[name] = build(folder, seed)
    with open(os.path.join(a.out, 'index.json'), 'w') as f:
        json.dump({'version': 1, 'sets': sets}, f, indent=1)
        f.write('\n')
    for name, index in sets.items():
        n = sum(e['lines'] for e in index)
        fail = sum(e['failing'] for e in index)
        print('%-8s %3d screens, %4d lines, %4d failing' % (name, len(index), n, fail))


if __name__ == '__main__':
    main()
