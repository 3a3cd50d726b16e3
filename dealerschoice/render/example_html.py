"""The example hands' table states as HTML, built in Python: a game page shows hundreds of
them, and as template macros they were most of a 20,000-game site's render time.

The markup is the template's own (partials/game-analysis.html): players' up and down cards
(red suits in bold), split hands, folds, declarations, unseen cards, the table and the pot.
"""

from __future__ import annotations

from functools import lru_cache

from markupsafe import Markup, escape


def hand_cards(cards) -> Markup:
    """Cards separated by spaces, hearts and diamonds in bold.

    >>> str(hand_cards(["Q♥", "9♠", "<x>"]))
    '<b>Q♥</b> 9♠ &lt;x&gt;'
    """
    return Markup(" ".join([_card_html(c) for c in cards]))


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
        out.append(f'<span class="ex-seat">P{escape(p["seat"])}</span>')
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
                out.append(f' <span class="ex-tag">{escape(p["unseen"])} unseen</span>')
        out.append("</p>\n")
    out.append('<p class="ex-pot">')
    if state["table"] or state["table_down"]:
        out.append(f'<span class="ex-label">table</span> {hand_cards(state["table"])}')
        out.extend(f" [{escape(c)}]" for c in state["table_down"])
        out.append(" · ")
    out.append(f'<span class="ex-label">pot</span> {escape(state["pot"])}')
    if state["wild"]:
        out.append(f' · <span class="ex-label">wild</span> {escape(state["wild"])}')
    out.append("</p></div>")
    return Markup("".join(out))
