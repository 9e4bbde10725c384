"""The guided first game of Opera Magna: you against one bot, four whole turns scripted, then free play.

Data only (see `pycore.engine.tutorial`): the setup, the learner's steps with the action each
expects and the pieces to tap (keys of the table view, `web/app/views/om/taps.py`), and every
sentence the tutorial says, as templates in `TEXTS` (a card, a Building, a City Power or a Worksite named
by what the player sees on it, read from the components). The scripted turns go through every phase of a
turn (Merchant, City Activation, Refined Goods, End of Turn), a Building finished on each side, a Shop Board
Conversion, a City Power, a Certificate moved and a Refined Good sent to the Opera: every way to score is
met once. `python -m pycore tutorial --game opera-magna --check` replays it.
"""

from __future__ import annotations

from ..engine.tutorial import LEARNER, Script, Step
from .components import BUILDINGS, CITY_POWERS, RAW_DATA, RAW_NAMES, REFINED_NAMES, ROUNDS, SETUP, WORKSITES
from .info import INFO
from .state import NEWEST  # the guided game is scripted over the newest rules version's deal
from .words import card_half_goods

OPERA_SITE = "W1-G"  # the Worksite the learner sends a Refined Good to (at position a3 of the base board)
SITE = WORKSITES[OPERA_SITE]
SITE_NEEDS = next(w["required_certificate_level"] for w in RAW_DATA["worksites"] if w["id"] == OPERA_SITE)

TEXTS = {
    "compensation": "{first} has the first turn in this game (the {mine} on your pieces only tells them from {first}'s "
                    "{theirs}), so you get {count} extra Raw Good to make up for it. Tap "
                    "the {good} track to take 1 {good}. Under your name: VP is your points track so far; points now is "
                    "what you would score if the game ended now.",
    "merchant_first": "Merchant phase: move one of your {merchants} Merchants to a City's Cost or Profit Area. "
                      "Tap your Merchant, then {city}'s {area} Area.",
    "card_profit": "Put a card from your hand into that Area, profit half showing. City Activation follows at once: "
                   "you pay {city}'s Cost Area and gain every good in its Profit Area. Tap the card whose profit half shows "
                   "{card}.",
    "build": "Refined Goods phase: a {refined} goes onto your Building under construction. Tap the {refined}, "
             "then the Building's {refined} space. Goods on a Building stay there across turns.",
    "convert": "Refined Goods you do not use are lost at the end of the phase. Turn the {refined} back into a "
               "{raw}: tap the {refined}, then the {raw} track.",
    "end_phase": "Nothing more to do: tap End, then confirm. Unused Refined Goods are discarded.",
    "market": "End of Turn: draw a Trade Card from the Market. The leftmost one is free; the others cost Raw "
              "Goods of any kind, more the further right. Tap the free card.",
    "merchant_cost": "A new round. This time enter {city}'s Cost Area: you pay its Cost cards (minus your discounts) "
                     "and may use its City Power. Tap a Merchant in your supply, then {city}'s Cost Area.",
    "card_cost": "Play the card whose cost half shows {card}: it goes into the Cost Area, cost half showing, then "
                 "{city} activates. A Raw Good you cannot pay moves that colour's Certificate left. Tap that card.",
    "build_complete": "Place the {refined} on {building}: its last space. A covered Building is complete.",
    "side": "A complete Building goes left or right under your Shop Board. Left: its Raw Goods become a "
            "permanent discount and unlock a Conversion. Right: its effect, and a Cart to the Opera. Tap Left.",
    "conversion": "Your first left Building unlocked the Small Conversion: once a turn, pay its Raw Goods for a "
                  "Refined Good. Tap the Conversion.",
    "build_planks": "Put that Planks on your other Building, {building}. Tap the Planks, then its space.",
    "building": "End of Turn: you build {buildings} Buildings at a time, so take a new one from the Opera Board. "
                "Tap {building}.",
    "market_again": "And draw a Trade Card again: the highlighted one is worth its price. Tap it.",
    "merchant_move": "A Merchant already in a City may move on to another City. Move yours from {from_city} to "
                     "{city}'s {area} Area: tap it, then the Area.",
    "build_on": "Place a {refined} on {building}: tap the {refined}, then the Building's space.",
    "conversion_again": "Your Small Conversion works once every turn: tap it to make a {refined}.",
    "side_right": "This time put the Building on the right: its effect ({effect}) works from now on (some Buildings' "
                  "effects score at the end of the game instead), it still "
                  "scores at the end, and your first right Building gives you a Cart, which sends Refined Goods "
                  "to the Opera. Tap Right.",
    "merchant_power": "Move your Merchant from {from_city} to {city}'s Cost Area: entering a Cost Area lets you use "
                      "the City's Power this turn. Tap it, then the Area.",
    "power": "{city}'s Power is the {power}: {effect} Tap the City Power.",
    "certificate": "Move your {good} Certificate: a Certificate's level decides which Worksites of the Opera accept "
                   "that colour, and it scores its level at the end. Tap the {good} Certificate.",
    "opera": "Your Cart sends a Refined Good to the Opera: put the {refined} on {site}, a level {level} Worksite "
             "(it needs a {good} Certificate of level {needs}). At the end each of your tokens scores its Worksite's "
             "level, whoever has most tokens on the Opera wins the majority, and the first token on a Worksite "
             "takes its effect. Tap the {refined}, then {site}.",
    "free_play": "You have played every phase of a turn and sent a good to the Opera. Play on as you like: the game "
                 "lasts {rounds} rounds. Tap Hint whenever you want the bot's suggestion.",
    "scoring": "Final score: your VP track (you started at {start_points}), plus every completed Building by "
               "size, each Certificate's level, every Opera token by its Worksite's level, the Opera majority and "
               "the end-of-game effects. Ties: most Buildings, then Opera tokens, then Certificates, then Raw Goods.",
}

SCRIPT = Script(
    game=INFO.id,
    seed=12,
    options={"board": "base"},
    players=("You", "Bruno"),
    bots=(None, "greedy"),
    texts=TEXTS,
    steps=(
        # the shop board marks each seat's pieces with its seat's number (1 for the learner): not the turn order
        Step("raw:lead", "compensation", {"first": "Bruno", "mine": str(LEARNER + 1), "theirs": str(LEARNER + 2), "count": "1",
                                          "good": "Lead"}, ("raw:lead",), "setup"),
        Step("merchant:supply:siena-profit", "merchant_first", {"city": "Siena", "area": "Profit"},
             ("merchant:supply", "area:siena-profit"), "merchant"),
        Step("card:A12-w", "card_profit", {"city": "Siena", "card": card_half_goods(NEWEST, "A12-w", "profit")}, ("hand:A12-w",), "activation"),
        Step("build:0:bell", "build", {"refined": "Bell"}, ("refined:bell", "work:0"), "construct"),
        Step("convert:glass", "convert", {"refined": "Glass", "raw": "Sand"}, ("refined:glass", "raw:sand"), "convert"),
        Step("convert:glass", "convert", {"refined": "Glass", "raw": "Sand"}, ("refined:glass", "raw:sand"), "convert"),
        Step("end", "end_phase", {}, ("end", "end-confirm"), "refined"),
        Step("market:0", "market", {}, ("market:0",), "market"),
        Step("merchant:supply:siena-cost", "merchant_cost", {"city": "Siena"},
             ("merchant:supply", "area:siena-cost"), "merchant"),
        Step("card:A15-l", "card_cost", {"city": "Siena", "card": card_half_goods(NEWEST, "A15-l", "cost")}, ("hand:A15-l",), "activation"),
        Step("build:0:bell", "build_complete", {"refined": "Bell", "building": "Town Crier"},
             ("refined:bell", "work:0"), "construct"),
        Step("side:left", "side", {}, ("side:left",), "sides"),
        Step("conversion:S", "conversion", {}, ("conv:S",), "conversion"),
        Step("build:0:planks", "build_planks", {"building": "Carpenters' Guild"}, ("refined:planks", "work:0"),
             "construct"),
        Step("convert:glass", "convert", {"refined": "Glass", "raw": "Sand"}, ("refined:glass", "raw:sand"), "convert"),
        Step("convert:glass", "convert", {"refined": "Glass", "raw": "Sand"}, ("refined:glass", "raw:sand"), "convert"),
        Step("end", "end_phase", {}, ("end", "end-confirm"), "refined"),
        Step("building:L01", "building", {"building": "Bell Foundry"}, ("display:L01",), "replenish"),
        Step("market:2", "market_again", {}, ("market:2",), "market"),
        Step("merchant:siena-profit:arezzo-profit", "merchant_move", {"from_city": "Siena", "city": "Arezzo", "area": "Profit"},
             ("merchant:siena-profit", "area:arezzo-profit"), "merchant"),
        Step("card:A14-m", "card_profit", {"city": "Arezzo", "card": card_half_goods(NEWEST, "A14-m", "profit")}, ("hand:A14-m",),
             "activation"),
        Step("build:0:planks", "build_on", {"refined": "Planks", "building": "Carpenters' Guild"},
             ("refined:planks", "work:0"), "construct"),
        Step("build:1:bell", "build_on", {"refined": "Bell", "building": "Bell Foundry"}, ("refined:bell", "work:1"),
             "construct"),
        Step("conversion:S", "conversion_again", {"refined": "Planks"}, ("conv:S",), "conversion"),
        Step("build:0:planks", "build_complete", {"refined": "Planks", "building": "Carpenters' Guild"},
             ("refined:planks", "work:0"), "construct"),
        Step("side:right", "side_right", {"effect": BUILDINGS["M04"].effect.text.rstrip(".")}, ("side:right",), "sides"),
        Step("end", "end_phase", {}, ("end", "end-confirm"), "refined"),
        Step("building:M07", "building", {"building": BUILDINGS["M07"].effect.name}, ("display:M07",), "replenish"),
        Step("market:0", "market", {}, ("market:0",), "market"),
        Step("merchant:arezzo-profit:lucca-cost", "merchant_power", {"from_city": "Arezzo", "city": "Lucca"},
             ("merchant:arezzo-profit", "area:lucca-cost"), "merchant"),
        Step("card:A02-w", "card_cost", {"city": "Lucca", "card": card_half_goods(NEWEST, "A02-w", "cost")}, ("hand:A02-w",),
             "activation"),
        Step("power", "power", {"city": "Lucca", "power": CITY_POWERS["CP3"].effect.name,
                                "effect": CITY_POWERS["CP3"].effect.text}, ("power",), "power"),
        Step("cert:lead", "certificate", {"good": RAW_NAMES[0]}, ("cert:lead",), "certificates"),
        Step("opera:a3", "opera", {"refined": REFINED_NAMES[SITE.wants], "good": RAW_NAMES[SITE.wants],
                                   "site": SITE.effect.name, "level": str(SITE.level), "needs": str(SITE_NEEDS)},
             ("refined:glass", "site:a3"), "opera"),
        Step("build:0:bell", "build_on", {"refined": "Bell", "building": "Bell Foundry"}, ("refined:bell", "work:0"),
             "construct"),
        Step("end", "end_phase", {}, ("end", "end-confirm"), "refined"),
        Step("market:0", "market", {}, ("market:0",), "market"),
    ),
    free_play="free_play",
    scoring="scoring",
    facts={"rounds": ROUNDS, "merchants": SETUP["merchants_per_player"], "buildings": len(SETUP["starting_buildings"]),
           "start_points": SETUP["starting_vp"]},
)
