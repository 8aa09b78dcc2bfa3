# Legible's colour maths as a scalar float64 reference in plain Python (no dependencies): the
# formulas, constants and test vectors of Docs/Colour.md, one colour at a time.  Used to
# cross-check the corpus generator's vectorised colour.py (see check_colour.py).
import math

def srgb_to_linear(c):            # c in [0,1]; IEC 61966-2-1 (also Display P3)
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

def linear_to_srgb(l):            # clamps to [0,1] first
    l = min(max(l, 0.0), 1.0)
    return 12.92 * l if l <= 0.0031308 else 1.055 * l ** (1 / 2.4) - 0.055

def to8(c):                       # round half up
    return int(math.floor(c * 255 + 0.5))

def hex2rgb(h):
    h = h.lstrip('#')
    if len(h) in (3, 4): h = ''.join(ch * 2 for ch in h)
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))

def rgb2hex(t): return '#%02X%02X%02X' % t

# ---- WCAG 2.x -------------------------------------------------------------
def wcag_luminance(rgb8):
    r, g, b = (srgb_to_linear(v / 255) for v in rgb8)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b

def wcag_ratio(a8, b8):
    la, lb = wcag_luminance(a8), wcag_luminance(b8)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)

# ---- APCA 0.0.98G-4g (apca-w3 0.1.9) --------------------------------------
def apca_Ys(rgb8):
    r, g, b = ((v / 255.0) ** 2.4 for v in rgb8)
    return 0.2126729 * r + 0.7151522 * g + 0.0721750 * b

def apca_lc(txt8, bg8):
    t, b = apca_Ys(txt8), apca_Ys(bg8)
    t = t if t > 0.022 else t + (0.022 - t) ** 1.414
    b = b if b > 0.022 else b + (0.022 - b) ** 1.414
    if abs(b - t) < 0.0005: return 0.0
    if b > t:
        s = (b ** 0.56 - t ** 0.57) * 1.14
        return 0.0 if s < 0.1 else (s - 0.027) * 100.0
    s = (b ** 0.65 - t ** 0.62) * 1.14
    return 0.0 if s > -0.1 else (s + 0.027) * 100.0

# ---- CVD (linear-RGB matrices) --------------------------------------------
VIENOT = {
 'protan': [[0.11238276, 0.88761724, 0.0], [0.11238276, 0.88761724, 0.0], [0.00400577, -0.00400577, 1.0]],
 'deutan': [[0.29275011, 0.70724989, 0.0], [0.29275011, 0.70724989, 0.0], [-0.02233659, 0.02233659, 1.0]],
}
BRETTEL = {  # (M1, M2, separation normal in linear RGB); use M1 if n.rgb >= 0
 'protan': ([[0.1498033, 1.19547787, -0.34528116], [0.10764488, 0.84863847, 0.04371665], [0.00383689, -0.00539513, 1.00155824]],
            [[0.1456998, 1.16171823, -0.30741803], [0.10816443, 0.85291284, 0.03892273], [0.00385541, -0.00524277, 1.00138736]],
            [0.00047773, 0.00393031, -0.00440804]),
 'deutan': ([[0.36477409, 0.86381054, -0.22858464], [0.26293742, 0.64244514, 0.09461745], [-0.0200619, 0.02728113, 0.99278077]],
            [[0.37298471, 0.8816582, -0.25464291], [0.25953882, 0.6350575, 0.10540368], [-0.01980259, 0.02784481, 0.99195779]],
            [-0.00281039, -0.00610903, 0.00891942]),
 'tritan': ([[1.01277267, 0.13548459, -0.14825726], [-0.01243279, 0.86812058, 0.14431222], [0.07589076, 0.80500248, 0.11910676]],
            [[0.93678125, 0.18978985, -0.1265711], [0.06153653, 0.81526035, 0.12320312], [-0.37562388, 1.12766548, 0.24795839]],
            [0.03901461, -0.02788076, -0.01113385]),
}
MACHADO_1 = {
 'protan': [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
 'deutan': [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
 'tritan': [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
}
def _mul(M, v): return [sum(M[i][k] * v[k] for k in range(3)) for i in range(3)]

def simulate(rgb8, method, deficiency, severity=1.0):
    lin = [srgb_to_linear(v / 255) for v in rgb8]
    if method == 'vienot':
        out = _mul(VIENOT[deficiency], lin)
    elif method == 'brettel':
        M1, M2, n = BRETTEL[deficiency]
        out = _mul(M1 if sum(n[i] * lin[i] for i in range(3)) >= 0 else M2, lin)
    elif method == 'machado':            # severity 1.0 only here; colour.py has the 0.1 tables
        out = _mul(MACHADO_1[deficiency], lin)
    elif method == 'achromatopsia':
        y = 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
        out = [y, y, y]
    if method in ('vienot', 'brettel') and severity < 1.0:
        out = [severity * o + (1 - severity) * l for o, l in zip(out, lin)]
    return tuple(to8(linear_to_srgb(c)) for c in out)

# ---- Inversion -------------------------------------------------------------
def invert_classic(rgb8): return tuple(255 - v for v in rgb8)

def invert_smart_css(rgb8, lum=(0.213, 0.715, 0.072)):
    """filter: invert(1) hue-rotate(180deg) == clamp(c + 1 - 2*Y') on gamma-encoded values."""
    c = [v / 255 for v in rgb8]
    y = sum(l * x for l, x in zip(lum, c))
    return tuple(to8(min(max(x + 1 - 2 * y, 0.0), 1.0)) for x in c)

# ---- Display P3 -> sRGB ------------------------------------------------------
P3_TO_SRGB = [[1.2249401762805598, -0.2249401762805600, 0.0],
              [-0.0420569547096882, 1.0420569547096881, 0.0],
              [-0.0196375545903344, -0.0786360455506319, 1.0982736001409663]]
P3_Y = (0.2289745640697488, 0.6917385218365062, 0.0792869140937450)

def p3_to_srgb8(rgb8):
    lin = _mul(P3_TO_SRGB, [srgb_to_linear(v / 255) for v in rgb8])
    return tuple(to8(linear_to_srgb(c)) for c in lin)

def p3_luminance(rgb8):
    return sum(k * srgb_to_linear(v / 255) for k, v in zip(P3_Y, rgb8))

