// Legible web capture: measures the page's visible text and hands a manifest (Docs/Manifest.md) to
// the wrapper page that framed it (Scripts/web-capture). Runs inside the captured page, added as
// the last element of a copy of it; it changes nothing on screen.
(function () {
  'use strict';

  var SKIP = { SCRIPT: 1, STYLE: 1, NOSCRIPT: 1, TEMPLATE: 1, TEXTAREA: 1, OPTION: 1, TITLE: 1 };

  function round(v) { return Math.round(v * 100) / 100; }

  // Visible as a reader sees it: rendered, not hidden, not fully transparent, not clipped away
  // (the "screen reader only" pattern), and painted: by a colour, by a stroke, or by a background
  // clipped to the glyphs (gradient text).
  function visible(el) {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) return false;
    var style = getComputedStyle(el);
    var fill = style.webkitTextFillColor || style.color;
    var clear = /rgba\(.*,\s*0\)$/.test(fill) || fill === 'transparent';
    if (clear && !(parseFloat(style.webkitTextStrokeWidth) > 0) && !paintedByBackground(el)) return false;
    for (var a = el; a && a !== document.documentElement; a = a.parentElement) {
      var s = getComputedStyle(a);
      if (s.clip && s.clip !== 'auto' && /absolute|fixed/.test(s.position)) return false;
      if (s.clipPath && /inset\(50%|circle\(0/.test(s.clipPath)) return false;
    }
    return true;
  }

  // Glyphs that show a background clipped to the text (`background-clip: text`), the element's own
  // or an ancestor's.
  function paintedByBackground(el) {
    for (var a = el; a && a !== document.documentElement; a = a.parentElement) {
      var s = getComputedStyle(a);
      var clip = s.backgroundClip === 'text' || s.webkitBackgroundClip === 'text';
      if (clip && (s.backgroundImage !== 'none' || !/rgba\(.*,\s*0\)$|transparent/.test(s.backgroundColor))) return true;
    }
    return false;
  }

  // The part of a rectangle left inside the viewport and every ancestor that clips its overflow,
  // or null when nothing is left.
  function visiblePart(rect, el, vw, vh) {
    var x0 = Math.max(rect.left, 0), y0 = Math.max(rect.top, 0);
    var x1 = Math.min(rect.right, vw), y1 = Math.min(rect.bottom, vh);
    for (var a = el; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      var s = getComputedStyle(a);
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
        var b = a.getBoundingClientRect();
        x0 = Math.max(x0, b.left); y0 = Math.max(y0, b.top);
        x1 = Math.min(x1, b.right); y1 = Math.min(y1, b.bottom);
      }
    }
    return x1 > x0 && y1 > y0 ? { x0: x0, y0: y0, x1: x1, y1: y1 } : null;
  }

  // The rectangle of a word after the viewport and every ancestor that clips its overflow, or
  // null when less than half its height or width is left (a sliver of glyphs nobody can read,
  // too small for a measurement).
  function clipped(rect, el, vw, vh) {
    var box = visiblePart(rect, el, vw, vh);
    if (!box || box.x1 - box.x0 < Math.max(1, rect.width / 2) || box.y1 - box.y0 < Math.max(1, rect.height / 2)) return null;
    return box;
  }

  // A readable, unique-enough name: from the nearest ancestor with an id, else from <body>.
  function path(el) {
    var parts = [];
    for (var e = el; e && e !== document.documentElement; e = e.parentElement) {
      if (e.id) { parts.unshift('#' + e.id); break; }
      var tag = e.tagName.toLowerCase();
      if (e === document.body) { parts.unshift('body'); break; }
      var same = 0, position = 0;
      for (var sib = e.parentElement.firstElementChild; sib; sib = sib.nextElementSibling) {
        if (sib.tagName === e.tagName) { same += 1; if (sib === e) position = same; }
      }
      parts.unshift(same > 1 ? tag + ':nth-of-type(' + position + ')' : tag);
    }
    return parts.join('>');
  }

  function hex(colour) {
    var m = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(colour);
    if (!m || (m[4] !== undefined && parseFloat(m[4]) < 1)) return null;
    return '#' + [m[1], m[2], m[3]].map(function (v) { return ('0' + parseInt(v, 10).toString(16)).slice(-2).toUpperCase(); }).join('');
  }

  // What a text field shows has no text node: its value, or when empty its placeholder (drawn in
  // the ::placeholder colour, often the faintest text on a form). One region per field: the
  // content box, as wide as the text, clipped like any word.
  var FIELD_TYPES = { '': 1, text: 1, search: 1, email: 1, url: 1, tel: 1, number: 1 };
  function fieldTexts(vw, vh) {
    var found = [];
    document.querySelectorAll('input, textarea').forEach(function (el) {
      if (el.tagName === 'INPUT' && !FIELD_TYPES[(el.getAttribute('type') || '').toLowerCase()]) return;
      var placeholder = el.value === '';
      var text = placeholder ? el.placeholder : el.value;
      if (!text || !/\S/.test(text) || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return;
      var style = getComputedStyle(el), shown = placeholder ? getComputedStyle(el, '::placeholder') : style;
      var fill = shown.webkitTextFillColor || shown.color;
      if (/rgba\(.*,\s*0\)$/.test(fill) || fill === 'transparent') return;
      var r = el.getBoundingClientRect(), px = function (v) { return parseFloat(style[v]) || 0; };
      var left = r.left + px('borderLeftWidth') + px('paddingLeft');
      var right = r.right - px('borderRightWidth') - px('paddingRight');
      var top = r.top + px('borderTopWidth') + px('paddingTop');
      var bottom = r.bottom - px('borderBottomWidth') - px('paddingBottom');
      var context = document.createElement('canvas').getContext('2d');
      context.font = style.font;
      var width = el.tagName === 'INPUT' ? context.measureText(text).width + 2 : right - left;
      var box = clipped({ left: left, top: top, right: Math.min(right, left + width), bottom: bottom,
                          width: Math.min(right - left, width), height: bottom - top }, el, vw, vh);
      if (!box) return;
      var region = {
        id: path(el) + (placeholder ? '::placeholder' : '::value'),
        x: round(box.x0), y: round(box.y0), width: round(box.x1 - box.x0), height: round(box.y1 - box.y0),
        text: text.replace(/\s+/g, ' ').trim(),
        fontSize: round(parseFloat(style.fontSize)),
        fontWeight: Math.min(900, Math.max(100, Math.round(parseFloat(style.fontWeight) / 100) * 100))
      };
      var foreground = hex(fill);
      if (foreground) region.foreground = foreground;
      found.push({ element: el, region: region });
    });
    return found;
  }

  // Every region with the element whose own text it holds, sorted top to bottom.
  function collect() {
    var vw = window.innerWidth, vh = window.innerHeight;
    var byElement = new Map();
    var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    var range = document.createRange();
    for (var node = walker.nextNode(); node; node = walker.nextNode()) {
      var el = node.parentElement;
      if (!el || SKIP[el.tagName] || !/\S/.test(node.data)) continue;
      // Text wholly outside the viewport first, before any style is read: on a long page that
      // is most of it, and reading styles word by word made such pages take minutes.
      range.selectNodeContents(node);
      var extent = range.getBoundingClientRect();
      if (extent.right <= 0 || extent.bottom <= 0 || extent.left >= vw || extent.top >= vh || !visible(el)) continue;
      var words = /\S+/g, match;
      while ((match = words.exec(node.data))) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        var rects = range.getClientRects();
        for (var i = 0; i < rects.length; i++) {
          var box = clipped(rects[i], el, vw, vh);
          if (!box) continue;
          if (!byElement.has(el)) byElement.set(el, []);
          byElement.get(el).push({ box: box, word: match[0] });
        }
      }
    }
    var regions = [], used = {};
    fieldTexts(vw, vh).forEach(function (field) { regions.push(field); used[field.region.id] = true; });
    byElement.forEach(function (pieces, el) {
      // One region per line of the element: pieces whose vertical extents mostly overlap.
      var lines = [];
      pieces.sort(function (a, b) { return a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0; });
      pieces.forEach(function (p) {
        var line = lines.find(function (l) {
          var overlap = Math.min(l.y1, p.box.y1) - Math.max(l.y0, p.box.y0);
          return overlap >= 0.5 * Math.min(l.y1 - l.y0, p.box.y1 - p.box.y0);
        });
        if (!line) { line = { x0: p.box.x0, y0: p.box.y0, x1: p.box.x1, y1: p.box.y1, pieces: [] }; lines.push(line); }
        line.x0 = Math.min(line.x0, p.box.x0); line.y0 = Math.min(line.y0, p.box.y0);
        line.x1 = Math.max(line.x1, p.box.x1); line.y1 = Math.max(line.y1, p.box.y1);
        line.pieces.push(p);
      });
      var style = getComputedStyle(el);
      var weight = Math.min(900, Math.max(100, Math.round(parseFloat(style.fontWeight) / 100) * 100));
      var foreground = hex(style.webkitTextFillColor || style.color);
      var base = path(el);
      lines.forEach(function (line, index) {
        var id = lines.length > 1 ? base + '@line' + (index + 1) : base;
        for (var n = 2; used[id]; n++) id = base + '~' + n;
        used[id] = true;
        line.pieces.sort(function (a, b) { return a.box.x0 - b.box.x0; });
        var region = {
          id: id,
          x: round(line.x0), y: round(line.y0),
          width: round(line.x1 - line.x0), height: round(line.y1 - line.y0),
          text: line.pieces.map(function (p) { return p.word; }).join(' '),
          fontSize: round(parseFloat(style.fontSize)),
          fontWeight: weight
        };
        if (foreground) region.foreground = foreground;
        regions.push({ element: el, region: region });
      });
    });
    regions.sort(function (a, b) { return a.region.y - b.region.y || a.region.x - b.region.x; });
    return regions;
  }

  // Photos and video, which Smart Invert leaves alone: images, video, and elements whose CSS
  // background is an image file (not a gradient). The part of each inside the viewport and the
  // containers that clip it; none when nothing is left.
  function mediaBoxes() {
    var vw = window.innerWidth, vh = window.innerHeight, boxes = [];
    document.querySelectorAll('body *').forEach(function (el) {
      var isMedia = el.tagName === 'IMG' || el.tagName === 'VIDEO' || /url\(/.test(getComputedStyle(el).backgroundImage);
      if (!isMedia || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return;
      var box = visiblePart(el.getBoundingClientRect(), el, vw, vh);
      if (!box || box.x1 - box.x0 < 1 || box.y1 - box.y0 < 1) return;
      boxes.push({ x: round(box.x0), y: round(box.y0), width: round(box.x1 - box.x0), height: round(box.y1 - box.y0) });
    });
    return boxes;
  }

  function measure(image) {
    var regions = collect().map(function (r) { return r.region; });
    var viewport = { width: window.innerWidth, height: window.innerHeight };
    var manifest = { image: image, scale: window.devicePixelRatio, viewport: viewport, regions: regions };
    var media = mediaBoxes();
    if (media.length) manifest.mediaRegions = media;
    // "<" escaped so the JSON can sit inside a <script> element of the wrapper page.
    return JSON.stringify(manifest, null, 2).replace(/</g, '\\u003c');
  }

  // For tools that open the same page in a browser session of their own (Scripts/axe-compare):
  // the regions with their elements, measured as the manifest measures them.
  window.legibleBoxes = { collect: collect };

  window.addEventListener('message', function (event) {
    var request = event.data && event.data.legibleMeasure;
    if (!request) return;
    // Fonts first: boxes measured in a fallback font would not match the screenshot.
    document.fonts.ready.then(function () {
      setTimeout(function () {
        var reply;
        try { reply = { legibleManifest: measure(request.image) }; }
        catch (error) { reply = { legibleError: String(error && error.stack || error) }; }
        event.source.postMessage(reply, '*');
      }, 0);
    });
  });
})();
