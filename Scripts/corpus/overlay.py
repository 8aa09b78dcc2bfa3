#!/usr/bin/env python3
"""Debug view: draw each region's truth box (green = measurable, red = indeterminate) and its worst
point (magenta cross) over the screen image.  Usage: overlay.py <screen.truth.json> <out.png> [zoom]"""
import json
import os
import sys

from PIL import Image, ImageDraw


def main(path, out, zoom=2):
    t = json.load(open(path))
    im = Image.open(os.path.join(os.path.dirname(path), t['image'])).convert('RGB')
    im = im.resize((im.width * zoom, im.height * zoom), Image.NEAREST)
    d = ImageDraw.Draw(im)
    for rid, r in t['regions'].items():
        b = r['box']
        col = (0, 220, 0) if r['expected'] == 'measurable' else (255, 0, 0)
        d.rectangle((b['x'] * zoom, b['y'] * zoom, (b['x'] + b['width']) * zoom - 1, (b['y'] + b['height']) * zoom - 1), outline=col)
        if r['worstPoint']:
            x, y = r['worstPoint']['x'] * zoom + zoom // 2, r['worstPoint']['y'] * zoom + zoom // 2
            d.line((x - 4, y, x + 4, y), fill=(255, 0, 255))
            d.line((x, y - 4, x, y + 4), fill=(255, 0, 255))
    im.save(out)


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 2)
