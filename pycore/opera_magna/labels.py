"""Opera Magna's moves' labels, in English, in one table: what a player reads on a button, in the plain list,
the History's steps and the guided game's Hint (`engine.labels`). A parameter's kind names how it is said
(a Good by its colour, a card or a Building by its id, an Area by its name), with the narration's words, so
that another language says the label with its own template and the same words (table "opera-magna.labels")."""

from __future__ import annotations

from ..engine.labels import Labels
from ..engine.registry import OPERA_MAGNA
from .narration import (
    building_words, component_effect, component_name, goods_words, raw_name, refined_counted, refined_name, said,
    size_name, trade_card_words, worksite_words,
)

TEMPLATES: dict[str, str] = {
    # a pending choice's options
    "gain_raw": "Gain 1 {good:raw}",
    "gain_raws": "Gain {n} {good:raw}",
    "gain_refined": "Gain 1 {good:one_refined}",
    "cert": "{good:raw} Certificate 1 space right",
    "keep": "Keep 1 {good:one_refined} for next turn",
    "keep_done": "Keep nothing more",
    "pay": "Pay 1 {good:raw}",
    "roof": "Free Good on {card:building}",
    "side_left": "{card:component} on the left: discount {discount:goods}",
    "side_right": "{card:component} on the right: {card:effect}",
    "notary": "Pay 1 {good:raw} for the missing {missing:raw}",
    "notary_decline": "Do not replace the missing {missing:raw}",
    # the turn's phases
    "merchant": "Merchant from {source:area} to {target:area}",
    "card_cost": "Play {card:card}: cost {card:cost}",
    "card_profit": "Play {card:card}: profit {card:profit}",
    "build": "Place a {good:one_refined} on {card:component}",
    "build_any": "Place a {good:one_refined} on {card:component} (any colour)",
    "opera": "Send a {good:one_refined} to {site:site}",
    "conversion": "Convert {pay:goods} into a {gain:one_refined}",
    "conversion_extra": "Convert {pay:goods} and 1 {extra:raw} into a {gain:one_refined}",
    "convert": "Turn a {good:one_refined} into a {good:raw}",
    "refine": "Pay 1 {good:raw} for a {good:one_refined}",
    "power": "Use {power:component}: {power:effect}",
    "end": "End the Refined Goods phase",
    "building": "Take {card:building}",
    "market": "Take {card:card} for {price} Raw Goods",
    # an Area in a label, shorter than the narration's "Pisa's Cost Area" (a City's name is a proper name)
    "area.cost": "{city} cost",
    "area.profit": "{city} profit",
}


def _area(name: str) -> str:
    if name in ("", "supply"):
        return said("your_supply")
    city, side = name.rsplit("-", 1)
    return LABELS.said(f"area.{side}", {"city": city.capitalize()})


LABELS = Labels(f"{OPERA_MAGNA}.labels", TEMPLATES, {
    "raw": raw_name,
    "refined": refined_name,
    "one_refined": lambda colour: refined_counted(colour, 1),  # "a {good:one_refined}": "1 Brett", "1 Asse"
    "card": trade_card_words,
    "cost": lambda k, card: goods_words(k.TRADE_CARDS[card].cost),
    "profit": lambda k, card: goods_words(k.TRADE_CARDS[card].profit_raw, k.TRADE_CARDS[card].profit_refined),
    "building": building_words,
    "component": component_name,
    "effect": component_effect,
    "site": worksite_words,
    "goods": goods_words,
    "area": _area,
    "size": size_name,
}, versioned=frozenset({"card", "cost", "profit", "building", "site"}))
