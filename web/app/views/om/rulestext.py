"""The rules text of each component, read from the game's own data (never rewritten here)."""

from __future__ import annotations

from functools import lru_cache

from pycore.engine.components import Components
from pycore.opera_magna.components import REFINED
from pycore.opera_magna.narration import component_effect, component_name, good_counted, refined_name, size_name

from ...i18n import cleared_on_language_change
from .texts import RULES


@lru_cache(maxsize=None)
def components(k: Components) -> dict:
    """Every component of rules version `k`, JSON-ready (its catalog)."""
    catalog: dict = k.catalog()
    return catalog


def code_words(code: str) -> str:
    counts: dict[str, int] = {}
    for letter in code:
        counts[letter] = counts.get(letter, 0) + 1
    return ", ".join(good_counted(letter, n) for letter, n in counts.items()) or RULES["nothing"]


@cleared_on_language_change  # drawn for every card at every tap: words, said once a language
@lru_cache(maxsize=None)
def trade_card(k: Components, card: str) -> str:
    cost, profit = card_codes(k, card)
    return RULES["trade_card"].format(cost=code_words(cost), profit=code_words(profit))  # its id is no word for a player


@cleared_on_language_change
@lru_cache(maxsize=None)
def building(k: Components, card: str) -> str:
    b = components(k)["buildings"][card]
    return RULES["building"].format(name=component_name(card), size=size_name(b["size"]), cost=b["construction_cost"],
                                    good=refined_name(REFINED.index(b["builds_with"])), vp=b["vp"],
                                    discount=code_words(b["left_discount_code"]), effect=component_effect(card))


@cleared_on_language_change
@lru_cache(maxsize=None)
def worksite(k: Components, site: str) -> str:
    w = components(k)["worksites"][site]
    return RULES["worksite"].format(name=component_name(site), level=w["level"], good=refined_name(REFINED.index(w["wants"])),
                                    certificate=w["required_certificate_level"], vp=w["vp_per_token"], effect=component_effect(site))


@cleared_on_language_change
@lru_cache(maxsize=None)
def city_power(power: str) -> str:
    return RULES["city_power"].format(name=component_name(power), effect=component_effect(power))


def building_name(card: str) -> str:
    return component_name(card)


def building_size(k: Components, card: str) -> str:
    return components(k)["buildings"][card]["size"]


def building_colour(k: Components, card: str) -> int:
    return REFINED.index(components(k)["buildings"][card]["builds_with"])


def discount_code(k: Components, card: str) -> str:
    return components(k)["buildings"][card]["left_discount_code"]


def card_codes(k: Components, card: str) -> tuple[str, str]:
    """The icons of the cost half and the profit half ("" for a free cost, printed "-" in the data)."""
    c = components(k)["trade_cards"][card]
    return c["cost_code"].strip("-"), c["profit_code"].strip("-")
