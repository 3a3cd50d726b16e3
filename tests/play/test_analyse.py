"""analyse(): per-game steps, facts, five reproducible example deals (or the stopping rule),
and the game pages that show them."""

from __future__ import annotations

import json

import pytest

from dealerschoice.analyse import analyse
from dealerschoice.play.program import game_program
from dealerschoice.play.simulate import simulate
from dealerschoice.render.site import render_site


@pytest.fixture(scope="module")
def analysis(resolved):
    return analyse(resolved)


@pytest.fixture(scope="module")
def site(resolved, analysis):
    return render_site(resolved, analysis)


def test_every_game_is_analysed(resolved, analysis):
    assert set(analysis.games) == {g.id for g in resolved.games}
    assert analysis.runnable >= 80 and analysis.runnable == sum(1 for g in analysis.games.values() if g.runnable)
    unknown = {id for id, data in analysis.games.items() if data.steps.unknown}
    assert unknown == set()  # football hands (#562) are read as points steps
    for data in analysis.games.values():
        assert data.runnable == bool(data.deals)
        assert data.runnable or data.stop or data.error


def test_runnable_games_have_five_deals_each_reproduced_by_its_command(resolved, analysis):
    import shlex
    for game in resolved.games[::7]:
        data = analysis.games[game.id]
        if not data.runnable:
            continue
        assert len(data.deals) >= 5
        assert len({(d.seed, d.players) for d in data.deals}) == len(data.deals)
        deal = data.deals[-1]
        words = shlex.split(deal.command)
        assert words[:3] == ["python", "build.py", "play"] and resolved.by_name(words[3]) is game
        seed, players = int(words[words.index("--seed") + 1]), int(words[words.index("--players") + 1])
        again = simulate(game_program(game), players, seed)
        assert [e.text for e in again.events] == [e.text for e in deal.events]
        assert [e.kind for e in again.events] == [e.kind.value for e in deal.events]


# every seed game runs (Pick a Partner, the last to stop, since issue 17's partners): a game
# written for the test stops at a rule no simulator can play
SHIFTY = ("Shifty (#9903)\n\nTags: stud\n\nRules:\n\n1. Deal five cards down to each player.\n"
          "2. If a player is ever dealt a face up jack, they may change the game to any seven card stud variant "
          "normally played by the group.\n3. Showdown, high hand wins.\n\nParent: Root Game (#0)\n")


@pytest.fixture(scope="module")
def stopped(tmp_path_factory):
    """(analysis, site) of a catalog of one game that cannot be simulated."""
    from dealerschoice.load.catalog import load_catalog
    from dealerschoice.resolve import resolve

    root = tmp_path_factory.mktemp("stopped")
    (root / "games").mkdir()
    (root / "games" / "shifty.txt").write_text(SHIFTY, encoding="utf-8")
    resolved = resolve(load_catalog(root))
    analysis = analyse(resolved)
    return analysis, render_site(resolved, analysis)


def test_a_stopped_game_says_which_rule_and_why(stopped):
    data = stopped[0].games[9903]
    assert not data.runnable and data.stop.rule == 2
    assert "cannot switch games" in data.stop.reason


def test_facts_come_from_the_rules(analysis, resolved):
    facts = analysis.games[resolved.by_name("Anaconda").id].facts
    assert facts is not None and facts.cards == 7


def test_game_pages_show_the_example_hand(site, resolved):
    page = site["games/anaconda/index.html"].decode()
    assert 'id="analysis"' in page and "data-example-hand" in page
    # the page carries the first deal; the other four are in deals.json beside it, as HTML
    assert page.count("data-deal ") + page.count("data-deal>") == 1 and 'data-deals="5"' in page
    assert 'data-more="deals.json"' in page
    later = json.loads(site["games/anaconda/deals.json"])
    assert later["first"] == 2 and len(later["deals"]) == 4
    assert [d.split("</p>", 1)[0] for d in later["deals"]][0].startswith('<p class="ex-cmd">Deal 2: ')
    assert all('href="#rule-' in d and 'class="ex-result"' in d for d in later["deals"])
    assert "python build.py play Anaconda --seed 1" in page
    assert 'href="#rule-2"' in page  # events link to the rule that caused them
    assert "static/example-hand.js" in page and "static/example-hand.css" in page
    assert "Worked example: What a pass can change" in page
    assert "static/example-hand.js" in site and "static/example-hand.css" in site


def test_a_stopped_game_page_says_why(stopped):
    site = stopped[1]
    page = site["games/shifty/index.html"].decode()
    assert "cannot be simulated" in page and 'href="#rule-2"' in page
    assert "data-example-hand" not in page
    assert [p for p in site if p.startswith("games/shifty/")] == ["games/shifty/index.html"]  # no deals file


ENDLESS = """Endless Flip (#9901)

Tags: flip

Rules:

1. Deal seven cards down to each player. No player may look at these cards.
2. Deal one card face up to the table.
3. The next player in betting order flips over cards one at a time until they have the best hand showing (counting the first table card as a hand).
4. If the player who just flipped cards didn't fold, normal betting round starting with that player.
5. 3-5-7 is the best hand.
6. Repeat the last two actions until everyone still in has all of their cards face up.
7. Showdown, high hand wins.

Parent: Root Game (#0)
"""


def test_a_hand_that_never_ends_stops_at_its_repeat_after_one_deal(monkeypatch):
    """Another seed would loop the same way: the endless hand is played once, not per seed."""
    from dealerschoice import analyse as module
    from dealerschoice.load.numbered import parse_catalog

    catalog, problems = parse_catalog(ENDLESS, "endless.txt")
    assert not [p for p in problems if p.severity == "error"]
    calls = []
    real = module.simulate
    monkeypatch.setattr(module, "simulate", lambda *a, **k: calls.append(a) or real(*a, **k))
    data = module.analyse_game(catalog.games[0])
    assert not data.runnable and data.stop.rule == 6
    assert "never ends" in data.stop.reason
    assert len(calls) == 1


def test_a_game_no_table_size_can_deal_gives_up_after_one_round_of_sizes(monkeypatch):
    """Thirty cards to each player: whatever the table, the deck runs out."""
    from dealerschoice import analyse as module
    from dealerschoice.load.numbered import parse_catalog

    text = ("Big Deal (#9902)\n\nTags: stud\n\nRules:\n\n1. Deal thirty cards down to each player.\n"
            "2. Showdown, high hand wins.\n\nParent: Root Game (#0)\n")
    catalog, _ = parse_catalog(text, "big.txt")
    calls = []
    real = module.simulate
    monkeypatch.setattr(module, "simulate", lambda *a, **k: calls.append(a) or real(*a, **k))
    data = module.analyse_game(catalog.games[0])
    assert not data.runnable and data.stop.rule == 1 and "deck runs out" in data.stop.reason
    assert len(calls) == len(module.PAGE_PLAYERS)
