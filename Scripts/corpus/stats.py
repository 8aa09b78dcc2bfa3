#!/usr/bin/env python3
"""Print distribution statistics of the generated corpus (sanity checks for the README/report)."""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, '..', '..', 'Tests', 'LegibleAuditTests', 'Fixtures', 'Corpus'))


def main(out=OUT):
    idx = json.load(open(os.path.join(out, 'index.json')))
    ratios, kinds, sizes, hints, scales, exp = [], Counter(), Counter(), 0, Counter(), Counter()
    far = 0
    cvd_swing = 0
    pads = Counter()
    for e in idx['screens']:
        man = json.load(open(os.path.join(out, e['manifest'])))
        tr = json.load(open(os.path.join(out, e['truth'])))
        from PIL import Image
        im = Image.open(os.path.join(out, e['family'], man['image']))
        sc = man['scale']
        assert im.size == (tr['width'], tr['height']), e
        ids = [r['id'] for r in man['regions']]
        assert len(ids) == len(set(ids)) == len(tr['regions']), e
        for r in man['regions'] + man.get('mediaRegions', []):
            assert all(isinstance(r[k], int) for k in ('x', 'y', 'width', 'height')), r
            assert r['x'] >= 0 and r['y'] >= 0 and r['width'] > 0 and r['height'] > 0, r
            assert (r['x'] + r['width']) * sc <= im.size[0] and (r['y'] + r['height']) * sc <= im.size[1], (e, r)
        for r in man['regions']:
            t = tr['regions'][r['id']]
            assert t['box'] == {'x': r['x'] * sc, 'y': r['y'] * sc, 'width': r['width'] * sc, 'height': r['height'] * sc}, (e, r)
            exp[t['expected']] += 1
            kinds[r.get('kind', 'text')] += 1
            scales[man['scale']] += 1
            pads[t.get('boxPadding')] += 1
            if 'fontSize' in r:
                sizes[r['fontSize'] * man['scale']] += 1
            if 'foreground' in r:
                hints += 1
                assert r['foreground'] == t['textColour']
            if t['expected'] == 'measurable':
                w = t['variants']['original']['wcag']
                ratios.append(w)
                if abs(w / 4.5 - 1) >= 0.12 and abs(w / 3.0 - 1) >= 0.12:
                    far += 1
                vs = [v['wcag'] for v in t['variants'].values()]
                if max(vs) / min(vs) > 1.5:
                    cvd_swing += 1
    n = len(ratios)
    bins = [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 10, 15, 21.01]
    print('regions: %d  %s' % (sum(exp.values()), dict(exp)))
    print('kinds: %s   scales(regions): %s   foreground hints: %d' % (dict(kinds), dict(scales), hints))
    print('box padding (device px; negative = tight): %s' % dict(sorted(pads.items(), key=lambda kv: (kv[0] is None, kv[0] or 0))))
    print('original WCAG truth histogram:')
    for a, b in zip(bins, bins[1:]):
        c = sum(1 for r in ratios if a <= r < b)
        print('  [%5.2f, %5.2f) %4d %s' % (a, b, c, '#' * (c // 4)))
    print('measurable regions >=12%% away from both 4.5 and 3.0: %d of %d (%.0f%%)' % (far, n, 100 * far / n))
    print('near 4.5 (within 5%%): %d, near 3.0 (within 5%%): %d' % (
        sum(1 for r in ratios if abs(r / 4.5 - 1) < 0.05), sum(1 for r in ratios if abs(r / 3 - 1) < 0.05)))
    print('regions whose WCAG truth varies > 1.5x across variants: %d' % cvd_swing)
    print('font sizes (device px): min %s max %s; %s' % (min(sizes), max(sizes), sorted(sizes.items())))


if __name__ == '__main__':
    main(*sys.argv[1:])
