"""The rules text of each component, read from the game's own data (never rewritten here)."""

from __future__ import annotations

from functools import lru_cache

from pycore.opera_magna.components import REFINED, catalog
from pycore.opera_magna.narration import component_effect, component_name, good_name, refined_name, size_name

from .texts import RULES


@lru_cache(maxsize=1)
def components() -> dict:
    return catalog()


def code_words(code: str) -> str:
    counts: dict[str, int] = {}
    for letter in code:
        counts[letter] = counts.get(letter, 0) + 1
    return ", ".join(RULES["amount"].format(n=n, good=good_name(letter)) for letter, n in counts.items()) or RULES["nothing"]


def trade_card(card: str) -> str:
    cost, profit = card_codes(card)
    return RULES["trade_card"].format(cost=code_words(cost), profit=code_words(profit))  # its id is no word for a player


def building(card: str) -> str:
    b = components()["buildings"][card]
    return RULES["building"].format(name=component_name(card), size=size_name(b["size"]), cost=b["construction_cost"],
                                    good=refined_name(REFINED.index(b["builds_with"])), vp=b["vp"],
                                    discount=code_words(b["left_discount_code"]), effect=component_effect(card))


def worksite(site: str) -> str:
    w = components()["worksites"][site]
    return RULES["worksite"].format(name=component_name(site), level=w["level"], good=refined_name(REFINED.index(w["wants"])),
                                    certificate=w["required_certificate_level"], vp=w["vp_per_token"], effect=component_effect(site))


def city_power(power: str) -> str:
    return RULES["city_power"].format(name=component_name(power), effect=component_effect(power))


def building_name(card: str) -> str:
    return component_name(card)


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
