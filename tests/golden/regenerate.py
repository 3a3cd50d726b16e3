"""Rewrite the golden pages from the current code and templates: `python -m tests.golden.regenerate`."""

from tests.golden.pages import GOLDEN, render_pages


def main() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for old in GOLDEN.glob("*.html"):
        old.unlink()
    for name, html in render_pages().items():
        (GOLDEN / name).write_text(html, encoding="utf-8")
        print(f"wrote {GOLDEN / name}")


if __name__ == "__main__":
    main()
