#!/usr/bin/env python3
"""Cross-check the vectorised colour.py against the scalar float64 reference (reference.py) on
random colours: every variant the reference covers must agree exactly, WCAG and APCA to 1e-12."""
import numpy as np

import colour as C
import reference as R


def main(n=20000, seed=7):
    rng = np.random.default_rng(seed)
    a = rng.integers(0, 256, size=(n, 3))
    b = rng.integers(0, 256, size=(n, 3))
    w = C.wcag_ratio(a, b)
    lc = C.apca_lc(a, b)
    ref = {'protanopia': lambda c: R.simulate(c, 'vienot', 'protan'),
           'deuteranopia': lambda c: R.simulate(c, 'vienot', 'deutan'),
           'tritanopia': lambda c: R.simulate(c, 'brettel', 'tritan'),
           'achromatopsia': lambda c: R.simulate(c, 'achromatopsia', None),
           'invert': R.invert_classic, 'smart-invert': R.invert_smart_css}
    out = {k: C.transform(k, a) for k in ref}
    for i in range(n):
        ta, tb = tuple(int(v) for v in a[i]), tuple(int(v) for v in b[i])
        # numpy's vectorised pow may differ from libm's in the last ulp: compare to 1e-12
        assert abs(w[i] - R.wcag_ratio(ta, tb)) <= 1e-12 * w[i], (ta, tb)
        assert abs(lc[i] - R.apca_lc(ta, tb)) <= 1e-12 * max(1.0, abs(lc[i])), (ta, tb, lc[i], R.apca_lc(ta, tb))
        for k, f in ref.items():
            assert tuple(int(v) for v in out[k][i]) == f(ta), (k, ta)
    # Machado at severity 1.0 equals the reference's tabulated matrix
    m1 = {'protan': 'protanomaly', 'deutan': 'deuteranomaly', 'tritan': 'tritanomaly'}
    for d in m1:
        got = C.sim_matrix(a[:2000], C.machado_matrix(d, 1.0))
        for i in range(2000):
            assert tuple(int(v) for v in got[i]) == R.simulate(tuple(int(v) for v in a[i]), 'machado', d), d
    print('colour.py agrees with the scalar reference on %d random pairs' % n)


if __name__ == '__main__':
    main()
