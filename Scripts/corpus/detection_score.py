#!/usr/bin/env python3
"""Scores `legible detect --from image` (and the audit of what it finds) on the detection corpus.

Usage: python3 Scripts/corpus/detection_score.py [--set tune|heldout] [--legible PATH] [--overlays DIR]
       python3 Scripts/corpus/detection_score.py --summary Tests/LegibleDetectTests/Fixtures/detection/summary.json
       python3 Scripts/corpus/detection_score.py --icons   (the audit corpus's icons family)

The same rules as Tests/LegibleDetectTests/DetectionCorpusTests.swift (which `swift test` runs):
a truth line is found when one detected text box holds at least 70% of its ink and is no taller than
2.2 × its ink + 4 px (a box over two lines finds neither); a detected box is extra when no
truth line or icon has 30% of its ink in it; the size class (large or normal text, from the box's
fontSize and fontWeight) must match the truth's.  A failing extra box is "noted" when its region
carries a note (a piece of a longer line), which every report shows.  Truth icons are found when
a non-text box (a solid shape) holds them as a line's box would; non-text boxes are right when
they hold 30% of an icon's ink.  Verdicts come from `legible audit --variants none`
on the detected manifest; "clear" lines have a true ratio at least 12% from their threshold.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
CORPUS = os.path.join(ROOT, 'Tests', 'LegibleDetectTests', 'Fixtures', 'detection')


def inter(a, b):
    w = min(a['x'] + a['width'], b['x'] + b['width']) - max(a['x'], b['x'])
    h = min(a['y'] + a['height'], b['y'] + b['height']) - max(a['y'], b['y'])
    return w * h if w > 0 and h > 0 else 0


def px_box(region, scale):
    import math
    x0, y0 = math.floor(region['x'] * scale + 1e-9), math.floor(region['y'] * scale + 1e-9)
    x1, y1 = math.ceil((region['x'] + region['width']) * scale - 1e-9), math.ceil((region['y'] + region['height']) * scale - 1e-9)
    return {'x': x0, 'y': y0, 'width': x1 - x0, 'height': y1 - y0}


def covers(box, ink):
    return inter(box, ink) >= 0.7 * ink['width'] * ink['height'] and box['height'] <= 2.2 * ink['height'] + 4


def large(size, weight=400):
    return size is not None and (size >= 24 or (size >= 18.66 and weight >= 700))


def run(legible, image, scale, workdir):
    out = os.path.join(workdir, os.path.basename(image) + '.json')
    subprocess.run([legible, 'detect', image, '--from', 'image', '--scale', str(scale), '-o', out],
                   check=True, capture_output=True)
    manifest = json.load(open(out))
    audit = subprocess.run([legible, 'audit', out, '--variants', 'none', '--format', 'json'], capture_output=True, text=True)
    report = json.loads(audit.stdout)
    status = {r['id']: r['status'] for r in report['images'][0].get('regions', [])}
    return manifest, status


KEYS = ['lines', 'failing', 'found', 'foundFailing', 'reported', 'extra', 'sizeRight',
        'clear', 'agree', 'falsePass', 'extraFails', 'indeterminate', 'extraFailsNoted', 'noted',
        'icons', 'iconsFound', 'nonText', 'nonTextRight']


def score_screen(legible, set_name, entry, work, misses, overlays=None):
    """The counts of one screen (KEYS), its misses appended to `misses`."""
    truth_path = os.path.join(CORPUS, set_name, entry['truth'])
    truth = json.load(open(truth_path))
    image = os.path.join(os.path.dirname(truth_path), truth['image'])
    manifest, status = run(legible, image, truth['scale'], work)
    boxes = [(r, px_box(r, truth['scale'])) for r in manifest['regions']]
    f = dict.fromkeys(KEYS, 0)
    for line in truth['lines']:
        v = line['verdict']
        f['lines'] += 1
        f['failing'] += v == 'fail'
        hit = [(r, b) for r, b in boxes if r.get('kind', 'text') == 'text' and covers(b, line['ink'])]
        if not hit:
            misses.append('%s %s %r %s %.2f' % (truth['screen'], line['id'], line['text'], v, line['wcag']))
            continue
        r, b = hit[0]
        f['found'] += 1
        f['foundFailing'] += v == 'fail'
        right = large(r.get('fontSize'), r.get('fontWeight', 400)) == line['large']
        f['sizeRight'] += right
        if not right:
            misses.append('%s SIZE %s %r truth %spx/%d (%s) got %spx/%d' % (
                truth['screen'], line['id'], line['text'], line['fontSize'], line['fontWeight'],
                'large' if line['large'] else 'normal', r.get('fontSize'), r.get('fontWeight', 400)))
        need = 3.0 if line['large'] else 4.5
        clear = abs(line['wcag'] / need - 1) >= 0.12
        got = status.get(r['id'], 'missing')
        if clear and got != 'indeterminate':
            f['clear'] += 1
            ok = (got == 'pass') == (v == 'pass')
            f['agree'] += ok
            if not ok:
                misses.append('%s DISAGREE %s %r truth %s %.2f large %s got %s size %s' % (
                    truth['screen'], line['id'], line['text'], v, line['wcag'], line['large'], got, r.get('fontSize')))
        if v == 'fail':
            f['falsePass'] += got == 'pass'
        f['indeterminate'] += got == 'indeterminate'
    shapes = [b for r, b in boxes if r.get('kind') == 'nonText']
    for icon in truth['icons']:
        f['icons'] += 1
        f['iconsFound'] += any(covers(b, icon['ink']) for b in shapes)
    for b in shapes:
        f['nonText'] += 1
        f['nonTextRight'] += any(inter(b, i['ink']) >= 0.3 * i['ink']['width'] * i['ink']['height'] for i in truth['icons'])
    ink = [l['ink'] for l in truth['lines']] + [i['ink'] for i in truth['icons']]
    for r, b in boxes:
        f['reported'] += 1
        f['noted'] += 'note' in r
        if not any(inter(b, i) >= 0.3 * i['width'] * i['height'] for i in ink):
            f['extra'] += 1
            fails = status.get(r['id']) == 'fail'
            f['extraFails'] += fails
            f['extraFailsNoted'] += fails and 'note' in r
            misses.append('%s EXTRA %s %s %s%s' % (truth['screen'], r['id'], b, status.get(r['id']),
                                                   ' note: ' + r['note'] if 'note' in r else ''))
    if overlays:
        overlay(image, truth, boxes, os.path.join(overlays, truth['screen'] + '.png'))
    return truth['family'], f


def table(title, screens):
    """Prints the per-family table of a set's screens ({screen: (family, counts)})."""
    fam = defaultdict(lambda: defaultdict(int))
    for family, f in screens.values():
        for k, v in f.items():
            fam[family][k] += v
            fam['all'][k] += v
    print(title)
    print('%-9s %5s %7s %7s %7s %6s %6s %5s %5s %5s %5s %5s' % ('family', 'lines', 'recall', 'failRec', 'passRec', 'agree', 'fPass', 'extra', 'exFl', 'noted', 'size', 'indet'))
    pct = lambda n, d: 100.0 * n / d if d else float('nan')
    for name in sorted(k for k in fam if k != 'all') + ['all']:
        f = fam[name]
        print('%-9s %5d %6.1f%% %6.1f%% %6.1f%% %5.1f%% %5.1f%% %5.1f%% %5d %5d %4.1f%% %5d' % (
            name, f['lines'], pct(f['found'], f['lines']), pct(f['foundFailing'], f['failing']),
            pct(f['found'] - f['foundFailing'], f['lines'] - f['failing']), pct(f['agree'], f['clear']),
            pct(f['falsePass'], f['foundFailing']), pct(f['extra'], f['reported']), f['extraFails'], f['extraFailsNoted'],
            pct(f['sizeRight'], f['found']), f['indeterminate']))


def icons_table(screens):
    """The truth icons found as non-text boxes, and the non-text boxes that hold an icon."""
    f = defaultdict(int)
    for _, counts in screens.values():
        for k in ['icons', 'iconsFound', 'nonText', 'nonTextRight']:
            f[k] += counts[k]
    pct = lambda n, d: 100.0 * n / d if d else float('nan')
    print('icons: %d, found as nonText %d (%.1f%%); nonText boxes %d, holding an icon %d (%.1f%%)' % (
        f['icons'], f['iconsFound'], pct(f['iconsFound'], f['icons']), f['nonText'], f['nonTextRight'],
        pct(f['nonTextRight'], f['nonText'])))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--set', default='tune')
    ap.add_argument('--legible', default=os.path.join(ROOT, '.build', 'release', 'legible'))
    ap.add_argument('--overlays')
    ap.add_argument('--only')
    ap.add_argument('--icons', action='store_true', help='score the audit corpus\'s icons family instead')
    ap.add_argument('--summary', help='score both sets and write every screen\'s counts to this JSON file')
    a = ap.parse_args()
    if a.icons:
        return icons_family(a.legible)
    index = json.load(open(os.path.join(CORPUS, 'index.json')))['sets']
    misses = []
    work = tempfile.mkdtemp()
    sets = ['tune', 'heldout'] if a.summary else [a.set]
    scored = {}
    for set_name in sets:
        screens = {}
        for entry in index[set_name]:
            if a.only and a.only not in entry['screen']:
                continue
            overlays = a.overlays and os.path.join(a.overlays, set_name)
            screens[entry['screen']] = score_screen(a.legible, set_name, entry, work, misses, overlays)
        table('%s set' % set_name, screens)
        icons_table(screens)
        scored[set_name] = screens
    if a.summary:
        write_summary(a.summary, scored)
    with open(os.path.join(work, 'misses.txt'), 'w') as m:
        m.write('\n'.join(misses) + '\n')
    print('misses and extras:', os.path.join(work, 'misses.txt'))


PICTOGRAMS = {'apple', 'penguin', 'pin', 'bell'}


def icons_family(legible):
    """The audit corpus's icons family (Tests/LegibleAuditTests/Fixtures/Corpus/icons): filled
    pictograms, icon-font symbols alone and symbols before a label.  Per kind of truth box: how
    many a detected box finds (as a line or a non-text shape), and how many non-text boxes hold
    a pictogram or a symbol."""
    folder = os.path.join(ROOT, 'Tests', 'LegibleAuditTests', 'Fixtures', 'Corpus', 'icons')
    work = tempfile.mkdtemp()
    rows = defaultdict(lambda: defaultdict(int))
    shapes = right = 0
    for name in sorted(f for f in os.listdir(folder) if f.endswith('.truth.json')):
        truth = json.load(open(os.path.join(folder, name)))
        manifest = json.load(open(os.path.join(folder, name.replace('.truth.json', '.json'))))
        image = os.path.join(folder, truth['image'])
        out = os.path.join(work, 'detected.json')
        subprocess.run([legible, 'detect', image, '--from', 'image', '--scale', str(truth['scale']), '-o', out],
                       check=True, capture_output=True)
        boxes = [(r, px_box(r, truth['scale'])) for r in json.load(open(out))['regions']]
        alone = []
        for region in manifest['regions']:
            text, ink = region.get('text', ''), truth['regions'][region['id']]['inkBox']
            kind = 'pictogram' if text in PICTOGRAMS else 'symbol + label' if ' ' in text else 'symbol alone'
            if kind != 'symbol + label':
                alone.append(ink)
            hit = [r.get('kind', 'text') for r, b in boxes if covers(b, ink)]
            rows[kind]['boxes'] += 1
            rows[kind]['found'] += bool(hit)
            rows[kind]['nonText'] += 'nonText' in hit
        for r, b in boxes:
            if r.get('kind') == 'nonText':
                shapes += 1
                right += any(inter(b, i) >= 0.3 * i['width'] * i['height'] for i in alone)
    print('%-15s %5s %6s %8s' % ('icons family', 'boxes', 'found', 'nonText'))
    for kind, f in sorted(rows.items()):
        print('%-15s %5d %5.1f%% %7.1f%%' % (kind, f['boxes'], 100.0 * f['found'] / f['boxes'], 100.0 * f['nonText'] / f['boxes']))
    print('nonText boxes: %d, holding a pictogram or a symbol alone: %d' % (shapes, right))


def write_summary(path, scored):
    """One line per screen, so that a change shows in the diff screen by screen."""
    out = ['{', '  "note": "Scripts/corpus/detection_score.py --summary writes this file; DetectionCorpusTests re-scores a sample of its screens",',
           '  "keys": [%s],' % ', '.join('"%s"' % k for k in KEYS), '  "sets": {']
    for n, (set_name, screens) in enumerate(scored.items()):
        out.append('    "%s": {' % set_name)
        rows = ['      "%s": {"family": "%s", "counts": [%s]}' % (screen, family, ', '.join(str(int(f[k])) for k in KEYS))
                for screen, (family, f) in screens.items()]
        out.append(',\n'.join(rows))
        out.append('    }' + (',' if n + 1 < len(scored) else ''))
    out += ['  }', '}']
    with open(path, 'w') as f:
        f.write('\n'.join(out) + '\n')


def overlay(image, truth, boxes, out):
    from PIL import Image, ImageDraw
    os.makedirs(os.path.dirname(out), exist_ok=True)
    im = Image.open(image).convert('RGB')
    d = ImageDraw.Draw(im)
    for line in truth['lines']:
        i = line['ink']
        d.rectangle([i['x'], i['y'], i['x'] + i['width'] - 1, i['y'] + i['height'] - 1],
                    outline=(255, 0, 255) if line['verdict'] == 'fail' else (0, 200, 255))
    for r, b in boxes:
        d.rectangle([b['x'], b['y'], b['x'] + b['width'] - 1, b['y'] + b['height'] - 1], outline=(255, 40, 0), width=2)
    im.save(out)


if __name__ == '__main__':
    main()
