"""The example hands as HTML, built in Python: a game page shows hundreds of events and table
states, and as template macros they were most of a 20,000-game site's render time.

`example_deal` is one deal (`records.deals.ExampleDeal`): its players, each event with its rule and the
table where cards moved (`table_state`: players' up and down cards as card faces (backs where
no player may look), split
hands, folds, declarations, unseen cards, the table and the pot), and the result.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from markupsafe import Markup, escape

from dealerschoice.records.deals import BoardLayout, EventKind, ExampleDeal, TableState
from dealerschoice.render.suits import suits


def _plain(value: Any) -> str:
    """`escape(value)` as text; a number is written as it is (escaping numbers cost ~0.1 ms a page)."""
    return str(value) if type(value) is int else str(escape(value))


def hand_cards(cards: Sequence[str]) -> str:
    """Cards as plain text in one `.cs` span: example-hand.js draws each as a card face (a
    span apiece in the HTML made game pages three times heavier); "" for no cards.

    >>> hand_cards(["Q♥", "9♠", "<x>"]), hand_cards([])
    ('<span class="cs">Q♥ 9♠ &lt;x&gt;</span>', '')
    """
    if not cards:
        return ""
    return f'<span class="cs">{" ".join([_card_text(c) for c in cards])}</span>'


def card_backs(count: int) -> str:
    """`count` cards face down, drawn as backs by example-hand.js: what a player who may not
    look at them sees.

    >>> card_backs(2)
    '<span class="cs back">2 face down</span>'
    """
    return f'<span class="cs back">{count} face down</span>'


@lru_cache(maxsize=512)
def _card_text(card: str) -> str:
    return str(escape(card))


def _board_card(card: str) -> str:
    """A common card in its half-card place: text only (a face would not fit), red in bold."""
    text = str(escape(card))
    return f"<b>{text}</b>" if "♥" in card or "♦" in card else text


def table_state(state: TableState) -> Markup:
    """A table after an event: one line a player, then the table and the pot.

    >>> print(table_state(TableState.from_json({"players": [{"seat": 1, "folded": False, "declared": None,
    ...     "hands": [], "up": ["A♦"], "down": [], "unseen": 2, "net": 0}], "table": [], "table_down": [], "pot": 3,
    ...     "wild": ""})))
    <div class="ex-state"><p><span class="ex-seat">P1</span>
    <span class="ex-label">up</span> <span class="cs">A♦</span> <span class="ex-label">down</span> — <span class="ex-tag">2 unseen</span></p>
    <p class="ex-pot"><span class="ex-label">pot</span> 3</p></div>
    """
    out = ['<div class="ex-state">']
    for p in state.players:
        out.append('<p class="ex-folded">' if p.folded else "<p>")
        out.append(f'<span class="ex-seat">P{_plain(p.seat)}</span>')
        if p.folded:
            out.append(' <span class="ex-tag">folded</span>')
        if p.declared is not None:
            out.append(f' <span class="ex-tag">{p.declared.value}</span>')  # a word of ours: nothing to escape
        out.append("\n")
        if p.hands:
            out.append('<span class="ex-label">hands</span> ')
            out.append(' <span class="ex-sep">|</span> '.join(hand_cards(h) or "—" for h in p.hands))
        else:
            # no peeking: when no down card may be looked at, the reader sees backs too
            blind = bool(p.down) and p.unseen >= len(p.down)
            down = card_backs(len(p.down)) if blind else hand_cards(p.down)
            out.append(f'<span class="ex-label">up</span> {hand_cards(p.up) or "—"} '
                       f'<span class="ex-label">down</span> {down or "—"}')
            if p.unseen and not blind:
                out.append(f' <span class="ex-tag">{_plain(p.unseen)} unseen</span>')
        out.append("</p>\n")
    out.append('<p class="ex-pot">')
    if state.table or state.table_down:
        out.append(f'<span class="ex-label">table</span> {hand_cards(state.table)}')
        out.extend(f" [{escape(c)}]" for c in state.table_down)
        out.append(" · ")
    out.append(f'<span class="ex-label">pot</span> {_plain(state.pot)}')
    if state.wild:
        out.append(f' · <span class="ex-label">wild</span> {escape(state.wild)}')
    out.append("</p></div>")
    return Markup("".join(out))


def board_state(board: BoardLayout, upto: int, final: bool = False) -> Markup:
    """A board game's common cards where they lie, as they stand after event `upto`: face down
    until shown; `final`: the winners' cards marked (outlined, and starred for print and screen
    readers). A CSS grid of half card places, so a circle's cards keep their places; about 13rem
    wide for a 5x5 square, for a 390 px screen.

    >>> print(board_state(BoardLayout.from_json({"shape": "cross", "places": [
    ...     {"place": "r1c2", "across": 1, "down": 0, "card": "K♥", "shown_at": 2},
    ...     {"place": "r2c2", "across": 1, "down": 1, "card": "9♠", "shown_at": None}], "lines": [],
    ...     "used": [[1, ["r1c2"]]], "winners": [1], "laid_at": 0}), 3, final=True))
    <div class="ex-board" role="img" aria-label="Common cards (cross): K♥ (winning), face down" style="display:grid;grid-template-columns:repeat(4,1.3rem);grid-auto-rows:1.2rem;gap:.15rem;margin:.3rem 0">
    <span style="grid-column:3/span 2;grid-row:1/span 2;border:2px solid currentColor;border-radius:3px;text-align:center;font-weight:bold"><b>K♥</b>★</span>
    <span style="grid-column:3/span 2;grid-row:3/span 2;border:1px solid #888;border-radius:3px;text-align:center;background:repeating-linear-gradient(45deg,#ddd 0 3px,#fff 3px 6px)" title="face down">&nbsp;</span>
    </div>
    """
    marked = {p for seat, places in board.used if seat in board.winners for p in places} if final else set()
    cols = max((round(p.across * 2) for p in board.places), default=0) + 2
    out, words = [], []
    for p in board.places:
        shown = p.shown_at is not None and p.shown_at <= upto
        area = f"grid-column:{round(p.across * 2) + 1}/span 2;grid-row:{round(p.down * 2) + 1}/span 2"
        if not shown:
            words.append("face down")
            out.append(f'<span style="{area};border:1px solid #888;border-radius:3px;text-align:center;'
                       'background:repeating-linear-gradient(45deg,#ddd 0 3px,#fff 3px 6px)" title="face down">'
                       '&nbsp;</span>')
            continue
        win = p.place in marked
        words.append(p.card + (" (winning)" if win else ""))
        frame = "2px solid currentColor" if win else "1px solid #888"
        out.append(f'<span style="{area};border:{frame};border-radius:3px;text-align:center'
                   f'{";font-weight:bold" if win else ""}">{_board_card(p.card)}{"★" if win else ""}</span>')
    label = escape(f"Common cards ({board.shape.value}): " + ", ".join(words))
    return Markup(f'<div class="ex-board" role="img" aria-label="{label}" style="display:grid;grid-template-columns:'
                  f'repeat({cols},1.3rem);grid-auto-rows:1.2rem;gap:.15rem;margin:.3rem 0">\n'
                  + "\n".join(out) + "\n</div>")


def _board_moments(board: BoardLayout | None) -> set[int]:
    """The events after which the board is drawn: its deal, and each turn of its cards."""
    if board is None:
        return set()
    found = {p.shown_at for p in board.places if p.shown_at is not None}
    if board.laid_at is not None:
        found.add(board.laid_at)
    return found


def example_deal(deal: ExampleDeal, index: int) -> Markup:
    """Deal number `index` of a game's examples (`analyse.deal_data`), as the page shows it.

    >>> from dealerschoice.records.deals import DealEvent
    >>> print(example_deal(ExampleDeal(3, 2, "python build.py play X --seed 3",
    ...     (DealEvent(None, EventKind.ANTE, "Everyone antes 1."), DealEvent(2, EventKind.SHOWDOWN, "P1 wins with A♥.")),
    ...     ((1, 1), (2, -1)), carried=0, pot_total=2), 1))
    <p class="ex-cmd">Deal 1: 2 players (P2 deals).</p>
    <ol class="ex-steps">
    <li class="ex-ante"><p><span class="ex-rule">Table</span> Everyone antes 1.</p></li>
    <li class="ex-showdown"><p><a class="ex-rule" href="#rule-2">Rule 2</a> P1 wins with A<span class="suit-red">♥</span>.</p></li>
    </ol>
    <p class="ex-result"><strong>Result:</strong> P1 +1, P2 -1.</p>
    """
    players = escape(deal.players)
    # the seed and the command that replays it are for catalog keepers: game-analysis.html
    out = [f'<p class="ex-cmd">Deal {escape(index)}: {players} players (P{players} deals).</p>\n']
    if any(event.kind is EventKind.HAND for event in deal.events):  # a series of hands (legs...): issue 17
        out.append('<h4 class="ex-hand">Hand 1</h4>\n')
    out.append('<ol class="ex-steps">\n')
    board = deal.board  # board games: the common cards drawn in their shape
    moments = _board_moments(board)
    for at, event in enumerate(deal.events):
        if event.kind is EventKind.HAND:  # the next hand of a series: a heading between the hands' steps
            out.append(f'</ol>\n<h4 class="ex-hand">{suits(event.text)}</h4>\n<ol class="ex-steps">\n')
            continue
        out.append(f'<li class="ex-{event.kind.value}"><p>')
        rule = event.rule
        out.append('<span class="ex-rule">Table</span>' if rule is None else
                   f'<a class="ex-rule" href="#rule-{_plain(rule)}">Rule {_plain(rule)}</a>')
        out.append(f' {suits(event.text)}</p>')
        if event.state:
            out.append(f'\n{table_state(event.state)}')
        if board is not None and (at in moments or event.kind is EventKind.SHOWDOWN):
            out.append(f'\n{board_state(board, at, final=event.kind is EventKind.SHOWDOWN)}')
        out.append("</li>\n")
    out.append('</ol>\n<p class="ex-result"><strong>Result:</strong> ')
    out.append(", ".join(f"P{_plain(seat)} {escape(f'{amount:+d}')}" for seat, amount in deal.amounts))
    if deal.carried:
        out.append(f"; {escape(deal.carried)} chips wait in the pot for the next deal")
    out.append(".</p>")
    return Markup("".join(out))
