"""axe-core in the same headless Chromium, at the same viewport, device scale factor and colour
scheme as Scripts/web-capture, on the instrumented page web-capture kept (--keep)."""

import io
import os
import time

HERE = os.path.dirname(os.path.abspath(__file__))
MANIFEST_WAIT_SECONDS = 60
SETTLE_SECONDS = 0.5
# web-capture's kiosk window is the viewport exactly; under chromedriver a kiosk window comes out
# shorter, so this session's window is made taller than the viewport (a headless window's
# viewport is 143 px shorter than the window) and its screenshot cut to the viewport; the
# wrapper frames the page at exactly the viewport either way.
WINDOW_SLACK = 400


class AxeSession:
    """One Chromium driven by chromedriver; reused for every case of one scale and scheme."""

    def __init__(self, tools, width, height, scale, scheme):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        options = webdriver.ChromeOptions()
        options.binary_location = tools.chromium
        # The flags Scripts/web-capture gives Chromium (its browse function), less the virtual
        # time budget, which chromedriver cannot drive: this session waits in real time instead.
        for flag in ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
                     "--no-first-run", "--allow-file-access-from-files",
                     f"--force-device-scale-factor={scale}", f"--window-size={width},{height + WINDOW_SLACK}",
                     f"--screen-info={{{round(width * scale)}x{round((height + WINDOW_SLACK) * scale)}}}",
                     f"--blink-settings=preferredColorScheme={0 if scheme == 'dark' else 1}",
                     "--run-all-compositor-stages-before-draw"]:
            options.add_argument(flag)
        self.driver = webdriver.Chrome(options=options, service=Service(tools.chromedriver))
        self.driver.set_script_timeout(600)
        self.crop = (width * scale, height * scale)
        with open(tools.axe_js, encoding="utf-8") as f:
            self.axe_source = f.read()
        with open(os.path.join(HERE, "in_page.js"), encoding="utf-8") as f:
            self.in_page = f.read()

    def run(self, kept_folder):
        """axe's color-contrast results for the page web-capture kept in kept_folder, and a
        screenshot of the same state (PNG bytes) to check that it is the state captured."""
        driver = self.driver
        driver.switch_to.default_content()
        driver.get("file://" + os.path.join(os.path.abspath(kept_folder), "wrapper.html"))
        deadline = time.time() + MANIFEST_WAIT_SECONDS
        while not driver.execute_script("return !!document.getElementById('legible-manifest')"):
            if time.time() > deadline:
                raise RuntimeError(f"{kept_folder}: the page sent no boxes back within {MANIFEST_WAIT_SECONDS} s")
            time.sleep(0.1)
        time.sleep(SETTLE_SECONDS)
        screenshot = self.viewport_screenshot()
        driver.switch_to.frame(driver.find_element("id", "page"))
        driver.execute_script(self.axe_source)
        result = driver.execute_async_script(self.in_page)
        driver.switch_to.default_content()
        if result.get("error"):
            raise RuntimeError(f"{kept_folder}: axe failed: {result['error']}")
        return result, screenshot

    def viewport_screenshot(self):
        from PIL import Image
        image = Image.open(io.BytesIO(self.driver.get_screenshot_as_png()))
        if image.width < self.crop[0] or image.height < self.crop[1]:
            raise RuntimeError(f"the browser's screenshot is {image.width}x{image.height}, smaller than the viewport")
        out = io.BytesIO()
        image.crop((0, 0) + self.crop).save(out, format="PNG")
        return out.getvalue()

    def close(self):
        self.driver.quit()


def differing_pixels(png_a, path_b):
    """A mask (Pillow "L" image, 255 where they differ by more than a few levels) of two
    screenshots of the same page, or None when their sizes differ."""
    from PIL import Image, ImageChops
    a = Image.open(io.BytesIO(png_a)).convert("RGB")
    b = Image.open(path_b).convert("RGB")
    if a.size != b.size:
        return None
    return ImageChops.difference(a, b).convert("L").point(lambda v: 255 if v > 8 else 0)


def share(mask, box=None):
    part = mask.crop(box) if box else mask
    pixels = part.size[0] * part.size[1]
    return part.histogram()[255] / pixels if pixels else 0.0


def region_differences(mask, regions, scale):
    """For each region whose surroundings (the box and half its height around it, where the
    ring lies) differ between the screenshots, the share of its pixels that differ."""
    out = {}
    for r in regions:
        margin = r["height"] / 2
        box = tuple(round(v * scale) for v in (r["x"] - margin, r["y"] - margin,
                                                r["x"] + r["width"] + margin, r["y"] + r["height"] + margin))
        box = (max(0, box[0]), max(0, box[1]), min(mask.width, box[2]), min(mask.height, box[3]))
        if box[2] > box[0] and box[3] > box[1]:
            differing = share(mask, box)
            if differing > 0:
                out[r["id"]] = differing
    return out
