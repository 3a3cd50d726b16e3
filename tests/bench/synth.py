"""Realistic synthetic catalogs in the numbered-rule format, for benchmarks and scale tests.

Everything is drawn at run time from a real catalog folder (by default the project's
`catalog/games`): rule sentences, rule counts, tag lines and name words. Games form families
under absent ancestors (stubs) like the seeds; a child is its parent's rules with a few
sentences inserted, dropped or replaced, so rule diffs look like real ones.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from pathlib import Path

from dealerschoice.resolve import normal_name

CATALOG_GAMES = Path(__file__).resolve().parents[2] / "catalog" / "games"
GAMES_PER_FILE = 500
MAX_DEPTH = 6
STUB_SHARE = 0.15  # seeds: 12 stubs for 82 games
ALIAS_SHARE = 0.2  # seeds: 17 of 82 games have "Also known as:"
CHILDREN_HEADING_SHARE = 0.7  # of games that have children

HEADER = re.compile(r"^(?!Parent: )(.+) \(#(\d+)\)$")
RULE = re.compile(r"^(\d+)\. (.+)$")
RESERVED_WORDS = {"parent", "rules", "tags", "children", "also", "known", "as"}
ROMAN = re.compile(r"^[IVXLC]+$")


@dataclass(frozen=True)
class Sample:
    """What a real catalog offers to recombine."""

    sentences: tuple[str, ...]
    rule_lists: tuple[tuple[str, ...], ...]
    tag_lines: tuple[str, ...]
    words: tuple[str, ...]


@dataclass(frozen=True)
class Synthetic:
    """What was written: the files, and the counts a reader must find."""

    files: tuple[Path, ...]
    games: int
    stubs: int
    max_depth: int
    with_aliases: int
    children_headings: int


def read_sample(folder: Path = CATALOG_GAMES) -> Sample:
    """Sentences, rule lists, tag lines and name words of every `*.txt` in `folder`."""
    sentences: dict[str, None] = {}
    rule_lists: list[tuple[str, ...]] = []
    tag_lines: list[str] = []
    words: dict[str, None] = {}
    for path in sorted(Path(folder).glob("*.txt")):
        current: list[str] = []
        for line in path.read_text(encoding="utf-8-sig").splitlines():
            line = line.rstrip()
            if (rule := RULE.match(line)):
                current.append(rule.group(2))
                sentences.setdefault(rule.group(2))
                continue
            if current and line.startswith("Parent:"):
                rule_lists.append(tuple(current))
                current = []
            if line.startswith("Tags: "):
                tag_lines.append(line[len("Tags: "):])
            names = []
            if (header := HEADER.match(line)):
                names = [header.group(1)]
            elif line.startswith("Also known as: "):
                names = line[len("Also known as: "):].rstrip(".").split(", ")
            for name in names:
                for word in name.split():
                    if word.isalpha() or "'" in word:
                        if word.casefold() not in RESERVED_WORDS and not ROMAN.match(word):
                            words.setdefault(word)
        if current:
            rule_lists.append(tuple(current))
    if not rule_lists:
        raise ValueError(f"no numbered rules found in {folder}/*.txt")
    return Sample(tuple(sentences), tuple(rule_lists), tuple(tag_lines), tuple(words))


def write_synthetic_catalog(n: int, folder: Path | str, seed: int = 0,
                            source: Path | str = CATALOG_GAMES) -> Synthetic:
    """Write `n` games as numbered-rule files into `folder`/games/ (created); return the counts.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     made = write_synthetic_catalog(40, tmp, seed=1)
    ...     text = made.files[0].read_text()
    >>> made.games, len(made.files), text.count("Rules:") == made.games
    (40, 1, True)
    """
    rng = random.Random(seed)
    sample = read_sample(Path(source))
    names = _Names(rng, sample.words)
    ids = rng.sample(range(1, 3 * n + 100), n + int(n * STUB_SHARE) + 1)
    stubs = [(ids.pop(), names.new()) for _ in range(max(1, int(n * STUB_SHARE)))]

    games: list[dict] = []
    for _ in range(n):
        shallow = [g for g in games[-400:] if g["depth"] < MAX_DEPTH]
        if not shallow or rng.random() < STUB_SHARE:
            parent_id, parent_name = rng.choice(stubs)
            rules = _mutate(rng, list(rng.choice(sample.rule_lists)), sample.sentences, rng.randint(2, 6),
                            len(rng.choice(sample.rule_lists)))
            tags = rng.choice(sample.tag_lines)
            depth = 1
        else:
            parent = rng.choice(shallow)
            parent_id, parent_name = parent["id"], parent["name"]
            rules = _mutate(rng, list(parent["rules"]), sample.sentences, rng.randint(1, 3),
                            len(rng.choice(sample.rule_lists)))
            tags = parent["tags"] if rng.random() < 0.8 else rng.choice(sample.tag_lines)
            depth = parent["depth"] + 1
            parent["children"] += 1
        aliases = [names.alias() for _ in range(rng.randint(1, 5))] if rng.random() < ALIAS_SHARE else []
        games.append({"id": ids.pop(), "name": names.new(), "aliases": aliases, "tags": tags,
                      "rules": rules, "parent": (parent_id, parent_name), "depth": depth, "children": 0})

    headings = 0
    for game in games:
        game["heading"] = game["children"] > 0 and rng.random() < CHILDREN_HEADING_SHARE
        headings += game["heading"]
    rng.shuffle(games)  # a parent may sit in another file, or after its child
    out = Path(folder) / "games"
    out.mkdir(parents=True, exist_ok=True)
    files = []
    for start in range(0, n, GAMES_PER_FILE):
        chunk = sorted(games[start:start + GAMES_PER_FILE], key=lambda g: g["id"])
        path = out / f"synthetic-{start // GAMES_PER_FILE:03d}.txt"
        path.write_text("\n\n".join(_record(g) for g in chunk), encoding="utf-8")
        files.append(path)
    return Synthetic(tuple(files), n, len({g["parent"][0] for g in games} & {s[0] for s in stubs}),
                     max(g["depth"] for g in games), sum(1 for g in games if g["aliases"]), headings)


def _record(game: dict) -> str:
    parts = [f"{game['name']} (#{game['id']})"]
    if game["aliases"]:
        parts.append(f"Also known as: {', '.join(game['aliases'])}.")
    parts.append(f"Tags: {game['tags']}")
    parts.append("Rules:")
    parts.append("\n".join(f"{n}. {text}" for n, text in enumerate(game["rules"], start=1)))
    parts.append(f"Parent: {game['parent'][1]} (#{game['parent'][0]})")
    if game["heading"]:
        parts.append("Children:")
    return "\n\n".join(parts)


def _mutate(rng: random.Random, rules: list[str], pool: tuple[str, ...], times: int,
            target: int) -> list[str]:
    """Insert, replace or drop sentences; a length change goes toward `target` (a real game's
    rule count), so rules per game stay the real catalog's at any depth and catalog size. (A
    free walk drifted: 13.6 rules a game at 1,000 games and 15.2 at 20,000, against 13.4.)"""
    for _ in range(times):
        at = rng.randrange(len(rules) + 1)
        if rng.random() < 0.3 and rules:
            rules[min(at, len(rules) - 1)] = rng.choice(pool)
        elif len(rules) < max(3, target) or (len(rules) == target and rng.random() < 0.5):
            rules.insert(at, rng.choice(pool))
        else:
            del rules[min(at, len(rules) - 1)]
    return rules


class _Names:
    """Unique names from real name words; a repeated name takes a roman numeral, as in the seeds."""

    def __init__(self, rng: random.Random, words: tuple[str, ...]):
        self.rng = rng
        self.words = words or ("Game",)
        self.used: dict[str, int] = {}

    def _words(self) -> str:
        count = self.rng.choices((1, 2, 3, 4), weights=(5, 45, 40, 10))[0]
        text = " ".join(self.rng.choice(self.words) for _ in range(count))
        return text[0].upper() + text[1:]

    def new(self) -> str:
        base = self._words()
        count = self.used.get(normal_name(base), 0) + 1
        self.used[normal_name(base)] = count
        name = base if count == 1 else f"{base} {_roman(count)}"
        if normal_name(name) in self.used and count > 1:  # "X II" also made from words: try again
            return self.new()
        self.used.setdefault(normal_name(name), 1)
        return name

    def alias(self) -> str:
        return self._words()


def _roman(number: int) -> str:
    """Roman numerals, as the real catalog numbers same-name games.

    >>> [_roman(n) for n in (2, 4, 9, 14, 40, 1994)]
    ['II', 'IV', 'IX', 'XIV', 'XL', 'MCMXCIV']
    """
    out = ""
    for value, letters in ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                           (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while number >= value:
            out += letters
            number -= value
    return out


def write_catalog_of_size(megabytes: float, folder: Path | str, seed: int = 0,
                          source: Path | str = CATALOG_GAMES) -> Synthetic:
    """A synthetic catalog of at least `megabytes` MB (10^6 bytes) of text in `folder`/games/:
    the game count comes from a 1,000-game trial's bytes per game (the trial is overwritten)."""
    trial = write_synthetic_catalog(1000, folder, seed=seed, source=source)
    per_game = sum(path.stat().st_size for path in trial.files) / trial.games
    for path in trial.files:
        path.unlink()
    games = int(megabytes * 1e6 / per_game) + 1
    while True:
        made = write_synthetic_catalog(games, folder, seed=seed, source=source)
        if sum(path.stat().st_size for path in made.files) >= megabytes * 1e6:
            return made
        games += max(1, games // 100)  # a larger draw came out shorter: a little more
