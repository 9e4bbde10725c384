"""Luthier's moves' labels, in English, in one table: what a player reads on a choice button, in the plain
list, the History's steps and the guided game's Hint (`engine.labels`). A parameter's kind names how it is
said (a card by its id, a location, an effect, a payment), with the narration's words, so that another
language says the label with its own template and the same words (table "luthier.labels")."""

from __future__ import annotations

from typing import Any, Mapping

from ..engine.labels import Labels
from ..engine.registry import LUTHIER
from .components import MATERIALS
from .effects import capitalized, describe
from .narration import card_name, card_word, counter_word, joined, location_name, said, why_words

TEMPLATES: dict[str, str] = {
    # the setup, and choices effects ask for
    "keep": "Keep {card:card}",
    "take_free": "Take {card:card} (free)",
    "choose": "{effect:Effect}",
    "choose_why": "{why:why}: {effect:effect}",
    "specialist": "Keep the {card:card}",
    "retire": "Chip #{chip} becomes the {card:card}",
    "retire_none": "Discard the {card:card}: no numbered chip left",
    "satisfy": "Satisfy {card:card}",
    # free actions (R7)
    "deliver": "Deliver {instrument:card} to {patron:card}",
    "takeback": "Take {card:card} back to hand",
    # the start-of-round bench step
    "bench": "Put {card:card} on the roughing bench",
    "bench_done": "Done with the benches",
    # planning and resolution turns
    "place": "Chip #{chip} to the {location:location}{apprentices:with}",
    "place_specialist": "Chip #{chip} {specialist:card} to the {location:location}{apprentices:with}",
    "activate": "Activate the {location:location}",
    "market": "Go to the Market",
    "pass": "Pass for this round",
    # a Market visit
    "buy": "Buy 1 {material:one} for {price}",
    "sell": "Sell 1 {material:one} for {price}",
    "hire": "Hire an apprentice for {price}",
    "train": "Train {track:counter} for {price}",
    "leave": "Leave the Market",
    # a worker on a main-board location
    "take": "Take {card:card} for {fee}",
    "gather": "Gather {effect:effect}",
    "balcony": "{effect:Effect}",
    "perform": "Perform {card:card} on the {instrument:card}",
    "repair": "Repair: {card:card} (pay {cost:cost})",
    "search_era": "Search the deck for a {value:era} card (10, uses an apprentice)",
    "search_type": "Search the deck for a {value:type} card (10, uses an apprentice)",
    "alternate": "Take 2 money instead",
    "keep_for_later": "Keep {card:card} for later",
    # a worker on a bench
    "rough": "#{chip}: rough the {card:card} (pay {cost:cost})",
    "finish": "#{chip}: finish the {card:card} (pay {cost:cost})",
    "finish_masterwork": "#{chip}: finish the {card:card} (pay {cost:cost}) masterwork",
    "bench_alternate": "#{chip}: take 2 money instead",
}


def _cost(cost: Mapping[str, int]) -> str:
    """What a payment takes, "1 wood, 2 metal" ("nothing" for none)."""
    return joined([said("amount", n=cost[m], what=counter_word(m, cost[m])) for m in MATERIALS if cost[m]], "list")


def _effect(effect: Mapping[str, Any]) -> str:
    return describe(dict(effect))


LABELS = Labels(f"{LUTHIER}.labels", TEMPLATES, {
    "card": card_name,
    "why": why_words,
    "location": location_name,
    "with": lambda n: said("with", n=n) if n else "",
    "counter": counter_word,
    "one": lambda counter: counter_word(counter, 1),  # "Buy 1 {material:one}": agreeing with one
    "effect": _effect,
    "Effect": lambda effect: capitalized(_effect(effect)),
    "cost": _cost,
    "era": lambda value: card_word("era", value),
    "type": lambda value: card_word("type", value),
}, versioned=frozenset({"card", "why"}))
