"""Ground truth for one region (see README.md, "Truth definition")."""
import math

import numpy as np

from colour import VARIANTS, apca_lc, rgb2hex, transform, wcag_ratio


def round_half_up(x):
    return int(math.floor(x + 0.5))


def ring_radius(box_h_px):
    return max(2, round_half_up(box_h_px / 6))


def _hdilate(mask, k):
    """True where any True lies within k columns (same row)."""
    if k == 0:
        return mask.copy()
    h, w = mask.shape
    c = np.zeros((h, w + 2 * k + 1), dtype=np.int64)
    c[:, k + 1:k + 1 + w] = np.cumsum(mask, axis=1)
    c[:, k + 1 + w:] = c[:, k + w:k + 1 + w]
    # window [x-k, x+k] in original coords = c[x+2k+1] - c[x]  (c shifted by k+1)
    return (c[:, 2 * k + 1:2 * k + 1 + w] - c[:, 0:w]) > 0


def dilate_disc(mask, R):
    """Pixels whose Euclidean distance to the nearest True pixel is <= R (exact, integer grid)."""
    h, w = mask.shape
    out = np.zeros_like(mask, dtype=bool)
    cache = {}
    for dy in range(-R, R + 1):
        hw = math.isqrt(R * R - dy * dy)
        if hw not in cache:
            cache[hw] = _hdilate(mask, hw)
        m = cache[hw]
        if dy >= 0:
            if dy < h:
                out[dy:] |= m[:h - dy]
        else:
            if -dy < h:
                out[:h + dy] |= m[-dy:]
    return out


def _pick(values, keys, q):
    """Sort ring pixels by keys ascending (stable, ring pixels in row-major order) and take index
    floor(q*(n-1)).  Returns (value, position in ring order)."""
    n = len(keys)
    order = np.argsort(keys, kind='stable')
    i = order[int(math.floor(q * (n - 1)))]
    return float(values[i]), int(i)


def _r(x, nd=6):
    v = round(float(x), nd)
    return 0.0 if v == 0 else v


def _ring_figures(clean, box, mine, text, R, text_rgb, media, media_whole, percentile):
    """Figures of one text colour: its ring is the box pixels within R of its own text pixels
    (`mine`) that are no text pixel of any colour (`text`)."""
    x0, y0, x1, y1 = box
    ring = dilate_disc(mine, R) & ~text
    ys, xs = np.nonzero(ring)
    n = len(ys)
    res = {'ringPixels': int(n), 'ringMask': ring}
    if n == 0:
        res.update(worstPoint=None, variants={})
        return res
    B = clean[y0 + ys, x0 + xs].astype(np.int64)
    T = np.array([text_rgb], dtype=np.int64)
    bmed = media[y0 + ys, x0 + xs] if media is not None else None
    variants = {}
    for v in VARIANTS:
        if v == 'smart-invert' and media_whole:
            # a region marked "media": text and background are left alone
            tB, tT = B, T
        else:
            tB = transform(v, B)
            tT = transform(v, T)
            if v == 'smart-invert' and bmed is not None:
                # the region's own colour inverts; photo pixels under it do not
                tB = np.where(bmed[:, None], B, tB)
        w = wcag_ratio(tT, tB)
        lc = apca_lc(tT, tB)
        a = np.abs(lc)
        wv, wi = _pick(w, w, percentile)
        wm, _ = _pick(w, w, 0.5)
        av, _ = _pick(lc, a, percentile)
        am, _ = _pick(lc, a, 0.5)
        variants[v] = {'wcag': _r(wv), 'wcagMedian': _r(wm), 'apca': _r(av, 3), 'apcaMedian': _r(am, 3)}
        if v == 'original':
            res['worstPoint'] = {'x': int(x0 + xs[wi]), 'y': int(y0 + ys[wi])}
            res['worstBackground'] = rgb2hex(B[wi])
    res['variants'] = variants
    return res


def region_truth(clean, cov, text_rgb, box, media=None, percentile=0.02, media_whole=False):
    """clean: (H,W,3) uint8 clean render; cov: (H,W) float coverage of THIS region's text in [0,1];
    text_rgb: (r,g,b) or None; box: (x0,y0,x1,y1) device px, x1/y1 exclusive;
    media: optional (H,W) bool mask of the screen's media regions (Smart Invert leaves their
    background pixels alone; the text colour still inverts); media_whole: the region is marked
    `"media": true` (Smart Invert leaves it whole)."""
    x0, y0, x1, y1 = box
    text = cov[y0:y1, x0:x1] >= 0.5
    ntext = int(text.sum())
    R = ring_radius(y1 - y0)
    res = {'textPixels': ntext, 'ringRadius': R}
    if ntext == 0 or text_rgb is None:
        res.update(ringPixels=0, worstPoint=None, variants={})
        return res
    f = _ring_figures(clean, box, text, text, R, text_rgb, media, media_whole, percentile)
    del f['ringMask']
    res.update(f)
    return res


def region_truth_colours(clean, layers, box, media=None, percentile=0.02, media_whole=False):
    """A region holding several text colours.  layers: [(cov, (r,g,b))], one coverage map per
    colour.  Every colour's text pixels (coverage >= 0.5) are text; each colour is measured against
    the ring of its own glyphs (never another colour's text pixels), and per variant the worst
    colour governs: WCAG figures from the colour with the lowest `wcag`, APCA figures from the
    colour with the lowest |apca| (`wcagColour`, `apcaColour`: their indices in `colours`)."""
    x0, y0, x1, y1 = box
    own = [cov[y0:y1, x0:x1] >= 0.5 for cov, _ in layers]
    text = np.zeros_like(own[0])
    for m in own:
        text |= m
    R = ring_radius(y1 - y0)
    colours, rings = [], np.zeros_like(text)
    for m, (_, rgb) in zip(own, layers):
        if not m.any():
            continue
        f = _ring_figures(clean, box, m, text, R, rgb, media, media_whole, percentile)
        rings |= f.pop('ringMask')
        f['textColour'] = rgb2hex(rgb)
        f['textPixels'] = int(m.sum())
        colours.append(f)
    res = {'textPixels': int(text.sum()), 'ringRadius': R, 'ringPixels': int(rings.sum()), 'colours': colours}
    measured = [c for c in colours if c['variants']]
    if not measured:
        res.update(worstPoint=None, variants={}, textColour=None)
        return res
    variants = {}
    for v in VARIANTS:
        iw = min(range(len(colours)), key=lambda i: colours[i]['variants'][v]['wcag'] if colours[i]['variants'] else math.inf)
        ia = min(range(len(colours)), key=lambda i: abs(colours[i]['variants'][v]['apca']) if colours[i]['variants'] else math.inf)
        cw, ca = colours[iw]['variants'][v], colours[ia]['variants'][v]
        variants[v] = {'wcag': cw['wcag'], 'wcagMedian': cw['wcagMedian'], 'apca': ca['apca'],
                       'apcaMedian': ca['apcaMedian'], 'wcagColour': iw, 'apcaColour': ia}
    g = colours[variants['original']['wcagColour']]
    res.update(variants=variants, worstPoint=g['worstPoint'], worstBackground=g['worstBackground'],
               textColour=g['textColour'])
    return res
