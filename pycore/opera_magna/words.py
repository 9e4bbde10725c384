"""Player words for actions and logs: goods, Areas, cards."""

from __future__ import annotations

from ..engine.components import Components
from .components import RAW_NAMES, REFINED_NAMES, SIZE_NAMES


def goods(raw: tuple[int, ...] | list[int] = (0, 0, 0, 0), refined: tuple[int, ...] | list[int] = (0, 0, 0, 0)) -> str:
    parts = [f"{n} {RAW_NAMES[c]}" for c, n in enumerate(raw) if n]
    parts += [f"{n} {REFINED_NAMES[c]}" for c, n in enumerate(refined) if n]
    return ", ".join(parts) or "nothing"


def area(name: str) -> str:
    if name in ("", "supply"):
        return "your supply"
    city, side = name.rsplit("-", 1)
    return f"{city.capitalize()} {side}"


def trade_half(k: Components, card: str, side: str) -> str:
    c = k.TRADE_CARDS[card]
    if side == "cost":
        return f"cost {goods(c.cost)}"
    return f"profit {goods(c.profit_raw, c.profit_refined)}"


def card_half_goods(k: Components, card: str, side: str) -> str:
    """What one half of a Trade Card shows, "1 Lead, 1 Glass": how a player tells the cards in a hand apart."""
    c = k.TRADE_CARDS[card]
    return goods(c.cost) if side == "cost" else goods(c.profit_raw, c.profit_refined)


def building(k: Components, card: str) -> str:
    b = k.BUILDINGS[card]
    return f"{b.effect.name} ({SIZE_NAMES[b.size]} {REFINED_NAMES[b.colour]})"


def worksite(k: Components, site: str) -> str:
    w = k.WORKSITES[site]
    return f"{w.effect.name} (level {w.level} {REFINED_NAMES[w.wants]})"


def trade_card(k: Components, card: str) -> str:
    """A Trade Card by what it shows (cards have no names): "a Trade Card (2 Lead / 2 Wood)"."""
    c = k.TRADE_CARDS[card]
    return f"a Trade Card ({goods(c.cost)} / {goods(c.profit_raw, c.profit_refined)})"
