"""The pages the comparison renders: real documentation and example sites that Debian packages
ship, split once and for all into a tuning set and a held-out set.

The held-out set is for checking a change after it is made, never for choosing one: look at its
numbers, not at its pages or crops, while measurement is being tuned.
"""

import os
import re
from dataclasses import dataclass

DOC = "/usr/share/doc"
BOOTSTRAP_CSS = "/usr/share/javascript/bootstrap5/css/bootstrap.min.css"
BOOTSTRAP_JS = "/usr/share/javascript/bootstrap5/js/bootstrap.bundle.min.js"
BOOTSTRAP_EXAMPLES = f"{DOC}/libjs-bootstrap5/examples"


@dataclass(frozen=True)
class Source:
    """A site: the Debian package that ships it, its folder, and whether it follows
    prefers-color-scheme (only then is it rendered dark as well as light)."""
    name: str
    package: str
    root: str
    dark: bool


SOURCES = {s.name: s for s in [
    Source("python", "python3.11-doc", f"{DOC}/python3.11/html", False),
    Source("postgresql", "postgresql-doc-15", f"{DOC}/postgresql-doc-15/html", False),
    Source("sphinx", "sphinx-doc", f"{DOC}/sphinx-doc/html", False),
    Source("attrs", "python-attr-doc", f"{DOC}/python-attr-doc/html", False),
    Source("git", "git-doc", f"{DOC}/git-doc", False),
    Source("adwaita", "libadwaita-1-doc", f"{DOC}/libadwaita-1", True),
    Source("gtk", "libgtk-4-doc", f"{DOC}/libgtk-4-doc", True),
    Source("rust-book", "rust-doc", f"{DOC}/rust-doc/html/book", True),
    Source("rustdoc", "rust-doc", f"{DOC}/rust-doc/html", True),
    Source("bootstrap", "libjs-bootstrap5-doc libjs-bootstrap5", BOOTSTRAP_EXAMPLES, False),
]}

# (source, page under its root). Bootstrap pages name an example folder.
TUNING = [
    ("python", "library/functions.html"), ("python", "tutorial/introduction.html"),
    ("python", "library/os.path.html"), ("python", "whatsnew/3.11.html"),
    ("postgresql", "sql-select.html"), ("postgresql", "tutorial-join.html"),
    ("postgresql", "datatype-numeric.html"),
    ("sphinx", "usage/quickstart.html"), ("sphinx", "usage/restructuredtext/basics.html"),
    ("adwaita", "adaptive-layouts.html"), ("adwaita", "class.ActionRow.html"),
    ("adwaita", "index.html"), ("adwaita", "styles-and-appearance.html"),
    ("rust-book", "ch03-02-data-types.html"), ("rust-book", "ch08-01-vectors.html"),
    ("rust-book", "title-page.html"),
    ("rustdoc", "std/collections/index.html"), ("rustdoc", "std/index.html"),
    ("bootstrap", "album"), ("bootstrap", "blog"), ("bootstrap", "pricing"),
    ("bootstrap", "checkout"), ("bootstrap", "dashboard"), ("bootstrap", "headers"),
    ("bootstrap", "features"), ("bootstrap", "footers"),
]

HELD_OUT = [
    ("python", "library/re.html"), ("python", "tutorial/controlflow.html"),
    ("python", "reference/datamodel.html"),
    ("postgresql", "sql-createtable.html"), ("postgresql", "functions-string.html"),
    ("sphinx", "usage/configuration.html"),
    ("attrs", "examples.html"), ("attrs", "api.html"),
    ("git", "git-commit.html"), ("git", "gittutorial.html"),
    ("gtk", "gtk4/index.html"), ("gtk", "gtk4/class.Button.html"),
    ("gtk", "gtk4/getting_started.html"),
    ("rust-book", "ch04-01-what-is-ownership.html"), ("rust-book", "ch10-02-traits.html"),
    ("rustdoc", "std/string/index.html"), ("rustdoc", "std/option/index.html"),
    ("bootstrap", "carousel"), ("bootstrap", "cover"), ("bootstrap", "heroes"),
    ("bootstrap", "sign-in"), ("bootstrap", "jumbotron"), ("bootstrap", "list-groups"),
    ("bootstrap", "product"), ("bootstrap", "sidebars"), ("bootstrap", "dropdowns"),
]

SETS = {"tuning": TUNING, "held-out": HELD_OUT}
SCALES = (1, 2)
VIEWPORT = (1280, 900)


@dataclass(frozen=True)
class Case:
    """One capture: a page of a set, in one colour scheme, at one device scale factor."""
    set: str
    source: str
    page: str
    scheme: str
    scale: int

    @property
    def name(self):
        page = re.sub(r"[^A-Za-z0-9]+", "-", self.page.removesuffix(".html")).strip("-")
        return f"{self.source}-{page}-{self.scheme}-{self.scale}x"


def cases(set_names):
    """Every case of the named sets, in a fixed order."""
    out = []
    for set_name in set_names:
        for source_name, page in SETS[set_name]:
            source = SOURCES[source_name]
            for scheme in ("light", "dark") if source.dark else ("light",):
                for scale in SCALES:
                    out.append(Case(set_name, source_name, page, scheme, scale))
    return out


def missing_packages(set_names):
    """Debian packages (as `apt-get install` names) whose pages are absent."""
    missing = set()
    for set_name in set_names:
        for source_name, page in SETS[set_name]:
            source = SOURCES[source_name]
            path = os.path.join(source.root, page, "index.html" if source_name == "bootstrap" else "")
            if not os.path.exists(path.rstrip("/")):
                missing.update(source.package.split())
    if not os.path.exists(BOOTSTRAP_CSS):
        missing.add("libjs-bootstrap5")
    return sorted(missing)


def page_file(case, work):
    """The HTML file to capture; Bootstrap's examples are made whole first (see below)."""
    source = SOURCES[case.source]
    if case.source != "bootstrap":
        return os.path.join(source.root, case.page)
    return assemble_bootstrap_example(case.page, os.path.join(work, "pages", "bootstrap"))


# The style block of Bootstrap's examples layout (the docs site's, 5.2).
EXAMPLES_STYLE = (
    ".bd-placeholder-img { font-size: 1.125rem; text-anchor: middle; user-select: none; }"
    " @media (min-width: 768px) { .bd-placeholder-img-lg { font-size: 3.5rem; } }"
    " .b-example-divider { height: 3rem; background-color: rgba(0, 0, 0, .1);"
    " border: solid rgba(0, 0, 0, .15); border-width: 1px 0;"
    " box-shadow: inset 0 .5em 1.5em rgba(0, 0, 0, .1), inset 0 .125em .5em rgba(0, 0, 0, .15); }"
    " .b-example-vr { flex-shrink: 0; width: 1.5rem; height: 100vh; }"
    " .bi { vertical-align: -.125em; fill: currentColor; }"
    " .nav-scroller { position: relative; z-index: 2; height: 2.75rem; overflow-y: hidden; }"
)

SHORTCODE = re.compile(r"\{\{<\s*(/?)(\w+)([^>]*)>\}\}")
ATTRIBUTE = re.compile(r'(\w+)="([^"]*)"')


def placeholder_svg(attributes):
    """Bootstrap's `placeholder` shortcode as its docs site renders it: a filled SVG with a label."""
    a = dict(ATTRIBUTE.findall(attributes))
    width, height = a.get("width", "100%"), a.get("height", "180")
    title = a.get("title", "Placeholder")
    text = a.get("text", f"{width}x{height}")
    label = "" if text == "false" else f'<text x="50%" y="50%" fill="{a.get("color", "#dee2e6")}" dy=".3em">{text}</text>'
    title_tag = "" if title == "false" else f"<title>{title}</title>"
    return (f'<svg class="bd-placeholder-img {a.get("class", "")}" width="{width}" height="{height}" '
            f'xmlns="http://www.w3.org/2000/svg" role="img" aria-label="{title}: {text}" '
            f'preserveAspectRatio="xMidYMid slice" focusable="false">{title_tag}'
            f'<rect width="100%" height="100%" fill="{a.get("background", "#868e96")}"/>{label}</svg>')


def expand_shortcodes(body):
    def replace(match):
        closing, name, attributes = match.groups()
        return placeholder_svg(attributes) if name == "placeholder" and not closing else ""
    return SHORTCODE.sub(replace, body)


def front_matter(text):
    """The example's YAML front matter as the few keys the page needs, and the body after it."""
    _, head, body = text.split("---", 2)
    keys = {"title": "", "body_class": "", "extra_css": [], "extra_js": [], "include_js": True}
    current = None
    for line in head.splitlines():
        item = re.match(r'\s+-\s+(?:src:\s*)?"([^"]+)"', line)
        if item and current in ("extra_css", "extra_js"):
            keys[current].append(item.group(1))
            continue
        pair = re.match(r'(\w+):\s*"?([^"]*)"?\s*$', line)
        if pair:
            current, value = pair.groups()
            if current in ("title", "body_class"):
                keys[current] = value
            elif current == "include_js":
                keys[current] = value.strip() != "false"
    return keys, body


def assemble_bootstrap_example(name, out_root):
    """Bootstrap's example pages ship as the body of a Hugo template; this wraps one as the
    docs site's examples layout does (Bootstrap's CSS and JS, the example's own local CSS and
    JS, its body class, the placeholder images), with files from Debian's packages only."""
    folder = os.path.join(BOOTSTRAP_EXAMPLES, name)
    with open(os.path.join(folder, "index.html"), encoding="utf-8") as f:
        keys, body = front_matter(f.read())
    local = lambda ref: not re.match(r"https?:", ref)
    links = "".join(f'<link href="file://{folder}/{css}" rel="stylesheet">\n' for css in keys["extra_css"] if local(css))
    scripts = f'<script src="file://{BOOTSTRAP_JS}"></script>\n' if keys["include_js"] else ""
    scripts += "".join(f'<script src="file://{folder}/{js}"></script>\n' for js in keys["extra_js"] if local(js))
    direction = ' dir="rtl"' if name.endswith("-rtl") else ""
    page = (f'<!doctype html>\n<html lang="en"{direction}>\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f'<title>{keys["title"]}</title>\n<link href="file://{BOOTSTRAP_CSS}" rel="stylesheet">\n'
            f'<style>{EXAMPLES_STYLE}</style>\n'
            f'{links}</head>\n<body class="{keys["body_class"]}">\n{expand_shortcodes(body)}\n{scripts}</body>\n</html>\n')
    out = os.path.join(out_root, name)
    os.makedirs(out, exist_ok=True)
    path = os.path.join(out, "index.html")
    with open(path, "w", encoding="utf-8") as f:
        f.write(page)
    return path
