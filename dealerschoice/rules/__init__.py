"""The rules engine: rule sentences read as typed steps, and facts computed from them.

- `rules.grammar`: `read_sentences(text)`, `read_rule(rule)`, `read_game(game)` -> `ReadRule`s
  (number, text, line, steps, status), `game_steps(game)`.
- `rules.steps`: the frozen step types (`STEP_TYPES`), each with a `kind` and `standing`.
- `rules.facts`: `derive_facts(game | read rules | steps) -> Facts(cards, players, rounds,
  max_seen, wilds)`.
- `rules.coverage`: `rule_coverage(games) -> Coverage` (the `coverage` command).
"""
