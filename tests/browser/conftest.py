"""Real-browser fixtures: the site is built once per session, served on 127.0.0.1 from a
thread, and driven through the session's one Chromium (`browser`, in tests/conftest.py).
"""

from __future__ import annotations

import functools
import http.server
import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest

PROJECT = Path(__file__).resolve().parents[2]
CATALOG = PROJECT / "catalog"
ARTIFACTS = PROJECT / "tests" / "artifacts"


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory) -> Path:
    """The seed catalog's site, built once with the real pipeline (search index included)."""
    out = tmp_path_factory.mktemp("browser") / "site"
    from dealerschoice.pipeline import build_site

    with pytest.MonkeyPatch.context() as patch:  # a fresh diagram cache: really run `dot`
        patch.setenv("DEALERSCHOICE_CACHE", str(tmp_path_factory.mktemp("cache")))
        build_site(CATALOG, out, odds={"deals": 40})  # few deals: the pages, not the figures, are tested here
    assert (out / "pagefind" / "pagefind.js").is_file(), "the build did not run Pagefind"
    return out


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def _serve(folder: Path):
    handler = functools.partial(_Quiet, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


@pytest.fixture(scope="session")
def base_url(site_dir) -> str:
    server = _serve(site_dir)
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def sub_path_url(site_dir) -> str:
    """The same site one folder down (`/site/`), as on a static host's sub-path."""
    server = _serve(site_dir.parent)
    yield f"http://127.0.0.1:{server.server_address[1]}/{site_dir.name}/"
    server.shutdown()
    server.server_close()


class Offsite:
    """Records (and blocks) every request a page makes to a host other than the test server."""

    def __init__(self, base_url: str):
        self.allowed = urlsplit(base_url).netloc
        self.seen: list[str] = []

    def __call__(self, route):
        url = route.request.url
        parts = urlsplit(url)
        if parts.scheme in ("data", "blob", "about", "file") or parts.netloc == self.allowed:
            route.continue_()
        else:
            self.seen.append(url)
            route.abort()


@pytest.fixture
def context_for(browser, base_url):
    """Make browser contexts (viewport, colour scheme); each refuses other hosts, checked at the end."""
    made = []

    def make(**options):
        options.setdefault("viewport", {"width": 1280, "height": 900})
        context = browser.new_context(**options)
        offsite = Offsite(base_url)
        context.route("**/*", offsite)
        made.append((context, offsite))
        return context

    yield make
    for context, _offsite in made:
        context.close()
    seen = [url for _, offsite in made for url in offsite.seen]
    assert not seen, f"pages requested other hosts: {seen}"


@pytest.fixture
def page(context_for):
    page = context_for().new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    assert not errors, f"JavaScript errors: {errors}"


@pytest.fixture(scope="session")
def resolved():
    from dealerschoice.load.catalog import load_catalog
    from dealerschoice.resolve import resolve

    return resolve(load_catalog(CATALOG))


@pytest.fixture(scope="session")
def paths(resolved):
    from dealerschoice.render.paths import Paths

    return Paths(resolved.catalog.games, resolved.catalog.stubs)
