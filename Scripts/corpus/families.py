"""PIL-rendered screen families.  Every screen is seeded; layouts flow top to bottom."""

import numpy as np

from colour import hex2rgb, wcag_luminance
from render import NEAR, FAR, Screen, font, grey_for_ratio, hue_for_ratio, pick_target

STRINGS = [
    'Choose delivery', 'Total $42.10', 'Sign in to continue', 'Forgot password?', 'Settings',
    'Notifications', 'Add to cart', 'Free shipping over $50', 'Your order is on its way',
    'Recently viewed', 'Privacy policy', 'Terms apply', 'Continue', 'Cancel', 'Learn more',
    'Updated 5 min ago', 'Battery 82%', 'Wi-Fi network', 'Search photos', 'Edit profile',
    'Dark mode', 'Storage almost full', 'Payment method', 'Apple Pay', 'Today 14:30',
    'Download the app', 'Unsubscribe', 'Last seen yesterday', 'Read more', 'Weekly summary',
    'Check-in opens 24h before', 'Gate B12', 'Seat 14C', 'Boarding 09:45', 'Lorem ipsum dolor',
    'Quarterly report', 'Reply all', 'Archive', 'Mute thread', 'Version 2.4.1',
]
SHORT = ['Sale', 'Aa', '42°', 'GO', 'New', 'Hi', 'OK', '9:41', 'Ag', '$5', 'Wow', 'Up']
SIZES_SMALL = [10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22]
SIZES_MID = [24, 28, 32, 36, 40]
SIZES_BIG = [48, 56, 64, 72, 96, 120, 160, 200]
FONT_KEYS = ['sans', 'sans', 'lib', 'lib', 'sans-bold', 'lib-bold', 'cond', 'serif', 'sans-light']


def fit(scr, fkey, size, s, maxw):
    f = font(fkey, scr.px(size))
    words = s.split()
    while words:
        t = ' '.join(words)
        b = f.getbbox(t)
        if (b[2] - b[0]) / scr.scale <= maxw:
            return t
        words = words[:-1]
    return None


def choose_colour(scr, rect, target, hue=None, darker=None):
    bg = scr.mean_colour(rect)
    if darker is None:
        # dark text on light-ish backgrounds unless the target can only be met the other way
        lb = wcag_luminance(np.array(bg))
        darker = bool(lb > 0.18)
        if darker and (lb + 0.05) / 0.05 < target * 0.9:
            darker = False
        if not darker and 1.05 / (lb + 0.05) < target * 0.9:
            darker = True
    if hue is None:
        return grey_for_ratio(bg, target, darker)
    return hue_for_ratio(hue, bg, target, darker)


def place(scr, rid, s, fkey, size, x, y, target=None, colour=None, hue=None, darker=None,
          pad=3, hint=False, maxw=None, **kw):
    """Place text with its ink top-left near (x, y) points.  Returns the bottom (points) or None."""
    if maxw is None:
        maxw = scr.w_pt - x - 6
    s = fit(scr, fkey, size, s, maxw)
    if not s:
        return None
    l, t, r, b = scr.measure(s, fkey, size)
    ox, oy = x - l, y - t
    if y + (b - t) + abs(pad) + 2 > scr.h_pt:
        return None
    if colour is None:
        colour = choose_colour(scr, (x, y, r - l, b - t), target, hue, darker)
    scr.add_text(rid, s, fkey, size, colour, ox, oy, pad=pad, hint=hint, **kw)
    return y + (b - t)


def rand_pad(rng):
    return int(rng.choice([3, -2, 3, 2, 4, 4, 0, -1, 2, 3]))


def flow(scr, n, x0=None, y0=12, sizes=None, fonts=None, targets=None, hue_fn=None, darker=None,
         rid_prefix='t', start_index=0, hint_p=0.2, y_max=None, shadow=None, outline=None, gap=None):
    rng = scr.rng
    y = y0
    k = start_index
    placed = 0
    for i in range(n * 3):
        if placed >= n:
            break
        size = int(rng.choice(sizes or SIZES_SMALL + SIZES_MID))
        fkey = str(rng.choice(fonts or FONT_KEYS))
        s = str(rng.choice(SHORT)) if size >= 48 else str(rng.choice(STRINGS))
        target = float(targets[placed % len(targets)]) if targets else pick_target(rng)
        x = x0 if x0 is not None else int(rng.integers(8, 28))
        pad = rand_pad(rng)
        if y_max is not None and y + size * 1.2 > y_max:
            break
        hue = hue_fn(rng) if hue_fn else None
        kw = {}
        if shadow:
            kw['shadow'] = shadow(rng) if callable(shadow) else shadow
        if outline:
            kw['outline'] = outline(rng) if callable(outline) else outline
        bottom = place(scr, '%s%d' % (rid_prefix, k), s, fkey, size, x, y, target=target, hue=hue,
                       darker=darker, pad=pad, hint=bool(rng.random() < hint_p), **kw)
        if bottom is None:
            continue
        k += 1
        placed += 1
        y = bottom + (gap if gap is not None else max(10, int(size * 0.35)))
    return y, k


def ink_map(scr):
    ink = np.zeros((scr.H, scr.W), dtype=bool)
    for it in scr.items:
        if it['mask'] is not None:
            ink |= it['mask'] > 0
    return ink


def empties(scr, rects, prefix='empty'):
    """Boxes with no text (expected indeterminate).  Each is moved to the nearest position (same
    size) whose box, grown by 4 points, holds no ink; skipped when none is found."""
    ink = ink_map(scr)
    for i, (x, y, w, h) in enumerate(rects):
        best = None
        for dy in range(0, int(scr.h_pt), 4):
            for sy in (-1, 1):
                for dx in range(0, int(scr.w_pt), 8):
                    for sx in (-1, 1):
                        nx, ny = int(x) + sx * dx, int(y) + sy * dy
                        if nx < 0 or ny < 0 or nx + w > scr.w_pt or ny + h > scr.h_pt:
                            continue
                        x0, y0, x1, y1 = scr.box_px((nx - 4, ny - 4, w + 8, h + 8))
                        if not ink[max(0, y0):y1, max(0, x0):x1].any():
                            best = (nx, ny, w, h)
                            break
                    if best:
                        break
                if best:
                    break
            if best:
                break
        if best:
            scr.add_empty('%s%d' % (prefix, i), best)


# ----------------------------------------------------------------------- flat
LIGHT_BGS = ['#FFFFFF', '#F2F2F7', '#FAFAFA', '#EEF3FF', '#FFF8E1', '#E8F5E9', '#F5F5F5', '#FFFFFF']


def fam_flat(out):
    screens = []
    # sanity screen: canonical pairs on white
    s = Screen('flat', 'flat-canonical', 360, 420, seed=1000)
    s.fill('#FFFFFF')
    y = 14
    for i, (c, size, fk) in enumerate([('#777777', 24, 'sans'), ('#767676', 24, 'sans'),
                                       ('#757575', 18, 'lib'), ('#949494', 28, 'sans-bold'),
                                       ('#959595', 28, 'sans-bold'), ('#595959', 16, 'sans'),
                                       ('#000000', 14, 'lib'), ('#FF0000', 22, 'sans'),
                                       ('#0000FF', 16, 'sans')]):
        y = place(s, 'c%d' % i, 'Sample text %s' % c, fk, size, 14, y, colour=c, pad=3,
                  hint=(i % 3 == 0)) + 14
    empties(s, [(14, y, 200, 24)])
    screens.append(s)
    for i in range(8):
        s = Screen('flat', 'flat-%02d' % i, 360, int(s_rng_h(i)), seed=1100 + i)
        rng = s.rng
        bg = LIGHT_BGS[i % len(LIGHT_BGS)]
        s.fill(bg)
        band = str(rng.choice(['#1565C0', '#2E7D32', '#37474F', '#C62828', '#FFFFFF', '#6A1B9A', '#EF6C00', '#00838F']))
        s.fill(band, (0, 0, 360, 56))
        place(s, 'title', str(rng.choice(['Checkout', 'Inbox', 'Profile', 'Weather', 'Library', 'Orders'])),
              'sans-bold', 22, 14, 16, target=pick_target(rng), pad=3)
        # a card
        card = str(rng.choice(['#FFFFFF', '#ECEFF1', '#FFF3E0', '#E3F2FD']))
        s.fill(card, (8, 70, 344, 150), radius=10)
        y, k = flow(s, 4, x0=20, y0=80, sizes=SIZES_SMALL, y_max=212, rid_prefix='card')
        y, k = flow(s, 4, y0=232, rid_prefix='t', y_max=s.h_pt - 50)
        if i % 2 == 0:
            s.add_shape('icon', 'circle', (300, 86, 28, 28), grey_for_ratio(hex2rgb(card), float(rng.choice([1.8, 2.6, 3.4, 4.6]))), pad=3)
        if i % 3 == 0:
            bc = grey_for_ratio(hex2rgb(bg), float(rng.choice([1.5, 2.2, 2.9, 3.1, 4.0])))
            s.add_shape('border', 'border', (12, s.h_pt - 44, 150, 34), bc, width=2, pad=3)
        else:
            empties(s, [(200, s.h_pt - 40, 120, 28)])
        screens.append(s)
    return screens


def s_rng_h(i):
    return [480, 520, 440, 560, 480, 500, 460, 540][i % 8]


# ------------------------------------------------------------------- gradient
def fam_gradient(out):
    screens = []
    # grey text over a black-to-white gradient: extremes-only tools fail
    for i, (angle, greys) in enumerate([(90, ['#808080', '#777777', '#999999', '#666666']),
                                        (180, ['#8A8A8A', '#757575', '#A0A0A0', '#5A5A5A'])]):
        s = Screen('gradient', 'gradient-bw-%d' % i, 400, 440, seed=2000 + i)
        s.linear_gradient([(0, '#000000'), (1, '#FFFFFF')], angle=angle)
        y = 14
        for j, g in enumerate(greys):
            for size, fk in [(18, 'sans'), (36, 'sans-bold')]:
                b = place(s, 'g%d-%d' % (j, size), 'Mid grey %s' % g, fk, size, 12, y, colour=g,
                          pad=3, maxw=376)
                if b is None:
                    continue
                y = b + 14
        empties(s, [(330, 360, 60, 60)], prefix='empty')
        screens.append(s)
    specs = [
        ('lin', [(0, '#FFFFFF'), (1, '#B3E5FC')], 180), ('lin', [(0, '#FFE082'), (1, '#FF7043')], 135),
        ('lin', [(0, '#E1F5FE'), (0.5, '#FFFFFF'), (1, '#F8BBD0')], 90), ('rad', [(0, '#FFFFFF'), (1, '#546E7A')], None),
        ('rad', [(0, '#FFF176'), (0.6, '#FF8A65'), (1, '#6A1B9A')], None), ('lin', [(0, '#0D47A1'), (1, '#42A5F5')], 160),
        ('lin', [(0, '#212121'), (1, '#9E9E9E')], 45), ('rad', [(0, '#263238'), (1, '#B0BEC5')], None),
    ]
    for i, (kind, stops, ang) in enumerate(specs):
        s = Screen('gradient', 'gradient-%02d' % i, 360, 500, seed=2100 + i)
        if kind == 'lin':
            s.linear_gradient(stops, angle=ang)
        else:
            s.radial_gradient(stops, centre=(0.3 + 0.1 * i % 0.5, 0.4), radius=0.9)
        y, k = flow(s, 8, y0=12, y_max=s.h_pt - 40)
        empties(s, [(250, s.h_pt - 36, 100, 30)])
        screens.append(s)
    return screens


# ---------------------------------------------------------------------- photo
def fam_photo(out, family='photo', blur=0, names=None, n=7, seed=3000):
    screens = []
    names = names or ['astronaut', 'coffee', 'chelsea', 'rocket', 'immunohistochemistry', 'camera', 'colorwheel', 'brick']
    for i in range(n):
        s = Screen(family, '%s-%02d' % (family, i), 280, 360, seed=seed + i)
        rng = s.rng
        name = names[i % len(names)]
        s.photo(name, blur=blur, zoom=float(rng.uniform(2.4, 3.2)))
        cols = [None, '#FFFFFF', '#000000', None]
        y = 10
        k = 0
        for j in range(9):
            size = int(rng.choice(SIZES_SMALL + SIZES_MID + [48, 56]))
            fk = str(rng.choice(FONT_KEYS))
            txt = str(rng.choice(SHORT)) if size >= 48 else str(rng.choice(STRINGS))
            c = cols[j % 4]
            b = place(s, 't%d' % k, txt, fk, size, int(rng.integers(8, 30)), y, colour=c,
                      target=pick_target(rng) if c is None else None, pad=rand_pad(rng), hint=bool(rng.random() < 0.2))
            if b is None:
                continue
            k += 1
            y = b + max(10, int(size * 0.3))
            if y > s.h_pt - 50:
                break
        empties(s, [(170, s.h_pt - 48, 100, 40)], prefix='photo-no-text')
        if family == 'photo' and i % 2 == 1:
            s.media.append((0, 0, 280, 170))  # top part only: the photo below it inverts, the photo in it does not
        screens.append(s)
    return screens


def fam_blur(out):
    return fam_photo(out, family='blur', blur=6, names=['coffee', 'astronaut', 'chelsea', 'rocket', 'retina', 'colorwheel'], n=6, seed=3500)


# -------------------------------------------------------------------- frosted
def fam_frosted(out):
    screens = []
    names = ['astronaut', 'rocket', 'coffee', 'chelsea', 'camera', 'immunohistochemistry']
    for i in range(6):
        s = Screen('frosted', 'frosted-%02d' % i, 360, 480, seed=4000 + i)
        rng = s.rng
        s.photo(names[i], zoom=2.6)
        light = i % 2 == 0
        ov, alpha = ('#FFFFFF', float(rng.choice([0.55, 0.7, 0.8]))) if light else ('#000000', float(rng.choice([0.4, 0.55, 0.7])))
        # top nav bar + bottom tab bar, frosted
        for rect in [(0, 0, 360, 64), (0, 390, 360, 90)]:
            s.blur_region(10, rect)
            s.overlay(ov, alpha, rect)
        # a frosted card in the middle
        s.blur_region(8, (20, 150, 320, 150))
        s.overlay(ov, alpha * 0.9, (20, 150, 320, 150), radius=14)
        place(s, 'nav-title', str(rng.choice(['Photos', 'Music', 'Maps', 'Explore'])), 'sans-bold', 20, 16, 20,
              target=pick_target(rng), pad=3)
        place(s, 'nav-action', 'Edit', 'lib', 16, 300, 24, target=pick_target(rng), pad=3)
        flow(s, 4, x0=34, y0=162, sizes=SIZES_SMALL, y_max=292, rid_prefix='card', gap=10)
        y = 400
        for j, lab in enumerate(['Home', 'Search', 'Library']):
            place(s, 'tab%d' % j, lab, 'sans', int(rng.choice([10, 11, 12, 13])), 20 + j * 115, 440,
                  target=pick_target(rng), pad=2, hint=(j == 1))
        s.add_shape('tab-icon0', 'circle', (30, 404, 22, 22), choose_colour(s, (30, 404, 22, 22), float(rng.choice([2.0, 3.5, 6.0]))), pad=3)
        empties(s, [(60, 80, 120, 50)], prefix='photo-no-text')
        screens.append(s)
    return screens


# ---------------------------------------------------------------------- scrim
def fam_scrim(out):
    screens = []
    names = ['chelsea', 'coffee', 'astronaut', 'rocket', 'brick', 'grass']
    for i in range(6):
        s = Screen('scrim', 'scrim-%02d' % i, 360, 480, seed=5000 + i)
        rng = s.rng
        s.photo(names[i], zoom=2.6)
        if i % 3 == 0:
            s.vscrim('#000000', 0.0, float(rng.choice([0.6, 0.75, 0.85])), (0, 200, 360, 280))
            y0 = 300
        elif i % 3 == 1:
            s.overlay('#000000', float(rng.choice([0.3, 0.45, 0.6])))
            y0 = 20
        else:
            s.vscrim('#FFFFFF', float(rng.choice([0.5, 0.7])), 0.0, (0, 0, 360, 260))
            y0 = 14
        flow(s, 8 if i % 3 == 1 else 6, y0=y0, darker=False if i % 3 != 2 else True, gap=8,
             sizes=SIZES_SMALL + SIZES_MID if i % 3 == 1 else SIZES_SMALL + [24, 28],
             targets=[float(rng.choice(FAR + NEAR)) for _ in range(8)], y_max=s.h_pt - 10 if i % 3 != 2 else 250)
        if i % 3 == 0:
            empties(s, [(20, 40, 150, 60)], prefix='photo-no-text')
        elif i % 3 == 2:
            empties(s, [(20, 400, 150, 60)], prefix='photo-no-text')
        screens.append(s)
    return screens


# ----------------------------------------------------------------------- dark
DARK_BGS = ['#000000', '#121212', '#1C1C1E', '#202124', '#0D1117', '#1E1E2E']


def fam_dark(out):
    screens = []
    for i in range(7):
        s = Screen('dark', 'dark-%02d' % i, 360, 520, seed=6000 + i)
        rng = s.rng
        bg = DARK_BGS[i % len(DARK_BGS)]
        s.fill(bg)
        card = str(rng.choice(['#2C2C2E', '#1F1F1F', '#30363D', '#2A2A3C']))
        s.fill(card, (8, 64, 344, 170), radius=12)
        place(s, 'title', str(rng.choice(['Now Playing', 'Messages', 'Wallet', 'Activity'])), 'sans-bold', 24, 14, 16,
              target=pick_target(rng), darker=False, pad=3)
        flow(s, 5, x0=20, y0=76, sizes=SIZES_SMALL, y_max=226, darker=False, rid_prefix='card')
        hue_fn = (lambda r: hex2rgb(str(r.choice(['#64B5F6', '#81C784', '#FFB74D', '#E57373', '#BA68C8', '#FFFFFF'])))) if i % 2 else None
        flow(s, 5, y0=250, darker=False, hue_fn=hue_fn, y_max=s.h_pt - 50)
        if i % 2 == 0:
            s.add_shape('toggle', 'border', (250, s.h_pt - 44, 90, 32), grey_for_ratio(hex2rgb(bg), float(rng.choice([1.6, 2.5, 3.3, 5.0])), darker=False), width=2)
        else:
            empties(s, [(250, s.h_pt - 44, 90, 32)])
        screens.append(s)
    return screens


# --------------------------------------------------------------------- colour
PAIRS = [  # (text hue, background) -- red/green and blue/yellow pairs collapse under CVD
    ('#D32F2F', '#2E7D32'), ('#2E7D32', '#D32F2F'), ('#FF0000', '#00AA00'), ('#00C853', '#B71C1C'),
    ('#1565C0', '#FDD835'), ('#FFEB3B', '#1E88E5'), ('#0000FF', '#FFFF00'), ('#F9A825', '#283593'),
    ('#E91E63', '#4CAF50'), ('#8BC34A', '#E53935'), ('#FF5722', '#03A9F4'), ('#9C27B0', '#CDDC39'),
    ('#795548', '#FFC107'), ('#009688', '#FF7043'), ('#3F51B5', '#FFEB3B'), ('#FF9800', '#673AB7'),
]


def fam_colour(out):
    screens = []
    for i in range(8):
        s = Screen('colour', 'colour-%02d' % i, 360, 480, seed=7000 + i)
        rng = s.rng
        p1, p2 = PAIRS[(2 * i) % len(PAIRS)], PAIRS[(2 * i + 1) % len(PAIRS)]
        s.fill(p1[1], (0, 0, 360, 240))
        s.fill(p2[1], (0, 240, 360, 240))
        for half, (hue, bgc), (ya, yb) in [(0, p1, (12, 232)), (1, p2, (252, 472))]:
            y = ya
            k = 0
            for j in range(5):
                size = int(rng.choice(SIZES_SMALL + SIZES_MID))
                fk = str(rng.choice(FONT_KEYS))
                if j == 0:
                    col = hue  # the raw pair
                else:
                    col = hue_for_ratio(hex2rgb(hue), hex2rgb(bgc), pick_target(rng))
                if y + size * 1.3 > yb:
                    break
                b = place(s, 'h%d-%d' % (half, k), str(rng.choice(STRINGS)), fk, size, int(rng.integers(8, 24)), y,
                          colour=col, pad=rand_pad(rng), hint=bool(rng.random() < 0.25))
                if b is None:
                    continue
                k += 1
                y = b + max(10, int(size * 0.35))
        screens.append(s)
    return screens


# ----------------------------------------------------------------------- thin
def fam_thin(out):
    screens = []
    for i in range(8):
        s = Screen('thin', 'thin-%02d' % i, 400, 500, seed=8000 + i)
        rng = s.rng
        dark = i % 3 == 2
        bg = str(rng.choice(DARK_BGS)) if dark else str(rng.choice(LIGHT_BGS))
        s.fill(bg)
        fonts = ['sans-light'] if i % 2 == 0 else ['sans-light', 'sans-bold', 'lib-bold', 'cond-bold', 'serif-bold']
        sizes = ([10, 12, 14, 16, 18, 20, 24, 32, 40, 48, 64, 96] if i < 4 else [72, 96, 120, 160, 200] if i < 6
                 else [10, 11, 12, 13, 14, 16, 18, 20, 24])
        flow(s, 9, y0=10, sizes=sizes, fonts=fonts, darker=not dark, y_max=s.h_pt - 8)
        screens.append(s)
    return screens


# --------------------------------------------------------------------- shadow
def fam_shadow(out):
    screens = []
    for i in range(6):
        s = Screen('shadow', 'shadow-%02d' % i, 360, 480, seed=9000 + i)
        rng = s.rng
        if i < 3:
            s.photo(['astronaut', 'coffee', 'rocket'][i], zoom=2.8)
        else:
            s.fill(str(rng.choice(['#90CAF9', '#FFCC80', '#CFD8DC'])))
        sh = lambda r: dict(dx=int(r.choice([1, 2, 3])), dy=int(r.choice([1, 2, 3])), blur=float(r.choice([0, 1, 2, 4])),
                            colour='#000000', alpha=float(r.choice([0.5, 0.7, 0.9])))
        halo = lambda r: dict(dx=0, dy=0, blur=float(r.choice([2, 3, 4])), colour='#000000', alpha=float(r.choice([0.8, 1.0])))
        ol = lambda r: dict(width=int(r.choice([1, 2, 2])), colour=str(r.choice(['#000000', '#000000', '#202020', '#FFFFFF'])))
        if i % 3 == 0:
            flow(s, 8, y0=12, darker=False, shadow=sh, targets=[1.3, 2.2, 3.0, 4.5, 7.0, 12.0, 17.0, 2.6],
                 sizes=SIZES_SMALL + SIZES_MID + [48, 64], y_max=s.h_pt - 10)
        elif i % 3 == 1:
            flow(s, 8, y0=12, darker=False, outline=ol, targets=[1.5, 2.0, 2.9, 3.1, 4.4, 4.6, 9.0, 14.0],
                 sizes=SIZES_MID + [48, 64, 18, 20], gap=14, y_max=s.h_pt - 10)
        else:
            flow(s, 8, y0=12, darker=False, shadow=halo, targets=[1.3, 2.0, 3.5, 5.0, 8.0, 12.0, 2.6, 4.0],
                 sizes=SIZES_SMALL + SIZES_MID + [48], gap=14, y_max=s.h_pt - 10)
        screens.append(s)
    return screens


# ----------------------------------------------------------------------- jpeg
def fam_jpeg(out):
    screens = []
    qualities = [60, 65, 70, 75, 80, 85, 90]
    for i in range(7):
        s = Screen('jpeg', 'jpeg-%02d' % i, 320, 440, seed=10000 + i)
        rng = s.rng
        kind = i % 4
        if kind == 0:
            s.fill(str(rng.choice(LIGHT_BGS)))
        elif kind == 1:
            s.linear_gradient([(0, '#FFFFFF'), (1, '#455A64')], angle=170)
        elif kind == 2:
            s.photo(['coffee', 'chelsea', 'astronaut'][i % 3], zoom=1.3)
        else:
            s.fill(str(rng.choice(DARK_BGS)))
        s.jpeg_quality = qualities[i]
        flow(s, 9, y0=10, darker=(False if kind == 3 else None), y_max=s.h_pt - 40,
             hue_fn=(lambda r: hex2rgb(str(r.choice(['#D32F2F', '#1565C0', '#2E7D32', '#000000'])))) if kind == 0 else None)
        empties(s, [(200, s.h_pt - 36, 100, 30)])
        screens.append(s)
    return screens


# ---------------------------------------------------------------------- scale
def fam_scale(out):
    screens = []
    cfgs = [(2, 180, 260), (3, 130, 200), (2, 200, 240), (3, 120, 210), (2, 180, 300), (3, 140, 180), (2, 160, 280), (3, 130, 220)]
    for i, (sc, w, h) in enumerate(cfgs):
        s = Screen('scale', 'scale%dx-%02d' % (sc, i), w, h, scale=sc, seed=11000 + i)
        rng = s.rng
        kind = i % 4
        if kind == 0:
            s.fill(str(rng.choice(LIGHT_BGS)))
        elif kind == 1:
            s.fill(str(rng.choice(DARK_BGS)))
        elif kind == 2:
            s.linear_gradient([(0, '#E3F2FD'), (1, '#1E88E5')], angle=180)
        else:
            s.photo(['astronaut', 'coffee', 'chelsea', 'rocket'][i % 4], zoom=1.3, blur=2)
        sizes = [10, 11, 12, 13, 14, 15, 17, 20, 24, 28, 34]
        flow(s, 8, y0=6, sizes=sizes, darker=(False if kind == 1 else None), y_max=h - 6, gap=6)
        if i % 2 == 0:
            s.add_shape('chk', 'check', (w - 26, h - 26, 18, 18), choose_colour(s, (w - 26, h - 26, 18, 18), float(rng.choice([2.0, 3.4, 5.0]))), width=2, pad=2)
        screens.append(s)
    return screens


ALL = [fam_flat, fam_gradient, fam_photo, fam_blur, fam_frosted, fam_scrim, fam_dark, fam_colour,
       fam_thin, fam_shadow, fam_jpeg, fam_scale]
