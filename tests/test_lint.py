"""The project lints clean under ruff (the rules in pyproject's [tool.ruff]): unused imports,
names that are never defined, unsorted imports, likely bugs (B) and old-Python spellings (UP)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_ruff_finds_nothing():
    command = [sys.executable, "-m", "ruff", "check", "--no-cache", "--output-format", "concise", "."]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)
    if "No module named ruff" in done.stderr:
        pytest.fail("ruff is not installed: pip install -e '.[test]'")
    assert done.returncode == 0, f"ruff check found problems:\n{done.stdout}{done.stderr}"
    assert done.stdout.strip() == "All checks passed!"
