"""Vectorised colour science for the Legible ground-truth corpus.

The formulas of Docs/Colour.md, as in the scalar reference (reference.py), plus the Machado 2009
tables (with correct linear interpolation between 0.1 steps) and the 3-dp smart-invert closed
form.  All functions work on numpy arrays of 8-bit sRGB triples, shape (N, 3), dtype uint8 (or
int), and return the same.

Matrix products are written out term by term, (m0*r + m1*g) + m2*b, in the same order as the
reference implementation, so results are bit-identical to it.
"""
import math

import numpy as np


def _srgb_to_linear(c):
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


LIN = np.array([_srgb_to_linear(v / 255) for v in range(256)], dtype=np.float64)
APCA_POW = np.array([(v / 255.0) ** 2.4 for v in range(256)], dtype=np.float64)


def linear_to_srgb(l):
    l = np.clip(l, 0.0, 1.0)
    return np.where(l <= 0.0031308, 12.92 * l, 1.055 * np.power(l, 1 / 2.4) - 0.055)


def to8(c):
    """round half up of c*255 (c already clamped to [0,1])."""
    return np.floor(c * 255 + 0.5).astype(np.int64)


def hex2rgb(h):
    h = h.lstrip('#')
    if len(h) in (3, 4):
        h = ''.join(ch * 2 for ch in h)
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def rgb2hex(t):
    return '#%02X%02X%02X' % tuple(int(v) for v in t)


# ---- WCAG 2.x -------------------------------------------------------------
def wcag_luminance(rgb):
    rgb = np.asarray(rgb, dtype=np.int64)
    return 0.2126 * LIN[rgb[..., 0]] + 0.7152 * LIN[rgb[..., 1]] + 0.0722 * LIN[rgb[..., 2]]


def wcag_ratio(a, b):
    la, lb = wcag_luminance(a), wcag_luminance(b)
    return (np.maximum(la, lb) + 0.05) / (np.minimum(la, lb) + 0.05)


# ---- APCA 0.0.98G-4g (apca-w3 0.1.9) --------------------------------------
def apca_Ys(rgb):
    rgb = np.asarray(rgb, dtype=np.int64)
    return (0.2126729 * APCA_POW[rgb[..., 0]] + 0.7151522 * APCA_POW[rgb[..., 1]]
            + 0.0721750 * APCA_POW[rgb[..., 2]])


def apca_lc(txt, bg):
    t = np.asarray(apca_Ys(txt), dtype=np.float64)
    b = np.asarray(apca_Ys(bg), dtype=np.float64)
    t, b = np.broadcast_arrays(t, b)
    t = np.where(t > 0.022, t, t + np.power(np.maximum(0.022 - t, 0.0), 1.414))
    b = np.where(b > 0.022, b, b + np.power(np.maximum(0.022 - b, 0.0), 1.414))
    bow = (np.power(b, 0.56) - np.power(t, 0.57)) * 1.14
    wob = (np.power(b, 0.65) - np.power(t, 0.62)) * 1.14
    out = np.where(b > t,
                   np.where(bow < 0.1, 0.0, (bow - 0.027) * 100.0),
                   np.where(wob > -0.1, 0.0, (wob + 0.027) * 100.0))
    out = np.where(np.abs(b - t) < 0.0005, 0.0, out)
    return out


# ---- CVD ---------------------------------------------------------------------
VIENOT = {
    'protan': [[0.11238276, 0.88761724, 0.0], [0.11238276, 0.88761724, 0.0], [0.00400577, -0.00400577, 1.0]],
    'deutan': [[0.29275011, 0.70724989, 0.0], [0.29275011, 0.70724989, 0.0], [-0.02233659, 0.02233659, 1.0]],
}
BRETTEL_TRITAN = (
    [[1.01277267, 0.13548459, -0.14825726], [-0.01243279, 0.86812058, 0.14431222], [0.07589076, 0.80500248, 0.11910676]],
    [[0.93678125, 0.18978985, -0.1265711], [0.06153653, 0.81526035, 0.12320312], [-0.37562388, 1.12766548, 0.24795839]],
    [0.03901461, -0.02788076, -0.01113385],
)

# Machado 2009 tables, severities 0.0..1.0 step 0.1, rows R, G, B
# (Docs/Colour.md#anomalous-trichromacy).
_I = [1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0]
MACHADO = {
    'protan': [_I,
        [0.856167, 0.182038, -0.038205, 0.029342, 0.955115, 0.015544, -0.002880, -0.001563, 1.004443],
        [0.734766, 0.334872, -0.069637, 0.051840, 0.919198, 0.028963, -0.004928, -0.004209, 1.009137],
        [0.630323, 0.465641, -0.095964, 0.069181, 0.890046, 0.040773, -0.006308, -0.007724, 1.014032],
        [0.539009, 0.579343, -0.118352, 0.082546, 0.866121, 0.051332, -0.007136, -0.011959, 1.019095],
        [0.458064, 0.679578, -0.137642, 0.092785, 0.846313, 0.060902, -0.007494, -0.016807, 1.024301],
        [0.385450, 0.769005, -0.154455, 0.100526, 0.829802, 0.069673, -0.007442, -0.022190, 1.029632],
        [0.319627, 0.849633, -0.169261, 0.106241, 0.815969, 0.077790, -0.007025, -0.028051, 1.035076],
        [0.259411, 0.923008, -0.182420, 0.110296, 0.804340, 0.085364, -0.006276, -0.034346, 1.040622],
        [0.203876, 0.990338, -0.194214, 0.112975, 0.794542, 0.092483, -0.005222, -0.041043, 1.046265],
        [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998]],
    'deutan': [_I,
        [0.866435, 0.177704, -0.044139, 0.049567, 0.939063, 0.011370, -0.003453, 0.007233, 0.996220],
        [0.760729, 0.319078, -0.079807, 0.090568, 0.889315, 0.020117, -0.006027, 0.013325, 0.992702],
        [0.675425, 0.433850, -0.109275, 0.125303, 0.847755, 0.026942, -0.007950, 0.018572, 0.989378],
        [0.605511, 0.528560, -0.134071, 0.155318, 0.812366, 0.032316, -0.009376, 0.023176, 0.986200],
        [0.547494, 0.607765, -0.155259, 0.181692, 0.781742, 0.036566, -0.010410, 0.027275, 0.983136],
        [0.498864, 0.674741, -0.173604, 0.205199, 0.754872, 0.039929, -0.011131, 0.030969, 0.980162],
        [0.457771, 0.731899, -0.189670, 0.226409, 0.731012, 0.042579, -0.011595, 0.034333, 0.977261],
        [0.422823, 0.781057, -0.203881, 0.245752, 0.709602, 0.044646, -0.011843, 0.037423, 0.974421],
        [0.392952, 0.823610, -0.216562, 0.263559, 0.690210, 0.046232, -0.011910, 0.040281, 0.971630],
        [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881]],
    'tritan': [_I,
        [0.926670, 0.092514, -0.019184, 0.021191, 0.964503, 0.014306, 0.008437, 0.054813, 0.936750],
        [0.895720, 0.133330, -0.029050, 0.029997, 0.945400, 0.024603, 0.013027, 0.104707, 0.882266],
        [0.905871, 0.127791, -0.033662, 0.026856, 0.941251, 0.031893, 0.013410, 0.148296, 0.838294],
        [0.948035, 0.089490, -0.037526, 0.014364, 0.946792, 0.038844, 0.010853, 0.193991, 0.795156],
        [1.017277, 0.027029, -0.044306, -0.006113, 0.958479, 0.047634, 0.006379, 0.248708, 0.744913],
        [1.104996, -0.046633, -0.058363, -0.032137, 0.971635, 0.060503, 0.001336, 0.317922, 0.680742],
        [1.193214, -0.109812, -0.083402, -0.058496, 0.979410, 0.079086, -0.002346, 0.403492, 0.598854],
        [1.257728, -0.139648, -0.118081, -0.078003, 0.975409, 0.102594, -0.003316, 0.501214, 0.502102],
        [1.278864, -0.125333, -0.153531, -0.084748, 0.957674, 0.127074, -0.000989, 0.601151, 0.399838],
        [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900]],
}


def machado_matrix(deficiency, severity):
    """Correct linear interpolation: k = floor(10 s), t = 10 s - k, M = (1-t) M_k + t M_(k+1).
    10*s is snapped to the nearest integer when within 1e-9 (so 0.6 uses the 0.6 table exactly)."""
    x = 10.0 * severity
    if abs(x - round(x)) < 1e-9:
        x = float(round(x))
    k = min(int(math.floor(x)), 10)
    t = x - k
    tab = MACHADO[deficiency]
    if t == 0.0:
        m = list(tab[k])
    else:
        m = [(1 - t) * a + t * b for a, b in zip(tab[k], tab[k + 1])]
    return [m[0:3], m[3:6], m[6:9]]


def _mul(M, r, g, b):
    return [M[i][0] * r + M[i][1] * g + M[i][2] * b for i in range(3)]


def _encode(chs):
    return np.stack([to8(linear_to_srgb(c)) for c in chs], axis=-1)


def _lin(rgb):
    rgb = np.asarray(rgb, dtype=np.int64)
    return LIN[rgb[..., 0]], LIN[rgb[..., 1]], LIN[rgb[..., 2]]


def sim_matrix(rgb, M):
    r, g, b = _lin(rgb)
    return _encode(_mul(M, r, g, b))


def sim_brettel_tritan(rgb):
    r, g, b = _lin(rgb)
    M1, M2, n = BRETTEL_TRITAN
    d = n[0] * r + n[1] * g + n[2] * b
    o1 = _mul(M1, r, g, b)
    o2 = _mul(M2, r, g, b)
    return _encode([np.where(d >= 0, a, c) for a, c in zip(o1, o2)])


def sim_achromatopsia(rgb):
    r, g, b = _lin(rgb)
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return _encode([y, y, y])


def invert_classic(rgb):
    return 255 - np.asarray(rgb, dtype=np.int64)


def invert_smart(rgb):
    c = np.asarray(rgb, dtype=np.int64) / 255
    y = 0.213 * c[..., 0] + 0.715 * c[..., 1] + 0.072 * c[..., 2]
    # evaluated as (c + 1) - 2*y, exactly like reference.py: exact .5 cases (e.g. #20AE2A ->
    # 28.5/255) round differently if the expression is reassociated
    return to8(np.clip(c + 1 - 2 * y[..., None], 0.0, 1.0))


SEVERITY = 0.6
VARIANTS = ['original', 'protanopia', 'deuteranopia', 'tritanopia', 'achromatopsia', 'invert',
            'smart-invert', 'protanomaly', 'deuteranomaly', 'tritanomaly']


def transform(name, rgb):
    rgb = np.asarray(rgb, dtype=np.int64)
    if name == 'original':
        return rgb.copy()
    if name == 'protanopia':
        return sim_matrix(rgb, VIENOT['protan'])
    if name == 'deuteranopia':
        return sim_matrix(rgb, VIENOT['deutan'])
    if name == 'tritanopia':
        return sim_brettel_tritan(rgb)
    if name == 'achromatopsia':
        return sim_achromatopsia(rgb)
    if name == 'invert':
        return invert_classic(rgb)
    if name == 'smart-invert':
        return invert_smart(rgb)
    if name == 'protanomaly':
        return sim_matrix(rgb, machado_matrix('protan', SEVERITY))
    if name == 'deuteranomaly':
        return sim_matrix(rgb, machado_matrix('deutan', SEVERITY))
    if name == 'tritanomaly':
        return sim_matrix(rgb, machado_matrix('tritan', SEVERITY))
    raise ValueError(name)


def selftest():
    H = lambda h: np.array([hex2rgb(h)])
    assert abs(wcag_ratio(H('#000'), H('#fff'))[0] - 21) < 1e-12
    assert abs(wcag_ratio(H('#767676'), H('#fff'))[0] - 4.542225) < 1e-6
    assert abs(wcag_ratio(H('#777777'), H('#fff'))[0] - 4.478089) < 1e-6
    for t, b, e in [('#888', '#fff', 63.056469930209424), ('#fff', '#888', -68.54146436644962),
                    ('#000', '#aaa', 58.146262578561334), ('#aaa', '#000', -56.24113336839742),
                    ('#123', '#def', 91.66830811481631), ('#def', '#123', -93.06770049484275),
                    ('#123', '#444', 8.32326136957393), ('#444', '#123', -7.526878460278154),
                    ('#999', '#fff', 54.62184067441377), ('#777777', '#ffffff', 71.11110332561125),
                    ('#123', '#234', 0.0), ('#111111', '#000000', 0.0)]:
        got = apca_lc(H(t), H(b))[0]
        assert got == e, (t, b, got, e)
    S = lambda name, h: rgb2hex(transform(name, H(h))[0])
    assert S('protanopia', '#FF0000') == '#5E5E0D'
    assert S('tritanopia', '#3366CC') == '#007792'
    assert S('achromatopsia', '#FF0000') == '#7F7F7F'
    assert S('smart-invert', '#3366CC') == '#6DA0FF'
    assert S('smart-invert', '#777777') == S('invert', '#777777') == '#888888'
    # severity 1.0 Machado vectors (Docs/Colour.md#test-vectors)
    assert rgb2hex(sim_matrix(H('#FF8000'), machado_matrix('deutan', 1.0))[0]) == '#C4AE00'
    assert rgb2hex(sim_matrix(H('#3366CC'), machado_matrix('protan', 1.0))[0]) == '#2872D0'
    # interpolation check (Docs/Colour.md#anomalous-trichromacy): protanomaly 0.15 row R, 0.55 row R
    m = machado_matrix('protan', 0.15)[0]
    assert all(abs(a - b) < 1e-12 for a, b in zip(m, [0.7954665, 0.258455, -0.053921])), m
    m = machado_matrix('protan', 0.55)[0]
    assert all(abs(a - b) < 1e-12 for a, b in zip(m, [0.421757, 0.7242915, -0.1460485])), m
    assert machado_matrix('deutan', 0.6)[1] == [0.205199, 0.754872, 0.039929]
    for v, c, e in [('deuteranopia', '#FF8000', '#B2B200'), ('protanopia', '#3366CC', '#6262CC'),
                    ('tritanopia', '#FF0000', '#FF004E'), ('tritanopia', '#00FF00', '#79E9FF'),
                    ('deuteranopia', '#00FF00', '#DBDB29')]:
        assert S(v, c) == e, (v, c, S(v, c), e)
    for c in ['#FFFFFF', '#000000', '#808080']:
        for v in VARIANTS:
            if v in ('invert', 'smart-invert'):
                continue
            assert S(v, c) == c, (v, c, S(v, c))
    # Smart-invert table (Docs/Colour.md#smart-invert)
    for c, e in [('#FF0000', '#FF9292'), ('#00FF00', '#009100'), ('#0000FF', '#DADAFF'),
                 ('#FF8000', '#DA5B00'), ('#808080', '#7F7F7F')]:
        assert S('smart-invert', c) == e, (c, S('smart-invert', c), e)
    return True


if __name__ == '__main__':
    selftest()
    print('colour self-test passed')
