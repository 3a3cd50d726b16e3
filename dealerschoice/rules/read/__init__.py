"""The rules grammar: sentences read by families of Lark grammars over shared phrase parts.

- `words.words(sentence)`: the tokens a sentence is read as.
- `phrases.lark` / `phrases.py`: the shared parts (numbers, quantities, cards, faces, seats).
- `NAME.lark` / `NAME.py`: one family of sentences and its reader (see `family.py`).
- `reader.read_words(words)`: the one reading of a sentence, or None; `Ambiguous` if several.
"""
