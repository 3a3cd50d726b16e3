"""The cache store below every stage: one folder setting, one code key, one atomic write,
one prune.

Anything kept on disk between builds lives under `cache_root()` (`$DEALERSCHOICE_CACHE`, else
`.cache` in the project folder), in a folder of its own (pages, analysis, odds, diagrams,
prose, search, grammars...), under a key that hashes everything its value depends on
(`code_key` for code, `digest` for data), so a change to that code or data finds nothing and
computes afresh. A cache only costs or saves time: a file that cannot be read or written is no
error (`try_write`, `read_pickle`); `write_atomic` is the one way any file is written whole.
This package knows nothing of games; `dealerschoice.cache` (the analysis) sits above it.

- `files`: the folder, atomic writes and moves, pickles, pruning old entries;
- `keys`: code keys (source files and versions) and data digests (records as they read);
- `sources`: the source files a module runs, read from the files, for a code key;
- `kept`: `Kept`, a dictionary kept as an append-only file (what the rules reader read);
- `limit`: the store's size limit (`$DEALERSCHOICE_CACHE_LIMIT`), trimmed after each build.
"""

from dealerschoice.store.files import (
    CACHE_ENV,
    cache_root,
    drop_oldest,
    move_atomic,
    prune,
    read_pickle,
    try_write,
    write_atomic,
    write_pickle,
)
from dealerschoice.store.kept import Kept
from dealerschoice.store.keys import (
    code_key,
    digest,
    package_files,
    record_digests,
    shown,
)
from dealerschoice.store.limit import LIMIT_ENV, Trimmed, cache_limit, trim
from dealerschoice.store.sources import module_sources

__all__ = ["CACHE_ENV", "LIMIT_ENV", "Kept", "Trimmed", "cache_limit", "trim", "cache_root", "code_key", "digest", "drop_oldest", "module_sources",
           "move_atomic", "package_files", "prune", "read_pickle", "record_digests", "shown", "try_write",
           "write_atomic", "write_pickle"]
