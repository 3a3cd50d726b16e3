"""The hostile catalog's site in Chromium: no payload runs on any page (search results and the
print deck included), the Content-Security-Policy is never violated, and no page asks another
host for anything — served over HTTP and opened from disk."""

from __future__ import annotations

import functools
import http.server
import threading
from urllib.parse import urlsplit

import pytest

from tests.scale.test_hostile import hostile_site  # noqa: F401 - the built site, shared

pytestmark = pytest.mark.browser

class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def base_url(hostile_site):  # noqa: F811
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(hostile_site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


class Watch:
    """One browser context that refuses other hosts and records what went wrong."""

    def __init__(self, browser, allowed: str):
        self.offsite: list[str] = []
        self.console: list[str] = []
        self.errors: list[str] = []
        self.context = browser.new_context()
        self.context.route("**/*", self.route)
        self.page = self.context.new_page()
        self.page.on("console", lambda m: self.console.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.allowed = allowed

    def route(self, route):
        parts = urlsplit(route.request.url)
        if parts.scheme in ("data", "blob", "about", "file") or parts.netloc == self.allowed:
            route.continue_()
        else:
            self.offsite.append(route.request.url)
            route.abort()

    def pwned(self):
        return self.page.evaluate("typeof window.__pwned !== 'undefined'")

    def violations(self):
        return [m for m in self.console if "Content Security Policy" in m or "Refused to" in m]


@pytest.fixture
def watch(browser, base_url):
    made = []

    def make():
        w = Watch(browser, urlsplit(base_url).netloc)
        made.append(w)
        return w

    yield make
    for w in made:
        w.context.close()


def test_no_page_runs_a_payload_or_reaches_another_host(watch, base_url, hostile_site):  # noqa: F811
    w = watch()
    pages = sorted(p.relative_to(hostile_site).as_posix() for p in hostile_site.rglob("*.html")
                   if "pagefind" not in p.parts)
    assert len(pages) > 15
    for path in pages:
        w.page.goto(base_url + path)
        w.page.wait_for_load_state("networkidle")
        w.page.evaluate("""() => document.querySelectorAll('*').forEach(e => {  // would fire a smuggled handler
            for (const type of ['mouseover', 'mouseenter', 'focus']) e.dispatchEvent(new Event(type));
        })""")
        assert not w.pwned(), path
    assert w.offsite == []
    assert w.violations() == []
    assert w.errors == []


def test_search_results_and_print_deck_show_the_payloads_as_text(watch, base_url):
    w = watch()
    w.page.goto(base_url + "search/index.html?q=pwned")
    w.page.wait_for_selector(".search-result", timeout=15000)
    w.page.wait_for_load_state("networkidle")
    results = w.page.locator("#search-app").inner_text()
    assert "<script>window.__pwned=1</script> Stud" in results
    assert not w.pwned()
    assert w.page.locator("#search-app script, #search-app img, #search-app svg, #search-app iframe").count() == 0

    w.page.goto(base_url + "print/index.html?games=1,2,3,4")
    w.page.wait_for_load_state("networkidle")
    deck = w.page.locator("#deck")
    assert deck.locator(".deck-card").count() == 4
    assert "</script><script>window.__pwned=1</script>" in deck.inner_text()
    assert not w.pwned()
    assert w.offsite == [] and w.violations() == [] and w.errors == []


def test_from_disk_the_deck_loads_its_cards_under_the_policy(watch, hostile_site):  # noqa: F811
    w = watch()
    w.page.goto((hostile_site / "print" / "index.html").as_uri() + "?games=2,4&layout=index")
    w.page.wait_for_load_state("networkidle")
    assert w.page.locator("#deck .deck-card").count() == 2
    w.page.goto((hostile_site / "games").as_uri() + "/" + next(
        p.parent.name for p in (hostile_site / "games").glob("*/index.html")) + "/index.html")
    assert not w.pwned()
    assert w.violations() == [] and w.errors == []
