"""`hand`: evaluate poker hands from the command line (high, wilds, jokers, lows, exposed)."""

from __future__ import annotations

import json
import sys
from collections import Counter

from dealerschoice.cards import Duplicates, HandRules, best_hand, best_low, exposed_hand, parse_cards
from dealerschoice.errors import UsageError

HELP = "Evaluate a hand: python build.py hand 'Qs Qh 9c 8d Qd 9d 5s' [--wild 3,9] [--low a5] [--json]; '-' reads one hand per line."


def add_arguments(parser) -> None:
    parser.add_argument("cards", nargs="+", metavar="CARDS",
                        help="cards such as 'Q♠ Qs 10h Th Jk' (spaces or commas), or - to read one hand per line from stdin")
    parser.add_argument("--wild", metavar="RANKS|CARDS", help="wild ranks (3,9) or cards (Jh,Js)")
    parser.add_argument("--jokers", choices=("wild", "bug"), default="wild", help="jokers fully wild (default) or a bug")
    parser.add_argument("--low", choices=("a5", "27", "a6"),
                        help="evaluate as a low: ace-to-five, deuce-to-seven or ace-to-six")
    parser.add_argument("--duplicates", choices=[d.value for d in Duplicates], default=Duplicates.NOT_HELD.value,
                        help="may a wild become a card the hand holds: not-held (default, the common rule) "
                             "or any (the house rule: ace-ace flushes)")
    parser.add_argument("--qualifier", type=int, metavar="N", help="low must be N-or-better (e.g. 8); implies --low a5")
    parser.add_argument("--exposed", action="store_true", help="rank the cards as up cards (who opens)")
    parser.add_argument("--json", action="store_true", help="print JSON (always, with -)")
    parser.add_argument("--decks", type=int, default=1, metavar="N",
                        help="cards come from N decks, so a card may appear up to N times (default 1)")


def evaluate(cards, rules: HandRules, low: str | None, qualifier: int | None, exposed: bool) -> dict:
    """One hand as the JSON object the command prints."""
    if low:
        hand = best_low(cards, rules, low, qualifier)
        if hand is None:
            return {"cards": [str(c) for c in cards], "category": None, "best": [], "wilds": {},
                    "description": f"No {qualifier}-or-better low", "key": None}
        return hand.as_json()
    return (exposed_hand(cards, rules) if exposed else best_hand(cards, rules)).as_json()


def text_line(result: dict) -> str:
    line = result["description"]
    if result["best"]:
        line += ": " + " ".join(result["best"])
    if result["wilds"]:
        line += " (" + ", ".join(f"{k} as {v}" for k, v in result["wilds"].items()) + ")"
    return line


def read_hand(text: str, decks: int) -> tuple:
    """The cards of one hand; a card more often than `decks` decks hold it is an error.

    >>> read_hand("As Ks As", 1)
    Traceback (most recent call last):
    ...
    dealerschoice.errors.UsageError: A♠ is given 2 times, but one deck holds it once; remove the copy, or give --decks 2
    >>> len(read_hand("As Ks As", 2))
    3
    """
    cards = parse_cards(text)
    if not cards:
        raise UsageError("no cards given: e.g. python build.py hand 'Qs Qh 9c 8d Qd'")
    counts = Counter(c for c in cards if not c.is_joker)
    for card, count in counts.items():
        if count > decks:
            held = "once" if decks == 1 else f"{decks} times"
            where = "one deck holds" if decks == 1 else f"{decks} decks hold"
            raise UsageError(f"{card} is given {count} times, but {where} it {held}; remove the copy, "
                             f"or give --decks {count}")
    return cards


def run(args) -> int:
    rules = HandRules.parse(args.wild, jokers=args.jokers, duplicates=Duplicates(args.duplicates))
    if args.qualifier is not None and not 5 <= args.qualifier <= 13:
        raise UsageError(f"--qualifier {args.qualifier}: give the highest card a low may hold, 5 to 13 (e.g. 8)")
    if args.decks < 1:
        raise UsageError(f"--decks {args.decks}: give the number of decks the cards come from, 1 or more")
    low = args.low or ("a5" if args.qualifier is not None else None)
    if args.cards == ["-"]:
        failed = False
        for number, line in enumerate(sys.stdin, 1):
            # one line out for every line in, so output line N answers input line N
            try:
                cards = read_hand(line, args.decks)
            except UsageError as error:
                failed = failed or bool(line.strip())  # a blank line is answered, not a failure
                message = f"stdin line {number}: {error}"
                print(json.dumps({"error": message}, ensure_ascii=False))
                print(f"error: {message}", file=sys.stderr)
                continue
            print(json.dumps(evaluate(cards, rules, low, args.qualifier, args.exposed), ensure_ascii=False))
        return 2 if failed else 0
    cards = read_hand(" ".join(args.cards), args.decks)
    result = evaluate(cards, rules, low, args.qualifier, args.exposed)
    print(json.dumps(result, ensure_ascii=False) if args.json else text_line(result))
    return 0
