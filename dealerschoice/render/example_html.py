"""The example hands as HTML, built in Python: a game page shows hundreds of events and table
states, and as template macros they were most of a 20,000-game site's render time.

`example_deal` is one deal: the command that replays it, each event with its rule and the
table where cards moved (`table_state`: players' up and down cards, red suits in bold, split
hands, folds, declarations, unseen cards, the table and the pot), and the result.
"""

from __future__ import annotations

from functools import lru_cache

from markupsafe import Markup, escape

from dealerschoice.render.suits import suits


def _plain(value) -> str:
    """`escape(value)` as text; a number is written as it is (escaping numbers cost ~0.1 ms a page)."""
    return str(value) if type(value) is int else str(escape(value))


def hand_cards(cards) -> str:
    """Cards separated by spaces, hearts and diamonds in bold, as HTML text.

    >>> hand_cards(["Q♥", "9♠", "<x>"])
    '<b>Q♥</b> 9♠ &lt;x&gt;'
    """
    return " ".join([_card_html(c) for c in cards])


@lru_cache(maxsize=512)
def _card_html(card: str) -> str:
    text = str(escape(card))
    return f"<b>{text}</b>" if "♥" in card or "♦" in card else text


def table_state(state: dict) -> Markup:
    """A table view (`View.as_json()`): one line a player, then the table and the pot.

    >>> print(table_state({"players": [{"seat": 1, "folded": False, "declared": None, "hands": [],
    ...     "up": ["A♦"], "down": [], "unseen": 2}], "table": [], "table_down": [], "pot": 3, "wild": ""}))
    <div class="ex-state"><p><span class="ex-seat">P1</span>
    <span class="ex-label">up</span> <b>A♦</b> <span class="ex-label">down</span> — <span class="ex-tag">2 unseen</span></p>
    <p class="ex-pot"><span class="ex-label">pot</span> 3</p></div>
    """
    out = ['<div class="ex-state">']
    for p in state["players"]:
        out.append('<p class="ex-folded">' if p["folded"] else "<p>")
        out.append(f'<span class="ex-seat">P{_plain(p["seat"])}</span>')
        if p["folded"]:
            out.append(' <span class="ex-tag">folded</span>')
        if p["declared"]:
            out.append(f' <span class="ex-tag">{escape(p["declared"])}</span>')
        out.append("\n")
        if p["hands"]:
            out.append('<span class="ex-label">hands</span> ')
            out.append(' <span class="ex-sep">|</span> '.join(hand_cards(h) or "—" for h in p["hands"]))
        else:
            out.append(f'<span class="ex-label">up</span> {hand_cards(p["up"]) or "—"} '
                       f'<span class="ex-label">down</span> {hand_cards(p["down"]) or "—"}')
            if p["unseen"]:
                out.append(f' <span class="ex-tag">{_plain(p["unseen"])} unseen</span>')
        out.append("</p>\n")
    out.append('<p class="ex-pot">')
    if state["table"] or state["table_down"]:
        out.append(f'<span class="ex-label">table</span> {hand_cards(state["table"])}')
        out.extend(f" [{escape(c)}]" for c in state["table_down"])
        out.append(" · ")
    out.append(f'<span class="ex-label">pot</span> {_plain(state["pot"])}')
    if state["wild"]:
        out.append(f' · <span class="ex-label">wild</span> {escape(state["wild"])}')
    out.append("</p></div>")
    return Markup("".join(out))


def example_deal(deal: dict, index: int) -> Markup:
    """Deal number `index` of a game's examples (`analyse.deal_data`), as the page shows it.

    >>> print(example_deal({"seed": 3, "players": 2, "command": "python build.py play X --seed 3",
    ...     "events": [{"rule": None, "kind": "ante", "text": "Everyone antes 1.", "state": None},
    ...                {"rule": 2, "kind": "showdown", "text": "P1 wins with A♥.", "state": None}],
    ...     "amounts": [(1, 1), (2, -1)], "carried": 0}, 1))
    <p class="ex-cmd">Deal 1: seed 3, 2 players (P2 deals). Reproduce it with <code>python build.py play X --seed 3</code></p>
    <ol class="ex-steps">
    <li class="ex-ante"><p><span class="ex-rule">Table</span> Everyone antes 1.</p></li>
    <li class="ex-showdown"><p><a class="ex-rule" href="#rule-2">Rule 2</a> P1 wins with A<span class="suit-red">♥</span>.</p></li>
    </ol>
    <p class="ex-result"><strong>Result:</strong> P1 +1, P2 -1.</p>
    """
    players = escape(deal["players"])
    out = [f'<p class="ex-cmd">Deal {escape(index)}: seed {escape(deal["seed"])}, {players} players (P{players} '
           f'deals). Reproduce it with <code>{escape(deal["command"])}</code></p>\n<ol class="ex-steps">\n']
    for event in deal["events"]:
        out.append(f'<li class="ex-{_plain(event["kind"])}"><p>')
        rule = event["rule"]
        out.append('<span class="ex-rule">Table</span>' if rule is None else
                   f'<a class="ex-rule" href="#rule-{_plain(rule)}">Rule {_plain(rule)}</a>')
        out.append(f' {suits(event["text"])}</p>')
        if event["state"]:
            out.append(f'\n{table_state(event["state"])}')
        out.append("</li>\n")
    out.append('</ol>\n<p class="ex-result"><strong>Result:</strong> ')
    out.append(", ".join(f"P{_plain(seat)} {escape('%+d' % amount)}" for seat, amount in deal["amounts"]))
    if deal["carried"]:
        out.append(f"; {escape(deal['carried'])} chips wait in the pot for the next deal")
    out.append(".</p>")
    return Markup("".join(out))
