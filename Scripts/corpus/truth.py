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


def region_truth(clean, cov, text_rgb, box, media=None, percentile=0.02):
    """clean: (H,W,3) uint8 clean render; cov: (H,W) float coverage of THIS region's text in [0,1];
    text_rgb: (r,g,b) or None; box: (x0,y0,x1,y1) device px, x1/y1 exclusive;
    media: optional (H,W) bool mask of smart-invert-exempt pixels."""
    x0, y0, x1, y1 = box
    c = cov[y0:y1, x0:x1]
    text = c >= 0.5
    ntext = int(text.sum())
    res = {'textPixels': ntext}
    if ntext == 0 or text_rgb is None:
        res.update(ringPixels=0, worstPoint=None, variants={}, ringRadius=ring_radius(y1 - y0))
        return res
    R = ring_radius(y1 - y0)
    ring = dilate_disc(text, R) & ~text
    ys, xs = np.nonzero(ring)
    n = len(ys)
    res['ringPixels'] = int(n)
    res['ringRadius'] = R
    if n == 0:
        res.update(worstPoint=None, variants={})
        return res
    B = clean[y0 + ys, x0 + xs].astype(np.int64)
    T = np.array([text_rgb], dtype=np.int64)
    if media is not None:
        bmed = media[y0 + ys, x0 + xs]
        tys, txs = np.nonzero(text)
        tmed = media[y0 + tys, x0 + txs].mean() > 0.5
    variants = {}
    for v in VARIANTS:
        tB = transform(v, B)
        tT = transform(v, T)
        if v == 'smart-invert' and media is not None:
            tB = np.where(bmed[:, None], B, tB)
            if tmed:
                tT = T.copy()
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
