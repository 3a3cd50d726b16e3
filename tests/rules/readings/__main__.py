"""`python -m tests.rules.readings [--review]`: see the package docstring."""

from __future__ import annotations

import sys

from tests.rules import corpus as dev
from tests.rules.readings import CATALOG_FILE, CORPUS_FILE, key, parse, reading_lines, render
from tests.rules.seeds import catalog


def catalog_texts() -> list[str]:
    return [rule.text for game in catalog().games for rule in game.rules]


def corpus_texts() -> list[str]:
    return [rule.text for game in dev.corpus().games for rule in game.rules]


def review() -> int:
    old = parse(CORPUS_FILE)
    changed = 0
    for text in sorted(set(corpus_texts())):
        body = "\n".join(reading_lines(text))
        if old.get(key(text)) != body:
            changed += 1
            print(text)
            print("  was:" if key(text) in old else "  new line of the corpus")
            if key(text) in old:
                print("\n".join("  " + line for line in old[key(text)].splitlines()))
            print("  now:")
            print("\n".join("  " + line for line in body.splitlines()))
            print()
    print(f"{changed} corpus readings differ from {CORPUS_FILE.name}", file=sys.stderr)
    return 0


def main(argv: list[str]) -> int:
    if "--review" in argv:
        return review()
    CATALOG_FILE.write_text(render(catalog_texts(), lambda text: text), encoding="utf-8")
    print(f"wrote {CATALOG_FILE}")
    if dev.present():
        CORPUS_FILE.write_text(render(corpus_texts(), key), encoding="utf-8")
        print(f"wrote {CORPUS_FILE}")
    else:
        print(f"kept {CORPUS_FILE}: {dev.SKIP_REASON}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
