"""Issue 19, items 4 and 7 on the built seed site: Anaconda's page shows Mike's write-up as a
version with what it shares with the catalog's; the family diagrams' edges say what changed;
a described write-up page gives its summary."""

from __future__ import annotations

import re


def test_anacondas_page_compares_the_write_ups_version(site):
    page = (site / "games" / "anaconda" / "index.html").read_text(encoding="utf-8")
    section = page[page.index('<section id="versions"'):page.index("</section>", page.index('<section id="versions"'))]
    assert "<strong>Anaconda</strong> <span class=\"muted\">— from write-ups/mikes-7-stud-variants.txt</span>" in section
    assert '<span class="also game-summary">passing · high-low declare · 2–7 players</span>' in section
    assert ("<span class=\"also version-compared\">Same as this page&#39;s in kind of game, who wins, wild cards "
            "and number of players.</span>") in section
    # Pagat's guide, as far as its sentences are read: "Highest hand takes the pot."
    assert "<strong>Anaconda</strong> <span class=\"muted\">— from guides/anaconda.txt</span>" in section
    assert '<span class="also version-compared">Differs: high, not high-low declare.</span>' in section


def test_a_page_without_another_read_version_has_no_versions_section(site):
    page = (site / "games" / "bisexual" / "index.html").read_text(encoding="utf-8")  # a variant's text only
    assert 'id="versions"' not in page


def test_family_diagram_edges_say_what_changed(site):
    page = (site / "families" / "root-game" / "index.html").read_text(encoding="utf-8")
    titles = dict(re.findall(r'<g id="dcf0-e(\d+_\d+)" class="edge dc-change"><title>Changes: ([^<]+)</title>', page))
    assert titles["10_390"] == "high, not high-low declare"  # Anaconda III
    assert titles["10_388"] == "1 rule added"  # Anaconda 33


def test_a_described_write_up_gives_its_summary(site):
    page = (site / "described" / "7-stud" / "index.html").read_text(encoding="utf-8")
    assert '<p class="page-summary">7-card stud · 2 down, 4 up, 1 down · high · 2–7 players</p>' in page
