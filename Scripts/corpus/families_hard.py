"""PIL-rendered families for the hard classes (see README.md, "Families for the hard classes"):
metadata that contradicts the pixels, labels over media under Smart Invert, photo detail at the
glyph edge, several text colours in one box, gaps inside glyphs, icon glyphs.

Every generator takes `held_out`: the same family made with other seeds, fonts and photos, for
the held-out set (`Scripts/make-corpus --held-out DIR`).  With `DEV` set (`--dev DIR`) they draw the
development set: the committed corpus's fonts with a third set of seeds and, over media, other photos.
"""
import numpy as np

import textures
from colour import hex2rgb, rgb2hex, wcag_luminance
from families import LIGHT_BGS, DARK_BGS, STRINGS, ink_map, empties, fit, place, rand_pad, choose_colour
from render import Screen, font, grey_for_ratio, hue_for_ratio, pick_target

HELD_OUT_SEED = 500000
DEV_SEED = 900000
DEV = False  # build.py sets it for the development set
# `--dev-fonts`: the development set's over-media labels drawn in faces of another kind, to tell
# what the held-out set's faces do from what its photos do (None: the committed corpus's faces)
DEV_FONTS = None
DEV_FACES = {
    'third': ['lato', 'lato-bold', 'lato-light', 'opensans', 'opensans-bold', 'opensans-light'],
    'serif': ['lib2', 'libserif2-bold', 'serif'],  # the held-out set's faces, over the development photos
}


def seed_offset(held_out):
    """What a screen's seed adds in the held-out set, the development set or the committed corpus."""
    return HELD_OUT_SEED if held_out else DEV_SEED if DEV else 0


def _seed(base, held_out):
    return base + seed_offset(held_out)


# ------------------------------------------------------------------ metadata
GREYS_ON_LIGHT = ['#A0A0A0', '#6E6E6E', '#555555', '#767676', '#949494', '#808080', '#8A8A8A', '#B0B0B0', '#5E5E5E']
GREYS_ON_DARK = ['#5A5A5A', '#6E6E6E', '#808080', '#9E9E9E', '#B8B8B8', '#4A4A4A', '#767676', '#8E8E8E']
META_STRINGS = ['Last updated 3 min ago', 'Terms and conditions', 'Optional', 'Caption text', 'Tap to retry',
                'Seat 14C · Window', 'No results', '12 items', 'Synced', 'Draft saved', 'Placeholder',
                'Secondary label', 'Version 2.4.1', 'Powered by Legible']


def _metadata_screen(name, seed, scale, kind, held_out, w_pt, h_pt):
    """kind: 'scale' (pixel boxes, manifest scale 1, fontSize in points), 'size' (fontSize stated
    2-3x too large), 'exact' (fontSize stated 1.75-2.5x too large, boxes exact to the ink: glyphs
    on the box's top and bottom rows that end there) or 'right' (metadata correct)."""
    s = Screen('metadata', name, w_pt, h_pt, scale=scale, seed=seed)
    rng = s.rng
    dark = rng.random() < 0.35
    bg = str(rng.choice(['#121212', '#1C1C1E', '#000000', '#202124'])) if dark else str(rng.choice(['#FFFFFF', '#FFFFFF', '#F5F5F5', '#FAFAFA', '#F2F2F7']))
    s.fill(bg)
    if kind == 'scale':
        s.manifest_scale = 1
    greys = GREYS_ON_DARK if dark else GREYS_ON_LIGHT
    light_faces = ['serif', 'libserif2'] if held_out else ['sans-light']
    regular = ['lib2', 'libserif2', 'serif'] if held_out else ['sans', 'lib', 'cond']
    y, k = 6, 0
    for j in range(14):
        thin = j % 2 == 0 if kind != 'right' else True
        fk = str(rng.choice(light_faces if thin else regular))
        if kind == 'size':
            size = int(rng.choice([10, 11, 12, 13, 14, 15, 16]))
        elif kind == 'exact':
            size = int(rng.choice([11, 12, 13, 14, 15, 16, 18]))
        else:
            size = int(rng.choice([9, 10, 11, 12, 13, 14, 16, 18, 20] if scale > 1 else [10, 11, 12, 13, 14, 16]))
        colour = str(rng.choice(greys)) if rng.random() < 0.8 else rgb2hex(hue_for_ratio(
            hex2rgb(str(rng.choice(['#F472B6', '#0A84FF', '#34C759', '#FF9500', '#AF52DE']))), hex2rgb(bg),
            float(rng.choice([2.2, 2.8, 3.4, 4.0, 5.0])), darker=not dark))
        stated = None
        if kind == 'size':
            stated = float(rng.choice([2, 2.5, 3])) * size
        elif kind == 'exact':
            stated = float(rng.choice([1.75, 2, 2.25, 2.5])) * size
        fam = {'scale': 'metadata-scale', 'size': 'metadata-size', 'exact': 'metadata-size', 'right': 'metadata-right'}[kind]
        # drawn in the order the other kinds always drew them
        text, x = str(rng.choice(META_STRINGS)), int(rng.integers(6, 16))
        pad = 0 if kind == 'exact' else int(rng.choice([2, 3, 3, 4, 0]))
        b = place(s, 'm%d' % k, text, fk, size, x, y, colour=colour, pad=pad, hint=False, family=fam, stated_size=stated)
        if b is None:
            continue
        k += 1
        y = b + max(6, int(size * 0.5))
        if y > h_pt - 14:
            break
    return s


def fam_metadata(out, held_out=False):
    cfg = [  # (kind, scale, w, h)
        ('scale', 2, 170, 250), ('scale', 2, 170, 250), ('scale', 2, 170, 250), ('scale', 2, 170, 250),
        ('scale', 3, 120, 190), ('scale', 3, 120, 190), ('scale', 3, 120, 190),
        ('size', 1, 260, 330), ('size', 1, 260, 330), ('size', 1, 260, 330),
        ('right', 1, 260, 330), ('right', 1, 260, 330), ('right', 2, 170, 250), ('right', 3, 120, 190),
        ('exact', 1, 260, 330), ('exact', 1, 260, 330), ('exact', 2, 170, 250), ('exact', 3, 120, 190),
    ]
    screens = []
    for i, (kind, scale, w, h) in enumerate(cfg):
        screens.append(_metadata_screen('metadata-%s%dx-%02d' % (kind, scale, i), _seed(20000 + i, held_out),
                                        scale, kind, held_out, w, h))
    return screens


# ----------------------------------------------------------------- overmedia
OVERMEDIA_PHOTOS = ['astronaut', 'coffee', 'chelsea', 'rocket', 'immunohistochemistry', 'coins', 'camera', 'moon']
OVERMEDIA_PHOTOS_HELD_OUT = ['cat', 'clock', 'retina', 'hubble_deep_field', 'brick', 'page']
# the busier screens: photos of print and chalk marks, gravel and grass (textures.py), and
# serif faces, whose strokes of many widths sit among photo detail as dark or light as the label
OVERMEDIA_PHOTOS_BUSY = ['print', 'chalk', 'gravel', 'grass']
# the development set's photos, in neither list above: skimage's others and the other textures
OVERMEDIA_PHOTOS_DEV = ['cell', 'text', 'microaneurysms', 'colorwheel', 'logo', 'shepp_logan_phantom']
OVERMEDIA_PHOTOS_BUSY_DEV = ['foliage', 'city', 'stars']
HERO = ['Summer in the Alps', 'Live now', 'New collection', 'Breaking', 'Sunset sessions', 'Featured', 'Watch trailer',
        'Top story', 'Chef\u2019s pick', 'On tour']


def _hero_photo(s, name, rect, zoom):
    """A skimage photo, or a procedural one from textures.py, as a media region."""
    if name not in textures.GENERATORS:
        s.photo(name, rect=rect, zoom=zoom, media=True)
        return
    x0, y0, x1, y1 = s.rect_px(rect)
    s.bg[y0:y1, x0:x1] = np.floor(textures.GENERATORS[name](x1 - x0, y1 - y0, s.scale, s.rng) / 4) * 4 + 2
    s.add_media(rect)


def _overmedia_screen(name, seed, scale, held_out, w_pt, h_pt, busy=False):
    s = Screen('overmedia', name, w_pt, h_pt, scale=scale, seed=seed)
    rng = s.rng
    if held_out:
        photos, faces = OVERMEDIA_PHOTOS_HELD_OUT, ['lib2', 'libserif2-bold', 'serif']
    elif busy:
        photos, faces = OVERMEDIA_PHOTOS_BUSY_DEV if DEV else OVERMEDIA_PHOTOS_BUSY, ['serif-bold', 'serif-cond', 'cond', 'lib']
    else:
        photos, faces = OVERMEDIA_PHOTOS_DEV if DEV else OVERMEDIA_PHOTOS, ['sans', 'sans-bold', 'lib', 'lib-bold']
    if DEV and DEV_FONTS:
        faces = DEV_FACES[DEV_FONTS]
    hero_h = int(h_pt * float(rng.uniform(0.5, 0.65)))
    dark_ui = rng.random() < 0.4
    s.fill('#1C1C1E' if dark_ui else '#FFFFFF')
    hero = (0, 0, w_pt, hero_h)
    _hero_photo(s, str(rng.choice(photos)), hero, float(rng.uniform(1.4, 2.6)))
    if rng.random() < 0.6:
        s.vscrim('#000000', 0.0, float(rng.choice([0.35, 0.5, 0.65])), (0, hero_h // 2, w_pt, hero_h - hero_h // 2))
    y, k = 6, 0
    # labels over the photo: UI drawn over media (they invert under Smart Invert) or burned in
    for j in range(8):
        size = int(rng.choice([11, 12, 13, 14, 16, 18, 20, 24, 28]))
        whole = rng.random() < 0.3
        col = ['#FFFFFF', '#000000', None, '#FFFFFF', None][j % 5]
        target = None if col else float(rng.choice([2.0, 3.0, 4.5, 6.0, 9.0, 14.0]))
        b = place(s, 'm%d' % k, str(rng.choice(HERO)), str(rng.choice(faces)), size, int(rng.integers(6, 18)), y,
                  colour=col, target=target, pad=rand_pad(rng), hint=bool(rng.random() < 0.2),
                  family='overmedia-whole' if whole else 'overmedia', media_whole=whole, maxw=w_pt - 24)
        if b is None:
            continue
        k += 1
        y = b + max(6, int(size * 0.35))
        if y > hero_h - 18:
            break
    # UI below the photo: ordinary labels (Smart Invert inverts text and background alike)
    y = hero_h + 8
    for j in range(4):
        size = int(rng.choice([11, 12, 13, 14, 16, 18]))
        b = place(s, 'ui%d' % j, str(rng.choice(STRINGS)), str(rng.choice(faces)), size, int(rng.integers(6, 18)), y,
                  target=pick_target(rng), darker=not dark_ui, pad=rand_pad(rng), family='overmedia-ui')
        if b is None:
            continue
        y = b + 8
        if y > h_pt - 20:
            break
    return s


def fam_overmedia(out, held_out=False):
    cfg = [(1, 210, 290), (1, 210, 290), (2, 140, 210), (2, 140, 210), (3, 100, 170), (1, 210, 290), (2, 140, 210), (3, 100, 170)]
    screens = [_overmedia_screen('overmedia%dx-%02d' % (sc, i), _seed(21000 + i, held_out), sc, held_out, w, h)
               for i, (sc, w, h) in enumerate(cfg)]
    if held_out:
        return screens
    busy = [(1, 210, 290), (2, 140, 210), (1, 210, 290), (3, 100, 170), (1, 210, 290), (2, 140, 210)]
    return screens + [_overmedia_screen('overmedia%dx-%02d' % (sc, i), _seed(21000 + i, held_out), sc, held_out, w, h, busy=True)
                      for i, (sc, w, h) in enumerate(busy, start=len(cfg))]


# ------------------------------------------------------------------- texture
CAPS = ['LIVE', 'NEW ARRIVALS', 'TONIGHT', 'SOLD OUT', 'EXPLORE', 'GALAXY', 'OUTDOOR', 'CITY GUIDE', 'GARDEN']


def _texture_background(s, kind, held_out):
    rng = s.rng
    if kind in textures.GENERATORS:
        a = textures.GENERATORS[kind](s.W, s.H, s.scale, rng)
        s.bg[:, :] = np.floor(a / 4) * 4 + 2  # 6 bits per channel, as the photos
        return
    s.photo(kind, zoom=float(rng.uniform(1.0, 1.6)))


def _texture_screen(name, seed, scale, kind, held_out, w_pt, h_pt):
    s = Screen('texture', name, w_pt, h_pt, scale=scale, seed=seed)
    rng = s.rng
    _texture_background(s, kind, held_out)
    faces = ['lib2', 'lib-bold', 'serif', 'libserif2-bold'] if held_out else ['sans', 'sans-bold', 'lib', 'lib-bold', 'cond']
    cols = ['#FFFFFF', '#000000', None, None, '#F472B6', None, '#FFD60A']
    y, k = 5, 0
    for j in range(12):
        size = int(rng.choice([10, 11, 12, 13, 14, 16, 18, 22, 28]))
        caps = rng.random() < 0.4
        txt = str(rng.choice(CAPS)) if caps else str(rng.choice(STRINGS))
        col = cols[j % len(cols)]
        target = None
        if col is None:
            target = float(rng.choice([1.8, 2.5, 3.0, 4.5, 6.0, 9.0, 14.0]))
        b = place(s, 't%d' % k, txt, str(rng.choice(faces)), size, int(rng.integers(4, 16)), y, colour=col,
                  target=target, hue=hex2rgb(str(rng.choice(['#F472B6', '#60A5FA', '#FDE047', '#FFFFFF']))) if target and rng.random() < 0.4 else None,
                  pad=rand_pad(rng), hint=bool(rng.random() < 0.2), maxw=w_pt - 20)
        if b is None:
            continue
        k += 1
        y = b + max(5, int(size * 0.3))
        if y > h_pt - 14:
            break
    return s


def fam_texture(out, held_out=False):
    if held_out:
        cfg = [('stars', 1), ('stars', 3), ('grass', 2), ('gravel', 3), ('foliage', 2), ('city', 1), ('city', 3),
               ('brick', 1), ('hubble_deep_field', 2), ('gravel', 1), ('foliage', 1), ('grass', 1)]
    else:
        cfg = [('stars', 1), ('stars', 2), ('grass', 1), ('grass', 3), ('gravel', 1), ('gravel', 2), ('foliage', 1),
               ('foliage', 3), ('city', 1), ('city', 2), ('hubble_deep_field', 1), ('gravel', 3)]
    size = {1: (180, 240), 2: (120, 160), 3: (84, 116)}
    return [_texture_screen('texture-%s%dx-%02d' % (kind.split('_')[0], sc, i), _seed(22000 + i, held_out), sc, kind,
                            held_out, *size[sc]) for i, (kind, sc) in enumerate(cfg)]


# ---------------------------------------------------------------------- gaps
CODE = ['SELECT', 'SELECT * FROM users', 'e', 'a', '8', 'aes8', 'B&8@', 'git merge', 'e.g. 88 ms', '$ make',
        'WHERE age >= 18', 'const a = 8;', 'seasage', 'Base64']
SANS_SMALL = ['search', 'age 18', '8 messages', 'e-mail address', 'Save', 'aa', 'gear', 'Message sent', 'B8 e6']
LIGHT_PAIRS = [('#000000', '#FFFFFF'), ('#24292E', '#F6F8FA'), ('#333333', '#FAFAFA'), ('#1F2328', '#FFFFFF'),
               ('#0000FF', '#FFFFFF'), ('#A31515', '#FFFFFF'), ('#595959', '#FFFFFF')]
DARK_PAIRS = [('#FFFFFF', '#000000'), ('#E6EDF3', '#0D1117'), ('#D4D4D4', '#1E1E1E'), ('#569CD6', '#1E1E1E'),
              ('#CE9178', '#1E1E1E'), ('#F8F8F2', '#272822'), ('#9CDCFE', '#1E1E1E')]


def fam_gaps(out, held_out=False):
    screens = []
    mono = ['libmono'] if held_out else ['mono']
    sans = ['lib2', 'serif'] if held_out else ['sans', 'lib', 'cond']
    for i in range(3):
        s = Screen('gaps', 'gaps-%02d' % i, 240, 300, seed=_seed(23000 + i, held_out))
        rng = s.rng
        fg, bg = (DARK_PAIRS if i % 2 else LIGHT_PAIRS)[int(rng.integers(0, 7))]
        s.fill(bg)
        y, k = 6, 0
        for j in range(16):
            size = int(rng.choice([11, 12, 13, 14]))
            if j % 3 == 2:
                fk, txt = str(rng.choice(sans)), str(rng.choice(SANS_SMALL))
            else:
                fk, txt = str(rng.choice(mono)), str(rng.choice(CODE))
            # most in the screen's own pair, some in a second colour on it
            col = fg if rng.random() < 0.7 else (DARK_PAIRS if i % 2 else LIGHT_PAIRS)[int(rng.integers(0, 7))][0]
            b = place(s, 'g%d' % k, txt, fk, size, int(rng.integers(6, 40)), y, colour=col,
                      pad=int(rng.choice([1, 2, 2, 3, 4])), hint=bool(rng.random() < 0.15))
            if b is None:
                continue
            k += 1
            y = b + int(rng.choice([6, 7, 9]))
            if y > s.h_pt - 16:
                break
        screens.append(s)
    return screens


# --------------------------------------------------------------------- icons
SYMBOLS = ['\u25BA', '\u25CF', '\u2665', '\u2600', '\u2605', '\u25A0', '\u25B2', '\u25C6', '\u260E', '\u2708',
           '\u2691', '\u2602', '\u266B', '\u2714', '\u2716', '\u26A0', '\u2302', '\u2630', '\u2699', '\u2709',
           '\u2601', '\u25B6', '\u2764', '\u263B', '\u265B']
ICON_LABELS = ['Play', 'Live', '128', '24\u00B0', '4.8', 'Stop', 'Up', 'Gems', 'Call', 'Flights', 'Report',
               'Rain', 'Music', 'Done', 'Close', 'Warning', 'Home', 'Menu', 'Settings', 'Mail', 'Cloudy']


def _has_glyph(fk, ch):
    """True when the face draws `ch` as something other than its missing-glyph box."""
    from PIL import Image, ImageDraw

    def drawn(c):
        im = Image.new('L', (64, 64))
        ImageDraw.Draw(im).text((4, 4), c, font=font(fk, 32), fill=255)
        return np.asarray(im)
    return not (drawn(ch) == drawn('\U000F0000')).all()


def pictogram(scr, rid, kind, rect_pt, colour, pad=3, family=None, as_text=True):
    """A filled pictogram the size of an icon-font glyph: 'apple', 'penguin', 'pin', 'bell'
    (drawn at 4x and box-filtered, as add_shape); recorded as text (an icon-font glyph) or
    nonText."""
    from PIL import Image, ImageDraw
    ss = 4
    x, y, w, h = [v * scr.scale * ss for v in rect_pt]
    im = Image.new('L', (scr.W * ss, scr.H * ss), 0)
    d = ImageDraw.Draw(im)
    if kind == 'apple':
        d.ellipse((x, y + 0.25 * h, x + 0.6 * w, y + h), fill=255)
        d.ellipse((x + 0.4 * w, y + 0.25 * h, x + w, y + h), fill=255)
        d.ellipse((x + 0.45 * w, y, x + 0.7 * w, y + 0.25 * h), fill=255)
        d.ellipse((x + 0.82 * w, y + 0.35 * h, x + 1.15 * w, y + 0.68 * h), fill=0)  # the bite
    elif kind == 'penguin':
        d.ellipse((x + 0.25 * w, y, x + 0.75 * w, y + 0.4 * h), fill=255)
        d.ellipse((x + 0.1 * w, y + 0.28 * h, x + 0.9 * w, y + 0.95 * h), fill=255)
        d.ellipse((x + 0.3 * w, y + 0.45 * h, x + 0.7 * w, y + 0.88 * h), fill=0)  # belly: background shows
        d.polygon([(x + 0.2 * w, y + h), (x + 0.45 * w, y + 0.9 * h), (x + 0.45 * w, y + h)], fill=255)
        d.polygon([(x + 0.8 * w, y + h), (x + 0.55 * w, y + 0.9 * h), (x + 0.55 * w, y + h)], fill=255)
    elif kind == 'pin':
        d.ellipse((x + 0.1 * w, y, x + 0.9 * w, y + 0.8 * w), fill=255)
        d.polygon([(x + 0.17 * w, y + 0.55 * w), (x + 0.5 * w, y + h), (x + 0.83 * w, y + 0.55 * w)], fill=255)
        d.ellipse((x + 0.33 * w, y + 0.23 * w, x + 0.67 * w, y + 0.57 * w), fill=0)
    else:  # bell
        d.pieslice((x + 0.1 * w, y + 0.05 * h, x + 0.9 * w, y + 1.2 * h), 180, 360, fill=255)
        d.rectangle((x + 0.1 * w, y + 0.6 * h, x + 0.9 * w, y + 0.78 * h), fill=255)
        d.polygon([(x, y + 0.85 * h), (x + 0.1 * w, y + 0.62 * h), (x + 0.9 * w, y + 0.62 * h), (x + w, y + 0.85 * h)], fill=255)
        d.ellipse((x + 0.38 * w, y + 0.82 * h, x + 0.62 * w, y + h), fill=255)
    m = np.asarray(im.resize((scr.W, scr.H), Image.BOX), dtype=np.float64) / 255
    colour = hex2rgb(colour) if isinstance(colour, str) else colour
    meta = dict(text=kind, kind='text', fontSize=rect_pt[3], fontWeight=400) if as_text else dict(kind='nonText')
    return scr._add_item(rid, m, colour, pad, meta, False, family)


def fam_icons(out, held_out=False):
    screens = []
    label_faces = ['lib2', 'serif'] if held_out else ['sans', 'lib', 'sans-bold']
    sym_face = 'serif' if held_out else 'sans'
    syms = [c for c in SYMBOLS if _has_glyph(sym_face, c)]
    cfg = [(1, 'light'), (1, 'dark'), (2, 'light'), (1, 'colour'), (2, 'dark'), (1, 'gradient'), (1, 'light'), (2, 'colour')]
    for i, (scale, bgk) in enumerate(cfg):
        w, h = (260, 320) if scale == 1 else (170, 230)
        s = Screen('icons', 'icons%dx-%02d' % (scale, i), w, h, scale=scale, seed=_seed(24000 + i, held_out))
        rng = s.rng
        if bgk == 'light':
            s.fill(str(rng.choice(LIGHT_BGS)))
        elif bgk == 'dark':
            s.fill(str(rng.choice(DARK_BGS)))
        elif bgk == 'colour':
            s.fill(str(rng.choice(['#1565C0', '#2E7D32', '#C62828', '#6A1B9A', '#FFC107', '#00838F'])))
        else:
            s.linear_gradient([(0, '#E3F2FD'), (1, '#1E88E5')], angle=180)
        y, k = 6, 0
        for j in range(12):
            size = int(rng.choice([12, 14, 16, 18, 20, 24, 28, 36, 48] if scale == 1 else [12, 14, 16, 20, 24, 32]))
            form = j % 4
            target = float(rng.choice([1.5, 2.2, 2.8, 3.4, 4.5, 6.0, 9.0, 15.0]))
            x = int(rng.integers(6, 30))
            if form == 3 and size >= 16:
                # a filled pictogram alone in its box
                rect = (x, y, size, size)
                col = choose_colour(s, rect, target)
                pictogram(s, 'i%d' % k, str(rng.choice(['apple', 'penguin', 'pin', 'bell'])), rect, col,
                          pad=int(rng.choice([2, 3, 4])), as_text=rng.random() < 0.7)
                b = y + size
            elif form in (0, 2):
                # a symbol alone in its box
                b = place(s, 'i%d' % k, str(rng.choice(syms)), sym_face, size, x, y, target=target,
                          pad=int(rng.choice([2, 3, 4])))
            else:
                # a symbol inline with its label, one colour
                txt = '%s %s' % (rng.choice(syms), rng.choice(ICON_LABELS))
                b = place(s, 'i%d' % k, txt, sym_face if rng.random() < 0.7 else sym_face + '-bold' if not held_out else sym_face,
                          min(size, 24), x, y, target=target, pad=int(rng.choice([2, 3, 4])))
            if b is None:
                continue
            k += 1
            y = b + max(8, int(size * 0.3))
            if y > s.h_pt - 20:
                break
        screens.append(s)
    return screens


# --------------------------------------------------------------- multicolour
def fam_multicolour(out, held_out=False):
    """Several text colours in one box, PIL-drawn: an icon before a label in another colour,
    50%-white paragraph text holding 100%-white links, body text with a coloured link, a
    red status word before grey text.  (Links and inline code are in the browser pages.)"""
    screens = []
    regular = 'lib2' if held_out else 'sans'
    bold = 'libserif2-bold' if held_out else 'sans-bold'
    for i in range(6):
        scale = [1, 1, 2, 1, 2, 1][i]
        w, h = (280, 300) if scale == 1 else (180, 220)
        s = Screen('multicolour', 'multicolour%dx-%02d' % (scale, i), w, h, scale=scale, seed=_seed(25000 + i, held_out))
        rng = s.rng
        dark = i % 2 == 1
        bg = hex2rgb(str(rng.choice(DARK_BGS if dark else LIGHT_BGS)))
        s.fill(bg)
        y, k = 8, 0
        for j in range(10):
            size = int(rng.choice([11, 12, 13, 14, 16, 18]))
            form = (j + i) % 5
            if dark:
                body = tuple(int((v + 255) // 2) for v in bg)  # 50% white over the background
                link, strong = (255, 255, 255), hue_for_ratio(hex2rgb('#8AB4F8'), bg, float(rng.choice([3.0, 5.0, 8.0])), darker=False)
            else:
                body = grey_for_ratio(bg, float(rng.choice([2.5, 3.5, 4.6, 7.0])))
                link = hue_for_ratio(hex2rgb(str(rng.choice(['#0645AD', '#1A73E8', '#0969DA']))), bg, float(rng.choice([3.0, 4.6, 7.0])), darker=True)
                strong = (0, 0, 0)
            fb = font(regular, s.px(size))
            words = str(rng.choice(['Read the', 'See', 'Details in', 'Open', 'More on']))
            tail = str(rng.choice([' first.', ' for help', ' today', '']))
            if form == 0:
                runs = [(words + ' ', regular, size, body), (str(rng.choice(['user guide', 'release notes', 'pricing'])), regular, size, link),
                        (tail, regular, size, body)]
            elif form == 1:
                dot = hue_for_ratio(hex2rgb(str(rng.choice(['#FF3B30', '#34C759', '#FF9500']))), bg, float(rng.choice([1.6, 2.4, 3.2, 4.8])))
                runs = [(('circle', size * 0.55, size * 0.55), None, size * 0.35, dot), (str(rng.choice(['Live', 'Online', 'Busy', 'Away'])), regular, size, body if dark else strong)]
            elif form == 2:
                star = hue_for_ratio(hex2rgb('#FFC107'), bg, float(rng.choice([1.4, 1.9, 2.6])))
                runs = [('\u2605\u2605\u2605\u2605 ', 'sans', size, star), ('4.%d (%d)' % (rng.integers(0, 9), rng.integers(10, 999)), regular, size, body)]
            elif form == 3:
                err = hue_for_ratio(hex2rgb('#D32F2F' if not dark else '#FF6B6B'), bg, float(rng.choice([2.5, 3.6, 4.8, 6.0])))
                runs = [('Error: ', bold, size, err), (str(rng.choice(['card declined', 'try again', 'file too large'])), regular, size, body)]
            else:
                runs = [(('triangle', size * 0.5, size * 0.6), None, size * 0.4, link), (str(rng.choice(['Show more', 'Expand', 'Next step'])), regular, size, body)]
            advance = sum(font(r[1], s.px(r[2])).getlength(r[0]) / s.scale if r[1] else r[0][1] + r[2] for r in runs)
            x = int(rng.integers(6, 20))
            if x + advance > s.w_pt - 8:
                continue
            base = y + fb.getmetrics()[0] / s.scale
            bx = s.add_runs('p%d' % k, runs, x, base, pad=int(rng.choice([2, 3, 4])),
                            size_pt=size, weight=400)
            k += 1
            y = bx[1] + bx[3] + 6
            if y > s.h_pt - size * 1.6:
                break
        screens.append(s)
    return screens


ALL = [fam_metadata, fam_overmedia, fam_texture, fam_gaps, fam_icons, fam_multicolour]
# JPEG copies kept beside their screens (family "<family>-jpeg"): screen name -> quality
JPEG_COPIES = {'metadata-scale2x-01': 80, 'metadata-scale3x-05': 90, 'overmedia1x-00': 75, 'overmedia2x-03': 85, 'overmedia1x-10': 80,
               'overmedia1x-01': 70, 'overmedia1x-05': 85, 'overmedia1x-08': 90, 'overmedia1x-12': 75, 'overmedia2x-06': 80, 'overmedia3x-04': 70,
               'texture-stars1x-00': 70, 'texture-grass1x-02': 80, 'texture-gravel2x-05': 90, 'texture-city1x-08': 85,
               'texture-foliage1x-06': 75, 'texture-gravel1x-04': 70, 'texture-hubble1x-10': 80, 'texture-stars2x-01': 85, 'texture-city2x-09': 75,
               'texture-grass3x-03': 90, 'gaps-00': 85, 'gaps-01': 75, 'icons1x-00': 80, 'icons1x-03': 90,
               'multicolour1x-00': 80, 'multicolour1x-03': 90, 'multicolour1x-01': 70, 'multicolour2x-02': 85, 'multicolour2x-04': 75,
               'multicolour1x-05': 85, 'multicolour-web1x-01': 80, 'multicolour-web1x-04': 90, 'multicolour-web2x-03': 70,
               'multicolour-web2x-07': 85}
