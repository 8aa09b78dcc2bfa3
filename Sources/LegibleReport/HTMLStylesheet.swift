/// The HTML report's inline CSS: no external resources, so the page works offline and as a CI
/// artifact. Status colours always accompany a word and a symbol; body text is dark on white
/// (well above 7:1) so the report itself passes the checks it reports on.
enum HTMLStylesheet {
    static let css = """
    :root { color-scheme: light; --ink: #1a1a1a; --muted: #4a4a4a; --line: #d0d0d0; --panel: #f6f6f6;
            --fail: #b00020; --pass: #1b5e20; --unsure: #8a5a00; --unsure-bg: #ffd166; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
           color: var(--ink); background: #fff; }
    header, main { max-width: 1180px; margin: 0 auto; padding: 0 24px; }
    header { padding-top: 24px; border-bottom: 1px solid var(--line); padding-bottom: 16px; }
    h1 { font-size: 28px; margin: 0 0 8px; }
    h2 { font-size: 22px; margin: 40px 0 4px; word-break: break-all; }
    h3 { font-size: 18px; margin: 24px 0 8px; }
    h4 { font-size: 18px; margin: 0 0 4px; display: flex; flex-wrap: wrap; gap: 8px; align-items: baseline; }
    code, .mono { font-family: ui-monospace, "SFMono-Regular", "DejaVu Sans Mono", Menlo, monospace; font-size: 0.95em; }
    .verdict { font-size: 20px; font-weight: 700; margin: 8px 0; }
    .meta { color: var(--muted); margin: 0; }
    .badge { display: inline-block; padding: 1px 8px; border-radius: 4px; font-weight: 700; font-size: 15px;
             letter-spacing: 0.02em; white-space: nowrap; border: 2px solid transparent; }
    .badge.fail { background: var(--fail); color: #fff; }
    .badge.pass { background: var(--pass); color: #fff; }
    .badge.indeterminate { background: var(--unsure-bg); color: #1a1a1a; border-style: dashed; border-color: #1a1a1a; }
    .badge.known { background: #fff; color: var(--fail); border-color: var(--fail); }
    .badge.error { background: #1a1a1a; color: #fff; }
    nav ul { margin: 8px 0 0; padding-left: 20px; }
    nav a { color: #0b57d0; }
    .screen-head { display: flex; flex-wrap: wrap; gap: 24px; justify-content: space-between; align-items: flex-start; }
    .screen-head > div { flex: 1 1 420px; }
    .jump { list-style: none; padding: 0; margin: 12px 0; columns: 2 260px; }
    .jump li { margin: 0 0 6px; break-inside: avoid; }
    figure.overview { flex: 0 0 auto; }
    figure.overview img { display: block; border: 1px solid var(--line); }
    figure.overview figcaption { max-width: 300px; }
    .rule { color: var(--muted); font-weight: 400; font-size: 15px; }
    .finding { border: 1px solid var(--line); border-left: 6px solid var(--fail); border-radius: 6px;
               padding: 16px; margin: 16px 0; background: #fff; }
    .finding.indeterminate { border-left: 6px dashed var(--unsure); }
    .finding.known { border-left-style: double; }
    .finding p { margin: 4px 0; }
    .finding-body { display: flex; flex-wrap: wrap; gap: 24px; margin-top: 12px; align-items: flex-start; }
    figure { margin: 0; max-width: 100%; }
    figure.zoom { flex: 0 1 auto; min-width: 0; }
    figure.zoom img { display: block; max-width: 100%; height: auto; image-rendering: pixelated;
                      border: 1px solid var(--line); }
    figcaption { color: var(--muted); font-size: 14px; margin-top: 4px; max-width: 560px; }
    .figures { flex: 1 0 460px; max-width: 100%; overflow-x: auto; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid var(--line); vertical-align: middle; }
    th { font-weight: 600; }
    thead th, th[scope="row"] { white-space: nowrap; }
    td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
    .ok { color: var(--pass); font-weight: 700; white-space: nowrap; }
    .bad { color: var(--fail); font-weight: 700; white-space: nowrap; }
    .swatches { display: flex; flex-wrap: wrap; gap: 16px; margin: 12px 0; }
    .swatch { display: inline-block; width: 28px; height: 28px; border: 1px solid #555; border-radius: 4px;
              vertical-align: middle; margin-right: 6px; box-shadow: inset 0 0 0 1px #fff; }
    .specimen { padding: 8px 12px; border: 1px solid var(--line); border-radius: 4px; font-size: 22px; }
    .strip { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 16px; padding-top: 12px;
             border-top: 1px solid var(--line); }
    .strip figure { background: var(--panel); padding: 6px; border-radius: 4px; max-width: 310px; }
    .strip img { display: block; image-rendering: pixelated; max-width: 100%; height: auto; }
    .strip figcaption { font-size: 13px; color: var(--ink); }
    .fixes { margin-top: 16px; padding-top: 12px; border-top: 1px solid var(--line); }
    .fixes h5 { margin: 0 0 6px; font-size: 15px; }
    .fixes .strip { border-top: none; margin-top: 8px; padding-top: 0; }
    .fixes .swatch { width: 18px; height: 18px; vertical-align: -4px; }
    .scroll { overflow-x: auto; }
    .passing td, .passing th { font-size: 15px; }
    .note { background: var(--panel); padding: 8px 12px; border-radius: 4px; }
    .error-box { border: 2px solid #1a1a1a; border-radius: 6px; padding: 12px 16px; margin: 12px 0; }
    .thumbs { display: flex; flex-wrap: wrap; gap: 12px; margin: 8px 0; }
    .thumbs figure { background: var(--panel); padding: 6px; border-radius: 4px; }
    .thumbs img { display: block; image-rendering: pixelated; max-width: 100%; height: auto; }
    .occurrences { columns: 3 300px; margin: 4px 0; padding-left: 20px; font-size: 14px; }
    .occurrences a, .repeat a { color: #0b57d0; word-break: break-all; }
    .repeat { margin: 6px 0; }
    footer { max-width: 1180px; margin: 40px auto; padding: 16px 24px; color: var(--muted); font-size: 14px;
             border-top: 1px solid var(--line); }
    """
}
