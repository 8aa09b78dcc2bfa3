"""Chromium pages of text holding several tones in one box (`tones`): a grey paragraph holding one
word of a stronger colour (black or a dark link on a light page, white or a light link on a dark
one), and gradient text (`background-clip: text`) fading from a strong colour to a weak one along
the line.  At 1x the grey and the strong word's anti-aliasing overlap; a gradient's weak end may
lie within the tolerance of its strong end.

Rendered as browser_pages.PageScreen renders its pages: once clean (every text transparent), once
per colour, once with everything.  A gradient run is one more "colour": its layer render paints
the clipped gradient alone, and a further render paints the same gradient unclipped (as the span's
background), which gives the tone T(p) each glyph pixel is drawn in.  Its coverage is the
projection of the layer onto T(p) (browser.py), and its text is one truth layer per exact tone
(`truth.region_truth_colours`): every tone is text, measured against the ring of its own pixels,
and the weakest governs.  The per-tone list is left out of the truth file (a hundred tones per
line); the region's figures are the governing tone's.
"""
import json
import os
import tempfile

import numpy as np

from browser_pages import FONT_CSS, PageScreen
from colour import hex2rgb, rgb2hex
from families_hard import seed_offset
from render import compact_truth

GRADIENT = 'gradient:'


class TonePage(PageScreen):
    """A PageScreen whose colours may be gradients ('gradient:<css image>')."""

    def _html(self, layer):
        """layer: None = clean, 'all' = the screenshot, k = colour k only, 'paint' = every
        gradient painted unclipped (its tones), every other run transparent."""
        parts = ['<!doctype html><html><head><meta charset="utf-8"><style>',
                 'html,body{margin:0;padding:0;overflow:hidden}',
                 'body{width:%dpx;height:%dpx;position:relative;%s}' % (self.w_pt, self.h_pt, self.body_css),
                 '.t{position:absolute;white-space:nowrap;margin:0;padding:0}', 'a{text-decoration:none}',
                 '</style></head><body>', self.decor_html]
        for b in self.blocks:
            st = 'left:%gpx;top:%dpx;font-family:%s;font-size:%gpx;line-height:%dpx;font-weight:%d;color:transparent;%s' % (
                b['x'], b['y'], FONT_CSS[b['font']], b['size'], b['lh'], b['weight'], b['css'])
            spans = []
            for txt, ci, css in b['runs']:
                col = b['colours'][ci]
                visible = layer == 'all' or layer == ci
                if col.startswith(GRADIENT):
                    image = col[len(GRADIENT):]
                    if layer == 'paint':
                        paint = 'background-image:%s;color:transparent' % image
                    elif visible:
                        paint = ('background-image:%s;-webkit-background-clip:text;background-clip:text;color:transparent'
                                 % image)
                    else:
                        paint = 'color:transparent'
                    spans.append('<span style="%s;%s">%s</span>' % (paint, css, _escape(txt)))
                else:
                    shown = visible and layer != 'paint'
                    spans.append('<span style="color:%s;%s">%s</span>' % (col if shown else 'transparent', css, _escape(txt)))
            parts.append('<div class="t" style="%s">%s</div>' % (st, ''.join(spans)))
        parts.append('</body></html>')
        return '\n'.join(parts)

    def _extra_shots(self, tmp):
        self.paint = self._shoot(tmp, 'paint', 'paint').astype(np.float64)
        self.gradient_ids = set()

    def _layer_masks(self, b, col, A, B, changed):
        """A gradient colour is one layer per exact tone the paint render shows under its ink."""
        if not col.startswith(GRADIENT):
            return super()._layer_masks(b, col, A, B, changed)
        al = self._coverage(A, B, self.paint, changed)
        self.gradient_ids.add(b['id'])
        tones = self.paint.astype(np.int64)
        key = (tones[..., 0] << 16) | (tones[..., 1] << 8) | tones[..., 2]
        return [(np.where(changed & (key == t), np.maximum(al, 1e-6), 0.0), (int(t >> 16), int((t >> 8) & 255), int(t & 255)))
                for t in np.unique(key[changed])]

    def write(self, outdir, debugdir=None):
        entry = super().write(outdir, debugdir)
        # A gradient's per-tone list (a hundred tones a line) stays out of the truth file.
        path = os.path.join(outdir, entry['truth'])
        truth = json.load(open(path))
        for rid in self.gradient_ids:
            truth['regions'][rid].pop('colours', None)
        with open(path, 'w') as f:
            f.write(compact_truth(truth))
        return entry


def _escape(text):
    import html
    return html.escape(text)


LIGHT = ['#FFFFFF', '#FAFAFA', '#F6F8FA']
DARK = ['#121212', '#0D1117', '#1E1E1E']
STRONG_LIGHT = ['#000000', '#111111', '#212529', '#1F2328', '#0645AD']
STRONG_DARK = ['#FFFFFF', '#E9ECEF', '#F0F6FC', '#8AB4F8']
WORDS = ['Read the guide', 'Opens in a new tab', 'Updated two days ago', 'Shipping is free', 'Terms apply here',
         'Saved to drafts', 'Last seen recently', 'Reply to thread']
STRONG_WORDS = ['today', 'Docs', 'now', 'link', 'here', 'Pro', 'new']


def _grey(rng, bg, strong, ratios):
    """A grey between `bg` and `strong` whose contrast with `bg` is near one of `ratios`."""
    from render import grey_for_ratio
    return grey_for_ratio(hex2rgb(bg), float(rng.choice(ratios)), darker=sum(hex2rgb(strong)) < sum(hex2rgb(bg)))


def fam_tones_web(out, held_out=False):
    """Grey paragraphs holding one stronger word, and gradient text, on light and dark pages at
    1x and 2x."""
    tmp = tempfile.mkdtemp(prefix='legible-corpus-tones-')
    screens = []
    for i in range(6):
        scale = 2 if i in (2, 5) else 1
        seed = 31000 + i + seed_offset(held_out)
        rng = np.random.default_rng(seed)
        dark = i % 2 == 1
        bg = str(rng.choice(DARK if dark else LIGHT))
        w, h = (320, 270) if scale == 1 else (200, 200)
        scr = TonePage('tones', 'tones%dx-%02d' % (scale, i), w, h, scale, seed, 'background:%s' % bg)
        fonts = ['serif', 'libserif'] if held_out else ['sans', 'lib']
        y, k = 8, 0
        while y < scr.h_pt - 30 and k < 8:
            size = int(rng.choice([12, 13, 14, 15, 16])) if scale == 1 else int(rng.choice([11, 12, 13]))
            strong = str(rng.choice(STRONG_DARK if dark else STRONG_LIGHT))
            weak = rgb2hex(_grey(rng, bg, strong, [2.3, 2.9, 3.4, 3.9, 5.2, 6.5, 8.0]))
            words = str(rng.choice(WORDS)).split(' ', 1)
            if (k + i) % 2 == 0:
                bold = 'font-weight:700' if rng.random() < 0.5 else ''
                runs = [(words[0] + ' ', 0, ''), (str(rng.choice(STRONG_WORDS)), 1, bold), (' ' + words[1], 0, '')]
                cols = [weak, strong]
                hint = bool(rng.random() < 0.5)
            else:
                runs = [(' '.join(words), 0, '')]
                cols = [GRADIENT + 'linear-gradient(90deg,%s,%s)' % (strong, weak)]
                hint = False
            y = scr.block('p%d' % k, runs, cols, int(rng.integers(8, 16)), y, size, font=str(rng.choice(fonts)),
                          pad=int(rng.choice([2, 3, 4])), hint=hint) + 12
            k += 1
        scr.build(tmp)
        screens.append(scr)
    return screens


fam_tones_web.family = 'tones'
