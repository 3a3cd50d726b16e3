"""Golden HTML of representative game pages. Regenerate: `.venv/bin/python -m tests.golden.regenerate`."""
