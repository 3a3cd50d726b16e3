"""Charts drawn at build time as inline SVG: no JavaScript, no fixed colours (bars and text
take `currentColor`, so they follow the page in dark mode and print in black).

`odds_chart(odds, side)` draws the mix of winning hand categories of one game's odds
(`records.odds.Odds`), strongest at the top, each bar with a whisker of two standard errors
either side; `odds_charts(odds)` both sides, for the game's page. `odds_rows(odds, href)`
gives the rows of the "what wins where" page, strongest median first.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from html import escape

from markupsafe import Markup

from dealerschoice.records.odds import Odds, OddsFigures

WIDTH = 420
LABEL_W = 118    # category names
BAR_W = 230      # the longest bar
ROW_H = 22
TOP = 6
FONT = 12


def label(category: str) -> str:
    """Words for a category.

    >>> label("four-of-a-kind"), label("seven-low")
    ('Four of a kind', 'Seven low')
    """
    return category.replace("-", " ").capitalize()


def odds_chart(odds: Odds, side: str = "high", chart_id: str = "odds") -> str:
    """Horizontal bars, one per category that won at least once (strongest first); "" when
    that side never won. The median winner's category is drawn solid and marked.

    >>> svg = odds_chart(_example("G", {"pair": 0.25, "flush": 0.75}, "flush"))
    >>> svg.startswith("<svg") and "Flush" in svg and 'fill="currentColor"' in svg
    True
    >>> svg.index("Flush") < svg.index("Pair")
    True
    """
    f = odds.figures
    is_high = side == "high"
    mix = f.winning_categories if is_high else f.low_categories
    if not mix:
        return ""
    se = f.winning_categories_se if is_high else f.low_categories_se
    rows = list(reversed(list(mix.items())))  # the figures list weakest first
    median = f.median_winner_category if is_high else f.median_low_category
    top = max(mix.values()) or 1.0
    scale = BAR_W / max(top + 2 * max(se.values(), default=0), 0.05)
    height = TOP * 2 + ROW_H * len(rows)
    n = f.showdowns if is_high else f.low_showdowns
    title = (f"Winning {'high' if is_high else 'low'} hands in {odds.game}: "
             f"share of {n:,} showdowns by category")
    desc = "; ".join(f"{label(c)} {p * 100:.1f}%" for c, p in rows)
    head = (f'<svg class="odds-chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" '
            f'width="{WIDTH}" height="{height}" role="img" aria-labelledby="{chart_id}-t {chart_id}-d" '
            f'font-size="{FONT}" fill="currentColor">')
    parts = [head,
             f'<title id="{chart_id}-t">{escape(title)}</title>',
             f'<desc id="{chart_id}-d">{escape(desc)}.</desc>']
    for i, (category, share) in enumerate(rows):
        y = TOP + i * ROW_H
        mid = y + ROW_H / 2
        width = share * scale
        is_median = category == median
        weight = ' font-weight="bold"' if is_median else ""
        name = label(category) + (" ◆" if is_median else "")
        parts.append(f'<text x="0" y="{mid + FONT / 3:.1f}"{weight}>{escape(name)}</text>')
        opacity = "0.85" if is_median else "0.45"
        parts.append(f'<rect class="odds-bar{" odds-median" if is_median else ""}" x="{LABEL_W}" y="{y + 4}" '
                     f'width="{max(width, 1):.1f}" height="{ROW_H - 8}" fill="currentColor" '
                     f'fill-opacity="{opacity}"/>')
        spread = 2 * se[category] * scale
        if spread >= 1:
            low, high = LABEL_W + max(width - spread, 0), LABEL_W + width + spread
            parts.append(f'<path class="odds-se" d="M{low:.1f} {mid:.1f}H{high:.1f}M{low:.1f} {mid - 4:.1f}'
                         f'V{mid + 4:.1f}M{high:.1f} {mid - 4:.1f}V{mid + 4:.1f}" stroke="currentColor" '
                         f'stroke-width="1" fill="none"/>')
        end = LABEL_W + width + max(spread, 0) + 6
        parts.append(f'<text x="{end:.1f}" y="{mid + FONT / 3:.1f}">{share * 100:.1f}%</text>')
    parts.append("</svg>")
    return "".join(parts)


@dataclass(frozen=True, slots=True)
class OddsCharts:
    """A game's two charts (`odds_chart`), SVG text; "" for a side that never won."""

    high: Markup
    low: Markup


def odds_charts(odds: Odds | None) -> OddsCharts | None:
    """The charts of a game's page, drawn as the page is built; None for a game without odds."""
    if odds is None:
        return None
    return OddsCharts(Markup(odds_chart(odds, "high", f"odds-{odds.game_id}")),
                      Markup(odds_chart(odds, "low", f"odds-low-{odds.game_id}")))


@dataclass(frozen=True, slots=True)
class OddsRow:
    """One game's row on the comparison page; `rank` 1 is the game that takes the most to win."""

    id: int
    game: str
    href: str | None         # the game's page
    players: int
    deals: int
    median: str              # the median winning hand in words, "—" when none won
    median_key: tuple[int, ...]
    median_low: str | None
    common: str              # the most common winning category, "—" when none won
    common_share: float
    strong: float            # the share of full houses or better
    wild: float
    split: float
    forced: float
    rank: int


def odds_rows(odds: Mapping[int, Odds], href: Callable[[int], str | None]) -> list[OddsRow]:
    """Rows of the comparison page, strongest median winning hand first (games whose showdowns
    never had a winner last); `rank` 1 is the game that takes the most to win.

    >>> rows = odds_rows({1: _example("A", {"pair": 1.0}, "pair", "Pair of twos", (1, 2)),
    ...                   2: _example("B", {"flush": 1.0}, "flush", "Flush, ace high", (5, 14))}, lambda id: f"g/{id}")
    >>> [(r.game, r.rank, r.href) for r in rows]
    [('B', 1, 'g/2'), ('A', 2, 'g/1')]
    """
    def order(item: tuple[int, Odds]) -> tuple[bool, tuple[int, ...], str, int]:
        id, o = item
        key = o.figures.median_winner_key or ()
        return (not key, tuple(-x for x in key), o.game.lower(), id)

    rows = []
    for rank, (id, o) in enumerate(sorted(odds.items(), key=order), 1):
        f = o.figures
        mix = f.winning_categories
        common = max(mix.items(), key=lambda kv: kv[1], default=(None, 0.0))
        strong = sum(share for category, share in mix.items() if category in _STRONG)
        rows.append(OddsRow(id=id, game=o.game, href=href(id), players=o.players, deals=f.deals,
                            median=f.median_winner or "—", median_key=f.median_winner_key or (),
                            median_low=f.median_low_winner, common=label(common[0]) if common[0] else "—",
                            common_share=common[1], strong=strong, wild=f.wild_in_winner, split=f.split_pots,
                            forced=f.forced_folds, rank=rank))
    return rows


_STRONG = {"full-house", "four-of-a-kind", "straight-flush", "five-of-a-kind"}


def _example(game: str, mix: dict[str, float], median: str, words: str | None = None,
             key: tuple[int, ...] | None = None) -> Odds:
    """Odds of 100 showdowns with this mix of high winners, each share off by 0.04 (doctests)."""
    figures = OddsFigures(
        deals=100, errors=0, unplayed=0, showdowns=100, low_showdowns=0, winning_categories=mix,
        winning_categories_se={c: 0.04 for c in mix}, low_categories={}, low_categories_se={},
        median_winner=words, median_winner_key=key, median_winner_category=median, median_low_winner=None,
        median_low_category=None, split_pots=0.0, split_pots_se=0.0, wild_in_winner=0.0, wild_in_winner_se=0.0,
        forced_folds=0.0, forced_folds_se=0.0, forced_out_per_deal=0.0, no_showdown=0.0, margin=0.04,
        margin_words="within about 4 points")
    return Odds(game, 1, 4, 1, figures)
