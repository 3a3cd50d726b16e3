"""The resolved catalog as plain JSON data (`export --format json`, the site's catalog.json)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from dealerschoice.records import Game, Stub

if TYPE_CHECKING:
    from dealerschoice.resolve.resolved import Resolved

JSON = dict[str, Any]  # a JSON object: its values are of every JSON type


def catalog_json(resolved: Resolved, facts: Mapping[int, JSON] | None = None) -> JSON:
    """Games (children from the lineage), stubs, write-ups and guides, ready for `json.dumps`.

    Write-ups and guides are serialised whole: every field, nested steps and variants included.
    `facts` (game id -> derived facts, computed by the rules stage above this one) adds a
    "facts" field to each game that has them.

    >>> from dealerschoice.records import Catalog, GameRef, Rule, Source
    >>> from dealerschoice.resolve import resolve
    >>> one = Game(1, "One", ("Uno",), ("stud",), (Rule(1, "Deal.", 5),), GameRef(0, "Root"), Source("g.txt", 1))
    >>> two = Game(2, "Two", (), (), (Rule(1, "Bet", 12),), GameRef(1, "One"), Source("g.txt", 9))
    >>> data = catalog_json(resolve(Catalog((one, two), (Stub(0, "Root"),))))
    >>> data["games"][0]
    {'id': 1, 'name': 'One', 'aliases': ['Uno'], 'tags': ['stud'], 'rules': ['Deal.'], 'parent': {'id': 0, 'name': 'Root'}, 'children': [2], 'source': {'file': 'g.txt', 'line': 1}}
    >>> data["stubs"]
    [{'id': 0, 'name': 'Root', 'children': [1]}]
    >>> catalog_json(resolve(Catalog((one,), (Stub(0, "Root"),))), {1: {"cards": 5}})["games"][0]["facts"]
    {'cards': 5}
    """
    catalog = resolved.catalog
    lineage = resolved.lineage
    facts = facts or {}
    games = [game_json(game, lineage.children(game.id)) for game in catalog.games]
    for game in games:
        if game["id"] in facts:
            game["facts"] = facts[game["id"]]
    return {
        "games": games,
        "stubs": [stub_json(stub, lineage.children(stub.id)) for stub in catalog.stubs],
        "write_ups": [plain(write_up) for write_up in catalog.write_ups],
        "general_rules": list(catalog.general_rules),
        "guides": [plain(guide) for guide in catalog.guides],
    }


def game_json(game: Game, children: list[int]) -> JSON:
    parent = game.parent
    return {
        "id": game.id,
        "name": game.name,
        "aliases": list(game.aliases),
        "tags": list(game.tags),
        "rules": [rule.text for rule in game.rules],
        "parent": None if parent is None else {"id": parent.id, "name": parent.name},
        "children": list(children),
        "source": {"file": game.source.file, "line": game.source.line},
    }


def stub_json(stub: Stub, children: list[int]) -> JSON:
    return {"id": stub.id, "name": stub.name, "children": list(children)}


def plain(value: object) -> Any:
    """A record as dicts, lists and scalars: every dataclass field, recursively.

    >>> from dealerschoice.records import Step
    >>> plain(Step(1, "Deal.", 4, (Step(1, "Ante.", 5),)))
    {'number': 1, 'text': 'Deal.', 'line': 4, 'children': [{'number': 1, 'text': 'Ante.', 'line': 5, 'children': [], 'notes': []}], 'notes': []}
    """
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {field.name: plain(getattr(value, field.name)) for field in dataclasses.fields(value)}
    if isinstance(value, (tuple, list)):
        return [plain(item) for item in value]
    if isinstance(value, dict):
        return {str(key): plain(item) for key, item in value.items()}
    return value
