"""Frozen, typed records: the data every stage passes on. One module per concept."""

from dealerschoice.records.catalog import Catalog, CatalogFile
from dealerschoice.records.game import Game, GameRef, Rule, Source, Stub
from dealerschoice.records.guide import Guide, GuideSection
from dealerschoice.records.writeup import Step, Variant, WriteUp

__all__ = [
    "Catalog", "CatalogFile", "Game", "GameRef", "Rule", "Source", "Stub",
    "Guide", "GuideSection", "Step", "Variant", "WriteUp",
]
