"""Chromium-rendered pages for the hard classes: underlined links, strike-through and focus rings
(`decoration`), several text colours in one box (`multicolour`: links in paragraphs, white
`<code>` on a dark chip inside a link, 50%-white text holding white links), small code at 1x
(`gaps`), grey words beside full-colour links under a text-shadow or a glow (`shadowed`) and chips
as tall as the line inside paragraphs (`chips`).  Pages are drawn with the system's font hinting, as real pages captured by
Scripts/web-capture are.

A page is rendered once with every text colour `transparent` (the clean render: chips, cards and
backgrounds stay), once per text colour ("layer") with only that colour's runs visible, and once
with everything (the screenshot).  Text decorations and outlines are drawn in `currentColor`, so
they belong to their run's layer: an underline, a strike-through or a focus ring is text.
Coverage per layer is the projection of the layer's render onto its colour (browser.py), and a
block of several colours gets one truth layer per colour (truth.region_truth_colours).
"""
import html
import math
import os
import tempfile

import numpy as np

from browser import shoot
from colour import hex2rgb, rgb2hex
from families_hard import seed_offset
from render import Screen

FONT_CSS = {'sans': "'DejaVu Sans'", 'lib': "'Liberation Sans'", 'serif': "'DejaVu Serif'",
            'libserif': "'Liberation Serif'", 'mono': "'DejaVu Sans Mono'", 'libmono': "'Liberation Mono'"}


class PageScreen(Screen):
    """A page of text blocks, each in its own horizontal band; a block is a list of runs
    (text, colour index, extra CSS) with its own colours."""

    def __init__(self, family, name, w, h, scale, seed, body_css, decor_html=''):
        super().__init__(family, name, w, h, scale=scale, seed=seed)
        self.body_css, self.decor_html = body_css, decor_html
        self.blocks = []
        self.observed = None

    def block(self, rid, runs, colours, x, y, size, lh=None, font='sans', weight=400, pad=3, hint=False,
              css='', region_family=None, text=None, fill_box=False):
        """runs: [(text, colour index, css)]; colours: hex per index.  Returns the block's bottom."""
        lh = lh or int(math.ceil(size * 1.3))
        self.blocks.append(dict(id=rid, runs=runs, colours=colours, x=x, y=y, size=size, lh=lh, font=font,
                                weight=weight, pad=pad, hint=hint, css=css, family=region_family, text=text,
                                fill_box=fill_box))
        return y + lh

    def _html(self, layer):
        """layer: None = clean, 'all' = the screenshot, k = only colour k of every block."""
        parts = ['<!doctype html><html><head><meta charset="utf-8"><style>',
                 'html,body{margin:0;padding:0;overflow:hidden}',
                 'body{width:%dpx;height:%dpx;position:relative;%s}' % (self.w_pt, self.h_pt, self.body_css),
                 '.t{position:absolute;white-space:nowrap;margin:0;padding:0}',
                 'a{text-decoration:none}',
                 '</style></head><body>', self.decor_html]
        for b in self.blocks:
            st = 'left:%gpx;top:%dpx;font-family:%s;font-size:%gpx;line-height:%dpx;font-weight:%d;color:transparent;%s' % (
                b['x'], b['y'], FONT_CSS[b['font']], b['size'], b['lh'], b['weight'], b['css'])
            spans = []
            for txt, ci, css in b['runs']:
                visible = layer == 'all' or layer == ci
                col = b['colours'][ci] if visible else 'transparent'
                spans.append('<span style="color:%s;%s">%s</span>' % (col, css, html.escape(txt)))
            parts.append('<div class="t" style="%s">%s</div>' % (st, ''.join(spans)))
        parts.append('</body></html>')
        return '\n'.join(parts)

    def _shoot(self, tmp, tag, layer):
        p = os.path.join(tmp, '%s-%s' % (self.name, tag))
        with open(p + '.html', 'w') as f:
            f.write(self._html(layer))
        return shoot(p + '.html', p + '.png', self.w_pt, self.h_pt, self.scale, hinting=None)

    def _extra_shots(self, tmp):
        """Renders a subclass needs beside the clean, full and per-colour ones (none here)."""

    def _layer_masks(self, b, col, A, B, changed):
        """Colour `col`'s ink in block `b`: [(coverage, rgb)], coverage from its layer's render `A`
        against the clean `B` where the layer `changed` a pixel. Every changed pixel counts as
        ink (box and overlap checks); truth uses coverage >= 0.5."""
        return [(np.where(changed, np.maximum(self._coverage(A, B, np.array(hex2rgb(col), dtype=np.float64), changed), 1e-6), 0.0),
                 hex2rgb(col))]

    @staticmethod
    def _coverage(A, B, T, changed):
        """How far each pixel of `A` lies from the clean `B` toward the ink `T`, in 0...1."""
        den = ((T - B) ** 2).sum(axis=-1)
        al = np.where(den >= 1.0, ((A - B) * (T - B)).sum(axis=-1) / np.maximum(den, 1e-9), 0.0)
        return np.where(changed, np.clip(al, 0.0, 1.0), 0.0)

    def build(self, tmp):
        clean = self._shoot(tmp, 'clean', None)
        assert (self._shoot(tmp, 'clean2', None) == clean).all(), 'chromium clean render not deterministic: ' + self.name
        obs = self._shoot(tmp, 'all', 'all')
        self._extra_shots(tmp)
        layers = max(len(b['colours']) for b in self.blocks)
        shots = [self._shoot(tmp, 'layer%d' % k, k) for k in range(layers)]
        self.bg = clean.astype(np.float64)
        self.observed = obs
        s = self.scale
        diff = (obs != clean).any(axis=-1)
        claimed = np.zeros_like(diff)
        B = clean.astype(np.float64)
        for b in self.blocks:
            by0 = max(0, int(math.floor((b['y'] - 7) * s)))
            by1 = min(self.H, int(math.ceil((b['y'] + b['lh'] + 7) * s)))
            band = np.zeros_like(diff)
            band[by0:by1] = True
            assert not (claimed & band & diff).any(), 'bands overlap: %s/%s' % (self.name, b['id'])
            claimed |= band & diff
            masks = []
            for k, col in enumerate(b['colours']):
                changed = (shots[k] != clean).any(axis=-1) & band
                if changed.any():
                    masks.extend(self._layer_masks(b, col, shots[k].astype(np.float64), B, changed))
            if not masks:
                raise ValueError('%s/%s: no ink' % (self.name, b['id']))
            union = np.maximum.reduce([m for m, _ in masks])
            assert not (diff & band & (union == 0)).any(), 'ink of no layer: %s/%s' % (self.name, b['id'])
            text = b['text'] or ''.join(r[0] for r in b['runs']).strip()
            meta = dict(text=text, kind='text', fontSize=b['size'], fontWeight=b['weight'])
            self._add_item(b['id'], union, masks[0][1], b['pad'], meta, b['hint'], b['family'],
                           layers=masks if len(masks) > 1 else None)
            if b['fill_box']:
                self._fill_rows(b, band)
        assert not (diff & ~claimed).any(), 'ink outside bands: ' + self.name

    def _fill_rows(self, b, band):
        """The last box's rows become those of the block's fill (a chip drawn in the clean render),
        rounded inward to whole points: the line's content height, as a browser reports a box."""
        page = self.bg[0, 0]
        rows = np.nonzero(((np.abs(self.bg - page) > 8).any(axis=-1) & band).any(axis=1))[0]
        s, (x, _, w, _) = self.scale, self.items[-1]['box_pt']
        top, bottom = int(math.ceil(rows.min() / s)), int(math.floor((rows.max() + 1) / s))
        self.items[-1]['box_pt'] = (x, top, w, bottom - top)

    def render(self):
        clean = np.clip(np.floor(self.bg + 0.5), 0, 255).astype(np.uint8)
        return clean, self.observed


# -------------------------------------------------------------------- themes
LIGHT = [('#FFFFFF', '#1F2328'), ('#FFFFFF', '#333333'), ('#F6F8FA', '#24292F'), ('#FAFAFA', '#202124'), ('#FFFFFF', '#595959')]
DARK = [('#0D1117', '#C9D1D9'), ('#121212', '#E0E0E0'), ('#202124', '#BDC1C6'), ('#1E1E1E', '#D4D4D4')]
LINKS_LIGHT = ['#044A64', '#0645AD', '#1A0DAB', '#0969DA', '#551A8B', '#006621', '#6CA0DC', '#3B82F6', '#8AB4F8', '#9CC3E6']
LINKS_DARK = ['#8AB4F8', '#58A6FF', '#BB86FC', '#4FC3F7', '#1F6FEB', '#3949AB', '#64B5F6']
LINK_TEXT = ['Typography guide', 'jQuery plugin page', 'Getting help', 'py.typed spec', 'Apply today', 'Privacy policy',
             'Jump to glyph tables', 'Sign up for updates', 'Copyright & legal', 'Report a bug', 'Keyboard shortcuts',
             'Display typography', 'Query syntax', 'Deploying apps']


def _page(family, name, scale, seed, held_out, dark=None):
    rng = np.random.default_rng(seed)
    if dark is None:
        dark = rng.random() < 0.4
    bg, body = (DARK if dark else LIGHT)[int(rng.integers(0, len(DARK if dark else LIGHT)))]
    w, h = (240, 300) if scale == 1 else (170, 220)
    scr = PageScreen(family, name, w, h, scale, seed, 'background:%s' % bg)
    return scr, rng, dark, bg, body


def _fonts(held_out):
    return ['serif', 'libserif'] if held_out else ['sans', 'lib']


def fam_decoration(out, held_out=False):
    """Underlined links (the underline touching descenders), strike-through, dotted and thick
    underlines, border-bottom links and focus rings, all drawn in the text colour."""
    tmp = tempfile.mkdtemp(prefix='legible-corpus-decoration-')
    screens = []
    styles = [
        'text-decoration:underline;text-decoration-skip-ink:none',
        'text-decoration:underline',
        'text-decoration:underline;text-decoration-thickness:2px;text-decoration-skip-ink:none',
        'text-decoration:underline;text-underline-offset:0;text-decoration-skip-ink:none',
        'text-decoration:line-through',
        'text-decoration:underline dotted;text-decoration-skip-ink:none',
        'border-bottom:1px solid currentColor',
        'outline:2px solid currentColor;outline-offset:1px',
        'outline:1px solid currentColor;outline-offset:2px;text-decoration:underline',
        'text-decoration:underline line-through',
    ]
    for i in range(10):
        scale = 2 if i in (4, 9) else 1
        seed = 26000 + i + seed_offset(held_out)
        scr, rng, dark, bg, body = _page('decoration', 'decoration%dx-%02d' % (scale, i), scale, seed, held_out, dark=i % 3 == 2)
        y, k = 8, 0
        while y < scr.h_pt - 34 and k < 9:
            size = int(rng.choice([11, 12, 13, 14, 15, 16, 18]))
            style = styles[(k + i) % len(styles)]
            text = str(rng.choice(LINK_TEXT))
            col = str(rng.choice(LINKS_DARK if dark else LINKS_LIGHT)) if 'line-through' not in style else body
            est = size * 0.62 * len(text)
            if est > scr.w_pt - 20:
                text = text.split()[0]
            y = scr.block('l%d' % k, [(text, 0, style)], [col], int(rng.integers(8, 20)), y, size,
                          font=str(rng.choice(_fonts(held_out))), pad=int(rng.choice([2, 3, 4])),
                          hint=bool(rng.random() < 0.15)) + 14
            k += 1
        scr.build(tmp)
        screens.append(scr)
    return screens


def fam_multicolour_web(out, held_out=False):
    """A paragraph holding a link; a link holding white <code> on a dark chip; 50%-white text
    holding 100%-white links (the 50% drawn as its opaque equivalent over the flat page);
    a bold label before a coloured value; a breadcrumb."""
    tmp = tempfile.mkdtemp(prefix='legible-corpus-multicolour-')
    screens = []
    chip = 'background:#24292E;border-radius:3px;padding:1px 4px;font-family:%s;font-size:0.9em'
    for i in range(8):
        scale = 2 if i in (3, 7) else 1
        seed = 27000 + i + seed_offset(held_out)
        scr, rng, dark, bg, body = _page('multicolour', 'multicolour-web%dx-%02d' % (scale, i), scale, seed, held_out, dark=i % 2 == 1)
        mono = 'libmono' if held_out else 'mono'
        half = rgb2hex(tuple(int((v + 255) // 2) for v in hex2rgb(bg)))
        y, k = 8, 0
        while y < scr.h_pt - 36 and k < 8:
            size = int(rng.choice([12, 13, 14, 15, 16]))
            form = (k + i) % 5
            link = str(rng.choice(LINKS_DARK if dark else LINKS_LIGHT))
            under = 'text-decoration:underline' if rng.random() < 0.6 else ''
            if form == 0:
                runs = [('See the ', 0, ''), (str(rng.choice(['user guide', 'API docs', 'changelog'])), 1, under), (' first.', 0, '')]
                cols = [body, link]
            elif form == 1:
                runs = [('Run ', 0, under), ('pip install', 1, chip % ("'Liberation Mono'" if held_out else "'DejaVu Sans Mono'")), (' now', 0, under)]
                cols = [link, '#FFFFFF']
            elif form == 2:
                runs = [('Read the ', 0, ''), ('notes', 1, 'text-decoration:underline'), (' or ', 0, ''), ('FAQ', 1, '')]
                cols = [half if dark else '#9A9A9A', '#FFFFFF' if dark else '#000000']
            elif form == 3:
                runs = [('Status: ', 0, 'font-weight:700'), (str(rng.choice(['Failed', 'Passing', 'Pending'])), 1, '')]
                cols = [body, str(rng.choice(['#D32F2F', '#2E7D32', '#F9A825', '#FF6B6B', '#81C784']))]
            else:
                runs = [('Home', 0, under), (' / ', 1, ''), ('Docs', 0, under), (' / ', 1, ''), ('API', 2, '')]
                cols = [link, '#8C8C8C' if not dark else '#5F6368', body]
            scr_font = mono if form == 1 and rng.random() < 0.3 else str(rng.choice(_fonts(held_out)))
            y = scr.block('p%d' % k, runs, cols, int(rng.integers(8, 20)), y, size, font=scr_font,
                          pad=int(rng.choice([2, 3, 4]))) + 15
            k += 1
        scr.build(tmp)
        screens.append(scr)
    return screens


fam_multicolour_web.family = 'multicolour'


def fam_gaps_web(out, held_out=False):
    """Code and small text at 1x as a browser draws it: 11-14 px (fractional sizes too, as em and %
    give) monospace and sans, regular and bold, at fractional positions, with 1-px counters and
    stems split over two pixels; most pages inside a code block."""
    tmp = tempfile.mkdtemp(prefix='legible-corpus-gaps-')
    screens = []
    lines = ['SELECT * FROM users;', 'aes8 e8a8', 'WHERE age >= 18', '$ git merge', 'B&8@ seesaw', 'const a = 8;',
             'Base64 encode', 'search messages', 'CASE ELSE END', 'grep -e s', 'BEGIN; SELECT 8;', 'INSERT INTO']
    # syntax highlighting puts every keyword in its own element, so a box often holds one token
    tokens = ['SELECT', 'FROM', 'WHERE', 'DELETE', 'INSERT', 'CASE', 'ELSE', 'END', 'LIMIT', 'BEGIN', 'README',
              'e', 'a', '8', 'age', 'users', '88', 'assert', 'seesaw', 'eggs', 'SEE ALSO', 'ASC', 'DESC']
    fonts = ['libmono', 'serif', 'libserif', 'mono'] if held_out else ['mono', 'lib', 'libmono', 'sans']
    blocks = [('#F6F8FA', '#24292E'), ('#1E1E1E', '#D4D4D4'), ('#F5F2F0', '#000000'), ('#282C34', '#ABB2BF')]
    for i in range(14):
        seed = 28000 + i + seed_offset(held_out)
        scr, rng, dark, bg, body = _page('gaps', 'gaps-web-%02d' % i, 1, seed, held_out, dark=i % 2 == 1)
        if i >= 2:
            # a code block filling the page: its colours replace the theme's
            cb, body = blocks[i % 4]
            scr.decor_html = '<div style="position:absolute;left:4px;top:2px;right:4px;bottom:2px;background:%s;border-radius:6px"></div>' % cb
            dark = i % 2 == 1
        y, k = 8, 0
        while y < scr.h_pt - 24 and k < 14:
            size = float(rng.choice([11, 11.5, 12, 12.25, 12.5, 13, 13.33, 13.6, 14]))
            fnt = str(rng.choice(fonts))
            col = body if rng.random() < 0.75 else str(rng.choice(LINKS_DARK if dark else LINKS_LIGHT))
            # text starts at fractional positions, as it does after padding in em or centring: stems
            # then fall between pixels
            x = round(float(rng.uniform(10, 40)), 2)
            text = str(rng.choice(tokens)) if rng.random() < 0.7 else str(rng.choice(lines))
            y = scr.block('g%d' % k, [(text, 0, '')], [col], x, y, size,
                          lh=int(size) + 3, font=fnt, weight=int(rng.choice([400, 400, 700])),
                          pad=int(rng.choice([1, 2, 3]))) + 10
            k += 1
        scr.build(tmp)
        screens.append(scr)
    return screens


fam_gaps_web.family = 'gaps'


def _mix(top, under, alpha):
    """The opaque colour of `top` at `alpha` over `under` (hex in, hex out)."""
    t, u = hex2rgb(top), hex2rgb(under)
    return rgb2hex(tuple(int(round(alpha * a + (1 - alpha) * b)) for a, b in zip(t, u)))


# (page CSS, decor HTML, the page's middle tone, dark, text-shadow): a footer's grey words beside
# links of the full colour under a soft shadow over a dark gradient, under a white glow on a light
# page, under a wide dense black glow, and over blurred colour blobs
SHADOW_THEMES = [
    ('background:linear-gradient(135deg,#1d2330,#3a2540)', '', '#2B2438', True, '0 .05rem .1rem rgba(0,0,0,.5)'),
    ('background:#f8f9fa', '', '#F8F9FA', False, '0 0 .15rem rgba(255,255,255,.9),0 .05rem .1rem rgba(0,0,0,.25)'),
    ('background:#212529', '', '#212529', True, '0 0 .3rem rgba(0,0,0,.9)'),
    ('background:#101418', '<div style="position:absolute;left:0;top:0;right:0;bottom:0;background:radial-gradient(circle at 30%% 35%%,%s 0,'
     'transparent 45%%),radial-gradient(circle at 75%% 65%%,%s 0,transparent 50%%),#101418;filter:blur(10px)"></div>', '#1C2230', True,
     '0 1px 3px rgba(0,0,0,.6)'),
]


def fam_shadowed_web(out, held_out=False):
    """Grey words beside links of the full colour under a text-shadow or a glow, over a dark
    gradient, a light page with a white glow, a dark page with a wide dense black glow, and
    blurred colour blobs: the words are the grey a 35-75% translucent white (or black) shows over
    the page's middle tone, drawn opaque (the truth needs one colour per layer); the shadow is
    in the clean render (text-shadow is drawn under transparent text too), so it is background."""
    tmp = tempfile.mkdtemp(prefix='legible-corpus-shadowed-')
    screens = []
    for i in range(8):
        scale = 2 if i >= 6 else 1
        seed = 29000 + i + seed_offset(held_out)
        rng = np.random.default_rng(seed)
        page, decor, middle, dark, shadow = SHADOW_THEMES[i % len(SHADOW_THEMES)]
        if '%s' in decor:
            blobs = ['#6A3D9A', '#1F78B4', '#B15928', '#33A02C', '#E31A1C']
            first, second = rng.choice(len(blobs), 2, replace=False)
            decor = decor % (blobs[first], blobs[second])
        w, h = (240, 300) if scale == 1 else (170, 220)
        name = 'shadowed-web%dx-%02d' % (scale, i)
        scr = PageScreen('shadowed', name, w, h, scale, seed, page, decor_html=decor)
        y, k = 8, 0
        while y < scr.h_pt - 36 and k < 7:
            size = int(rng.choice([12, 13, 14, 15, 16, 18, 20]))
            alpha = float(rng.choice([0.35, 0.38, 0.4, 0.5, 0.6, 0.75]))
            strong = '#FFFFFF' if dark else '#000000'
            link = strong if rng.random() < 0.7 else str(rng.choice(LINKS_DARK if dark else LINKS_LIGHT))
            grey = _mix(strong, middle, alpha)
            under = 'text-decoration:underline' if rng.random() < 0.4 else ''
            form = (k + i) % 3
            if form == 0:
                runs = [('Cover template for ', 0, ''), ('Bootstrap', 1, under), (', by ', 0, ''), ('@mdo', 1, under), ('.', 0, '')]
            elif form == 1:
                runs = [('Read the ', 0, ''), ('docs', 1, under), (' or ', 0, ''), ('file a bug', 1, under)]
            else:
                runs = [(str(rng.choice(['Made with love', 'All rights reserved', 'Terms apply'])), 0, '')]
            cols = [grey, link] if len(runs) > 1 else [grey]
            text = ''.join(r[0] for r in runs)
            x = int(rng.integers(8, 16))
            # a line as wide as the page at most (0.68 em a character, wide faces included)
            while size > 9 and size * 0.68 * len(text) > scr.w_pt - x - 6:
                size -= 1
            y = scr.block('p%d' % k, runs, cols, x, y, size, font=str(rng.choice(_fonts(held_out))),
                          pad=int(rng.choice([2, 3, 4])), css='text-shadow:%s' % shadow) + 16
            k += 1
        scr.build(tmp)
        screens.append(scr)
    return screens


def fam_chips(out, held_out=False):
    """Chips and highlights as tall as the line inside a paragraph: `<mark>` (a yellow fill, black
    words), `<kbd>` keys, badges and code chips with a fill and words of their own, their words
    passing or failing, beside grey or strong paragraph text.  The box is the line's content height,
    as Scripts/web-capture reports it: the chip's fill reaches its top and bottom rows."""
    tmp = tempfile.mkdtemp(prefix='legible-corpus-chips-')
    screens = []
    greys_light, greys_dark = ['#767676', '#8A8A8A', '#595959', '#999999'], ['#8E8E8E', '#757575', '#A0A0A0', '#6E6E6E']
    for i in range(8):
        scale = 2 if i in (2, 3, 6, 7) else 1
        seed = 29000 + i + seed_offset(held_out)
        scr, rng, dark, bg, body = _page('chips', 'chips%dx-%02d' % (scale, i), scale, seed, held_out, dark=i % 2 == 1)
        mono = FONT_CSS['libmono' if held_out else 'mono']
        y, k = 8, 0
        while y < scr.h_pt - 34 and k < 8:
            size = int(rng.choice([13, 14, 15, 16]))
            form = (k + i) % 5
            para = str(rng.choice(greys_dark if dark else greys_light)) if rng.random() < 0.6 else body
            if form == 0:
                fill, ink = str(rng.choice(['#FFEB3B', '#FFF59D', '#FFD54F'])), '#000000'
                runs = [('Dim words ', 0, ''), (str(rng.choice(['marked', 'found', 'here'])), 1, 'background:%s' % fill),
                        (' then more', 0, '')]
            elif form == 1:
                fill = '#444444' if dark else '#E4E4E4'
                ink = str(rng.choice(['#7A7A7A', '#9E9E9E', '#F0F0F0'] if dark else ['#8C8C8C', '#767676', '#222222']))
                runs = [('Press ', 0, ''), (str(rng.choice(['Ctrl', 'Esc', 'Tab'])), 1,
                                            'background:%s;border-radius:3px;padding:0 3px;font-family:%s' % (fill, mono)),
                        (' to go on', 0, '')]
            elif form == 2:
                fill, ink = str(rng.choice(['#D32F2F', '#0D6EFD', '#2E7D32', '#F9A825'])), '#FFFFFF'
                runs = [('Inbox ', 0, ''), (str(rng.choice(['12', 'New', 'Beta'])), 1,
                                            'background:%s;border-radius:6px;padding:0 5px' % fill), (' unread', 0, '')]
            elif form == 3:
                fill = '#2D333B' if dark else '#E1E4E8'
                ink = str(rng.choice(['#ADBAC7', '#636E7B'] if dark else ['#24292F', '#A0A0A0']))
                runs = [('Run ', 0, ''), (str(rng.choice(['make test', 'npm ci', 'go vet'])), 1,
                                          'background:%s;border-radius:4px;padding:0 4px;font-family:%s' % (fill, mono)),
                        (' first', 0, '')]
            else:
                fill, ink = str(rng.choice(['#FFF3CD', '#D1E7DD', '#CFE2FF'])), str(rng.choice(['#664D03', '#0F5132', '#9A9A9A']))
                runs = [('Note ', 0, ''), ('saved', 1, 'background:%s;padding:0 2px' % fill), (' just now', 0, '')]
            y = scr.block('c%d' % k, runs, [para, ink], int(rng.integers(8, 20)), y, size, lh=int(math.ceil(size * 1.17)),
                          font=str(rng.choice(_fonts(held_out))), pad=int(rng.choice([1, 2])), fill_box=True) + 16
            k += 1
        scr.build(tmp)
        screens.append(scr)
    return screens


fam_shadowed_web.family = 'shadowed'

ALL = [fam_decoration, fam_multicolour_web, fam_gaps_web, fam_shadowed_web, fam_chips]
