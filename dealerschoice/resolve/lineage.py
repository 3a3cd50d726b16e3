"""The lineage graph: parent -> child over games and stubs, and the questions pages ask of it.

`lineage_graph` builds the networkx DiGraph; `Lineage` answers ancestors, children, depth and
so on, every list ordered by name (case-insensitive), then id. What makes a lineage wrong (a
parent whose id and name disagree, a cycle, a duplicate id or name) is `lineage_checks`.
"""

from __future__ import annotations

from collections.abc import Iterable

import networkx as nx

from dealerschoice.records import Game, Stub


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
        self._sizes: dict[int, int] | None = None
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
        record: Game | Stub = self.graph.nodes[id]["record"]  # networkx is untyped
        return record

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

    def size_below(self, id: int) -> int:
        """How many records are below `id` at any depth: `len(descendants(id))`, counted once
        for every record bottom up, so that asking it of every game is linear, however deep.

        >>> from dealerschoice.records import GameRef, Source
        >>> chain = [Game(n, f"G{n}", (), (), (), GameRef(n - 1, f"G{n - 1}") if n else None, Source("g", n))
        ...          for n in range(4)]
        >>> [Lineage.of(chain).size_below(n) for n in range(4)]
        [3, 2, 1, 0]
        """
        self._check(id)
        if self._sizes is None:
            self._sizes = self._count_below()
        return self._sizes[id]

    def _count_below(self) -> dict[int, int]:
        sizes: dict[int, int] = {}
        for start in self.graph:
            if start in sizes:
                continue
            stack, entered = [start], {start}
            while stack:  # post-order without recursion; a cycle's member is counted once
                node = stack[-1]
                waiting = [k for k in self._children[node] if k not in sizes and k not in entered]
                if waiting:
                    entered.update(waiting)
                    stack.extend(waiting)
                    continue
                stack.pop()
                sizes[node] = sum(1 + sizes.get(k, 0) for k in self._children[node])
        return sizes

    def line_up(self, id: int, most: int) -> tuple[list[int], int]:
        """The ancestors of `id` to show, root first, at most `most` of them: the root and the
        nearest `most - 1` when there are more, with the count of generations left out between.

        >>> from dealerschoice.records import GameRef, Source
        >>> chain = [Game(n, f"G{n}", (), (), (), GameRef(n - 1, f"G{n - 1}") if n else None, Source("g", n))
        ...          for n in range(10)]
        >>> Lineage.of(chain).line_up(9, 4), Lineage.of(chain).line_up(3, 4)
        (([0, 6, 7, 8], 5), ([0, 1, 2], 0))
        """
        if most < 2 or self.depth(id) <= most:
            return list(reversed(self.ancestors(id))), 0
        near: list[int] = []
        node = self._parent.get(id)
        while node is not None and len(near) < most - 1:
            near.append(node)
            node = self._parent.get(node)
        top = self.root(id)
        near = [n for n in near if n != top]
        return [top, *reversed(near)], self.depth(id) - len(near) - 1

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
