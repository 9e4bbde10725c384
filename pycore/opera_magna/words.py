"""Goods and Trade Cards in English words, for the tests (the labels and the
narration say them in the player's language: `labels.py`, `narration.py`)."""

from __future__ import annotations

from .components import RAW_NAMES, REFINED_NAMES, TRADE_CARDS


def goods(raw: tuple[int, ...] | list[int] = (0, 0, 0, 0), refined: tuple[int, ...] | list[int] = (0, 0, 0, 0)) -> str:
    parts = [f"{n} {RAW_NAMES[c]}" for c, n in enumerate(raw) if n]
    parts += [f"{n} {REFINED_NAMES[c]}" for c, n in enumerate(refined) if n]
    return ", ".join(parts) or "nothing"


def trade_card(card: str) -> str:
    """A Trade Card by what it shows (cards have no names): "a Trade Card (2 Lead / 2 Wood)"."""
    c = TRADE_CARDS[card]
    return f"a Trade Card ({goods(c.cost)} / {goods(c.profit_raw, c.profit_refined)})"
