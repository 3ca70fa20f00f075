// Added by scripts/check-html to a copy of the HTML report (never to the report itself): measures
// the page as Chromium lays it out and writes what it found as JSON into a pre element of id specrun-layout,
// which the script reads from the dumped DOM. It finds:
//   - the page's height, and each section's;
//   - a picture's label that overlaps another label of the same picture;
//   - a label that is cut: it ends in "…", it leaves its picture, it leaves the shape it is written
//     on (the first <rect> of a <g class="label-box">, or the screen of a <g class="phone">), or an
//     element of the page hides part of its text (overflow hidden, text-overflow: ellipsis);
//   - a text drawn under 11 px (a picture's at its font size times the picture's scale).
(function () {
  'use strict';
  var problems = [];
  var labels = 0;
  function box(element) { return element.getBoundingClientRect(); }
  function shown(element) { var b = box(element); return b.width > 0 && b.height > 0; }
  function inside(inner, outer) {
    return inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 &&
      inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;
  }
  function overlap(a, b) {
    return Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  }
  function where(element) {
    var holder = element.closest('[id]');
    return (holder ? '#' + holder.id : 'the page') + ': "' + element.textContent + '"';
  }
  Array.prototype.forEach.call(document.querySelectorAll('svg'), function (svg) {
    if (!shown(svg)) { return; }
    var frame = box(svg);
    var texts = Array.prototype.filter.call(svg.querySelectorAll('text'), shown);
    var boxes = texts.map(box);
    labels += texts.length;
    texts.forEach(function (text, index) {
      var own = boxes[index];
      if (/…$/.test(text.textContent)) { problems.push('cut short: ' + where(text)); }
      if (!inside(own, frame)) { problems.push('leaves its picture: ' + where(text)); }
      var shape = text.closest('g.label-box');
      var base = shape && shape.querySelector('rect');
      if (base && !inside(own, box(base))) { problems.push('leaves the shape it is written on: ' + where(text)); }
      var phone = text.closest('g.phone');
      var screen = phone && phone.querySelector('rect.phone-screen');
      if (screen && !inside(own, box(screen))) { problems.push('leaves the phone\'s screen: ' + where(text)); }
      for (var other = index + 1; other < texts.length; other += 1) {
        if (overlap(own, boxes[other])) { problems.push('overlaps ' + where(texts[other]) + ': ' + where(text)); }
      }
    });
  });
  Array.prototype.forEach.call(document.querySelectorAll('body *'), function (element) {
    if (element.closest('svg') || !shown(element)) { return; }
    var style = getComputedStyle(element);
    var hides = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
    if (hides && element.scrollWidth > element.clientWidth + 1) { problems.push('text hidden by its box: ' + where(element)); }
  });
  // No text under 11 px as it is drawn: a picture's text at its font size times the picture's scale.
  var small = 0, smallest = null;
  function sized(element, size) {
    if (size < 10.95) { small += 1; if (!smallest || size < smallest.size) { smallest = { size: size, where: where(element) }; } }
  }
  Array.prototype.forEach.call(document.querySelectorAll('svg text'), function (text) {
    var svg = text.ownerSVGElement;
    if (!shown(text) || !svg) { return; }
    var view = svg.viewBox && svg.viewBox.baseVal;
    var scale = view && view.width > 0 ? box(svg).width / view.width : 1;
    sized(text, parseFloat(getComputedStyle(text).fontSize) * scale);
  });
  Array.prototype.forEach.call(document.querySelectorAll('body *'), function (element) {
    if (element.closest('svg') || element.id === 'specrun-layout' || !shown(element)) { return; }
    var hasText = Array.prototype.some.call(element.childNodes, function (node) { return node.nodeType === 3 && node.textContent.trim() !== ''; });
    if (hasText) { sized(element, parseFloat(getComputedStyle(element).fontSize)); }
  });
  if (small > 0) {
    problems.push(small + ' texts under 11 px, the smallest ' + smallest.size.toFixed(1) + ' px: ' + smallest.where);
  }
  var sections = {};
  Array.prototype.forEach.call(document.querySelectorAll('main > section[id]'), function (section) {
    sections[section.id] = Math.round(box(section).height);
  });
  var result = document.createElement('pre');
  result.id = 'specrun-layout';
  result.textContent = JSON.stringify({ height: document.documentElement.scrollHeight, sections: sections, labels: labels, problems: problems });
  document.body.appendChild(result);
})();
