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
import families_hard  # noqa: E402
import render  # noqa: E402

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
    ap.add_argument('--held-out', metavar='DIR',
                    help='write the held-out set (the hard-class families with other seeds, fonts and photos) to DIR')
    ap.add_argument('--dev', metavar='DIR',
                    help='write the development set (the hard-class families with other seeds and photos) to DIR')
    ap.add_argument('--dev-fonts', choices=sorted(families_hard.DEV_FACES),
                    help='with --dev: draw the over-media labels in other faces (third: Lato and Open Sans, '
                         'used by neither other set; serif: the held-out set\'s faces)')
    a = ap.parse_args()
    assert a.held_out is None or a.dev is None, 'one set at a time'
    assert a.dev_fonts is None or a.dev is not None, '--dev-fonts draws a development set'
    held_out = a.held_out is not None
    families_hard.DEV = a.dev is not None
    families_hard.DEV_FONTS = a.dev_fonts
    outside = a.held_out or a.dev
    if outside:
        a.out = os.path.abspath(outside)
        assert not a.out.startswith(os.path.join(ROOT, 'Tests')), 'the held-out and development sets stay outside the tests'
    colour.selftest()
    import check_colour
    check_colour.main(5000)
    only = set(a.only.split(',')) if a.only else None
    if only is None and os.path.isdir(a.out):
        shutil.rmtree(a.out)
    os.makedirs(a.out, exist_ok=True)
    if only:
        for fam in only:
            shutil.rmtree(os.path.join(a.out, fam), ignore_errors=True)
    index = []
    gens = [] if outside else list(families.ALL)
    hard = list(families_hard.ALL)
    if not a.no_browser:
        import browser
        import browser_pages
        import browser_tones
        if not outside:
            gens.append(browser.fam_browser)
        hard += browser_pages.ALL + [browser_tones.fam_tones_web]
    gens += hard
    for gen in gens:
        fam = getattr(gen, 'family', gen.__name__[4:])
        if only and fam not in only and not ('jpeg' in only and fam in JPEG_SOURCES):
            continue
        made = gen(a.out, held_out=held_out) if gen in hard else gen(a.out)
        for scr in made:
            todo = [scr]
            if scr.name in JPEG_VERSIONS and (not only or 'jpeg' in only or fam in only):
                todo.append(scr.jpeg_version(JPEG_VERSIONS[scr.name]))
            if scr.name in families_hard.JPEG_COPIES:
                todo.append(scr.jpeg_copy(families_hard.JPEG_COPIES[scr.name]))
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
    order = ['flat', 'gradient', 'photo', 'blur', 'frosted', 'scrim', 'dark', 'colour', 'thin', 'shadow', 'jpeg', 'scale', 'browser',
             'metadata', 'overmedia', 'texture', 'decoration', 'multicolour', 'gaps', 'icons', 'tones', 'shadowed', 'chips']
    index.sort(key=lambda e: (order.index(e['family']), e['screen']))
    with open(os.path.join(a.out, 'index.json'), 'w') as f:
        json.dump({'version': 1, 'truthDefinition': 'Scripts/corpus/README.md', 'screens': index}, f, indent=1)
        f.write('\n')
    with open(os.path.join(a.out, 'README.md'), 'w') as f:
        f.write(HELD_OUT_README if held_out else DEV_README if families_hard.DEV else CORPUS_README)
        if a.dev_fonts:
            f.write('\nDrawn with `--dev-fonts %s`: the labels over media are in %s.\n' % (a.dev_fonts, ', '.join(
                render.FONTS[k][0].split('/')[1] for k in families_hard.DEV_FACES[a.dev_fonts])))
    summary(a.out, index)


CORPUS_README = """# Ground-truth corpus (generated)

Generated by `Scripts/make-corpus`; do not edit by hand.  `index.json` lists every screen; each
screen has a screenshot (`.png`/`.jpg`), a manifest (`<screen>.json`, format in
`Docs/Manifest.md`) and its truth
(`<screen>.truth.json`).  The truth definition (box pixels, text pixels at coverage >= 0.5, ring of
radius max(2, round(boxHeightPx/6)), 2nd-percentile and median WCAG/APCA per variant, worst point,
indeterminate regions) is documented in `Scripts/corpus/README.md`.
"""


HELD_OUT_README = """# Held-out corpus (generated)

Generated by `Scripts/make-corpus --held-out DIR`: the families of the hard classes (metadata,
overmedia, texture, decoration, multicolour, gaps, icons, tones, shadowed, chips) drawn again with other seeds, other
fonts (Liberation and DejaVu Serif) and other photos, in the same layout and with the same truth
definition as the committed corpus (`Scripts/corpus/README.md`).

It is held out: never tune a threshold, a rule or a constant on it.  Look at its table only to
check that a change made on the committed corpus carries over:

    LEGIBLE_CORPUS_DIR=DIR swift test --filter CorpusTests

prints the same per-family and per-variant table for it (the test is skipped without the
variable).
"""


DEV_README = """# Development corpus (generated)

Generated by `Scripts/make-corpus --dev DIR`: the families of the hard classes drawn again with a
third set of seeds, the committed corpus's fonts and, over media, photos that neither the
committed corpus nor the held-out set uses (skimage's cell, text, microaneurysms, colour wheel,
logo and phantom; foliage, city lights and star fields from `textures.py`), in the same layout
and with the same truth definition (`Scripts/corpus/README.md`).

It is for development: trace a failure here, look at its screens, draw adversarial cases from
it, then check the rule on the committed corpus and, last, on the held-out set.  It is not
committed and no test holds its figures:

    LEGIBLE_CORPUS_DIR=DIR swift test --filter CorpusTests

prints the same per-family and per-variant table for it (rows "corpus <DIR name>").
"""


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
