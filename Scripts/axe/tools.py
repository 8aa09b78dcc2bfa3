"""Finding what the comparison runs: Chromium, chromedriver, axe-core's axe.min.js, legible."""

import importlib.util
import os
import shutil
from dataclasses import dataclass

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPO = os.path.dirname(SCRIPTS)
AXE_CACHE = os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"),
                         "legible", "axe-core", "axe.min.js")
FIX = "run Scripts/bootstrap --with-comparison-tools"


class MissingTool(Exception):
    pass


@dataclass(frozen=True)
class Tools:
    chromium: str
    chromedriver: str
    axe_js: str
    legible: str
    web_capture: str


def find_axe():
    """axe.min.js: $AXE_JS, else the copy in an installed axe-playwright-python, else the one
    Scripts/bootstrap --with-comparison-tools took out of that package's wheel."""
    candidates = [os.environ.get("AXE_JS", "")]
    spec = importlib.util.find_spec("axe_playwright_python")  # found, not imported (it needs Playwright)
    if spec and spec.submodule_search_locations:
        candidates += [os.path.join(p, "axe.min.js") for p in spec.submodule_search_locations]
    candidates.append(AXE_CACHE)
    for path in candidates:
        if path and os.path.isfile(path):
            return path
    raise MissingTool(f"axe.min.js not found (looked at $AXE_JS, the axe_playwright_python package and {AXE_CACHE}); {FIX}")


def find(legible=None):
    chromium = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        raise MissingTool(f"Chromium not found; {FIX} (Debian: chromium)")
    chromedriver = os.environ.get("CHROMEDRIVER") or shutil.which("chromedriver")
    if not chromedriver:
        raise MissingTool(f"chromedriver not found; {FIX} (Debian: chromium-driver)")
    if importlib.util.find_spec("selenium") is None:
        raise MissingTool(f"the Python package selenium is missing; {FIX}")
    if importlib.util.find_spec("PIL") is None:
        raise MissingTool(f"the Python package Pillow is missing; {FIX}")
    legible = legible or os.path.join(REPO, ".build", "release", "legible")
    if not os.access(legible, os.X_OK):
        raise MissingTool(f"{legible} not found; build it (swift build -c release) or pass --legible PATH")
    return Tools(chromium, chromedriver, find_axe(), legible, os.path.join(SCRIPTS, "web-capture"))
