"""The guided first game of Opera Magna: you against one bot, two whole turns scripted, then free play.

Data only (see `pycore.engine.tutorial`): the setup, the learner's steps with the action each
expects and the pieces to tap (keys of the table view, `web/app/views/om/taps.py`), and every
sentence the tutorial says, as templates in `TEXTS`. The two scripted turns go through every phase
of a turn (Merchant, City Activation, Refined Goods, End of Turn), a finished Building and a Shop
Board Conversion. `python -m pycore tutorial --game opera-magna --check` replays it.
"""

from __future__ import annotations

from ..engine.tutorial import Script, Step
from .components import ROUNDS, SETUP
from .words import card_half_goods

TEXTS = {
    "compensation": "You play second, so you start with {count} extra Raw Good. Tap the {good} track to take 1 {good}.",
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
    "card_cost": "Put the card whose cost half shows {card} in the Cost Area, cost half showing, then {city} "
                 "activates. A Raw Good you cannot pay moves that colour's Certificate left. Tap that card.",
    "build_complete": "Place the {refined} on {building}: its last space. A covered Building is complete.",
    "side": "A complete Building goes left or right under your Shop Board. Left: its Raw Goods become a "
            "permanent discount and unlock a Conversion. Right: its effect, and a Cart to the Opera. Tap Left.",
    "conversion": "Your first left Building unlocked the Small Conversion: once a turn, pay its Raw Goods for a "
                  "Refined Good. Tap the Conversion.",
    "build_planks": "Put that Planks on your other Building, {building}. Tap the Planks, then its space.",
    "building": "End of Turn: you build {buildings} Buildings at a time, so take a new one from the Opera Board. "
                "Tap {building}.",
    "market_again": "And draw a Trade Card again: the highlighted one is worth its price. Tap it.",
    "free_play": "You have played every phase of a turn. Play on as you like: the game lasts {rounds} rounds. "
                 "Tap Hint whenever you want the bot's suggestion.",
    "scoring": "Final score: your VP track (you started at {start_points}), plus every completed Building by "
               "size, each Certificate's level, every Opera token by its Worksite's level, the Opera majority and "
               "the end-of-game effects. Ties: most Buildings, then Opera tokens, then Certificates, then Raw Goods.",
}

SCRIPT = Script(
    game="opera-magna",
    seed=12,
    options={"board": "base"},
    players=("You", "Bruno"),
    bots=(None, "greedy"),
    texts=TEXTS,
    steps=(
        Step("raw:lead", "compensation", {"count": "1", "good": "Lead"}, ("raw:lead",), "setup"),
        Step("merchant:supply:siena-profit", "merchant_first", {"city": "Siena", "area": "Profit"},
             ("merchant:supply", "area:siena-profit"), "merchant"),
        Step("card:A12-w", "card_profit", {"city": "Siena", "card": card_half_goods("A12-w", "profit")}, ("hand:A12-w",), "activation"),
        Step("build:0:bell", "build", {"refined": "Bell"}, ("refined:bell", "work:0"), "construct"),
        Step("convert:glass", "convert", {"refined": "Glass", "raw": "Sand"}, ("refined:glass", "raw:sand"), "convert"),
        Step("convert:glass", "convert", {"refined": "Glass", "raw": "Sand"}, ("refined:glass", "raw:sand"), "convert"),
        Step("end", "end_phase", {}, ("end", "end-confirm"), "refined"),
        Step("market:0", "market", {}, ("market:0",), "market"),
        Step("merchant:supply:siena-cost", "merchant_cost", {"city": "Siena"},
             ("merchant:supply", "area:siena-cost"), "merchant"),
        Step("card:A15-l", "card_cost", {"city": "Siena", "card": card_half_goods("A15-l", "cost")}, ("hand:A15-l",), "activation"),
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
    ),
    free_play="free_play",
    scoring="scoring",
    facts={"rounds": ROUNDS, "merchants": SETUP["merchants_per_player"], "buildings": len(SETUP["starting_buildings"]),
           "start_points": SETUP["starting_vp"]},
)
