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
from .components import RAW, RAW_DATA, REFINED, ROUNDS, SETUP, TRADE_CARDS, WORKSITES
from .info import INFO
from .narration import component_effect, component_name, goods_words, raw_name, refined_counted, refined_name

def half_goods(card: str, side: str) -> str:
    """What one half of a Trade Card shows, "1 Lead, 1 Glass": how a player tells the cards in a hand apart."""
    c = TRADE_CARDS[card]
    return goods_words(c.cost) if side == "cost" else goods_words(c.profit_raw, c.profit_refined)


OPERA_SITE = "W1-G"  # the Worksite the learner sends a Refined Good to (at position a3 of the base board)
SITE = WORKSITES[OPERA_SITE]
SITE_NEEDS = next(w["required_certificate_level"] for w in RAW_DATA["worksites"] if w["id"] == OPERA_SITE)

TEXTS = {
    "compensation": "{first} has the first turn in this game (the {mine} on your pieces only tells them from {first}'s "
                    "{theirs}), so you get {count} extra Raw Good to make up for it. Tap "
                    "the {good:raw} track to take 1 {good:raw}. Under your name: VP is your points track so far; points now is "
                    "what you would score if the game ended now.",
    "merchant_first": "Merchant phase: move one of your {merchants} Merchants to a City's Cost or Profit Area. "
                      "Tap your Merchant, then {city}'s {area:side} Area.",
    "card_profit": "Put a card from your hand into that Area, profit half showing. City Activation follows at once: "
                   "you pay {city}'s Cost Area and gain every good in its Profit Area. Tap the card whose profit half shows "
                   "{card:half}.",
    "build": "Refined Goods phase: a {refined:refined} goes onto your Building under construction. Tap the {refined:refined}, "
             "then the Building's {refined:refined} space. Goods on a Building stay there across turns.",
    "convert": "Refined Goods you do not use are lost at the end of the phase. Turn the {refined:refined} back into a "
               "{raw:raw}: tap the {refined:refined}, then the {raw:raw} track.",
    "end_phase": "Nothing more to do: tap End, then confirm. Unused Refined Goods are discarded.",
    "market": "End of Turn: draw a Trade Card from the Market. The leftmost one is free; the others cost Raw "
              "Goods of any kind, more the further right. Tap the free card.",
    "merchant_cost": "A new round. This time enter {city}'s Cost Area: you pay its Cost cards (minus your discounts) "
                     "and may use its City Power. Tap a Merchant in your supply, then {city}'s Cost Area.",
    "card_cost": "Play the card whose cost half shows {card:half}: it goes into the Cost Area, cost half showing, then "
                 "{city} activates. A Raw Good you cannot pay moves that colour's Certificate left. Tap that card.",
    "build_complete": "Place the {refined:one_refined} on {building:component}: its last space. A covered Building is complete.",
    "side": "A complete Building goes left or right under your Shop Board. Left: its Raw Goods become a "
            "permanent discount and unlock a Conversion. Right: its effect, and a Cart to the Opera. Tap Left.",
    "conversion": "Your first left Building unlocked the Small Conversion: once a turn, pay its Raw Goods for a "
                  "Refined Good. Tap the Conversion.",
    "build_planks": "Put that Planks on your other Building, {building:component}. Tap the Planks, then its space.",
    "building": "End of Turn: you build {buildings} Buildings at a time, so take a new one from the Opera Board. "
                "Tap {building:component}.",
    "market_again": "And draw a Trade Card again: the highlighted one is worth its price. Tap it.",
    "merchant_move": "A Merchant already in a City may move on to another City. Move yours from {from_city} to "
                     "{city}'s {area:side} Area: tap it, then the Area.",
    "build_on": "Place a {refined:one_refined} on {building:component}: tap the {refined:refined}, then the Building's space.",
    "conversion_again": "Your Small Conversion works once every turn: tap it to make a {refined:one_refined}.",
    "side_right": "This time put the Building on the right: its effect ({building:clause}) works from now on (some Buildings' "
                  "effects score at the end of the game instead), it still "
                  "scores at the end, and your first right Building gives you a Cart, which sends Refined Goods "
                  "to the Opera. Tap Right.",
    "merchant_power": "Move your Merchant from {from_city} to {city}'s Cost Area: entering a Cost Area lets you use "
                      "the City's Power this turn. Tap it, then the Area.",
    "power": "{city}'s Power is the {power:component}: {power:effect} Tap the City Power.",
    "certificate": "Move your {good:raw} Certificate: a Certificate's level decides which Worksites of the Opera accept "
                   "that colour, and it scores its level at the end. Tap the {good:raw} Certificate.",
    "opera": "Your Cart sends a Refined Good to the Opera: put the {refined:refined} on {site:component}, a level {level} Worksite "
             "(it needs a {good:raw} Certificate of level {needs}). At the end each of your tokens scores its Worksite's "
             "level, whoever has most tokens on the Opera wins the majority, and the first token on a Worksite "
             "takes its effect. Tap the {refined:refined}, then {site:component}.",
    "free_play": "You have played every phase of a turn and sent a good to the Opera. Play on as you like: the game "
                 "lasts {rounds} rounds. Tap Hint whenever you want the bot's suggestion.",
    # the learner's name as they read it (the match keeps "You": links and saves carry no language)
    "learner": "You",
    # the words of the steps' parameters: a City's Area by its half
    "side.cost": "Cost",
    "side.profit": "Profit",
    "scoring": "Final score: your VP track (you started at {start_points}), plus every completed Building by "
               "size, each Certificate's level, every Opera token by its Worksite's level, the Opera majority and "
               "the end-of-game effects. Ties: most Buildings, then Opera tokens, then Certificates, then Raw Goods.",
}

SCRIPT: Script = Script(
    game=INFO.id,
    seed=12,
    options={"board": "base"},
    players=("You", "Bruno"),  # "You" as the learner reads it: the text "learner"
    bots=(None, "greedy"),
    texts=TEXTS,
    steps=(
        # the shop board marks each seat's pieces with its seat's number (1 for the learner): not the turn order
        Step("raw:lead", "compensation", {"first": "Bruno", "mine": str(LEARNER + 1), "theirs": str(LEARNER + 2), "count": "1",
                                          "good": "lead"}, ("raw:lead",), "setup"),
        Step("merchant:supply:siena-profit", "merchant_first", {"city": "Siena", "area": "profit"},
             ("merchant:supply", "area:siena-profit"), "merchant"),
        Step("card:A12-w", "card_profit", {"city": "Siena", "card": "A12-w:profit"}, ("hand:A12-w",), "activation"),
        Step("build:0:bell", "build", {"refined": "bell"}, ("refined:bell", "work:0"), "construct"),
        Step("convert:glass", "convert", {"refined": "glass", "raw": "sand"}, ("refined:glass", "raw:sand"), "convert"),
        Step("convert:glass", "convert", {"refined": "glass", "raw": "sand"}, ("refined:glass", "raw:sand"), "convert"),
        Step("end", "end_phase", {}, ("end", "end-confirm"), "refined"),
        Step("market:0", "market", {}, ("market:0",), "market"),
        Step("merchant:supply:siena-cost", "merchant_cost", {"city": "Siena"},
             ("merchant:supply", "area:siena-cost"), "merchant"),
        Step("card:A15-l", "card_cost", {"city": "Siena", "card": "A15-l:cost"}, ("hand:A15-l",), "activation"),
        Step("build:0:bell", "build_complete", {"refined": "bell", "building": "S02"},
             ("refined:bell", "work:0"), "construct"),
        Step("side:left", "side", {}, ("side:left",), "sides"),
        Step("conversion:S", "conversion", {}, ("conv:S",), "conversion"),
        Step("build:0:planks", "build_planks", {"building": "M04"}, ("refined:planks", "work:0"),
             "construct"),
        Step("convert:glass", "convert", {"refined": "glass", "raw": "sand"}, ("refined:glass", "raw:sand"), "convert"),
        Step("convert:glass", "convert", {"refined": "glass", "raw": "sand"}, ("refined:glass", "raw:sand"), "convert"),
        Step("end", "end_phase", {}, ("end", "end-confirm"), "refined"),
        Step("building:L01", "building", {"building": "L01"}, ("display:L01",), "replenish"),
        Step("market:2", "market_again", {}, ("market:2",), "market"),
        Step("merchant:siena-profit:arezzo-profit", "merchant_move", {"from_city": "Siena", "city": "Arezzo", "area": "profit"},
             ("merchant:siena-profit", "area:arezzo-profit"), "merchant"),
        Step("card:A14-m", "card_profit", {"city": "Arezzo", "card": "A14-m:profit"}, ("hand:A14-m",),
             "activation"),
        Step("build:0:planks", "build_on", {"refined": "planks", "building": "M04"},
             ("refined:planks", "work:0"), "construct"),
        Step("build:1:bell", "build_on", {"refined": "bell", "building": "L01"}, ("refined:bell", "work:1"),
             "construct"),
        Step("conversion:S", "conversion_again", {"refined": "planks"}, ("conv:S",), "conversion"),
        Step("build:0:planks", "build_complete", {"refined": "planks", "building": "M04"},
             ("refined:planks", "work:0"), "construct"),
        Step("side:right", "side_right", {"building": "M04"}, ("side:right",), "sides"),
        Step("end", "end_phase", {}, ("end", "end-confirm"), "refined"),
        Step("building:M07", "building", {"building": "M07"}, ("display:M07",), "replenish"),
        Step("market:0", "market", {}, ("market:0",), "market"),
        Step("merchant:arezzo-profit:lucca-cost", "merchant_power", {"from_city": "Arezzo", "city": "Lucca"},
             ("merchant:arezzo-profit", "area:lucca-cost"), "merchant"),
        Step("card:A02-w", "card_cost", {"city": "Lucca", "card": "A02-w:cost"}, ("hand:A02-w",),
             "activation"),
        Step("power", "power", {"city": "Lucca", "power": "CP3"}, ("power",), "power"),
        Step("cert:lead", "certificate", {"good": RAW[0]}, ("cert:lead",), "certificates"),
        Step("opera:a3", "opera", {"refined": REFINED[SITE.wants], "good": RAW[SITE.wants],
                                   "site": OPERA_SITE, "level": str(SITE.level), "needs": str(SITE_NEEDS)},
             ("refined:glass", "site:a3"), "opera"),
        Step("build:0:bell", "build_on", {"refined": "bell", "building": "L01"}, ("refined:bell", "work:0"),
             "construct"),
        Step("end", "end_phase", {}, ("end", "end-confirm"), "refined"),
        Step("market:0", "market", {}, ("market:0",), "market"),
    ),
    free_play="free_play",
    scoring="scoring",
    facts={"rounds": ROUNDS, "merchants": SETUP["merchants_per_player"], "buildings": len(SETUP["starting_buildings"]),
           "start_points": SETUP["starting_vp"]},
    namers={"raw": lambda key: raw_name(RAW.index(key)), "refined": lambda key: refined_name(REFINED.index(key)),
            "one_refined": lambda key: refined_counted(REFINED.index(key), 1),  # "a {refined:one_refined}": "1 Brett"
            "component": component_name, "effect": component_effect,
            "clause": lambda id_: component_effect(id_).rstrip("."),  # an effect inside a sentence's brackets
            "half": lambda half: half_goods(*half.split(":")), "side": lambda side: SCRIPT.say(f"side.{side}")},
)
