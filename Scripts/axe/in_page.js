// Runs inside the captured page (the frame of Scripts/web-capture's wrapper), after axe-core and
// Scripts/web/legible-boxes.js: axe's color-contrast rule on the elements that hold the
// manifest's regions, each of axe's nodes with the regions of the same element, and what the
// page's styles say about that element (for classifying disagreements). Async (Selenium's
// execute_async_script): the last argument is the callback.
var done = arguments[arguments.length - 1];

function styleFeatures(el) {
  var s = getComputedStyle(el);
  var f = {
    tag: el.tagName.toLowerCase(), fontFamily: s.fontFamily, textShadow: s.textShadow,
    decorations: [], opacity: 1, filters: [], boxShadows: [], blends: [], outlines: [],
    backgroundImages: [], pseudoContent: [],
    focused: document.activeElement !== document.body && el.contains(document.activeElement)
  };
  // Text decorations reach an element from its ancestors until an atomic inline, a float or an
  // absolutely positioned box stops them (CSS Text Decoration 3, §2).
  var propagating = true;
  for (var a = el; a && a.nodeType === 1; a = a.parentElement) {
    var as = getComputedStyle(a);
    if (propagating && as.textDecorationLine !== 'none') f.decorations.push(as.textDecorationLine + ' ' + as.textDecorationColor);
    if (/^inline-|^inline (flex|grid|table)/.test(as.display) || as.cssFloat !== 'none' || /absolute|fixed/.test(as.position)) propagating = false;
    f.opacity *= parseFloat(as.opacity);
    if (as.filter !== 'none') f.filters.push(as.filter);
    if (as.backdropFilter && as.backdropFilter !== 'none') f.filters.push('backdrop ' + as.backdropFilter);
    if (as.boxShadow !== 'none') f.boxShadows.push(a.tagName.toLowerCase() + ': ' + as.boxShadow);
    if (as.mixBlendMode !== 'normal') f.blends.push(as.mixBlendMode);
    if (as.outlineStyle !== 'none' && parseFloat(as.outlineWidth) > 0) f.outlines.push(as.outlineStyle + ' ' + as.outlineWidth + ' ' + as.outlineColor);
    if (as.backgroundImage !== 'none') f.backgroundImages.push(as.backgroundImage.slice(0, 80));
    ['::before', '::after'].forEach(function (p) {
      var c = getComputedStyle(a, p).content;
      if (c && c !== 'none' && c !== 'normal' && a === el) f.pseudoContent.push(p + ' ' + c.slice(0, 20));
    });
  }
  return f;
}

function regionOf(pair) { return pair.region; }

var pairs = window.legibleBoxes.collect();
var elements = [];
pairs.forEach(function (p) { if (elements.indexOf(p.element) < 0) elements.push(p.element); });
var options = { runOnly: { type: 'rule', values: ['color-contrast'] }, elementRef: true };
var context = elements.length ? { include: elements } : { include: [document.body] };
axe.run(context, options).then(function (results) {
  var nodes = [], judged = [];
  ['passes', 'violations', 'incomplete'].forEach(function (outcome) {
    results[outcome].forEach(function (rule) {
      rule.nodes.forEach(function (node) {
        var el = node.element;
        judged.push(el);
        var checks = node.any.concat(node.all, node.none);
        nodes.push({
          outcome: outcome, target: node.target, html: node.html.slice(0, 300),
          data: checks.length ? checks[0].data : null,
          regions: pairs.filter(function (p) { return p.element === el; }).map(function (p) { return p.region.id; }),
          features: styleFeatures(el)
        });
      });
    });
  });
  var unjudged = pairs.filter(function (p) { return judged.indexOf(p.element) < 0; }).map(function (p) {
    return { id: p.region.id, features: styleFeatures(p.element) };
  });
  done({ axeVersion: axe.version, nodes: nodes, unjudged: unjudged, regions: pairs.map(regionOf),
         devicePixelRatio: window.devicePixelRatio, viewport: [window.innerWidth, window.innerHeight] });
}).catch(function (error) { done({ error: String(error && error.stack || error) }); });
