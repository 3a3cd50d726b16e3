"""Game pages match their golden HTML; after an intended change run
`.venv/bin/python -m tests.golden.regenerate` and review the diff in git."""

import difflib

import pytest

from tests.golden.pages import GOLDEN, PAGES, render_pages


@pytest.fixture(scope="module")
def rendered():
    return render_pages()


def test_every_representative_page_has_a_golden_file(rendered):
    assert sorted(rendered) == sorted(p.name for p in GOLDEN.glob("*.html"))
    assert len(rendered) == len(PAGES)


@pytest.mark.parametrize("id", sorted(PAGES))
def test_page_matches_golden(rendered, id):
    name = next(n for n in rendered if n.startswith(f"{id}-"))
    expected = (GOLDEN / name).read_text(encoding="utf-8")
    if rendered[name] != expected:
        diff = "".join(difflib.unified_diff(expected.splitlines(True), rendered[name].splitlines(True),
                                            f"golden/{name}", "rendered", n=1))
        pytest.fail(f"{name} differs from its golden file ({PAGES[id]}).\n"
                    f"If the change is intended: .venv/bin/python -m tests.golden.regenerate\n{diff[:4000]}")
