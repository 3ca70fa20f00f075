/// The stylesheet and the script of the HTML report, inlined into the page (no file or network
/// access) and named by digest in its Content-Security-Policy. The script only filters: it reads
/// `data-` attributes written by the reporter and toggles `hidden`; it never writes markup.
enum HTMLAssets {
    static let style = """
    :root { --passed: #1a7f37; --failed: #cf222e; --undefined: #9a6700; --pending: #9a6700; --ambiguous: #8250df;
      --skipped: #57606a; --line: #d0d7de; --soft: #f6f8fa; --text: #1f2328; --muted: #57606a; }
    * { box-sizing: border-box; }
    [hidden] { display: none !important; }
    body { margin: 0; font: 14px/1.45 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--text); background: #fff; }
    header, main, footer { max-width: 1200px; margin: 0 auto; padding: 0 24px; }
    header { padding-top: 20px; }
    h1 { font-size: 24px; margin: 0 0 6px; }
    h2 { font-size: 19px; margin: 28px 0 10px; padding-bottom: 6px; border-bottom: 1px solid var(--line); }
    h3 { font-size: 16px; margin: 18px 0 8px; }
    h4 { font-size: 13px; margin: 14px 0 6px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
    small, .muted { color: var(--muted); font-weight: normal; } small { font-size: 12px; }
    code, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12.5px; }
    nav { margin: 10px 0 0; } nav a { margin-right: 14px; }
    a { color: #0969da; text-decoration: none; } a:hover { text-decoration: underline; }
    .verdict { display: inline-block; font-weight: 600; padding: 3px 10px; border-radius: 12px; margin: 4px 0; }
    .verdict.ok { background: #dafbe1; color: var(--passed); } .verdict.fail { background: #ffebe9; color: var(--failed); }
    table { border-collapse: collapse; margin: 6px 0 10px; }
    th, td { border: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; }
    th { background: var(--soft); font-weight: 600; }
    td.num { text-align: right; font-variant-numeric: tabular-nums; }
    table.summary td:nth-child(-n+2) { white-space: nowrap; }
    .status { font-weight: 600; white-space: nowrap; }
    .passed { color: var(--passed); } .failed { color: var(--failed); } .undefined { color: var(--undefined); }
    .pending { color: var(--pending); } .ambiguous { color: var(--ambiguous); } .skipped { color: var(--skipped); }
    td.cell { text-align: center; min-width: 90px; }
    td.cell.expected { background: #eef1f4; } .status.expected, td.num.expected { color: var(--muted); }
    td.cell.passed { background: #dafbe1; } td.cell.failed { background: #ffebe9; } td.cell.ambiguous { background: #fbefff; }
    td.cell.undefined, td.cell.pending { background: #fff8c5; } td.cell.skipped { background: var(--soft); }
    td.cell.failed.expected { background: #eef1f4; }
    .filters { display: flex; flex-wrap: wrap; gap: 14px; align-items: center; padding: 10px 12px; background: var(--soft); border: 1px solid var(--line); border-radius: 6px; }
    .filters label { font-weight: 600; } .filters select { margin-left: 4px; }
    table.matrix { min-width: 640px; } table.matrix td:first-child { min-width: 320px; }
    table.matrix td, table.matrix th { padding: 2px 8px; }
    tr.bucket th { background: #fff; border-left: 0; border-right: 0; padding-top: 6px; font-size: 12px; text-transform: uppercase; letter-spacing: .04em; }
    .bucket-all { color: var(--passed); } .bucket-only { color: var(--undefined); } .bucket-none { color: var(--failed); }
    article.scenario { border: 1px solid var(--line); border-radius: 6px; padding: 4px 14px 10px; margin: 14px 0; }
    article.scenario > h3 { margin-top: 10px; }
    details.scenario { border: 1px solid var(--line); border-radius: 6px; padding: 2px 14px; margin: 3px 0; }
    details.scenario > summary { font-size: 13px; }
    details.scenario[open] { padding-bottom: 10px; } details > summary { cursor: pointer; }
    details.timelines { margin: 6px 0; } details.timelines > summary { font-weight: 600; }
    .side-by-side { display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: flex-start; }
    .side-by-side > div { flex: 1 1 480px; min-width: 0; } .side-by-side > figure { flex: 0 1 auto; margin: 4px 0; }
    ul.differences { padding-left: 20px; margin: 6px 0 10px; } ul.differences li { margin: 5px 0; }
    ul.differences li.unexpected-failed::marker { color: var(--failed); } ul.differences li.unexpected-ambiguous::marker { color: var(--ambiguous); }
    ul.differences li.unexpected-undefined::marker, ul.differences li.unexpected-pending::marker { color: var(--undefined); } ul.differences li.expected::marker, ul.differences li.same::marker { color: var(--muted); }
    ul.differences q { font-weight: 600; } .note { color: var(--muted); }
    table.requirements { width: 100%; table-layout: fixed; } table.requirements th:first-child { width: 34%; } table.requirements td.req { font-size: 13px; }
    td.req.met { background: #dafbe1; } td.req.part { background: #fff8c5; } td.req.missed { background: #eef1f4; }
    tr.feature th { background: #fff; font-weight: 600; }
    ul.changes { padding-left: 20px; } ul.changes li { margin: 4px 0; }
    .change { font-weight: 600; white-space: nowrap; border-radius: 8px; padding: 0 6px; }
    .change.regression { background: #ffebe9; color: var(--failed); } .change.fix { background: #dafbe1; color: var(--passed); }
    .change.other-change { background: #fff8c5; color: var(--undefined); } td.cell.changed { outline: 2px solid #bf8700; outline-offset: -2px; }
    .departed { color: #0550ae; } td.cell.departed { background: #ddf4ff; } td.cell.departed.expected { background: #eef1f4; }
    .wide { overflow-x: auto; } table.references td.cell { min-width: 0; padding: 2px 5px; }
    table.references td.cell.neither { background: var(--soft); color: var(--muted); }
    details.glossary { margin: 8px 0; } details.glossary > summary { padding: 4px 0; }
    .tag { display: inline-block; font-size: 12px; background: #ddf4ff; color: #0550ae; border-radius: 10px; padding: 0 7px; margin-right: 4px; }
    table.steps td.step { min-width: 300px; }
    .keyword { font-weight: 600; }
    .argument { margin: 4px 0 0 16px; white-space: pre-wrap; color: var(--muted); }
    .reasons { margin: 6px 0; }
    .reason { margin: 4px 0; padding: 6px 10px; border-left: 3px solid var(--line); background: var(--soft); white-space: pre-wrap; }
    .reason.failed { border-color: var(--failed); } .reason.ambiguous { border-color: var(--ambiguous); }
    .reason.expected { border-color: #8c959f; color: var(--text); }
    .reason details { margin-top: 2px; } .reason details > summary { color: var(--muted); }
    .reason.undefined, .reason.pending { border-color: var(--undefined); }
    figure { margin: 10px 0; } figcaption { font-weight: 600; margin-bottom: 2px; }
    svg { max-width: 100%; height: auto; display: block; }
    svg text { font: 11px -apple-system, "Segoe UI", Roboto, Arial, sans-serif; fill: #1f2328; }
    svg .axis { stroke: #8c959f; stroke-width: 1; } svg .grid { stroke: #eaeef2; stroke-width: 1; }
    svg .lane-name, svg .tick { fill: #57606a; } svg .end { stroke: #57606a; stroke-dasharray: 3 3; }
    svg .seg { fill: #b6e3ff; stroke: #fff; stroke-width: 1; }
    svg .seg-content { fill: #54aeff; } svg .seg-blank { fill: #eaeef2; } svg .seg-progress { fill: #c297ff; }
    svg .seg-spinner { fill: #d8b9ff; } svg .seg-offline { fill: #8c959f; } svg .seg-warning { fill: #fac968; }
    svg .seg-error { fill: #ff8182; } svg .seg-prompt { fill: #4ac26b; } svg .seg-snackbar { fill: #6fdd8b; }
    svg .seg-nodata { fill: #d0d7de; } svg .seg-stale { fill: #a5d6ff; }
    svg .req { fill: #0969da; } svg .req-failed, svg .req-error { fill: #cf222e; } svg .req-timeout { fill: #bf8700; }
    svg .req-cancelled { fill: #8c959f; } svg .req-open { fill: none; stroke: #0969da; stroke-dasharray: 4 2; }
    svg .light { fill: #fff; }
    svg .phone-body { fill: #1f2328; } svg .phone-screen { fill: #fff; } svg .phone-snackbar { fill: #32383f; }
    svg .phone-spinner { fill: none; stroke: #8250df; stroke-width: 2.5; stroke-dasharray: 30 14; }
    svg text.phone-text, svg text.phone-label { font-size: 11px; }
    .storyboard { overflow-x: auto; } .storyboard svg { max-width: none; }
    svg .bar { fill: #54aeff; } svg .bar-label { fill: #1f2328; } svg .panel-title { font-weight: 600; }
    .chart-row { display: flex; flex-wrap: wrap; gap: 8px; } ul.definitions { margin: 4px 0 10px; padding-left: 20px; color: var(--muted); }
    .pattern .param { color: #8250df; font-weight: 600; }
    footer { padding: 30px 24px 40px; color: var(--muted); }
    """

    static let script = """
    (function () {
      'use strict';
      var status = document.getElementById('filter-status');
      var algorithm = document.getElementById('filter-algorithm');
      var tag = document.getElementById('filter-tag');
      var count = document.getElementById('filter-count');
      function matches(element) {
        var wantStatus = status.value, wantAlgorithm = algorithm.value, wantTag = tag.value;
        var tags = (element.getAttribute('data-tags') || '').split(' ');
        if (wantTag && tags.indexOf(wantTag) < 0) { return false; }
        var runs = (element.getAttribute('data-runs') || '').split(' ');
        return runs.some(function (run) {
          var at = run.lastIndexOf('=');
          var name = run.slice(0, at), state = run.slice(at + 1);
          return (!wantAlgorithm || name === wantAlgorithm) && (!wantStatus || state === wantStatus);
        });
      }
      function apply() {
        var shown = 0, total = 0;
        Array.prototype.forEach.call(document.querySelectorAll('[data-runs]'), function (element) {
          var visible = matches(element);
          element.hidden = !visible;
          if (element.tagName === 'TR') { total += 1; if (visible) { shown += 1; } }
        });
        Array.prototype.forEach.call(document.querySelectorAll('[data-algorithm]'), function (cell) {
          cell.hidden = algorithm.value !== '' && cell.getAttribute('data-algorithm').split(' ').indexOf(algorithm.value) < 0;
        });
        Array.prototype.forEach.call(document.querySelectorAll('[data-group]'), function (group) {
          group.hidden = group.querySelector('[data-runs]:not([hidden])') === null;
        });
        count.textContent = shown + ' of ' + total + ' scenarios shown';
      }
      [status, algorithm, tag].forEach(function (select) { select.addEventListener('change', apply); });
      apply();
      // A link to a scenario opens it: the folded block it names, and every block around it.
      function unfold() {
        var target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
        for (var node = target; node; node = node.parentElement) {
          if (node.tagName === 'DETAILS') { node.open = true; }
        }
        if (target) { target.scrollIntoView(); }
      }
      window.addEventListener('hashchange', unfold);
      unfold();
      document.documentElement.setAttribute('data-ready', 'yes');
    })();
    """
}
