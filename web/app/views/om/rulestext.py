"""The rules text of each component, read from the game's own data (never rewritten here)."""

from __future__ import annotations

from functools import lru_cache

from pycore.opera_magna.components import GOOD_CODES, REFINED, SIZE_NAMES, catalog


@lru_cache(maxsize=1)
def components() -> dict:
    return catalog()


def code_words(code: str) -> str:
    counts: dict[str, int] = {}
    for letter in code:
        counts[letter] = counts.get(letter, 0) + 1
    return ", ".join(f"{n} {GOOD_CODES[letter]}" for letter, n in counts.items()) or "nothing"


def trade_card(card: str) -> str:
    cost, profit = card_codes(card)
    return f"Trade Card: cost {code_words(cost)}; profit {code_words(profit)}."  # its id is no word for a player


def building(card: str) -> str:
    b = components()["buildings"][card]
    e = b["right_effect"]
    return (f"{e['name']}, {SIZE_NAMES[b['size']]} Building built with {b['construction_cost']} "
            f"{b['builds_with'].capitalize()}, {b['vp']} VP. Left side: discount of {code_words(b['left_discount_code'])} "
            f"on City costs. Right side: {e['text']}")


def worksite(site: str) -> str:
    w = components()["worksites"][site]
    return (f"{w['name']}, level {w['level']} Worksite: send a {w['wants'].capitalize()} "
            f"(Certificate level {w['required_certificate_level']} needed), {w['vp_per_token']} VP per token. "
            f"First to send: {w['text']}")


def city_power(power: str) -> str:
    p = components()["city_powers"][power]
    return f"City Power {p['name']}: {p['text']}"


def building_name(card: str) -> str:
    return components()["buildings"][card]["right_effect"]["name"]


def building_size(card: str) -> str:
    return components()["buildings"][card]["size"]


def building_colour(card: str) -> int:
    return REFINED.index(components()["buildings"][card]["builds_with"])


def discount_code(card: str) -> str:
    return components()["buildings"][card]["left_discount_code"]


def card_codes(card: str) -> tuple[str, str]:
    """The icons of the cost half and the profit half ("" for a free cost, printed "-" in the data)."""
    c = components()["trade_cards"][card]
    return c["cost_code"].strip("-"), c["profit_code"].strip("-")
