"""Browser family: real pages rendered by headless Chromium from local HTML.

Each page is rendered twice with everything identical except the text fill colour
(`color: transparent` for the clean render; text-shadow, backdrop-filter, scrims, gradients and
background images stay).  Text colours are chosen from a first clean render.  Coverage per pixel
is recovered with alpha = ((A-B).(T-B)) / |T-B|^2 (clipped to [0,1], gamma-encoded RGB), and every
text element lives in its own horizontal band so the ink of each region is known exactly; the
box is the ink bounds (A != B) plus padding, rounded outward to CSS px.
"""
import html
import math
import os
import subprocess
import tempfile

import numpy as np
from PIL import Image

from colour import hex2rgb, rgb2hex, wcag_luminance
from render import font, Screen, grey_for_ratio, hue_for_ratio, pick_target, photo_crop

CHROMIUM = 'chromium'
FAMILY_CSS = {'sans': "'DejaVu Sans'", 'lib': "'Liberation Sans'", 'serif': "'DejaVu Serif'",
              'mono': "'DejaVu Sans Mono'"}


def shoot(html_path, png_path, w, h, scale, hinting='none'):
    """hinting: Chromium's --font-render-hinting, or None for the system's default (as a page
    captured by Scripts/web-capture is drawn)."""
    cmd = [CHROMIUM, '--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars',
           '--force-device-scale-factor=%s' % scale, '--window-size=%d,%d' % (w, h),
           '--screenshot=%s' % png_path, '--default-background-color=ffffffff']
    if hinting:
        cmd.append('--font-render-hinting=%s' % hinting)
    cmd.append('file://' + html_path)
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
    im = Image.open(png_path).convert('RGB')
    a = np.asarray(im, dtype=np.uint8)
    assert a.shape[:2] == (int(h * scale), int(w * scale)), (a.shape, w, h, scale)
    return a


class BrowserScreen(Screen):
    """A page: background HTML (decor) + text elements each in its own band."""

    def __init__(self, name, w, h, scale, seed, body_css, decor_html=''):
        super().__init__('browser', name, w, h, scale=scale, seed=seed)
        self.body_css, self.decor_html = body_css, decor_html
        self.elems = []
        self.observed = None

    def text(self, rid, s, x, y, size, lh=None, family='sans', weight=400, target=None, colour=None,
             hue=None, darker=None, shadow=None, pad=4, hint=False):
        lh = lh or int(math.ceil(size * 1.25))
        self.elems.append(dict(id=rid, kind='text', s=s, x=x, y=y, size=size, lh=lh, family=family, weight=weight,
                               target=target, colour=colour, hue=hue, darker=darker, shadow=shadow, pad=pad, hint=hint))
        return y + lh

    def border(self, rid, x, y, w, h, target=None, colour=None, width=2, radius=8, pad=3):
        self.elems.append(dict(id=rid, kind='border', x=x, y=y, w=w, h=h, lh=h, target=target, colour=colour,
                               width=width, radius=radius, pad=pad, hint=False))
        return y + h

    def _html(self, clean):
        parts = ['<!doctype html><html><head><meta charset="utf-8"><style>',
                 'html,body{margin:0;padding:0;overflow:hidden}',
                 'body{width:%dpx;height:%dpx;position:relative;%s}' % (self.w_pt, self.h_pt, self.body_css),
                 '.t{position:absolute;white-space:nowrap;margin:0;padding:0}',
                 '</style></head><body>', self.decor_html]
        for e in self.elems:
            col = 'transparent' if clean or e.get('col') is None else e['col']
            if e['kind'] == 'text':
                st = 'left:%dpx;top:%dpx;font-family:%s;font-size:%dpx;line-height:%dpx;font-weight:%d;color:%s' % (
                    e['x'], e['y'], FAMILY_CSS[e['family']], e['size'], e['lh'], e['weight'], col)
                if e.get('shadow'):
                    st += ';text-shadow:%s' % e['shadow']
                parts.append('<div class="t" style="%s">%s</div>' % (st, html.escape(e['s'])))
            else:
                st = 'left:%dpx;top:%dpx;width:%dpx;height:%dpx;box-sizing:border-box;border:%dpx solid %s;border-radius:%dpx' % (
                    e['x'], e['y'], e['w'], e['h'], e['width'], col, e['radius'])
                parts.append('<div class="t" style="%s"></div>' % st)
        parts.append('</body></html>')
        return '\n'.join(parts)

    def build(self, tmp):
        p = os.path.join(tmp, self.name)
        with open(p + '-clean.html', 'w') as f:
            f.write(self._html(True))
        clean = shoot(p + '-clean.html', p + '-clean.png', self.w_pt, self.h_pt, self.scale)
        s = self.scale
        # choose colours against the clean render
        for e in self.elems:
            if e['colour'] is not None:
                e['col'] = e['colour'] if isinstance(e['colour'], str) else rgb2hex(e['colour'])
                continue
            if e['kind'] == 'text':
                est_w = e['size'] * 0.6 * len(e['s'])
                rect = (e['x'], e['y'] + e['lh'] * 0.2, est_w, e['lh'] * 0.6)
            else:
                rect = (e['x'] - 4, e['y'] - 4, e['w'] + 8, e['h'] + 8)
            x0, y0 = max(0, int(rect[0] * s)), max(0, int(rect[1] * s))
            x1, y1 = min(self.W, int((rect[0] + rect[2]) * s)), min(self.H, int((rect[1] + rect[3]) * s))
            bg = tuple(int(v) for v in np.floor(clean[y0:y1, x0:x1].reshape(-1, 3).mean(axis=0) + 0.5))
            darker = e.get('darker')
            if darker is None:
                darker = bool(wcag_luminance(np.array(bg)) > 0.18)
            if e.get('hue'):
                c = hue_for_ratio(hex2rgb(e['hue']), bg, e['target'], darker)
            else:
                c = grey_for_ratio(bg, e['target'], darker)
            e['col'] = rgb2hex(c)
        with open(p + '.html', 'w') as f:
            f.write(self._html(False))
        obs = shoot(p + '.html', p + '.png', self.w_pt, self.h_pt, self.scale)
        clean2 = shoot(p + '-clean.html', p + '-clean2.png', self.w_pt, self.h_pt, self.scale)
        assert (clean2 == clean).all(), 'chromium clean render not deterministic: ' + self.name
        self.bg = clean.astype(np.float64)
        self.observed = obs
        diff = (obs != clean).any(axis=-1)
        claimed = np.zeros_like(diff)
        for e in self.elems:
            T = np.array(hex2rgb(e['col']), dtype=np.float64)
            by0 = max(0, int(math.floor((e['y'] - 6) * s)))
            by1 = min(self.H, int(math.ceil((e['y'] + e['lh'] + 6) * s)))
            A = obs[by0:by1].astype(np.float64)
            B = clean[by0:by1].astype(np.float64)
            den = ((T - B) ** 2).sum(axis=-1)
            num = ((A - B) * (T - B)).sum(axis=-1)
            al = np.where(den >= 1.0, num / np.maximum(den, 1e-9), 0.0)
            al = np.clip(al, 0.0, 1.0)
            al[~diff[by0:by1]] = 0.0
            m = np.zeros((self.H, self.W))
            m[by0:by1] = al
            band = np.zeros_like(diff)
            band[by0:by1] = diff[by0:by1]
            assert not (claimed & band).any(), 'bands overlap: ' + e['id']
            claimed |= band
            ink = band
            ys, xs = np.nonzero(ink)
            meta = dict(kind='nonText') if e['kind'] == 'border' else dict(
                text=e['s'], kind='text', fontSize=e['size'], fontWeight=e['weight'])
            if len(ys) == 0:
                raise ValueError('%s/%s: no ink' % (self.name, e['id']))
            # every changed pixel counts as ink (for the box and overlap checks), even where the
            # projection gives ~0; truth only uses coverage >= 0.5
            self._add_item(e['id'], np.where(ink, np.maximum(m, 1e-6), 0.0), hex2rgb(e['col']), e['pad'], meta, e['hint'], None)
        assert not (diff & ~claimed).any(), 'ink outside bands: ' + self.name

    def render(self):
        clean = np.clip(np.floor(self.bg + 0.5), 0, 255).astype(np.uint8)
        return clean, self.observed


def save_photo(tmp, name, w, h, seed, zoom=2.6):
    rng = np.random.default_rng(seed)
    p = photo_crop(name, w, h, rng, zoom)
    p = np.floor(p / 4) * 4 + 2
    path = os.path.join(tmp, '%s-%d.png' % (name, seed))
    Image.fromarray(p.astype(np.uint8)).save(path)
    return os.path.basename(path)


STR = ['Choose delivery', 'Total $42.10', 'Sign in', 'Forgot password?', 'Free shipping over $50',
       'Your order is on its way', 'Read more', 'Weekly summary', 'Gate B12 - Boarding 09:45',
       'Updated 5 min ago', 'Privacy policy', 'Add to cart', 'Learn more', 'Unsubscribe',
       'Terms apply', 'Today 14:30', 'Search', 'Archive', 'Reply all', 'Continue']


def flow_texts(scr, rng, y, y_max, x=12, sizes=(12, 13, 14, 16, 18, 20, 24, 28, 32), families=('sans', 'lib', 'serif'),
               weights=(400, 400, 700, 200), darker=None, hue_fn=None, shadow_fn=None, prefix='t', n=8, gap=10):
    k = 0
    tries = 0
    while k < n and tries < 200:
        tries += 1
        size = int(rng.choice(sizes))
        lh = int(math.ceil(size * 1.25))
        if y + lh > y_max:
            break
        fam = str(rng.choice(families))
        w = int(rng.choice(weights))
        if fam != 'sans' and w == 200:
            w = 400
        s = str(rng.choice(STR))
        dx = int(rng.integers(0, 12))
        # keep within the page width: measure with the same font files Chromium uses (+10% margin)
        fkey = {('sans', 400): 'sans', ('sans', 700): 'sans-bold', ('sans', 200): 'sans-light',
                ('lib', 400): 'lib', ('lib', 700): 'lib-bold', ('serif', 400): 'serif', ('serif', 700): 'serif-bold'}[(fam, w)]
        words = s.split()
        while len(words) > 1 and font(fkey, size).getlength(' '.join(words)) * 1.1 > scr.w_pt - x - dx - 8:
            words = words[:-1]
        s = ' '.join(words)
        if font(fkey, size).getlength(s) * 1.1 > scr.w_pt - x - dx - 8:
            continue
        scr.text('%s%d' % (prefix, k), s, x + dx, y, size, lh=lh, family=fam, weight=w,
                 target=pick_target(rng), darker=darker, hue=hue_fn(rng) if hue_fn else None,
                 shadow=shadow_fn(rng) if shadow_fn else None, pad=int(rng.choice([2, 4, 4, 6, 8])),
                 hint=bool(rng.random() < 0.2))
        y += lh + gap + int(rng.integers(0, 6))
        k += 1
    return y


def fam_browser(out):
    tmp = tempfile.mkdtemp(prefix='legible-corpus-browser-')
    screens = []
    W, H = 180, 250
    for i in range(12):
        rng = np.random.default_rng(12000 + i)
        scale = [2, 2, 1, 2, 3, 2, 2, 1, 2, 2, 3, 1][i]
        kind = i % 6
        decor = ''
        if kind == 0:
            body = 'background:linear-gradient(160deg,#0D47A1 0%,#42A5F5 55%,#E3F2FD 100%)'
            darker = None
        elif kind == 1:
            body = 'background:radial-gradient(circle at 30% 30%,#FFF59D 0%,#FF8A65 45%,#4A148C 100%)'
            darker = None
        elif kind == 2:
            ph = save_photo(tmp, ['astronaut', 'coffee', 'chelsea', 'rocket'][i % 4], W * scale, H * scale, 12100 + i)
            body = 'background:url(%s) center/cover no-repeat' % ph
            decor = ('<div style="position:absolute;left:0;top:120px;width:%dpx;height:130px;background:#000;opacity:%.2f"></div>'
                     % (W, float(rng.choice([0.45, 0.6, 0.75]))))
            darker = None
        elif kind == 3:
            ph = save_photo(tmp, ['rocket', 'astronaut', 'coffee', 'immunohistochemistry'][i % 4], W * scale, H * scale, 12200 + i)
            body = 'background:url(%s) center/cover no-repeat' % ph
            tint = 'rgba(255,255,255,0.55)' if i % 2 else 'rgba(20,20,20,0.45)'
            decor = ('<div style="position:absolute;left:0;top:0;width:%dpx;height:56px;backdrop-filter:blur(10px);'
                     '-webkit-backdrop-filter:blur(10px);background:%s"></div>'
                     '<div style="position:absolute;left:10px;top:140px;width:%dpx;height:100px;border-radius:14px;'
                     'backdrop-filter:blur(14px);background:%s"></div>' % (W, tint, W - 20, tint))
            darker = None
        elif kind == 4:
            body = 'background:#121212'
            decor = '<div style="position:absolute;left:8px;top:60px;width:%dpx;height:120px;border-radius:12px;background:#2C2C2E"></div>' % (W - 16)
            darker = False
        else:
            ph = save_photo(tmp, ['chelsea', 'astronaut', 'coffee', 'rocket'][i % 4], W * scale, H * scale, 12300 + i, zoom=2.8)
            body = 'background:url(%s) center/cover no-repeat' % ph
            darker = False
        scr = BrowserScreen('browser-%02d' % i, W, H, scale, 12000 + i, body, decor)
        shadow_fn = None
        if kind == 5:
            shadow_fn = lambda r: str(r.choice(['0 1px 2px rgba(0,0,0,.8)', '1px 1px 0 #000', '0 0 6px rgba(0,0,0,.9)',
                                                '2px 2px 3px rgba(0,0,0,.6)']))
        hue_fn = None
        if i in (0, 4, 6):
            hue_fn = lambda r: str(r.choice(['#E53935', '#43A047', '#1E88E5', '#FDD835', '#FFFFFF', '#8E24AA']))
        if kind == 3:
            scr.text('nav', 'Photos', 12, 16, 20, lh=24, weight=700, target=pick_target(rng), pad=4)
            y = flow_texts(scr, rng, 64, 132, darker=None, prefix='p', n=3)
            flow_texts(scr, rng, 148, 236, x=20, sizes=(12, 13, 14, 16, 18), darker=None, prefix='card', n=4, gap=8)
        elif kind == 4:
            scr.text('title', 'Settings', 12, 14, 26, lh=32, weight=700, target=pick_target(rng), darker=False, pad=4)
            flow_texts(scr, rng, 70, 172, x=18, sizes=(11, 12, 13, 14, 16), darker=False, prefix='card', n=4, gap=8, hue_fn=hue_fn)
            y = flow_texts(scr, rng, 188, 210, darker=False, prefix='t', n=1, hue_fn=hue_fn)
            scr.border('button', 12, 214, 120, 30, target=float(rng.choice([1.8, 2.6, 3.4, 4.5])), width=2)
        else:
            y = flow_texts(scr, rng, 10, H - 8 if kind != 2 else 112, darker=darker, hue_fn=hue_fn, shadow_fn=shadow_fn,
                           n=9, sizes=(10, 12, 14, 16, 18, 22, 28, 36, 48) if kind in (0, 1) else (12, 14, 16, 18, 22, 28, 36))
            if kind == 2:
                flow_texts(scr, rng, 130, H - 8, darker=False, prefix='s', n=5)
        scr.build(tmp)
        screens.append(scr)
    return screens
