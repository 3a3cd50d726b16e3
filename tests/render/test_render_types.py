"""What typing render/ made explicit (issue 20): a stub has no game page, a glossary with no
phrases finds none, and a worker's render needs the job render_pages sets."""

from __future__ import annotations

import pytest
from markupsafe import Markup

from dealerschoice.records import Game, Source, Stub
from dealerschoice.render import parallel
from dealerschoice.render.glossary import TermLinker
from dealerschoice.render.paths import Paths
from dealerschoice.render.prose import Entry

HERE = Source("g.txt", 1)


def test_game_page_is_the_game_path_of_a_catalog_game():
    paths = Paths([Game(5, "High/Low", (), (), (), None, HERE)], [Stub(0, "Root Game")])
    assert paths.game_page(5) == "games/high-low/index.html"
    assert paths.game_page(5) == paths.game(5)


def test_game_page_of_a_stub_names_the_stub_and_says_why():
    paths = Paths([Game(5, "High/Low", (), (), (), None, HERE)], [Stub(7, "Root Game")])
    with pytest.raises(ValueError) as raised:
        paths.game_page(7)
    assert str(raised.value) == "game #7 is a stub: it has no page of its own; only catalog games have one"


def test_a_glossary_without_phrases_finds_and_links_nothing():
    linker = TermLinker([])
    assert linker._found("Threes are wild.") == ()
    assert str(linker.link("Threes are wild <now>.", "g.html")) == "Threes are wild &lt;now&gt;."
    assert linker.used_anchors("Threes are wild.") == set()


def test_a_glossary_entry_without_match_phrases_finds_nothing():
    linker = TermLinker([Entry("Wild card", "wild-card", (), Markup(""))])
    assert linker._found("Wild cards.") == ()
    assert str(linker.link("Wild cards.", "g.html")) == "Wild cards."


def test_render_without_a_job_says_who_sets_it():
    assert parallel._JOB is None
    with pytest.raises(RuntimeError) as raised:
        parallel._render([])
    assert str(raised.value) == "parallel._render: no job set; only render_pages calls it, after setting _JOB"
