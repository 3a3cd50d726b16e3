"""The lineage graph: parent -> child over games and stubs, and the questions pages ask of it.

`lineage_graph` builds the networkx DiGraph; `Lineage` answers ancestors, children, depth and
so on, every list ordered by name (case-insensitive), then id. `lineage_problems` finds what
makes a lineage wrong: a parent whose id and name disagree, a cycle, a duplicate id or name.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable

import networkx as nx

from dealerschoice.errors import Problem
from dealerschoice.records import Game, GameRef, Source, Stub
from dealerschoice.records.game import name_words


def lineage_graph(games: Iterable[Game], stubs: Iterable[Stub]) -> nx.DiGraph:
    """A DiGraph parent -> child; node = int id, node attribute `record` = Game | Stub.

    A duplicate id keeps its first record (the duplicate is reported by the checks); a parent
    absent from both `games` and `stubs` gets a Stub made from its `Parent:` reference.

    >>> from dealerschoice.records import GameRef, Source
    >>> here = Source("games.txt", 1)
    >>> a = Game(10, "Anaconda", (), (), (), GameRef(0, "Root Game"), here)
    >>> b = Game(388, "Anaconda 33", (), (), (), GameRef(10, "Anaconda"), here)
    >>> g = lineage_graph([a, b], [Stub(0, "Root Game")])
    >>> sorted(g.edges)
    [(0, 10), (10, 388)]
    >>> g.nodes[0]["record"]
    Stub(id=0, name='Root Game')
    """
    graph = nx.DiGraph()
    games = list(games)
    for stub in stubs:
        if stub.id not in graph:
            graph.add_node(stub.id, record=stub)
    for game in games:
        existing = graph.nodes[game.id].get("record") if game.id in graph else None
        if existing is None or isinstance(existing, Stub):
            graph.add_node(game.id, record=game)
    for game in games:
        if graph.nodes[game.id]["record"] is not game or game.parent is None:
            continue
        ref = game.parent
        if ref.id not in graph:
            graph.add_node(ref.id, record=Stub(ref.id, ref.name))
        graph.add_edge(ref.id, game.id)
    return graph


def name_key(record: Game | Stub) -> tuple[str, int]:
    """The order of every list this module returns: name (case-insensitive), then id."""
    return (record.name.casefold(), record.id)


class Lineage:
    """Read-only questions about a lineage graph (see `lineage_graph`); the graph must not be
    changed after wrapping (answers are cached).

    >>> from dealerschoice.records import GameRef, Source
    >>> here = Source("games.txt", 1)
    >>> def game(id, name, parent):
    ...     return Game(id, name, (), (), (), parent and GameRef(*parent), here)
    >>> lineage = Lineage.of([
    ...     game(10, "Anaconda", (0, "Root Game")),
    ...     game(399, "Howdy Doody", (10, "Anaconda")),
    ...     game(799, "Anaconda with a Twist II", (399, "Howdy Doody")),
    ...     game(388, "Anaconda 33", (10, "Anaconda")),
    ... ], [Stub(0, "Root Game")])
    >>> lineage.ancestors(799)
    [399, 10, 0]
    >>> lineage.children(10), lineage.depth(799), lineage.root(799)
    ([388, 399], 3, 0)
    >>> print(lineage.tree_text())
    Root Game (#0) [absent]
      Anaconda (#10)
        Anaconda 33 (#388)
        Howdy Doody (#399)
          Anaconda with a Twist II (#799)
    """

    def __init__(self, graph: nx.DiGraph):
        self.graph = graph
        self._parent: dict[int, int] = {}
        self._children: dict[int, list[int]] = {}
        for node in graph:
            kids = list(graph.successors(node))
            kids.sort(key=lambda n: name_key(graph.nodes[n]["record"]))
            self._children[node] = kids
            for kid in kids:
                self._parent[kid] = node
        self._depth: dict[int, int] = {}
        self._root: dict[int, int] = {}
        self._below: dict[int, tuple[int, ...]] = {}
        self._roots: tuple[int, ...] | None = None

    @classmethod
    def of(cls, games: Iterable[Game], stubs: Iterable[Stub] = ()) -> Lineage:
        """Build the graph and wrap it in one step."""
        return cls(lineage_graph(games, stubs))

    def __contains__(self, id: int) -> bool:
        return id in self.graph

    def __len__(self) -> int:
        return len(self.graph)

    def record(self, id: int) -> Game | Stub:
        """The Game or Stub of an id (KeyError if the id is not in the graph)."""
        return self.graph.nodes[id]["record"]

    def parent(self, id: int) -> int | None:
        self._check(id)
        return self._parent.get(id)

    def children(self, id: int) -> list[int]:
        self._check(id)
        return list(self._children[id])

    def ancestors(self, id: int) -> list[int]:
        """Parent first, then its parent, up to the root (stops at a cycle)."""
        self._check(id)
        found: list[int] = []
        seen = {id}
        node = self._parent.get(id)
        while node is not None and node not in seen:
            found.append(node)
            seen.add(node)
            node = self._parent.get(node)
        return found

    def descendants(self, id: int) -> list[int]:
        """Every game below `id`, at any depth."""
        self._check(id)
        if id not in self._below:  # pages ask for whole families again and again
            self._below[id] = tuple(self._sorted(nx.descendants(self.graph, id)))
        return list(self._below[id])

    def siblings(self, id: int) -> list[int]:
        """The other children of the same parent; a root has none."""
        parent = self.parent(id)
        if parent is None:
            return []
        return [kid for kid in self._children[parent] if kid != id]

    def depth(self, id: int) -> int:
        """Steps from the root: a root is 0."""
        if id not in self._depth:
            self._resolve_up(id)
        return self._depth[id]

    def root(self, id: int) -> int:
        """The top of the family `id` belongs to (itself for a root)."""
        if id not in self._root:
            self._resolve_up(id)
        return self._root[id]

    def roots(self) -> list[int]:
        """Every record without a parent in the graph, stubs included."""
        if self._roots is None:
            self._roots = tuple(self._sorted(n for n in self.graph if n not in self._parent))
        return list(self._roots)

    def family(self, root_id: int) -> list[int]:
        """A root and everything below it: the root first, then its descendants by name."""
        return [root_id, *self.descendants(root_id)]

    def families(self) -> dict[int, list[int]]:
        """Root id -> its family, for every root (in `roots()` order)."""
        return {root: self.family(root) for root in self.roots()}

    def tree_text(self, root_id: int | None = None, indent: str = "  ") -> str:
        """A plain-text indented tree of one family, or of every family when `root_id` is None.

        One line per record, `Name (#id)`; records absent from the catalog end in ` [absent]`.
        """
        lines: list[str] = []
        starts = self.roots() if root_id is None else [root_id]
        for start in starts:
            self._check(start)
            stack = [(start, 0)]
            seen: set[int] = set()
            while stack:
                node, level = stack.pop()
                if node in seen:  # only possible in a cyclic graph
                    continue
                seen.add(node)
                record = self.record(node)
                mark = " [absent]" if isinstance(record, Stub) else ""
                lines.append(f"{indent * level}{record.name} (#{record.id}){mark}")
                stack.extend((kid, level + 1) for kid in reversed(self._children[node]))
        return "\n".join(lines)

    def _sorted(self, ids: Iterable[int]) -> list[int]:
        return sorted(ids, key=lambda n: name_key(self.graph.nodes[n]["record"]))

    def _check(self, id: int) -> None:
        if id not in self.graph:
            raise KeyError(f"no game or stub with id {id}")

    def _resolve_up(self, id: int) -> None:
        # Walk up once and fill depth/root for the whole path, so a full pass is linear.
        self._check(id)
        path = [id]
        seen = {id}
        node = self._parent.get(id)
        while node is not None and node not in self._depth and node not in seen:
            path.append(node)
            seen.add(node)
            node = self._parent.get(node)
        if node is None or node in seen:  # reached a root, or a cycle: its top counts as root
            base_depth, base_root = -1, path[-1]
        else:
            base_depth, base_root = self._depth[node], self._root[node]
        for offset, member in enumerate(reversed(path), start=1):
            self._depth[member] = base_depth + offset
            self._root[member] = base_root


def normal_name(text: str) -> str:
    """A name reduced for matching: case, accents, apostrophes and punctuation ignored.

    >>> normal_name("Roll-Your-Own"), normal_name("  Let's Make a DEAL "), normal_name("Дурак")
    ('roll your own', 'lets make a deal', 'дурак')
    """
    return " ".join(name_words(text))




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
    names = _NameIndex(by_id.values(), stubs)
    problems += _parent_problems(games, by_id, names)
    problems += _cycle_problems(games, by_id)
    return sorted(problems, key=lambda p: (p.file, p.line or 0))


def _parent_problems(games: list[Game], by_id: dict[int, Game], names: "_NameIndex") -> list[Problem]:
    problems: list[Problem] = []
    absent: dict[int, list[Game]] = {}  # absent parent id -> the games naming it, in order
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
        absent.setdefault(ref.id, []).append(game)
    for id, naming in absent.items():
        counts: dict[str, int] = {}
        for game in naming:
            counts[game.parent.name] = counts.get(game.parent.name, 0) + 1
        if len(counts) == 1:
            continue
        usual = max(counts, key=counts.get)  # most used; ties go to the first seen
        witness = next(g for g in naming if g.parent.name == usual)
        for game in naming:
            if game.parent.name != usual:
                problems.append(_problem(_parent_source(game), (
                    f'parent of "{game.name} (#{game.id})": "{game.parent.name} (#{id})" names '
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
        for record in [*games, *stubs]:
            self.records.setdefault(normal_name(record.name), record)

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
        for close in difflib.get_close_matches(normal, list(self.records), n=3, cutoff=0.85):
            record = self.records[close]
            if isinstance(record, Game) and edit_distance(normal, close) <= 2 and _numbers(normal) == _numbers(close):
                return record
        return None

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


_NUMERAL = re.compile(r"\b(?:[ivxlc]+|\d+)\b")


def _numbers(normal: str) -> list[str]:
    return _NUMERAL.findall(normal)


def edit_distance(a: str, b: str) -> int:
    """Letters added, dropped or changed to make one name (or tag) the other; they are short.

    >>> edit_distance("wild", "wilds"), edit_distance("flip", "flop"), edit_distance("ab", "ba")
    (1, 1, 2)
    """
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (x != y))
    return row[-1]


def _parent_source(game: Game) -> Source:
    # Games built in code have no Parent: line of their own: fall back to the header.
    return Source(game.source.file, game.parent_line) if game.parent_line else game.source


def _problem(source: Source, message: str) -> Problem:
    return Problem(source.file, source.line, message)


def _place(source: Source) -> str:
    return f"{source.file}:{source.line}"
