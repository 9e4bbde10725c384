"""Opera Magna's kinds of card, as frozen records; `components.py` makes them from `components.json`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class TradeCard:
    id: str
    deck: str
    cost: tuple[int, int, int, int]  # Raw Goods to pay, by colour
    profit_raw: tuple[int, int, int, int]
    profit_refined: tuple[int, int, int, int]
    cost_code: str
    profit_code: str


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect of a Building's right side, a Worksite or a City Power (kinds: reference 7.2)."""

    name: str
    timing: str  # immediate | lasting | endgame
    kind: str
    params: dict[str, Any]
    text: str


@dataclass(frozen=True, slots=True)
class Building:
    id: str
    size: str  # S | M | L
    colour: int  # the Refined Good it is built with
    cost: int
    vp: int
    discount: tuple[int, int, int, int]  # left side: permanent discount on City costs
    effect: Effect  # right side


@dataclass(frozen=True, slots=True)
class Worksite:
    id: str
    level: int
    wants: int  # Refined Good colour
    vp: int  # per token at the end
    effect: Effect  # for the first contributor


@dataclass(frozen=True, slots=True)
class CityPower:
    id: str
    use: str  # automatic | refined_goods_action | refined_goods_action_x2
    effect: Effect


@dataclass(frozen=True, slots=True)
class Conversion:
    pay: tuple[int, int, int, int]  # printed Raw Goods
    any: int  # extra Raw Goods of any type
    gain: int  # Refined Good colour


@dataclass(frozen=True, slots=True)
class ShopBoard:
    id: str
    discount: tuple[int, int, int, int]
    conversions: dict[str, Conversion]  # by left position S / M / L


@dataclass(frozen=True, slots=True)
class OperaBoard:
    name: str
    mode: str  # "all" or "any" of the supports must hold a token
    supports: tuple[tuple[int, ...], ...]  # by position 0-11 (a1-a4, b1-b4, c1-c4)
