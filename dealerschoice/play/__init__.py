"""The simulator: plays a game from its typed steps and tells what happened.

- `program.game_program(game) -> Program` (or `NotRunnable` with the rule that stops it)
- `simulate.simulate(game_or_program, players=None, seed=1, views=None) -> Transcript`
  (`views`: the event kinds that carry a table view, default all);
  `simulate.default_players(program, facts=None)`; `simulate.PlayedHand` (one run, for tallies)
- `state`: the pieces of a played hand's state (Rulebook, Wilds, Money, Turns, Outcome,
  Progress, Log; the Table and its Seats are in `table`); `PlayedHand.piece(Kind)` for a
  mechanic's own
- `handlers`: `@handles(StepType)` registers a step's handler; every module of `mechanics/`
  (moves, flips, betting, declare, money, showdown, flow) is loaded when a hand is played
- `judge`: the hands a seat may make at the showdown and the evaluator's answer
- `triggers`: standing rules fired when a card turns up (`card_up`)
- `loops`: a hand that never ends is known early (an idle repeat, a state met again),
  with the same stop as playing it out to the safety net
- `transcript.Transcript`: events keyed by rule number, `as_text()`, `as_json()`, `command()`
- `table.SimulationError`: an invariant broke (cards, hand sizes, chips) — a simulator bug
- `examples.run_examples(resolved)`: worked examples executed, false claims as Problems
"""
