"""Family-tree diagrams in a real browser: a node is a link that opens its game."""

from __future__ import annotations

from playwright.sync_api import expect

from dealerschoice.records import Game


def test_clicking_a_tree_node_opens_that_game(page, base_url, resolved, paths):
    lineage = resolved.lineage
    # A game whose parent is a game too, so the tree has another game node to click.
    child = next(g for g in sorted(resolved.catalog.games, key=lambda g: g.id)
                 if g.parent and isinstance(lineage.record(g.parent.id), Game))
    parent = lineage.record(child.parent.id)
    page.goto(base_url + paths.game(child.id))
    tree = page.locator("figure.family-tree svg")
    expect(tree).to_be_visible()
    current = tree.locator(".dc-current")
    expect(current).to_contain_text(child.name.split()[0])
    node = tree.locator(f'a[href$="/{paths.game(parent.id)}"]')
    node.scroll_into_view_if_needed()
    node.click()
    page.wait_for_url("**/" + paths.game(parent.id))
    expect(page.locator("h1")).to_contain_text(parent.name)
    # ...and the parent's own tree highlights the parent.
    expect(page.locator("figure.family-tree svg .dc-current")).to_contain_text(f"#{parent.id}")


def test_family_page_tree_links_every_game(page, base_url, resolved, paths):
    lineage = resolved.lineage
    root = max(lineage.roots(), key=lambda r: len(lineage.family(r)))
    page.goto(base_url + paths.family(root))
    links = page.locator("svg.dc-diagram a").evaluate_all(
        "as => as.map(a => new URL(a.getAttribute('href'), location.href).href)")
    games = [i for i in lineage.family(root) if isinstance(lineage.record(i), Game)]
    assert len(links) >= len(games)
    for href in links:
        response = page.request.get(href)
        assert response.ok, href


def test_tree_nodes_work_from_the_keyboard(page, base_url, resolved, paths):
    lineage = resolved.lineage
    game = next(g for g in sorted(resolved.catalog.games, key=lambda g: g.id) if lineage.children(g.id))
    child = lineage.children(game.id)[0]
    page.goto(base_url + paths.game(game.id))
    here = page.locator('figure.family-tree svg a[aria-current="page"]')
    assert here.get_attribute("href").endswith(paths.game(game.id))
    link = page.locator(f'figure.family-tree svg a[href$="/{paths.game(child)}"]')
    link.focus()
    assert page.evaluate("document.activeElement.getAttribute('href')").endswith(paths.game(child))
    page.keyboard.press("Enter")
    page.wait_for_url("**/" + paths.game(child))
