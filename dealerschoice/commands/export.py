"""`export`: the checked catalog as JSON, or its numbered-rule files written back from records."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from dealerschoice import store
from dealerschoice.errors import UsageError
from dealerschoice.load.catalog import load_catalog
from dealerschoice.load.writer import format_catalog
from dealerschoice.resolve import resolve
from dealerschoice.resolve.export import catalog_json
from dealerschoice.rules.facts import facts_for

HELP = "Export the catalog as JSON, or write its games/*.txt back from the records (byte-identical)."


def add_arguments(parser) -> None:
    parser.add_argument("--catalog", default="catalog", metavar="DIR",
                        help="catalog folder (games/, write-ups/, guides/); default: catalog")
    parser.add_argument("--format", required=True, choices=("json", "catalog"),
                        help="json: one JSON document; catalog: the numbered-rule text files")
    parser.add_argument("--out", metavar="PATH",
                        help="json: the file to write; catalog: the folder to write games/*.txt "
                             "into. Default: standard output")
    parser.add_argument("--file", metavar="NAME",
                        help="catalog format without --out: the one games file to print "
                             "(e.g. games/guts.txt); needed when there are several")


def run(args) -> int:
    resolved = resolve(load_catalog(args.catalog))
    if args.format == "json":
        if args.file:
            raise UsageError("--file only goes with --format catalog")
        facts = {id: f.to_json() for id, f in facts_for(resolved.games).items()}
        text = json.dumps(catalog_json(resolved, facts), ensure_ascii=False, indent=2) + "\n"
        if args.out in (None, "-"):
            sys.stdout.write(text)
        else:
            write_bytes(Path(args.out), text.encode("utf-8"))
            print(f"wrote {args.out}", file=sys.stderr)
        return 0
    texts = {f"games/{Path(file.path).name}": format_catalog(file).encode("utf-8", "surrogateescape")
             for file in resolved.catalog.files}
    if args.out in (None, "-"):
        name = pick_file(texts, args.file)
        sys.stdout.flush()
        sys.stdout.buffer.write(texts[name])
        sys.stdout.buffer.flush()
        return 0
    if args.file:
        raise UsageError("--file only goes without --out (with --out, every file is written)")
    out = Path(args.out)
    if out.exists() and Path(args.catalog).exists() and os.path.samefile(out, args.catalog):
        raise UsageError(f'--out "{args.out}" is the catalog folder itself; choose another folder')
    for name, data in texts.items():
        write_bytes(out / name, data)
    print(f"wrote {len(texts)} file{'' if len(texts) == 1 else 's'} to {out / 'games'}",
          file=sys.stderr)
    if resolved.catalog.write_ups or resolved.catalog.guides:
        # Their readers keep no layout, so they cannot be written back from records.
        print("write-ups/ and guides/ are not rewritten; copy them as they are", file=sys.stderr)
    return 0


def pick_file(texts: dict[str, bytes], wanted: str | None) -> str:
    """The games file to print: the only one, or the one --file names."""
    names = ", ".join(texts) or "none"
    if wanted is None:
        if len(texts) == 1:
            return next(iter(texts))
        raise UsageError(f"the catalog has {len(texts)} games files ({names}); give --out DIR "
                         "to write them all, or --file NAME to print one")
    key = wanted.replace("\\", "/")
    key = key if key.startswith("games/") else f"games/{key}"
    if key not in texts:
        raise UsageError(f'--file "{wanted}" is not a games file of the catalog; it has: {names}')
    return key


def write_bytes(path: Path, data: bytes) -> None:
    """Write through a temporary file, so a reader never sees half a file."""
    try:
        store.write_atomic(path, data)  # makes the folder too
    except OSError as error:
        raise UsageError(f'cannot write "{path}" ({error.strerror}); choose a --out you can '
                         "write to") from None
