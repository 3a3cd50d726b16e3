"""A part of a result that the store keeps and hands out lazily: read from disk when used."""

from __future__ import annotations


class Stored:
    """Stands for a value kept in the store under `cache_key` (the analysis cache's example
    deals: `cache.StoredDeals`). Everything stored under a key is a function of the key, so
    wherever a fingerprint needs the value (`render.incremental`), the key stands for it and
    the value is not read from disk to be hashed."""

    __slots__ = ()
    cache_key: str
