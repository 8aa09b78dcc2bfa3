#!/usr/bin/env python3
"""Regenerate the Legible ground-truth corpus (see README.md)."""
import argparse
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import colour  # noqa: E402
import families  # noqa: E402

ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
OUT = os.path.join(ROOT, 'Tests', 'LegibleAuditTests', 'Fixtures', 'Corpus')


# lossy JPEG versions of some screens (family "jpeg", truth still from the lossless clean render)
JPEG_VERSIONS = {'flat-03': 60, 'gradient-bw-0': 75, 'photo-01': 85, 'dark-04': 70, 'colour-02': 65,
                 'frosted-02': 80, 'scale2x-00': 90, 'browser-00': 70, 'shadow-01': 75, 'thin-01': 60}
JPEG_SOURCES = {'flat', 'gradient', 'photo', 'dark', 'colour', 'frosted', 'scale', 'browser', 'shadow', 'thin'}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', default=OUT)
    ap.add_argument('--debug', help='also write clean/observed PNGs here')
    ap.add_argument('--only', help='comma-separated family names')
    ap.add_argument('--no-browser', action='store_true')
    a = ap.parse_args()
    colour.selftest()
    only = set(a.only.split(',')) if a.only else None
    if only is None and os.path.isdir(a.out):
        shutil.rmtree(a.out)
    os.makedirs(a.out, exist_ok=True)
    if only:
        for fam in only:
            shutil.rmtree(os.path.join(a.out, fam), ignore_errors=True)
    index = []
    gens = list(families.ALL)
    if not a.no_browser:
        import browser
        gens.append(browser.fam_browser)
    for gen in gens:
        fam = gen.__name__[4:]
        if only and fam not in only and not ('jpeg' in only and fam in JPEG_SOURCES):
            continue
        for scr in gen(a.out):
            todo = [scr]
            if scr.name in JPEG_VERSIONS and (not only or 'jpeg' in only or fam in only):
                todo.append(scr.jpeg_version(JPEG_VERSIONS[scr.name]))
            for s in todo:
                if only and s.family not in only:
                    continue
                index.append(s.write(a.out, a.debug))
                print('  %-8s %-24s %2d regions' % (index[-1]['family'], index[-1]['screen'], index[-1]['regions']), file=sys.stderr)
    if only:
        old = os.path.join(a.out, 'index.json')
        if os.path.exists(old):
            prev = json.load(open(old))['screens']
            index = [e for e in prev if e['family'] not in only] + index
    order = ['flat', 'gradient', 'photo', 'blur', 'frosted', 'scrim', 'dark', 'colour', 'thin', 'shadow', 'jpeg', 'scale', 'browser']
    index.sort(key=lambda e: (order.index(e['family']), e['screen']))
    with open(os.path.join(a.out, 'index.json'), 'w') as f:
        json.dump({'version': 1, 'truthDefinition': 'Scripts/corpus/README.md', 'screens': index}, f, indent=1)
        f.write('\n')
    summary(a.out, index)


def summary(out, index):
    fams = {}
    meas = {}
    for e in index:
        fams.setdefault(e['family'], [0, 0])
        fams[e['family']][0] += 1
        fams[e['family']][1] += e['regions']
        t = json.load(open(os.path.join(out, e['truth'])))
        for r in t['regions'].values():
            meas[r['expected']] = meas.get(r['expected'], 0) + 1
    total = 0
    for dp, dn, fn in os.walk(out):
        for f in fn:
            total += os.path.getsize(os.path.join(dp, f))
    print('family     screens  regions')
    for k, (s, r) in fams.items():
        print('%-10s %7d %8d' % (k, s, r))
    print('%-10s %7d %8d' % ('total', sum(v[0] for v in fams.values()), sum(v[1] for v in fams.values())))
    print('expected: %s' % meas)
    print('bytes on disk: %d (%.2f MB)' % (total, total / 1e6))


if __name__ == '__main__':
    main()
