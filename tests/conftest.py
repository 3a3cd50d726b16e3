"""Fixtures shared by every folder: one Chromium, driven through Playwright's sync API.

One Playwright instance serves the whole session (a second sync instance inside the first's
event loop is refused), so every real-browser test takes `browser` from here. Without a browser
the tests skip with the reason, except in CI (`CI` set), where they fail.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from hypothesis import settings

# CI runs the same examples every time: a red build then means a change broke something, not
# that this run happened to draw a new case (new cases are found by local runs).
settings.register_profile("ci", derandomize=True, deadline=None)
if os.environ.get("CI"):
    settings.load_profile("ci")

CHROMIUM = os.environ.get("DEALERSCHOICE_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def unavailable(reason: str):
    """Skip (fail in CI, where a missing browser is a broken setup, not a choice)."""
    if os.environ.get("CI"):
        pytest.fail(f"browser tests cannot run in CI: {reason}")
    pytest.skip(reason)


@pytest.fixture(scope="session")
def browser():
    if not shutil.which(CHROMIUM) and not Path(CHROMIUM).is_file():
        unavailable(f"no Chromium at {CHROMIUM} (install it: sudo apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        unavailable("Playwright is not installed (pip install playwright)")
    with sync_playwright() as playwright:
        try:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        except Exception as error:  # noqa: BLE001 - any launch failure means "no browser"
            unavailable(f"Chromium at {CHROMIUM} did not start: {error}")
        yield browser
        browser.close()
