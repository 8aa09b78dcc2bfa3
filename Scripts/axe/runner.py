"""Per case: capture with Scripts/web-capture, axe-core on the same page state, legible audit.

Captures and axe's results are kept and reused on a rerun (they do not change when Legible
does); the audit runs every time unless asked not to, so a rerun after a change to Legible
compares the new measurement with the same evidence.
"""

import json
import os
import signal
import subprocess
import sys

from browser import AxeSession, differing_pixels, region_differences, share
from pages import VIEWPORT, page_file

CAPTURE_WAIT_MS = 3000


class CaseFiles:
    """Where one case's evidence lives under the output folder."""

    def __init__(self, out, case):
        folder = os.path.join(out, "captures", case.set)
        self.base = os.path.join(folder, case.name)
        self.png = self.base + ".png"
        self.manifest = self.base + ".json"
        self.kept = self.base + ".page"
        self.axe = self.base + ".axe.json"
        self.session_png = self.base + ".axe-session.png"
        self.audit = self.base + ".legible.json"


def log(message):
    print(f"axe-compare: {message}", file=sys.stderr, flush=True)


def run_command(command):
    """Runs a command in its own process group, so that stopping the comparison also stops
    the browsers the command started; returns (exit status, stderr)."""
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                               start_new_session=True)
    try:
        _, stderr = process.communicate()
    except BaseException:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait()
        raise
    return process.returncode, stderr


def capture(case, files, tools, work, fresh):
    if not fresh and os.path.exists(files.manifest) and os.path.exists(os.path.join(files.kept, "wrapper.html")):
        return
    width, height = VIEWPORT
    command = [tools.web_capture, "--width", str(width), "--height", str(height), "--scale", str(case.scale),
               "--color-scheme", case.scheme, "--wait", str(CAPTURE_WAIT_MS), "--chromium", tools.chromium,
               "--keep", files.kept, page_file(case, work), files.base]
    status, stderr = run_command(command)
    if status != 0:
        raise RuntimeError(f"web-capture failed for {case.name}: {stderr.strip()}")


def run_axe(case, files, sessions, tools, fresh):
    if not fresh and os.path.exists(files.axe):
        return
    key = (case.scale, case.scheme)
    if key not in sessions:
        for old in list(sessions):
            sessions.pop(old).close()
        sessions[key] = AxeSession(tools, *VIEWPORT, case.scale, case.scheme)
    result, screenshot = sessions[key].run(files.kept)
    mask = differing_pixels(screenshot, files.png)
    if mask is None:
        raise RuntimeError(f"{case.name}: the axe session's screenshot has another size than web-capture's")
    result["screenshotDifference"] = share(mask)
    result["regionDifferences"] = region_differences(mask, result["regions"], case.scale)
    if result["screenshotDifference"] > 0:
        with open(files.session_png, "wb") as f:   # kept to see what differs
            f.write(screenshot)
    with open(files.axe, "w", encoding="utf-8") as f:
        json.dump(result, f, indent=1)


def audit(files, tools, reuse):
    if reuse and os.path.exists(files.audit):
        return
    command = [tools.legible, "audit", files.manifest, "--format", "json", "--variants", "none",
               "--output", files.audit]
    status, stderr = run_command(command)
    if status not in (0, 1):
        raise RuntimeError(f"legible audit failed on {files.manifest}: {stderr.strip()}")


def run_cases(cases, out, tools, fresh=False, reuse_audit=False, existing_only=False):
    """Runs every case (grouped so one browser serves each scale and scheme) and returns the
    cases that completed, with their files; a case that fails is reported and left out.
    existing_only: only the cases captured and run through axe before (no browser starts)."""
    work = os.path.join(out, "work")
    sessions, completed = {}, []
    ordered = sorted(cases, key=lambda c: (c.scale, c.scheme, c.set, c.source, c.page))
    try:
        for number, case in enumerate(ordered, 1):
            files = CaseFiles(out, case)
            if existing_only and not (os.path.exists(files.axe) and os.path.exists(files.manifest)):
                continue
            os.makedirs(os.path.dirname(files.base), exist_ok=True)
            log(f"[{number}/{len(ordered)}] {case.set}/{case.name}")
            try:
                capture(case, files, tools, work, fresh)
                run_axe(case, files, sessions, tools, fresh)
                audit(files, tools, reuse_audit)
                completed.append((case, files))
            except RuntimeError as error:
                log(f"skipped {case.name}: {error}")
    finally:
        for session in sessions.values():
            session.close()
    order = {c: i for i, c in enumerate(cases)}
    return sorted(completed, key=lambda pair: order[pair[0]])
