"""Luthier's narration: every template of its events, the words for its ids, and its counters.

The rules say events with `pycore.engine.narration.say(seat, key, pieces, secret, **params)`; `key`
is a template below. `{x:player}` is a seat (the 2-player rival chip and the solo rival family
too), `{x:card}` a card id, `{x:location}` a location, `{x:track}` a track, `{changes:res}` the
event's own deltas for its seat in words ("+6 money, +1 inspiration"). A pair of templates is
(public, owner): what only the event's seat may see (a face-down chip, a specialist put back, an
objective) is named in the owner's text alone.

Counters (what the deltas add up to; all public in every seat's observation), per player:
`money`, `inspiration`, `prestige`, `apprentices` (in supply), the materials `animal wood metal`,
the tracks `reputation performance craft` and `seats:<section>` (Orchestra seats); for the solo
rival family (seat -2): `prestige` and `seats:<section>`.
"""

from __future__ import annotations

from ..engine.components import Components

from ..engine.narration import Entry, Forms, Telling, breakdown_words, word
from ..engine.registry import LUTHIER
from ..engine.told import Asked, Derived, HowTold, Piece, Said
from .components import (
    AUTOMA_CATEGORIES, AWARDS, BENCHES, DECK_OF, END_CATEGORIES, ERAS, INSTRUMENTS, LOCATION_NAMES, MARKET, OBJECTIVES,
    PATRON_TYPES, PLAY_CATEGORIES, REPAIRS, SECTIONS,
    SPECIALISTS, name,
)
from .observation_types import Observation
from .state import AUTOMA, RIVAL, State

TEXT: dict[str, Entry] = {
    "round": "Round {round} begins",
    "game_over": "The game is over",
    "final_score": Forms("Final score: {name} {total} prestige, rank {rank} ({breakdown:breakdown})",
                         "Your final score: {total} prestige, rank {rank} ({breakdown:breakdown})"),
    "market_card": "New Market card: {card:card}",
    "market_empty": "No Market card left to turn",
    "market_reset": "A new round at the Market: every player may visit, buy and sell again",
    "display_refill": "New on the {location:location}: {cards:cards}",
    "display_slide": "The {location:location} cards slide toward the start of the line",
    "tier_discard": "Tier I of the {location:location} is discarded: {cards:cards}",
    "patron_deck_b": "The Patron B deck replaces the A deck",
    "chips_home": "Every chip on the board goes home",
    "resolution": "Every chip is placed: the locations resolve in turn",
    "worker_home": Forms("{player:player}'s chip goes home from the {location:location}{back:back}",
                         "Your chip goes home from the {location:location}{back:back}"),
    "worker_stays": Forms("{player:player}'s chip stays on the {location:location}{back:back}",
                          "Your chip stays on the {location:location}{back:back}"),
    "new_chip": Forms("{player:player} gains chip #{chip}", "You gain chip #{chip}"),
    "automa_new_chip": "The rival family gains chip #{chip}",
    "automa_shuffle": "The rival family shuffles its deck of cards for the round",
    "patience": "{card:card}'s patience cube moves to space {space}",
    "kit": Forms("{player:player} starts with the {family:card} kit: {changes:res}",
                 "You start with the {family:card} kit: {changes:res}"),
    "keep": Forms("{player:player} keeps {card:card}", "You keep {card:card}"),
    "keep_objective": (Forms("{player:player} keeps a secret objective",
                             "You keep a secret objective"),
                       Forms("{player:player} keeps the objective {card:card}",
                             "You keep the objective {card:card}")),
    "gain": Forms("{why:why}{player:player} gains {changes:res}", "{why:why}you gain {changes:res}"),
    "track": Forms("{why:why}{player:player} moves up {track:track}: {changes:res}",
                   "{why:why}you move up {track:track}: {changes:res}"),
    "seats": Forms("{why:why}{player:player} fills Orchestra seats: {changes:res}",
                   "{why:why}you fill Orchestra seats: {changes:res}"),
    "track_top": Forms("{player:player} reaches the top of {track:track}: {changes:res}",
                       "You reach the top of {track:track}: {changes:res}"),
    "award": Forms("{player:player} claims the award {card:card}", "You claim the award {card:card}"),
    "storage_cap": Forms("{player:player} may now store up to {cap} of each material",
                         "You may now store up to {cap} of each material"),
    "specialist_none": Forms("No specialist left: {player:player} gains {changes:res}",
                             "No specialist left: you gain {changes:res}"),
    "specialist_one": Forms("{player:player} gains the specialist {card:card}", "You gain the specialist {card:card}"),
    "specialist_draw": (Forms("{player:player} draws {n} specialists to choose from",
                              "You draw {n} specialists to choose from"),
                        Forms("{player:player} draws {cards:cards} to choose from",
                              "You draw {cards:cards} to choose from")),
    "specialist_keep": (Forms("{player:player} keeps the specialist {card:card}; the other goes under the deck",
                              "You keep the specialist {card:card}; the other goes under the deck"),
                        Forms("{player:player} keeps the specialist {card:card}; {others:cards} goes under the deck",
                              "You keep the specialist {card:card}; {others:cards} goes under the deck")),
    "turn_order": "The Balcony sets the turn order: {order:order}",
    "apprentice_cap": Forms("{player:player} may now have up to {cap} apprentices",
                            "You may now have up to {cap} apprentices"),
    "to_retire": Forms("{player:player} is to retire a numbered chip onto {cards:cards}",
                       "You are to retire a numbered chip onto {cards:cards}"),
    "retire": Forms("{player:player} retires chip #{chip} onto the {card:card}",
                    "You retire chip #{chip} onto the {card:card}"),
    "retire_none": Forms("{player:player} has no numbered chip left: the {card:card} is discarded",
                         "You have no numbered chip left: the {card:card} is discarded"),
    "receive": Forms("{player:player} takes {card:card}", "You take {card:card}"),
    "fee": Forms("{player:player} pays {changes:paid} for {card:card}", "You pay {changes:paid} for {card:card}"),
    "search": Forms("{player:player} pays {changes:paid} to search the deck for a {value} card",
                    "You pay {changes:paid} to search the deck for a {value} card"),
    "satisfy": Forms("{player:player} satisfies {card:card}: {changes:res}", "You satisfy {card:card}: {changes:res}"),
    "deliver": Forms("{player:player} delivers the {card:card} to {patron:card}",
                     "You deliver the {card:card} to {patron:card}"),
    "patron_leaves": Forms("{card:card} loses patience and leaves {player:player}: {changes:res}",
                           "{card:card} loses patience and leaves you: {changes:res}"),
    "place": (Forms("{player:player} places a chip face down on the {location:location}{apprentices:with}",
                    "You place a chip face down on the {location:location}{apprentices:with}"),
              Forms("{player:player} places chip #{chip} face down on the {location:location}{apprentices:with}",
                    "You place chip #{chip} face down on the {location:location}{apprentices:with}")),
    "rival_places": "The rival chip goes to the {location:location}",
    "automa_places": "The rival family places a chip face down on the {location:location}",
    "reveal": Forms("Chip #{chip} revealed on the {location:location}: {player:player}'s worker",
                    "Chip #{chip} revealed on the {location:location}: your worker"),
    "activate": Forms("{player:player} activates the {location:location}", "You activate the {location:location}"),
    "pass": Forms("{player:player} passes for this round", "You pass for this round"),
    "market": Forms("{player:player} goes to the Market", "You go to the Market"),
    "market_end": Forms("{player:player} leaves the Market", "You leave the Market"),
    "bench_done": Forms("{player:player} is done with the benches", "You are done with the benches"),
    "keep_for_later": Forms("{player:player} keeps {card:card} for later", "You keep {card:card} for later"),
    "buy": Forms("{player:player} buys at the Market: {changes:res}", "You buy at the Market: {changes:res}"),
    "sell": Forms("{player:player} sells at the Market: {changes:res}", "You sell at the Market: {changes:res}"),
    "hire": Forms("{player:player} hires an apprentice: {changes:res}", "You hire an apprentice: {changes:res}"),
    "train": Forms("{player:player} trains {track:track}: {changes:res}", "You train {track:track}: {changes:res}"),
    "alternate": Forms("{player:player} takes money instead: {changes:res}", "You take money instead: {changes:res}"),
    "bench_put": Forms("{player:player} puts the {card:card} on the roughing bench",
                       "You put the {card:card} on the roughing bench"),
    "takeback": Forms("{player:player} takes the {card:card} back to hand", "You take the {card:card} back to hand"),
    "rough": Forms("{player:player} roughs the {card:card}: {changes:res}", "You rough the {card:card}: {changes:res}"),
    "finish": Forms("{player:player} finishes the {card:card}: {changes:res}", "You finish the {card:card}: {changes:res}"),
    "masterwork": Forms("The {card:card} is a masterwork: {changes:res}", "Your {card:card} is a masterwork: {changes:res}"),
    "perform": Forms("{player:player} performs {card:card} on the {instrument:card}: {changes:res}",
                     "You perform {card:card} on the {instrument:card}: {changes:res}"),
    "repair": Forms("{player:player} completes the repair {card:card}: {changes:res}",
                    "You complete the repair {card:card}: {changes:res}"),
    "rival_discards": "The rival chip discards {card:card}",
    "automa_takes": "The rival family takes {card:card}: {changes:res}",
    "automa_bonus": "The rival family ({level}) scores its round bonus: {changes:res}",
}

# The words the namers fill in, in English: a program speaking another language looks them up by their keys
# (`pycore.engine.narration.word`; the web app's catalogs, table "luthier.words"): a counter by its key (one
# without a word here is said by its key). A pair is a word's forms for one and many.
WORDS_TABLE = f"{LUTHIER}.words"
NAMED_CARDS = [*INSTRUMENTS, *REPAIRS, *MARKET, *SPECIALISTS, *OBJECTIVES, *AWARDS]
WORDS: dict[str, str | tuple[str, str]] = {
    "reputation": "Reputation", "performance": "Performance", "craft": "Craft",
    "money": "money", "inspiration": "inspiration", "prestige": "prestige",
    # a counted word has forms for one and many (the English says "apprentices" for both, as it always has:
    # "+1 apprentices"; another language gives its singular: "+1 apprendista")
    "apprentices": ("apprentices", "apprentices"),
    "animal": ("animal", "animal"), "wood": ("wood", "wood"), "metal": ("metal", "metal"),
    **{f"location.{loc}": words for loc, words in LOCATION_NAMES.items()},  # the locations and the benches
    **{f"era.{era}": era for era in ERAS},  # a card's era, type and section
    **{f"type.{kind}": kind for kind in (*SECTIONS, *PATRON_TYPES)},
    # the cards whose names are words (instruments, repairs, Market cards, specialists, objectives, awards); the
    # patrons, the pieces of music and the families keep their proper names
    **{f"name.{id_}": name(id_) for id_ in NAMED_CARDS},
    "rival": "The rival chip",
    "automa": "The rival family",
    "you_in_a_list": "you",  # the reader among other players named in a list ("Ada, you, Bo")
    "apprentice": "apprentice",
    # an effect's words (`effects.describe`): "1 wood + 1 animal", "+1 Reputation", "a free patron card"
    "effect.seat": ("{n} Orchestra seat", "{n} Orchestra seats"),
    "effect.specialist": ("{n} specialist", "{n} specialists"),
    **{f"effect.free_card.{deck}": f"a free {deck} card" for deck in DECK_OF.values()},
    "or": "{first} or {last}",
    "plus": "{first} + {then}",
    "list": "{first}, {then}",
    "and": "{first} and {last}",
    "nothing": "nothing",
    "change": "{change} {what}",
    "amount": "{n} {what}",
    **{f"seats:{section}": (f"{section} seats", f"{section} seats") for section in SECTIONS},  # Orchestra seats of a section
    "why": "{why}: ",
    # a final score's categories (`breakdown_words`): "instruments 21, patrons left -4"
    "score": "{category} {points}",
    **{f"score.{category}": category for category in (*PLAY_CATEGORIES, *END_CATEGORIES, *AUTOMA_CATEGORIES)},
    # why a gain happened, by its code (an effect's `ctx["why"]`, `why_words`): a location's bonus, a patron's gift
    "why.bonus": "{location} bonus",
    "why.gift": "{patron}'s gift",
    "why.performances": "Performances",
    "why.repairs": "Repairs",
    "why.power": "A power",
    "with": (" with {n} apprentice", " with {n} apprentices"),
    "back": ("; {n} apprentice goes back to the Market", "; {n} apprentices go back to the Market"),
}


def said(key: str, **values: object) -> str:
    """A word of `WORDS` in the language in use (English unless a program installed another)."""
    return word(WORDS_TABLE, WORDS, key, **values)


def card_name(k: Components, card_id: str) -> str:
    """A card's name: in words for the cards named by what they are, the proper name of the others (as rules
    version `k` prints it: a card of an earlier version only is named by its own data)."""
    return said(f"name.{card_id}") if f"name.{card_id}" in WORDS else k.name(card_id)


def card_word(kind: str, value: str) -> str:
    """A card's era (`kind="era"`), type or section (`kind="type"`) in words; a value without a word as it is."""
    return said(f"{kind}.{value}") if f"{kind}.{value}" in WORDS else value


def why_words(k: Components, why: str) -> str:
    """Why a gain happened, by its code: "bonus:salon" ("Salon bonus"), "gift:PA03" (a patron's gift), "card:<id>"
    (a patron's or an award's power), "location:guild", "performances", "repairs", "power"."""
    kind, _, value = why.partition(":")
    if kind == "bonus":
        return said("why.bonus", location=location_name(value))
    if kind == "gift":
        return said("why.gift", patron=card_name(k, value))
    if kind == "card":
        return card_name(k, value)
    if kind == "location":
        return location_name(value)
    return said(f"why.{why}")


def location_name(location: str) -> str:
    return said(f"location.{location}")


def counter_word(counter: str, n: int = 2) -> str:
    """A counter's word (a counter without one by its key); `n` picks the form of a counted one (apprentices,
    materials, a section's seats)."""
    if counter not in WORDS:
        return counter
    return said(counter, n=abs(n)) if isinstance(WORDS[counter], tuple) else said(counter)


def joined(parts: list[str], glue: str) -> str:
    """Words joined two by two with `glue` ("list": "a, b, c"; "and": "a and b and c"); "nothing" for none."""
    if not parts:
        return said("nothing")
    text = parts[0]
    for part in parts[1:]:
        text = said(glue, first=text, then=part, last=part)
    return text


def res_changes(changes: dict[str, int]) -> str:
    """An event's deltas in words: "+6 money, -1 wood, +1 Reputation, +2 string seats"."""
    parts = []
    for counter, n in changes.items():
        parts.append(said("change", change=f"{n:+d}", what=counter_word(counter, n)))
    return joined(parts, "list")


def paid(changes: dict[str, int]) -> str:
    """What a payment took, without signs: "3 money, 1 inspiration"."""
    return joined([said("amount", n=-n, what=counter_word(c, n)) for c, n in changes.items() if n < 0], "and")


# Where a card taken from a deck or a deal lies, as the table's view names that zone of a workbench
# (the Performance deck's cards are not the Performance track).
HOLDING = {"instrument": "hand", "patron": "patrons", "performance": "performance_cards", "repair": "repair_cards"}


def holding_piece(seat: int, deck: str) -> str:
    """The key of the zone a card of `deck` goes to: `p0:hand`, `p0:patrons`, `p0:performance_cards`."""
    return f"p{seat}:{HOLDING[deck]}"


def place_piece(seat: int, location: str) -> str:
    """The key of a place for chips: a bench is its player's own (`p0:rough_bench`), a location the table's."""
    return f"p{seat}:{location}" if location in BENCHES else f"place:{location}"


def piece_of(seat: int, counter: str) -> str:
    """The key of the piece showing a counter: `p0:money`, `p0:wood`, `p0:seats:string`."""
    return f"p{seat}:{counter}"


def telling(state: State) -> Telling:
    names = {i: p.name for i, p in enumerate(state.players)}
    k = state.k
    player = {RIVAL: lambda: said("rival"), AUTOMA: lambda: said("automa")}

    def player_name(seat: int) -> str:
        return names[seat] if seat in names else player[seat]()

    return Telling(TEXT, {
        "player": player_name,
        "card": lambda card: card_name(k, card),
        "cards": lambda ids: joined([card_name(k, c) for c in ids], "and") if ids else "",
        "location": location_name,
        "track": said,
        "why": lambda why: said("why", why=why_words(k, why)) if why else "",
        "with": lambda n: said("with", n=n) if n else "",
        "res": res_changes,
        "breakdown": lambda breakdown: breakdown_words(breakdown, said),
        "paid": paid,
        "back": lambda n: said("back", n=n) if n else "",
    }, piece_of, readers=tuple(range(len(state.players))), table=LUTHIER, for_reader={
        "order": lambda seats, reader: joined([said("you_in_a_list") if s == reader else player_name(s) for s in seats], "list"),
    })


def counters(observation: Observation) -> dict[int, dict[str, int]]:
    """Each seat's counters as an observation shows them (see the module docstring)."""
    result = {}
    for p in observation["players"]:
        mine = {k: p[k] for k in ("money", "inspiration", "prestige", "apprentices")}
        mine |= p["materials"] | p["tracks"]
        mine |= {f"seats:{k}": n for k, n in p["seats"].items()}
        result[p["seat"]] = mine
    automa = observation.get("automa")
    if automa:
        result[AUTOMA] = {"prestige": automa["prestige"]} | {f"seats:{k}": n for k, n in automa["seats"].items()}
    return result


def _placement(caps: tuple[str, ...], placement: dict) -> str:
    """A placed chip (`placements.3.revealed`): the place it stands on."""
    return place_piece(placement["seat"], placement["location"])


# Where a drawn card goes and where a discarded one comes from (the decks are counts only).
DRAWN_TO = ("displays.*.*.card", "market.card", "players.*.hand.#", "players.*.patrons.#", "players.*.performance_cards.#",
            "players.*.repair_cards.#", "players.*.specialists.#", "players.*.deal.*.#", "waiting_for.cards.#")
DISCARDED_FROM = ("displays.*.*.card", "market.card", "players.*.patrons.#", "players.*.performance_cards.#",
                  "players.*.repair_cards.#", "players.*.hand.#", "players.*.specialists_new.#", "waiting_for.cards.#",
                  "players.*.deal.*.#")

# Lists whose items are known by a field, not their place: a chip going home does not move the others.
KNOWN_BY = {"placements": "order", "players.*.patrons": "card", "players.*.chips": "number"}

# How every change an observation shows is told (pycore/engine/told.py; checked for every action and
# viewer by tests/engine/test_narration_random_games.py). `{0}` is the seat or index the first `*` stands for.
OBSERVED: dict[str, HowTold] = {
    "round": Said("round"),
    "turn_order.*": Said("turn_order"),
    "patron_deck": Said("patron_deck_b"),
    "decks.patron_b": Said("patron_deck_b"),
    "phase": Asked("the phase of the round follows from the action told; the prompt names it"),
    "to_move": Asked("who decides next: the prompt shows it"),
    "waiting_for": Asked("what the player to move decides next: the prompt asks it"),
    "waiting_for.*": Asked("what the player to move decides next: the prompt asks it"),
    "waiting_for.*.#": Asked("the cards or options to choose from: the prompt shows them"),
    "waiting_for.*.*": Asked("the cards or options to choose from: the prompt shows them"),
    "waiting_for.options.*.gain.*": Asked("the options to choose from: the prompt shows them"),
    "activation": Asked("the location being activated and whose worker acts: the prompt"),
    "activation.*": Asked("the location being activated and whose worker acts: the prompt"),
    "activation.workers.#": Asked("the workers of the location being activated: the prompt"),
    "activation.workers.*": Asked("the workers of the location being activated: the prompt"),
    "players.*.money": Piece("p{0}:money"),
    "players.*.inspiration": Piece("p{0}:inspiration"),
    "players.*.prestige": Piece("p{0}:prestige"),
    "players.*.apprentices": Piece("p{0}:apprentices"),
    "players.*.materials.*": Piece("p{0}:{1}"),
    "players.*.tracks.*": Piece("p{0}:{1}"),
    "players.*.seats.*": Piece("p{0}:seats:{1}"),
    "players.*.storage_cap": Piece("p{0}:animal", "p{0}:wood", "p{0}:metal"),
    "players.*.apprentice_cap": Piece("p{0}:apprentices"),
    "players.*.hand.#": Piece("p{0}:hand"),
    "players.*.hand.*": Piece("p{0}:hand"),
    "players.*.rough_bench.#": Piece("p{0}:rough_bench"),
    "players.*.rough_bench.*": Piece("p{0}:rough_bench"),
    "players.*.finish_bench.#": Piece("p{0}:finish_bench"),
    "players.*.finish_bench.*": Piece("p{0}:finish_bench"),
    "players.*.showcase.#": Piece("p{0}:showcase"),
    "players.*.showcase.*": Piece("p{0}:showcase"),
    "players.*.performance_cards.#": Piece("p{0}:performance_cards"),
    "players.*.performance_cards.*": Piece("p{0}:performance_cards"),
    "players.*.repair_cards.#": Piece("p{0}:repair_cards"),
    "players.*.repair_cards.*": Piece("p{0}:repair_cards"),
    "players.*.patrons.#": Piece("p{0}:patrons"),
    "players.*.patrons.*.*": Piece("p{0}:patrons"),
    "players.*.finished.#": Piece("p{0}:showcase"),
    "players.*.finished.*": Piece("p{0}:showcase"),
    "players.*.satisfied.#": Piece("p{0}:satisfied"),
    "players.*.satisfied.*": Piece("p{0}:satisfied"),
    "players.*.performances.#": Piece("p{0}:performances"),
    "players.*.performances.*.*": Piece("p{0}:performances"),
    "players.*.repairs.#": Piece("p{0}:repairs"),
    "players.*.repairs.*": Piece("p{0}:repairs"),
    "players.*.awards.#": Derived(("awards.*.holder",), "the awards this player holds"),
    "players.*.awards.*": Derived(("awards.*.holder",), "the awards this player holds"),
    "players.*.market_visits": Piece("market"),
    "players.*.bought.#": Piece("market"),
    "players.*.bought.*": Piece("market"),
    "players.*.sold.#": Piece("market"),
    "players.*.sold.*": Piece("market"),
    "players.*.passed": Said("pass", "resolution"),
    "players.*.objective": Said("keep_objective"),
    "players.*.deal.*.#": Asked("the cards dealt to choose from during setup: the prompt shows them"),
    "players.*.deal.*.*": Asked("the cards dealt to choose from during setup: the prompt shows them"),
    "awards.*.holder": Piece("award:{id}"),
    "apprentice_pool": Derived(("players.*.apprentices", "placements.*.apprentices"),
                               "the apprentices neither with a player nor on a chip: a worker's return is told"),
    "market.card": Piece("market"),
    "market.prices": Derived(("market.card",), "the prices printed on the Market card"),
    "market.prices.*": Derived(("market.card",), "the prices printed on the Market card"),
    "market.rival_location": Derived(("market.card",), "the rival chip's location printed on the Market card"),
    "market.deck": Derived(("market.card",), "the Market card turned comes from this deck"),
    "market.discards.#": Piece("market"),
    "market.discards.*": Piece("market"),
    "displays.*.#": Piece("display:{0}"),
    "displays.*.*.fee": Derived(("players.*.tracks.reputation", "players.*.satisfied.#", "players.*.awards.#", "displays.*.#"),
                                "the fee the viewer would pay: free from a Reputation space or a waiver, both told"),
    "displays.*.*.*": Piece("display:{0}"),
    "placements.#": Derived(("placements.*.*",), "the chips placed, each told where it is placed"),
    "placements.*.*": Piece(_placement),
    "players.*.chips_free": Piece("p{0}:chips"),
    "players.*.chips.#": Piece("p{0}:chips"),
    "players.*.chips.*.*": Piece("p{0}:chips"),
    "players.*.specialists.#": Piece("p{0}:chips"),  # the specialists retired onto chips
    "players.*.specialists.*": Piece("p{0}:chips"),
    "players.*.specialists_new.#": Piece("p{0}:specialists", "p{0}:chips"),  # gained, then to retire onto a chip
    "players.*.specialists_new.*": Piece("p{0}:specialists", "p{0}:chips"),
    "discards.specialist.#": Said("retire_none"),
    "discards.specialist.*": Said("retire_none"),
    "decks.specialist": Said("specialist_draw", "specialist_one", "specialist_keep"),  # drawn two, one back under
    "decks.*": Derived(DRAWN_TO, "a card drawn from a deck goes to a display, the Market or a player, which is told"),
    "discards.*.#": Derived(DISCARDED_FROM, "a discarded card leaves a display, the Market or a player, which is told"),
    "discards.*.*": Derived(DISCARDED_FROM, "a discarded card leaves a display, the Market or a player, which is told"),
    "automa.chips.#": Piece(f"p{AUTOMA}:prestige"),
    "automa.chips.*": Piece(f"p{AUTOMA}:prestige"),
    "automa.deck": Said("automa_places", "automa_shuffle"),
    "automa.drawn": Said("automa_places", "automa_shuffle"),
    "automa.prestige": Piece(f"p{AUTOMA}:prestige"),
    "automa.seats.*": Piece(f"p{AUTOMA}:seats:{{0}}"),
}
