"""Opera Magna's narration: every template of its events, the words for its ids, and its counters.

The rules say events with `pycore.engine.narration.say(seat, key, pieces, **params)`; `key` is a
template below. `{x:player}` is a seat, `{x:raw}` / `{x:refined}` a colour 0-3 (`{x:one_refined}` one of it:
"1 Brett" in German, where `{x:refined}` is the Good's name "Bretter"), `{x:area}` an Area such as
`pisa-cost`, `{x:card}` a Trade Card, `{x:building}` a Building, `{x:site}` a Worksite,
`{x:cause}` a component id (or `setup`), `{x:component}` a Building, Worksite or City Power by id,
`{changes:goods}` the event's own deltas for its seat in words ("2 Lead, 1 Planks").

Counters (what the deltas add up to, per seat, all public in every seat's observation):
`lead wood marble sand` (Raw Goods), `cert:<raw>` (Certificate space), `vp` (Points track),
`bell planks column glass` (Refined Goods this turn), `stored:<refined>` (kept for the next turn)
and `hand` (Trade Cards in hand).
"""

from __future__ import annotations

from ..engine.components import Components
from ..engine.narration import Entry, Forms, Telling, breakdown_words, word
from ..engine.registry import OPERA_MAGNA
from ..engine.told import Asked, Derived, HowTold, Piece, Said
from .components import (
    BUILDINGS, CITY_POWERS, RAW, RAW_NAMES, REFINED, REFINED_NAMES, SIZE_NAMES, WORKSITES,
)
from .observation_types import Observation
from .scoring import CATEGORIES
from .state import State

TEXT: dict[str, Entry] = {
    "round": "Round {round} begins",
    "last_round": "Round {round} begins: the last round",
    "turn": Forms("{seat:player}'s turn", "Your turn"),
    "stored_return": Forms("{seat:player}'s kept Refined Goods return: {changes:goods}",
                           "Your kept Refined Goods return: {changes:goods}"),
    "free_card": Forms("{seat:player} has no Trade Card and takes {card:card} from the Market for free",
                       "You have no Trade Card and take {card:card} from the Market for free"),
    "merchant": Forms("{seat:player} moves a Merchant from {source:from} to {target:area}",
                      "You move a Merchant from {source:from_yours} to {target:area}"),
    "card": Forms("{seat:player} plays {card:card} into {area:area}; {out:card} is discarded",
                  "You play {card:card} into {area:area}; {out:card} is discarded"),
    "pays": Forms("{city} activates: {seat:player} pays {changes:goods}", "{city} activates: you pay {changes:goods}"),
    "power_in_force": Forms("City Power {power:component} is in force for {seat:player} this turn",
                            "City Power {power:component} is in force for you this turn"),
    "lacks_cert": Forms("{seat:player} lacks 1 {good:raw}: {good:raw} Certificate {before} to {after}",
                        "You lack 1 {good:raw}: {good:raw} Certificate {before} to {after}"),
    "lacks_vp": Forms("{seat:player} lacks 1 {good:raw}: no Certificate to lose, 1 VP instead ({before} to {after})",
                      "You lack 1 {good:raw}: no Certificate to lose, 1 VP instead ({before} to {after})"),
    "lacks_vp_floor": Forms("{seat:player} lacks 1 {good:raw}: no Certificate to lose and already at 1 VP",
                            "You lack 1 {good:raw}: no Certificate to lose and already at 1 VP"),
    "lacks_court": Forms("{seat:player} lacks 1 {good:raw}: Marble Court keeps the Certificate, 1 VP instead ({before} to {after})",
                         "You lack 1 {good:raw}: Marble Court keeps the Certificate, 1 VP instead ({before} to {after})"),
    "notary": Forms("Notary's Office: {seat:player} pays 1 {paid:raw} for the missing {missing:raw}",
                    "Notary's Office: you pay 1 {paid:raw} for the missing {missing:raw}"),
    "profit": Forms("{city} profit: {seat:player} gains {changes:goods}", "{city} profit: you gain {changes:goods}"),
    "gain": Forms("{cause:cause}: {seat:player} gains {changes:goods}", "{cause:cause}: you gain {changes:goods}"),
    "gain_nothing": Forms("{cause:cause}: {seat:player} gains nothing (track full)",
                          "{cause:cause}: you gain nothing (track full)"),
    "cert_right": Forms("{cause:cause}: {seat:player}'s {good:raw} Certificate {before} to {after}",
                        "{cause:cause}: your {good:raw} Certificate {before} to {after}"),
    "vp": Forms("{cause:cause}: {seat:player} scores {amount} VP ({before} to {after})",
                "{cause:cause}: you score {amount} VP ({before} to {after})"),
    "retrieve": Forms("{cause:cause}: {seat:player} takes {card:card} back from the discard",
                      "{cause:cause}: you take {card:card} back from the discard"),
    "build": Forms("{seat:player} places 1 {good:one_refined} on {building:building}",
                   "You place 1 {good:one_refined} on {building:building}"),
    "roof": Forms("{cause:cause}: {seat:player} places a free Good on {building:building}",
                  "{cause:cause}: you place a free Good on {building:building}"),
    "complete": Forms("{seat:player} completes {building:building}", "You complete {building:building}"),
    "side": Forms("{seat:player} puts {building:building} on the {side} side",
                  "You put {building:building} on the {side} side"),
    "side_left": Forms("{seat:player} puts {building:building} on the left side: {discount:discount} less to pay in Cost Areas from now on",
                       "You put {building:building} on the left side: {discount:discount} less to pay in Cost Areas from now on"),
    "send": Forms("{seat:player} sends 1 {good:one_refined} to {site:site}", "You send 1 {good:one_refined} to {site:site}"),
    "site_effect": Forms("{seat:player} is first on {site:site}: its effect", "You are first on {site:site}: its effect"),
    "conversion": Forms("{seat:player} converts {changes:paid} into {changes:gained} on the Shop Board",
                        "You convert {changes:paid} into {changes:gained} on the Shop Board"),
    "convert": Forms("{seat:player} converts 1 {good:one_refined} back into {changes:gained}",
                     "You convert 1 {good:one_refined} back into {changes:gained}"),
    "refine": Forms("{cause:cause}: {seat:player} refines 1 {good:raw} into 1 {good:one_refined}",
                    "{cause:cause}: you refine 1 {good:raw} into 1 {good:one_refined}"),
    "power": Forms("{seat:player} uses the City Power {power:component}", "You use the City Power {power:component}"),
    "end": Forms("{seat:player} ends the Refined Goods phase", "You end the Refined Goods phase"),
    "keep": Forms("{cause:cause}: {seat:player} keeps 1 {good:one_refined} for the next turn",
                  "{cause:cause}: you keep 1 {good:one_refined} for the next turn"),
    "keep_done": Forms("{seat:player} keeps no more Refined Goods", "You keep no more Refined Goods"),
    "discard_refined": Forms("{seat:player} discards unused Refined Goods: {changes:goods}",
                             "You discard unused Refined Goods: {changes:goods}"),
    "take_building": Forms("{seat:player} takes {building:building}", "You take {building:building}"),
    "building_refill": "New in the Building display: {building:building}",
    "market": Forms("{seat:player} takes {card:card} from the Market for {price} Raw Goods",
                    "You take {card:card} from the Market for {price} Raw Goods"),
    "market_pay": Forms("{seat:player} pays 1 {good:raw} for the Market card", "You pay 1 {good:raw} for the Market card"),
    "market_refill": "New in the Market: {card:card}",
    "decks_out": "The last Trade Card is drawn: round {round} will be the last",
    "rival": "The Rival takes {site:site}",
    "market_prices": Forms("Market prices for {seat:player} now: {prices:prices} Raw Goods",
                           "Your Market prices now: {prices:prices} Raw Goods"),
    "carts": Forms("{seat:player} now has {carts:carts}", "You now have {carts:carts}"),
    "projected": Forms("{category} for {seat:player} if the game ended now: {before} to {after} points",
                       "{category} for you if the game ended now: {before} to {after} points"),
    "game_over": "The game is over",
    "final_score": Forms("Final score: {name} {total} points, rank {rank} ({breakdown:breakdown})",
                         "Your final score: {total} points, rank {rank} ({breakdown:breakdown})"),
}


# The words the namers fill in, in English: a program speaking another language looks them up by their keys
# (`pycore.engine.narration.word`; the web app's catalogs, table "opera-magna.words"). A Good by its colour's
# key; a pair is a word's forms for one and many.
WORDS_TABLE = f"{OPERA_MAGNA}.words"
WORDS: dict[str, str | tuple[str, str]] = {
    **{f"raw.{key}": name for key, name in zip(RAW, RAW_NAMES)},
    **{f"refined.{key}": name for key, name in zip(REFINED, REFINED_NAMES)},
    # a Good counted ("1 Planks", "2 Planks": the English names a Good as its card does, one form for any number;
    # another language gives its singular and plural, "1 Brett", "2 Bretter"), put in `amount` and `kept`
    **{f"count.raw.{key}": (name, name) for key, name in zip(RAW, RAW_NAMES)},
    **{f"count.refined.{key}": (name, name) for key, name in zip(REFINED, REFINED_NAMES)},
    "amount": "{n} {good}",
    "kept": "{n} kept {good}",
    "certificate": "{good} Certificate {change}",
    "vp": "{change} VP",
    "hand": ("{n} Trade Card", "{n} Trade Cards"),
    "list": "{first}, {then}",
    "and": "{first} and {last}",
    "nothing": "nothing",
    "setup": "Turn-order compensation",
    "an_effect": "An effect",
    # every Building, Worksite and City Power by its id: its name and its effect's text
    **{f"name.{id_}": c.effect.name for table in (BUILDINGS, WORKSITES, CITY_POWERS) for id_, c in table.items()},
    **{f"effect.{id_}": c.effect.text for table in (BUILDINGS, WORKSITES, CITY_POWERS) for id_, c in table.items()},
    "trade_card": "a Trade Card ({cost} / {profit})",
    **{f"size.{size}": name for size, name in SIZE_NAMES.items()},
    "building": "{name} ({size} {good})",
    "worksite": "{name} (level {level} {good})",
    "area.cost": "{city}'s Cost Area",
    "area.profit": "{city}'s Profit Area",
    "their_supply": "their supply",
    "your_supply": "your supply",
    "carts": ("{n} Cart", "{n} Carts"),
    # a final score's categories (`breakdown_words`): "Points track 12, Certificates 9"
    "score": "{category} {points}",
    **{f"score.{category}": category for category in CATEGORIES},
}


def said(key: str, **values: object) -> str:
    """A word of `WORDS` in the language in use (English unless a program installed another)."""
    return word(WORDS_TABLE, WORDS, key, **values)


def raw_name(colour: int) -> str:
    return said(f"raw.{RAW[colour]}")


def refined_name(colour: int) -> str:
    return said(f"refined.{REFINED[colour]}")


def raw_counted(colour: int, n: int) -> str:
    """A Raw Good's word agreeing with `n` (the number is not in it: `amount` puts it)."""
    return said(f"count.raw.{RAW[colour]}", n=n)


def refined_counted(colour: int, n: int) -> str:
    """A Refined Good's word agreeing with `n` (one: "Brett", more: "Bretter")."""
    return said(f"count.refined.{REFINED[colour]}", n=n)


def good_counted(code: str, n: int) -> str:
    """`n` of a Good by its letter in the components' codes (`GOOD_CODES`): "2 Lead", "1 Planks"."""
    colour = _colour(code)
    return said("amount", n=n, good=refined_counted(colour, n) if code.isupper() else raw_counted(colour, n))


def goods_words(raw: tuple[int, ...] | list[int], refined: tuple[int, ...] | list[int] = (0, 0, 0, 0)) -> str:
    """Goods by amount, "2 Lead, 1 Glass"; "nothing" for none."""
    return listed([said("amount", n=n, good=raw_counted(c, n)) for c, n in enumerate(raw) if n]
                  + [said("amount", n=n, good=refined_counted(c, n)) for c, n in enumerate(refined) if n])


def trade_card_words(k: Components, card: str) -> str:
    """A Trade Card by what it shows (cards have no names): "a Trade Card (2 Lead / 2 Wood)" (the moves' labels too)."""
    c = k.TRADE_CARDS[card]
    return said("trade_card", cost=goods_words(c.cost), profit=goods_words(c.profit_raw, c.profit_refined))


def component_name(id_: str) -> str:
    """A Building's, Worksite's or City Power's name (`S01`, `W1-G`, `CP3`)."""
    return said(f"name.{id_}")


def component_effect(id_: str) -> str:
    """What a Building, Worksite or City Power does, as its card says it."""
    return said(f"effect.{id_}")


def size_name(size: str) -> str:
    return said(f"size.{size}")


def building_words(k: Components, card: str) -> str:
    """A Building by its name, size and Good: "Bell Foundry (Large Bell)."""
    b = k.BUILDINGS[card]
    return said("building", name=component_name(card), size=size_name(b.size), good=refined_name(b.colour))


def worksite_words(k: Components, site: str) -> str:
    """A Worksite by its name, level and Good: "Rose Window (level 2 Glass)."""
    w = k.WORKSITES[site]
    return said("worksite", name=component_name(site), level=w.level, good=refined_name(w.wants))


def area_name(name: str) -> str:
    """An Area in a sentence: `pisa-cost` -> "Pisa's Cost Area" (a City's name is a proper name)."""
    city, side = name.rsplit("-", 1)
    return said(f"area.{side}", city=city.capitalize())


def good_name(code: str) -> str:
    """A Good by its letter in the components' codes (`GOOD_CODES`): a Raw Good's initial, a Refined Good's capital."""
    return refined_name(_colour(code)) if code.isupper() else raw_name(_colour(code))


def _colour(code: str) -> int:
    """A Good's colour by its letter in the components' codes (a Raw Good's initial, a Refined Good's capital)."""
    colours = REFINED if code.isupper() else RAW
    return next(i for i, key in enumerate(colours) if key[0] == code.lower())


def listed(parts: list[str], last: str = "list", every: str = "list") -> str:
    """Words joined as a list: "a, b, c" (`last="and"`: "a, b and c"; `every="and"` too: "a and b and c");
    "nothing" for none."""
    if not parts:
        return said("nothing")
    text = parts[0]
    for i, part in enumerate(parts[1:], start=2):
        text = said(last if i == len(parts) else every, first=text, then=part, last=part)
    return text


def goods_changes(changes: dict[str, int]) -> str:
    """An event's deltas in words: Goods by amount ("2 Lead, 1 Planks"), Certificates and VP moved."""
    parts = []
    for counter, n in changes.items():
        if counter in RAW:
            parts.append(said("amount", n=abs(n), good=raw_counted(RAW.index(counter), abs(n))))
        elif counter in REFINED:
            parts.append(said("amount", n=abs(n), good=refined_counted(REFINED.index(counter), abs(n))))
        elif counter.startswith("stored:"):
            parts.append(said("kept", n=abs(n), good=refined_counted(REFINED.index(counter[7:]), abs(n))))
        elif counter.startswith("cert:"):
            parts.append(said("certificate", good=raw_name(RAW.index(counter[5:])), change=f"{n:+d}"))
        elif counter == "vp":
            parts.append(said("vp", change=f"{n:+d}"))
        elif counter == "hand":
            parts.append(said("hand", n=abs(n)))
    return listed(parts)


def cause_name(k: Components, source: str) -> str:
    """What set an effect off: a Building, Worksite or City Power by its name, or the setup."""
    if source in k.BUILDINGS or source in k.WORKSITES or source in k.CITY_POWERS:
        return component_name(source)
    return said("setup") if source == "setup" else said("an_effect")


def piece_of(seat: int, counter: str) -> str:
    """The key of the piece showing a counter, as the table's views name them (`p0:raw:2`, `p0:vp`)."""
    kind, _, colour = counter.rpartition(":")
    if counter in RAW:
        return f"p{seat}:raw:{RAW.index(counter)}"
    if counter in REFINED:
        return f"p{seat}:refined:{REFINED.index(counter)}"
    if kind == "cert":
        return f"p{seat}:cert:{RAW.index(colour)}"
    if kind == "stored":
        return f"p{seat}:stored:{REFINED.index(colour)}"
    return f"p{seat}:hand_size" if counter == "hand" else f"p{seat}:{counter}"


def telling(state: State) -> Telling:
    names = [p.name for p in state.players]
    k = state.k
    return Telling(TEXT, {
        "player": lambda seat: names[seat],
        "breakdown": lambda breakdown: breakdown_words(breakdown, said),
        "raw": raw_name,
        "refined": refined_name,
        "one_refined": lambda colour: refined_counted(colour, 1),  # "1 {good:one_refined}": "1 Brett"
        "area": area_name,
        "from": lambda a: said("their_supply") if a in ("", "supply") else area_name(a),
        "from_yours": lambda a: said("your_supply") if a in ("", "supply") else area_name(a),
        "card": lambda card: trade_card_words(k, card),
        "building": lambda card: building_words(k, card),
        "site": lambda site: worksite_words(k, site),
        "goods": goods_changes,
        "gained": lambda changes: goods_changes({c: n for c, n in changes.items() if n > 0}),
        "paid": lambda changes: goods_changes({c: n for c, n in changes.items() if n < 0}),
        "cause": lambda source: cause_name(k, source),
        "component": component_name,
        "prices": lambda prices: listed([str(p) for p in prices], last="and"),
        "discount": lambda d: listed([said("amount", n=n, good=raw_counted(c, n)) for c, n in enumerate(d) if n], last="and", every="and"),
        "carts": lambda n: said("carts", n=n),
    }, piece_of, readers=tuple(range(len(names))), table=OPERA_MAGNA)


def counters(observation: Observation) -> dict[int, dict[str, int]]:
    """Each seat's counters as an observation shows them (see the module docstring)."""
    result = {}
    for p in observation["players"]:
        mine = dict(zip(RAW, p["raw"]))
        mine |= {f"cert:{r}": space for r, space in zip(RAW, p["cert"])}
        mine["vp"] = p["vp"]
        mine |= dict(zip(REFINED, p["refined"]))
        mine |= {f"stored:{g}": n for g, n in zip(REFINED, p["stored"])}
        mine["hand"] = p["hand_size"]
        result[p["seat"]] = mine
    return result


def _cost(caps: tuple[str, ...], city: dict) -> str:
    return f"area:{city['name'].lower()}-cost"


def _profit(caps: tuple[str, ...], city: dict) -> str:
    return f"area:{city['name'].lower()}-profit"


def _merchants(caps: tuple[str, ...], city: dict) -> str:
    """`cities.0.merchants.cost.#`: the Area the Merchants stand on."""
    return f"area:{city['name'].lower()}-{caps[1]}"


DISCARD_SOURCES = ("cities.*.*.*", "market.*.card", "players.*.hand_size")

# How every change an observation shows is told (pycore/engine/told.py; checked for every action and
# viewer by tests/engine/test_narration_random_games.py). `{0}` is the seat or index the first `*` stands for.
OBSERVED: dict[str, HowTold] = {
    "round": Said("round", "last_round"),
    "last_round": Said("last_round"),
    "final_round": Said("decks_out"),
    "over": Said("game_over"),
    "phase": Asked("the phase of the turn follows from the action told; the prompt names it"),
    "current": Asked("whose turn it is: the turn event opens it, the prompt shows it"),
    "to_move": Asked("who decides next: the prompt shows it"),
    "decision.*": Asked("what the player to move decides next: the prompt asks it"),
    "turn.*": Asked("this turn's allowances (the Area chosen, the power in force, refines, Carts and "
                    "conversions used): what the prompt offers next follows from them"),
    "turn.*.*": Asked("this turn's Conversions used: what the prompt offers next follows from them"),
    "players.*.raw.*": Piece("p{0}:raw:{1}"),
    "players.*.cert.*": Piece("p{0}:cert:{1}"),
    "players.*.levels.*": Derived(("players.{0}.cert.{1}",), "the level of the Certificate space"),
    "players.*.vp": Piece("p{0}:vp"),
    "players.*.refined.*": Piece("p{0}:refined:{1}"),
    "players.*.stored.*": Piece("p{0}:stored:{1}"),
    "players.*.hand_size": Piece("p{0}:hand_size"),
    "players.*.hand.#": Piece("p{0}:hand_size"),
    "players.*.hand.*": Piece("p{0}:hand_size"),
    "players.*.merchants.*": Piece("p{0}:merchants"),
    "players.*.works.#": Piece("p{0}:works"),
    "players.*.works.*.*": Piece("p{0}:works"),
    "players.*.left.*.#": Piece("p{0}:left"),
    "players.*.left.*.*": Piece("p{0}:left"),
    "players.*.right.*.#": Piece("p{0}:right"),
    "players.*.right.*.*": Piece("p{0}:right"),
    "players.*.discounts.*": Piece("p{0}:left"),
    "players.*.carts": Piece("p{0}:carts"),
    "players.*.opera_tokens": Derived(("opera.*.tokens.#",), "the player's tokens on the Opera's Worksites"),
    "players.*.score.breakdown.Points track": Derived(("players.{0}.vp",), "the Points track"),
    "players.*.score.breakdown.Certificates": Derived(("players.{0}.cert.*",), "the Certificates' levels"),
    "players.*.score.breakdown.Buildings": Derived(("players.{0}.left.*.#", "players.{0}.right.*.#"),
                                                   "the completed Buildings by size"),
    "players.*.score.breakdown.Opera tokens": Derived(("opera.*.tokens.#",), "the levels of the Worksites it has tokens on"),
    "players.*.score.breakdown.Opera majority": Piece("p{0}:score"),
    "players.*.score.breakdown.Building effects": Piece("p{0}:score"),
    "players.*.score.breakdown.Worksite effects": Piece("p{0}:score"),
    "players.*.score.total": Derived(("players.{0}.score.breakdown.*",), "the sum of the breakdown"),
    "cities.*.cost.*": Piece(_cost),
    "cities.*.profit.*": Piece(_profit),
    "cities.*.merchants.*.#": Piece(_merchants),
    "cities.*.merchants.*.*": Piece(_merchants),
    "market.*.card": Piece("market:{0}"),
    "market.*.price": Piece("market:{0}"),
    "decks.*": Derived(("market.*.card",), "a card drawn from the decks goes to the Market"),
    "discard.#": Derived(DISCARD_SOURCES, "a card pushed out of its Area, or taken back into a hand"),
    "discard.*": Derived(DISCARD_SOURCES, "a card pushed out of its Area, or taken back into a hand"),
    "display.*": Piece("slot:{0}"),
    "building_decks.*": Derived(("display.*",), "a Building drawn from its deck fills the display"),
    "opera.*.tokens.#": Piece("site:{position}"),
    "opera.*.tokens.*": Piece("site:{position}"),
    "opera.*.open": Derived(("opera.*.tokens.#",), "a Worksite opens when the row below is filled"),
}
