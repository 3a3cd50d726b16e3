"""Which game pages go in which search shard.

Pagefind cannot update an index, and its memory grows with the pages it holds, so the games
are split by a hash of their folder name into shards of at most `SHARD_GAMES` (never more than
`MAX_SHARDS`). A shard is the unit of the cache: after a one-game edit only that game's shard
is indexed again, so a shard is kept small enough for one Pagefind run to be quick.
"""

from __future__ import annotations

import os
import zlib
from pathlib import Path

GAMES = "games"  # only game pages carry `data-pagefind-body`
SHARD_GAMES = 125  # a one-game edit reruns Pagefind on this many pages
MAX_SHARDS = 8  # the browser loads every shard's index chunks for each search


def shard_count(games: int, shard_games: int = SHARD_GAMES) -> int:
    """How many shards `games` game pages are split into.

    >>> shard_count(82), shard_count(125), shard_count(126), shard_count(1000), shard_count(20000)
    (1, 1, 2, 8, 8)
    """
    return max(1, min(MAX_SHARDS, -(-games // max(1, shard_games))))


def shard_of(folder: str, count: int) -> int:
    """The shard of the game page in `folder` (its slug): stable while the count is.

    >>> shard_of("anaconda", 1), shard_of("anaconda", 8) == shard_of("anaconda", 8)
    (0, True)
    """
    return zlib.crc32(folder.encode("utf-8")) % count


def game_folders(site_dir: Path) -> list[str]:
    """The folders under `site_dir/games/` that hold a page, sorted."""
    root = site_dir / GAMES
    return sorted(name for name in (os.listdir(root) if root.is_dir() else ())
                  if os.path.isfile(os.path.join(root, name, "index.html")))


def plan_shards(folders: list[str], shard_games: int = SHARD_GAMES) -> dict[int, list[str]]:
    """Every shard (some may be empty) with its game folders, in the order given.

    >>> plan = plan_shards([f"g{n}" for n in range(12)], shard_games=4)
    >>> sorted(plan), sum(len(names) for names in plan.values())
    ([0, 1, 2], 12)
    """
    count = shard_count(len(folders), shard_games)
    members: dict[int, list[str]] = {shard: [] for shard in range(count)}
    for folder in folders:
        members[shard_of(folder, count)].append(folder)
    return members
