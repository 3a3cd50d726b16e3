"""Worked examples (placeholder until the reader lands)."""


def run_examples(resolved):
    return [], []
