"""What makes a lineage wrong: a parent whose id and name disagree, two names for one absent
parent, a duplicate id or name, a cycle; each problem located and with its fix."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable

from dealerschoice.errors import Problem
from dealerschoice.records import Game, GameRef, Source, Stub
from dealerschoice.resolve.names import edit_distance, look_alike_name, normal_name


def lineage_problems(games: Iterable[Game], stubs: Iterable[Stub] = ()) -> list[Problem]:
    """Every error that makes a lineage wrong, located and with a fix, in file order.

    A parent whose id and name disagree with the record of that id; two Parent: lines naming
    the same absent id differently; a duplicate id or name; a cycle.

    >>> from dealerschoice.records import GameRef, Source
    >>> stud = Game(3, "Seven Card Stud", (), (), (), None, Source("g.txt", 1))
    >>> beat = Game(168, "Beat It", (), (), (), GameRef(3, "Seven Card Studd"), Source("g.txt", 9))
    >>> for problem in lineage_problems([stud, beat]):
    ...     print(problem)
    g.txt:9: parent of "Beat It (#168)": "Seven Card Studd (#3)" names id 3, but #3 is "Seven Card Stud"; fix the name or the id
    """
    games = list(games)
    problems: list[Problem] = []
    by_id: dict[int, Game] = {}
    highest = max((g.id for g in games), default=0)
    for game in games:
        first = by_id.setdefault(game.id, game)
        if first is not game:
            problems.append(_problem(game.source, (
                f'duplicate id {game.id}: "{game.name} (#{game.id})" here and '
                f'"{first.name} (#{first.id})" at {_place(first.source)}; give each game its own id '
                f"(the highest id in use is {highest})")))
    by_name: dict[str, Game] = {}
    by_normal: dict[str, Game] = {}
    for game in games:
        first = by_name.setdefault(game.name, game)
        if first is not game and first.id != game.id:  # same id too: already reported
            problems.append(_problem(game.source, (
                f'duplicate name "{game.name}": "{game.name} (#{game.id})" here and '
                f'"{first.name} (#{first.id})" at {_place(first.source)}; names must be unique '
                f'(a later game of the same name takes a roman numeral, e.g. "{first.name} II")')))
            continue
        alike = by_normal.setdefault(normal_name(game.name), game)
        if alike is not game and alike.id != game.id:
            # Real games differ only so: "Tic-Tac-Hold'em" and "Tic Tac Hold'em". Both stay; a
            # link by that name is ambiguous and is not made (resolve.links).
            problems.append(Problem(game.source.file, game.source.line, (
                f'"{game.name} (#{game.id})" and "{alike.name} (#{alike.id})" (at {_place(alike.source)}) '
                "differ only in punctuation, case or accents; both are kept, but a write-up or guide "
                "naming them is linked to neither: make the names differ in their words if they are "
                "different games"), "warning"))
    problems += _look_alike_problems(by_normal.values())
    names = _NameIndex(by_id.values(), stubs)
    problems += _parent_problems(games, by_id, names)
    problems += _cycle_problems(games, by_id)
    return sorted(problems, key=lambda p: (p.file, p.line or 0))


def _look_alike_problems(games: Iterable[Game]) -> list[Problem]:
    """Names that differ in their letters but look the same (Latin-looking Cyrillic or Greek
    letters): a warning naming both, since a reader cannot tell the two games apart."""
    problems = []
    by_look: dict[str, Game] = {}
    for game in games:  # one per normal name: those that differ only in punctuation are warned of already
        alike = by_look.setdefault(look_alike_name(game.name), game)
        if alike is not game and alike.id != game.id:
            problems.append(Problem(game.source.file, game.source.line, (
                f'"{game.name} (#{game.id})" looks like "{alike.name} (#{alike.id})" (at {_place(alike.source)}) '
                "but is spelt with other letters (Cyrillic or Greek letters that look Latin): "
                "readers cannot tell them apart; retype the name in one alphabet, or make the names differ"),
                "warning"))
    return problems


def _parent_problems(games: list[Game], by_id: dict[int, Game], names: _NameIndex) -> list[Problem]:
    problems: list[Problem] = []
    absent: dict[int, list[tuple[Game, str]]] = {}  # absent parent id -> (game, name it gives), in order
    for game in games:
        ref = game.parent
        if ref is None or by_id.get(game.id) is not game:
            continue
        where = _parent_source(game)
        head = f'parent of "{game.name} (#{game.id})": "{ref.name} (#{ref.id})"'
        record = by_id.get(ref.id)
        if record is not None:
            if record.name != ref.name:
                problems.append(_problem(where, (
                    f'{head} names id {ref.id}, but #{ref.id} is "{record.name}"; '
                    + names.advice(ref, record))))
            continue
        owner = names.game_named(ref.name)
        if owner is not None:
            problems.append(_problem(where, (
                f'{head} names id {ref.id}, which is not in the catalog, but "{owner.name}" is '
                f'#{owner.id}; fix the id to "{owner.name} (#{owner.id})", or rename the parent '
                f"if #{ref.id} is another game")))
            continue
        typo = names.misspelt(ref.name)
        if typo is not None:
            # Neither the id nor the name is known, but the name is close to a game's: maybe a
            # typo, which would silently start a family of its own. A warning, not an error:
            # real parents outside a catalog are named so too ("Basketball" beside "Baseball").
            problems.append(Problem(where.file, where.line, (
                f'{head}: neither id {ref.id} nor that name is in the catalog, so it starts a '
                f'family of its own; did you mean "{typo.name} (#{typo.id})"? If so, fix the '
                "Parent: line; if the parent really is outside the catalog, nothing is wrong"), "warning"))
        absent.setdefault(ref.id, []).append((game, ref.name))
    for id, naming in absent.items():
        counts: dict[str, int] = {}
        for _, name in naming:
            counts[name] = counts.get(name, 0) + 1
        if len(counts) == 1:
            continue
        usual = max(counts, key=counts.__getitem__)  # most used; ties go to the first seen
        witness = next(g for g, name in naming if name == usual)
        for game, name in naming:
            if name != usual:
                problems.append(_problem(_parent_source(game), (
                    f'parent of "{game.name} (#{game.id})": "{name} (#{id})" names '
                    f'id {id}, which is not in the catalog, but the Parent: line of '
                    f'"{witness.name} (#{witness.id})" ({_place(_parent_source(witness))}) calls '
                    f'#{id} "{usual}"; use one name for #{id}')))
    return problems


def _cycle_problems(games: list[Game], by_id: dict[int, Game]) -> list[Problem]:
    order = {game.id: index for index, game in enumerate(games)}
    done: set[int] = set()
    problems: list[Problem] = []
    for game in games:
        path: list[int] = []
        on_path: set[int] = set()
        node: int | None = game.id
        while node is not None and node in by_id and node not in done and node not in on_path:
            path.append(node)
            on_path.add(node)
            parent = by_id[node].parent
            node = parent.id if parent else None
        if node is not None and node in on_path:
            cycle = path[path.index(node):]
            start = min(cycle, key=order.__getitem__)  # report where the reader meets it first
            turn = cycle.index(start)
            cycle = cycle[turn:] + cycle[:turn]
            chain = " -> ".join(f'"{by_id[n].name} (#{n})"' for n in [*cycle, start])
            problems.append(_problem(_parent_source(by_id[start]), (
                f"lineage cycle: {chain} (each names the next as its parent); a game cannot "
                "descend from itself: fix one of these Parent: lines")))
        done.update(path)
    return problems


class _NameIndex:
    """Names of every known record, for "did you mean" advice."""

    def __init__(self, games: Iterable[Game], stubs: Iterable[Stub]):
        self.records: dict[str, Game | Stub] = {}
        known: list[Game | Stub] = [*games, *stubs]
        for record in known:
            self.records.setdefault(normal_name(record.name), record)
        self._parts: dict[tuple[int, int, str], list[tuple[str, int]]] | None = None  # see `parts`
        self.found: dict[str, Game | None] = {}  # many games name one absent parent: one search each

    @property
    def parts(self) -> dict[tuple[int, int, str], list[tuple[str, int]]]:
        """(length, place, part) -> the names (with their letter counts) of that length with that
        part at that place. Each name by the three parts it splits into, with its length and the
        part's place: a name two edits from another keeps one of its three parts whole, no more
        than two letters from where it was, so a query looks up only the parts of names of its
        length (give or take two) at those places. (Keyed by the part alone, a part of two or
        three letters stood in hundreds of names: the search grew with the square of the
        catalog.) Made at the first search: a catalog without absent parents never needs it
        (making it for 32,000 games of one alias was a third of resolving them)."""
        if self._parts is None:
            self._parts = {}
            for normal in self.records:
                if len(normal) >= 6:
                    letters = _letter_counts(normal)[0]
                    for place, part in enumerate(_thirds(normal)):
                        self._parts.setdefault((len(normal), place, part), []).append((normal, letters))
        return self._parts

    def game_named(self, name: str) -> Game | None:
        record = self.records.get(normal_name(name))
        return record if isinstance(record, Game) else None

    def misspelt(self, name: str) -> Game | None:
        """The game whose name this one misspells: one or two letters added, dropped or
        changed in a name of eight letters or more, never a different number or numeral
        ("Seven Card Stud" is not a misspelling of "Seven Card Stud II")."""
        normal = normal_name(name)
        if len(normal) < 8:
            return None
        if normal not in self.found:
            self.found[normal] = self._closest(normal)
        return self.found[normal]

    def _closest(self, normal: str) -> Game | None:
        for close in difflib.get_close_matches(normal, self._near(normal, _CUTOFF), n=3, cutoff=_CUTOFF):
            record = self.records[close]
            if isinstance(record, Game) and edit_distance(normal, close) <= 2 and _numbers(normal) == _numbers(close):
                return record
        return None

    def _near(self, normal: str, cutoff: float) -> list[str]:
        """The known names that may be within two edits of `normal`: those one of whose three
        parts stands whole in it, at most two letters from its place in the name (every such
        name is among them: the edits before that part add or drop two letters at most), less
        those whose letters alone keep difflib's ratio under `cutoff` (it would drop them: the
        answer is the same).

        Counting letters by bits spares difflib most of the names a part finds (difflib's
        quick_ratio counts the same letters in common, or fewer). A part of a few letters
        stands in many names of a large catalog, so the inner loop runs for many names a query:
        it only counts the letters in common against the least count that names of that length
        need (`_least_common`).
        """
        counts, over = _letter_counts(normal)
        parts = self.parts
        found: dict[str, None] = {}
        for length in range(max(6, len(normal) - 2), len(normal) + 3):
            need = _least_common(len(normal), length, cutoff)
            if need is None:
                continue
            need -= over  # letters past 4 of a kind are not in the bits: count them as shared
            third = length // 3
            for place, (start, size) in enumerate(((0, third), (third, third), (2 * third, length - 2 * third))):
                for at in range(max(0, start - 2), min(len(normal) - size, start + 2) + 1):
                    for other, letters in parts.get((length, place, normal[at:at + size]), ()):
                        if (counts & letters).bit_count() >= need:
                            found[other] = None
        return list(found)

    def advice(self, ref: GameRef, record: Game) -> str:
        other = self.records.get(normal_name(ref.name))
        if other is not None and other.id != ref.id:
            return (f'"{other.name}" is #{other.id}: fix the id ("{other.name} (#{other.id})") '
                    f'or the name ("{record.name} (#{record.id})")')
        close = difflib.get_close_matches(normal_name(ref.name), list(self.records), n=1, cutoff=0.8)
        guess = self.records[close[0]] if close else None
        if guess is not None and guess.id != record.id and normal_name(ref.name) != close[0]:
            return f'fix the name or the id; did you mean "{guess.name} (#{guess.id})"?'
        return "fix the name or the id"


def _thirds(text: str) -> tuple[str, str, str]:
    """A text in three parts, the last taking what is left over.

    >>> _thirds("abcdefgh")
    ('ab', 'cd', 'efgh')
    """
    third = len(text) // 3
    return text[:third], text[third:2 * third], text[2 * third:]


_CUTOFF = 0.85  # difflib's ratio for a name that may be misspelt


def _least_common(length: int, other: int, cutoff: float) -> int | None:
    """The fewest letters two names of these lengths must share for difflib's ratio (twice the
    letters matched over both lengths) to reach `cutoff`, or None if even the shorter name
    whole falls short; reckoned as difflib reckons the ratio, so a count passes exactly when
    difflib's bound from it would.

    >>> _least_common(10, 10, 0.85), _least_common(10, 12, 0.85), _least_common(8, 10, 0.85), _least_common(4, 6, 0.85)
    (9, 10, 8, None)
    """
    for common in range(min(length, other) + 1):
        if 2.0 * common / (length + other) >= cutoff:
            return common
    return None


_SLOTS, _DEPTH = 64, 4  # letters by code point modulo 64; up to 4 of each counted in bits


def _letter_counts(text: str) -> tuple[int, int]:
    """How many of each letter `text` holds, as bits: letter slot s, count k sets bits
    s*4 .. s*4+k-1 (4 at most), so `(a & b).bit_count()` counts the letters two texts share;
    with the count of letters past 4 of a kind added, never fewer than they share (letters
    sharing a slot only raise it). Returns (bits, letters past 4 of a kind).

    >>> bits, over = _letter_counts("aab")
    >>> (bits & _letter_counts("abb")[0]).bit_count(), over, _letter_counts("aaaaaa")[1]
    (2, 0, 2)
    """
    slots: dict[int, int] = {}
    for letter in text:
        slot = ord(letter) % _SLOTS
        slots[slot] = slots.get(slot, 0) + 1
    bits = 0
    for slot, count in slots.items():
        bits |= ((1 << min(count, _DEPTH)) - 1) << (slot * _DEPTH)
    return bits, sum(max(0, count - _DEPTH) for count in slots.values())


_NUMERAL = re.compile(r"\b(?:[ivxlc]+|\d+)\b")


def _numbers(normal: str) -> list[str]:
    return _NUMERAL.findall(normal)


def _parent_source(game: Game) -> Source:
    # Games built in code have no Parent: line of their own: fall back to the header.
    return Source(game.source.file, game.parent_line) if game.parent_line else game.source


def _problem(source: Source, message: str) -> Problem:
    return Problem(source.file, source.line, message)


def _place(source: Source) -> str:
    return f"{source.file}:{source.line}"
