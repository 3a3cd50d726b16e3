"""Charts drawn at build time as inline SVG: no JavaScript, no fixed colours (bars and text
take `currentColor`, so they follow the page in dark mode and print in black).

`odds_chart(figures, side)` draws the mix of winning hand categories of one game's odds
(`dealerschoice.play.odds.summary`), strongest at the top, each bar with a whisker of two
standard errors either side. `attach_charts(analysis)` adds the charts to every game's odds;
`odds_rows(odds, href)` gives the rows of the "what wins where" page, strongest median first.
"""

from __future__ import annotations

from html import escape

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


def odds_chart(figures: dict, side: str = "high", chart_id: str = "odds") -> str:
    """Horizontal bars, one per category that won at least once (strongest first); "" when
    that side never won. The median winner's category is drawn solid and marked.

    >>> svg = odds_chart({"winning_categories": {"pair": 0.25, "flush": 0.75},
    ...                   "winning_categories_se": {"pair": 0.04, "flush": 0.04},
    ...                   "median_winner_category": "flush", "showdowns": 100, "game": "G"})
    >>> svg.startswith("<svg") and "Flush" in svg and 'fill="currentColor"' in svg
    True
    >>> svg.index("Flush") < svg.index("Pair")
    True
    """
    key = "winning_categories" if side == "high" else "low_categories"
    mix = figures.get(key) or {}
    if not mix:
        return ""
    se = figures.get(key + "_se") or {}
    rows = list(reversed(list(mix.items())))  # the figures list weakest first
    median = figures.get("median_winner_category" if side == "high" else "median_low_category")
    top = max(mix.values()) or 1.0
    scale = BAR_W / max(top + 2 * max(se.values(), default=0), 0.05)
    height = TOP * 2 + ROW_H * len(rows)
    n = figures.get("showdowns" if side == "high" else "low_showdowns", 0)
    title = (f"Winning {'high' if side == 'high' else 'low'} hands in {figures.get('game', 'this game')}: "
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
        spread = 2 * se.get(category, 0) * scale
        if spread >= 1:
            low, high = LABEL_W + max(width - spread, 0), LABEL_W + width + spread
            parts.append(f'<path class="odds-se" d="M{low:.1f} {mid:.1f}H{high:.1f}M{low:.1f} {mid - 4:.1f}'
                         f'V{mid + 4:.1f}M{high:.1f} {mid - 4:.1f}V{mid + 4:.1f}" stroke="currentColor" '
                         f'stroke-width="1" fill="none"/>')
        end = LABEL_W + width + max(spread, 0) + 6
        parts.append(f'<text x="{end:.1f}" y="{mid + FONT / 3:.1f}">{share * 100:.1f}%</text>')
    parts.append("</svg>")
    return "".join(parts)


def attach_charts(analysis: dict) -> dict:
    """Every game's odds with its charts (`chart`, `low_chart`: SVG text, "" when none)."""
    for id, game in (analysis.get("games") or {}).items():
        figures = game.odds
        if figures:
            figures["chart"] = odds_chart(figures, "high", f"odds-{id}")
            figures["low_chart"] = odds_chart(figures, "low", f"odds-low-{id}")
    return analysis


def odds_rows(odds: dict, href) -> list[dict]:
    """Rows of the comparison page, strongest median winning hand first (games whose showdowns
    never had a winner last); `rank` 1 is the game that takes the most to win.

    >>> rows = odds_rows({1: {"game": "A", "median_winner": "Pair of twos", "median_winner_key": [1, 2],
    ...                       "winning_categories": {"pair": 1.0}},
    ...                   2: {"game": "B", "median_winner": "Flush, ace high", "median_winner_key": [5, 14],
    ...                       "winning_categories": {"flush": 1.0}}}, lambda id: f"g/{id}")
    >>> [(r["game"], r["rank"], r["href"]) for r in rows]
    [('B', 1, 'g/2'), ('A', 2, 'g/1')]
    """
    rows = []
    for id, f in odds.items():
        mix = f.get("winning_categories") or {}
        common = max(mix.items(), key=lambda kv: kv[1], default=(None, 0.0))
        strong = sum(share for category, share in mix.items() if category in _STRONG)
        rows.append({"id": id, "game": f.get("game", str(id)), "href": href(id), "players": f.get("players"),
                     "deals": f.get("deals", 0), "median": f.get("median_winner") or "—",
                     "median_key": tuple(f.get("median_winner_key") or ()),
                     "median_low": f.get("median_low_winner"),
                     "common": label(common[0]) if common[0] else "—", "common_share": common[1],
                     "strong": strong, "wild": f.get("wild_in_winner", 0.0), "split": f.get("split_pots", 0.0),
                     "forced": f.get("forced_folds", 0.0)})
    rows.sort(key=lambda r: (not r["median_key"], tuple(-x for x in r["median_key"]), r["game"].lower(), r["id"]))
    for rank, row in enumerate(rows, 1):
        row["rank"] = rank
    return rows


_STRONG = {"full-house", "four-of-a-kind", "straight-flush", "five-of-a-kind"}
