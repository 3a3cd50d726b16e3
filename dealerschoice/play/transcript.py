"""What happened in a simulated hand: events keyed by rule number, each with the table after it.

The same transcript prints as text (suit symbols) for the `play` command and as JSON for the
site's step-through; both come from the same events, so the same seed gives the same output.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass, field

from dealerschoice.records.board import BoardLine, BoardShape
from dealerschoice.records.deals import Declaration


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One player's cards and standing after an event."""

    seat: int
    up: tuple[str, ...]
    down: tuple[str, ...]      # in stack order, top first; the reader sees every card
    unseen: int                # how many of the down cards their holder may not look at
    folded: bool
    declared: Declaration | None  # the seat's declaration (`table.Seat.declared`); None: nothing yet
    net: int                   # chips won less chips paid so far
    hands: tuple[tuple[str, ...], ...] = ()  # when the cards are split into hands

    def as_json(self) -> dict:
        data = {"seat": self.seat, "up": list(self.up), "down": list(self.down), "unseen": self.unseen,
                "folded": self.folded, "declared": _word(self.declared), "net": self.net,
                "hands": [list(h) for h in self.hands]}
        return data


@dataclass(frozen=True, slots=True)
class View:
    players: tuple[PlayerView, ...]
    table_up: tuple[str, ...]
    table_down: tuple[str, ...]
    pot: int
    wild: str  # the wild cards in force, in words ("" when none)

    def as_json(self) -> dict:
        return {"players": [p.as_json() for p in self.players], "table": list(self.table_up),
                "table_down": list(self.table_down), "pot": self.pot, "wild": self.wild}


@dataclass(frozen=True, slots=True)
class Event:
    """rule: the rule number that caused it (None: the table's own doing, e.g. the ante).
    kind: deal, pass, discard, draw, stack, flip, bet, declare, fold, forced, wild, showdown,
    settle, redeal, note, end."""

    rule: int | None
    kind: str
    text: str
    view: View | None = None

    def as_json(self) -> dict:
        data: dict = {"rule": self.rule, "kind": self.kind, "text": self.text}
        if self.view is not None:
            data["table"] = self.view.as_json()
        return data


@dataclass(frozen=True, slots=True)
class Showing:
    """One player's hand at the showdown, wilds resolved."""

    seat: int
    cards: tuple[str, ...]
    high: str | None          # description of the high hand
    high_best: tuple[str, ...]
    low: str | None
    wilds: tuple[tuple[str, str], ...]  # (wild card, the card it became)
    declared: Declaration | None = None

    def as_json(self) -> dict:
        return {"seat": self.seat, "cards": list(self.cards), "high": self.high, "best": list(self.high_best),
                "low": self.low, "wilds": {w: b for w, b in self.wilds}, "declared": _word(self.declared)}


def _word(declared: Declaration | None) -> str | None:
    """A declaration as the JSON's plain word (None: nothing declared)."""
    return None if declared is None else declared.value


@dataclass(frozen=True, slots=True)
class BoardPlace:
    """One common card of a board game. place: its name on the layout (`r1c2`, `s2.1`, `p3`,
    `x1` for a card outside it); across/down: where it lies, in card places from the top
    left; shown_at: the index (in `Transcript.events`) of the event that showed it face up,
    None when it stayed face down."""

    place: str
    across: float
    down: float
    card: str
    shown_at: int | None

    def as_json(self) -> dict:
        return {"place": self.place, "across": self.across, "down": self.down, "card": self.card,
                "shown_at": self.shown_at}


@dataclass(frozen=True, slots=True)
class BoardRecord:
    """The board of a board game as it was played: its shape, its cards, the lines a hand may
    take its common cards from (kind, places), the places each player's last showdown hand
    used (seat, places), winners first, and the seats that won. The shape and the line kinds
    are the records' words (`records.board`), as `play.board.record` makes them."""

    shape: BoardShape
    places: tuple[BoardPlace, ...]
    lines: tuple[tuple[BoardLine, tuple[str, ...]], ...] = ()
    used: tuple[tuple[int, tuple[str, ...]], ...] = ()
    winners: tuple[int, ...] = ()
    laid_at: int | None = None  # the event that dealt the board's first card

    def as_json(self) -> dict:
        return {"shape": self.shape.value, "laid_at": self.laid_at, "places": [p.as_json() for p in self.places],
                "lines": [[kind.value, list(places)] for kind, places in self.lines],
                "used": [[seat, list(places)] for seat, places in self.used], "winners": list(self.winners)}

    def grid(self, upto: int | None = None) -> list[str]:
        """The board as text rows, each card where it lies: `[  ]` face down until shown (by
        event `upto`; default: the end, with the winners' cards marked `*K♠*`).

        >>> board = BoardRecord(BoardShape.CROSS, (BoardPlace("r1c2", 1, 0, "K♠", 3),
        ...     BoardPlace("r2c1", 0, 1, "2♥", None), BoardPlace("r2c2", 1, 1, "9♦", 5),
        ...     BoardPlace("r2c3", 2, 1, "10♣", 6)),
        ...     used=((2, ("r2c2", "r2c3")),), winners=(2,))
        >>> board.grid(5)
        ['      K♠', '[  ]  9♦  [  ]']
        >>> board.grid()
        ['      K♠', '[  ] *9♦* *10♣*']
        """
        marked = {p for seat, places in self.used if seat in self.winners for p in places} if upto is None else set()
        rows: dict[int, list[str]] = {}
        for p in self.places:
            shown = p.shown_at is not None and (upto is None or p.shown_at <= upto)
            text = (f"*{p.card}*" if p.place in marked else f" {p.card}") if shown else "[  ]"
            row = rows.setdefault(round(p.down), [])
            start = round(p.across * _CELL)
            row.extend(" " * (start - len(row)))
            row[start:start + len(text)] = text
        return ["".join(row).rstrip() for _, row in sorted(rows.items())]


_CELL = 5  # characters a card place takes in the text grid


@dataclass(frozen=True)
class Transcript:
    game_id: int
    game: str
    players: int
    seed: int
    dealer: int
    events: tuple[Event, ...]
    showdown: tuple[Showing, ...]
    winners: tuple[int, ...]
    amounts: dict[int, int]        # seat -> chips won less chips paid, whole hand
    pot_total: int                 # every chip that went in
    carried: int = 0               # chips left on the table for a next deal not played
    notes: tuple[str, ...] = field(default=())
    board: BoardRecord | None = None  # board games: the layout as played (play/board.py record)

    def command(self) -> str:
        """The command that prints this transcript, quoted for a POSIX shell: a game named
        `Pwn $(touch x) Stud` is one argument, never a command substitution."""
        return play_command(self.game, self.seed, self.players)

    def as_json(self) -> dict:
        return {
            "game": {"id": self.game_id, "name": self.game}, "players": self.players, "seed": self.seed,
            "dealer": self.dealer, "command": self.command(),
            "events": [e.as_json() for e in self.events],
            "showdown": [s.as_json() for s in self.showdown],
            "winners": list(self.winners), "amounts": {str(k): v for k, v in sorted(self.amounts.items())},
            "pot_total": self.pot_total, "carried": self.carried, "notes": list(self.notes),
            **({"board": self.board.as_json()} if self.board is not None else {}),
        }

    def as_text(self) -> str:
        lines = [f"{self.game} (#{self.game_id}): {self.players} players, seed {self.seed}; "
                 f"dealer P{self.dealer}; ante 1, bets of 1, at most three raises",
                 f"Reproduce: {self.command()}"]
        for note in self.notes:
            lines.append(f"Note: {note}")
        last_view = None
        for event in self.events:
            where = f"Rule {event.rule}" if event.rule is not None else "Table"
            lines.append(f"{where}: {event.text}")
            if event.view is not None and event.kind in SHOW_TABLE and event.view != last_view:
                lines.extend("    " + line for line in view_lines(event.view))
                last_view = event.view
        if self.board is not None:
            lines.append(f"Board ({self.board.shape}), as it ended; *winning cards*:")
            lines.extend("    " + row for row in self.board.grid())
        lines.append("Result:")
        for seat, amount in sorted(self.amounts.items()):
            lines.append(f"    P{seat}: {amount:+d}")
        if self.carried:
            lines.append(f"    {self.carried} chips stay in the pot for the next deal")
        return "\n".join(lines) + "\n"


SHOW_TABLE = {"deal", "pass", "discard", "draw", "stack", "flip", "forced", "split", "end", "redeal", "declare",
              "switch"}  # -- issue 16: the runner-up takes the table's cards (mechanics/runner_up.py)


def view_lines(view: View) -> list[str]:
    """The table as a few text lines: one per player, then table cards and the pot."""
    lines = []
    for p in view.players:
        state = " (folded)" if p.folded else ""
        if p.declared:
            state += f" [{p.declared.value}]"
        if p.hands:
            cards = "  |  ".join(" ".join(h) or "—" for h in p.hands)
            lines.append(f"P{p.seat}{state}: hands {cards}")
            continue
        down = " ".join(p.down) or "—"
        if p.unseen:
            down += f" ({p.unseen} unseen)"
        lines.append(f"P{p.seat}{state}: up {' '.join(p.up) or '—'}; down {down}")
    table = " ".join(view.table_up)
    if view.table_down:
        table += (" " if table else "") + " ".join(f"[{c}]" for c in view.table_down)
    tail = f"Pot {view.pot}"
    if table:
        tail = f"Table {table}; " + tail
    if view.wild:
        tail += f"; wild: {view.wild}"
    lines.append(tail)
    return lines


def play_command(game: str, seed: int, players: int) -> str:
    """The `play` command for a game, its name quoted for a POSIX shell.

    >>> play_command("Anaconda", 3, 5)
    'python build.py play Anaconda --seed 3 --players 5'
    >>> play_command("Pwn $(touch x) Stud", 1, 2)
    "python build.py play 'Pwn $(touch x) Stud' --seed 1 --players 2"
    """
    return f"python build.py play {shlex.quote(game)} --seed {seed} --players {players}"
