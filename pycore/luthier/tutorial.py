"""The guided first game of Luthier: you against one bot (two players, with the grey rival chip), the
first two rounds scripted, then free play.

Data only (see `pycore.engine.tutorial`): the setup, the learner's steps with the action each
expects and the pieces to tap (keys of the table view, `web/app/views/lu/taps.py`; an empty tuple
is a labelled button; when only one action goes through the first piece, that one tap plays it),
and every sentence the tutorial says, as templates in `TEXTS`. The round goes through setup (the
keeps), the start of the round (benches), Planning, the Market, Resolution (a main-board location
and a bench) and passing; the end of the round is automatic. Round 2 finishes the instrument roughed in
round 1 as a masterwork, delivers it to the patron who asks for it, and takes a blueprint at the Guild and a
piece of music at Perform for the rounds after.
`python -m pycore tutorial --game luthier --check` replays it.
"""

from __future__ import annotations

from ..engine.tutorial import Script, Step
from .components import C, INSTRUMENTS, PATRONS, PERFORMANCES
from .info import INFO
from .narration import card_name, card_word, counter_word
from .state import NEWEST

# A location in a step's sentence (English: the same words where a chip goes and as the thing activated).
PLACES = {"salon": "the Salon", "guild": "the Guild", "perform": "Perform", "repair": "Repair", "balcony": "the Balcony",
          "rough_bench": "the roughing bench", "finish_bench": "the finishing bench"}

TEXTS = {
    "keep": "Setup: you are dealt two {kind:deck} cards and keep one. {kind:why} Tap {name:card} to keep it.",
    "opening": "Your family's opening action: take a card from a display for free. Tap {name:card}.",
    "bench": "Start of the round: move up to {rough_cap} instruments from your hand onto the roughing bench, where "
             "workers can rough them. Tap {name:card}.",
    "bench_done": "Both are on the bench. Tap Done with the benches.",
    "place": "Planning: in turn order, each player places one chip per turn, face down. A chip's number is its "
             "skill. Tap chip #{chip}: it goes to {location:to}.",
    "place_salon": "Your last chip goes to the main board, where each location has its own action: at the Salon a "
                   "chip takes a patron, at the Guild a blueprint or materials, at Perform it plays a finished "
                   "instrument to the Orchestra, at Repair it completes a repair order, and the Balcony gives "
                   "Reputation or money and sets the next turn order. Tap chip #{chip}: it goes to {location:to}.",
    "market": "Resolution: on your turn you activate a location that holds your chip, or visit the Market once "
              "a round. Prices rise as you buy. Tap the Market.",
    "buy": "Buy 1 {material:material}: your instruments need it to be roughed and finished. Tap {material:material}.",
    "leave": "That is enough. Tap Leave the Market.",
    "activate": "Activate {location:the}: every chip there acts, highest skill first (ties: the chip placed "
                "earlier). Tap {location:the}.",
    "patron": "Your chip takes a patron from the Salon. Tier I cards are free. Patrons give gifts while they "
              "wait and prestige when you deliver what they ask. Tap {name:card}.",
    "rough": "Chip #{chip} roughs the {name:card}: pay its rough cost and it moves to the finishing bench. "
             "Tap the {name:card}.",
    "alternate": "Chip #{chip} has nothing left to rough: a worker that cannot act takes {alternate_money} money instead. "
                 "Tap Alternate.",
    "pass": "No chips left: tap Pass for this round. The end of the round sets the new turn order from the Balcony, "
            "returns the chips and refills the displays.",
    "round2": "Round 2 starts as round 1 did: your patrons' patience cubes move and they give their gifts. Your hand "
              "is empty, so nothing goes on the roughing bench. Tap Done with the benches.",
    "place_finish": "Planning: chip #{chip} to the finishing bench finishes the {name:card} there. A chip whose skill is at "
                    "least an instrument's mastery (the {name:card}'s is {mastery}) makes it a masterwork, worth more "
                    "prestige. Tap chip #{chip}: it goes to the finishing bench.",
    "place_guild": "Chip #{chip} to the Guild: there a chip takes a blueprint, a new instrument for your hand, or "
                   "gathers materials. Tap chip #{chip}: it goes to the Guild.",
    "place_perform": "Chip #{chip} to Perform: there a chip plays a finished instrument to the Orchestra, or takes a "
                     "piece of music to play later. Tap chip #{chip}: it goes to Perform.",
    "finish": "Chip #{chip} finishes the {name:card}: pay its finishing cost, and it goes to your showcase for its "
              "{prestige} prestige, and {masterwork_prestige} more as a masterwork. Tap the {name:card}.",
    "deliver": "{patron:card} asks for a {kind:type} instrument, and the {name:card} is one. Delivering it, free on your turn, "
               "satisfies the patron: {reward} prestige now, one step of Reputation, and its power from now on. "
               "Tap the {name:card} in your showcase.",
    "blueprint": "Your chip takes a blueprint from the Guild: a new instrument for your hand, to rough and finish "
                 "in the next rounds. Tier I cards are free. Tap {name:card}.",
    "music": "Nothing is in your showcase to perform now, so your chip takes a piece of music for later. Tier I "
             "cards are free. Tap {name:card}.",
    "keep_music": "Keep it: played later on a finished {section:type} instrument, it scores and seats your musicians in "
                  "the Orchestra. Tap Keep for later.",
    "pass2": "Every chip has acted: tap Pass for this round. Round 3 brings you a new chip.",
    "free_play": "Those are two whole rounds. Finish instruments on the finishing bench for prestige, then perform them "
                 "at Perform: each performance scores and seats your musicians in the Orchestra, whose sections score "
                 "at the end. Repairs, the last step of a track, powers and the public awards score too. Play on as "
                 "you like: the game lasts {rounds} rounds. Tap Hint whenever you want the bot's suggestion.",
    "scoring": "Final score: the prestige you earned in play (instruments, performances, repairs, patrons), plus "
               "the Orchestra seats, the public awards, your objective, your Reputation, and 1 per {money_per_point} money and "
               "inspiration left. Ties: most Reputation, then most money and inspiration.",
    # the learner's name as they read it (the match keeps "You": links and saves carry no language)
    "learner": "You",
    # the words of the steps' parameters: a dealt card's kind, and what it is for (how it scores, said where the
    # learner first meets it); a location where a chip goes ("to.") and as the thing activated ("the.")
    "deck.patron": "patron",
    "deck.instrument": "instrument",
    "deck.objective": "objective",
    "why.patron": "A patron gives gifts while waiting and prestige when you deliver what it asks; one that leaves, or "
                  "stays unsatisfied after a gift, costs prestige.",
    "why.instrument": "An instrument scores its prestige when finished, more as a masterwork (finished by a chip of "
                      "skill at least its mastery).",
    "why.objective": "Your objective scores at the end if its condition holds.",
    **{f"{use}.{location}": words for location, words in PLACES.items() for use in ("to", "the")},
}

SCRIPT: Script = Script(
    game=INFO.id,
    seed=5,
    options={"automa": "journeyman"},
    players=("You", "Bruno"),  # "You" as the learner reads it: the text "learner"
    bots=(None, "greedy"),
    texts=TEXTS,
    steps=(
        Step("keep:patron:PA03", "keep", {"kind": "patron", "name": "PA03"}, ("deal.PA03",), "setup"),
        Step("keep:instrument:I28", "keep", {"kind": "instrument", "name": "I28"}, ("deal.I28",), "setup"),
        Step("keep:objective:O08", "keep", {"kind": "objective", "name": "O08"}, ("deal.O08",), "setup"),
        Step("take:I03", "opening", {"name": "I03"}, ("disp.I03",), "setup"),
        Step("bench:I03", "bench", {"name": "I03"}, ("hand.I03",), "start"),
        Step("bench:I28", "bench", {"name": "I28"}, ("hand.I28",), "start"),
        Step("bench:done", "bench_done", {}, (), "start"),
        Step("place:chip1:rough_bench", "place", {"chip": "1", "location": "rough_bench"},
             ("chip.1", "loc.rough_bench"), "planning"),
        Step("place:chip5:rough_bench", "place", {"chip": "5", "location": "rough_bench"},
             ("chip.5", "loc.rough_bench"), "planning"),
        Step("place:chip3:salon", "place_salon", {"chip": "3", "location": "salon"}, ("chip.3", "loc.salon"), "planning"),
        Step("market", "market", {}, ("loc.market",), "market"),
        Step("buy:metal", "buy", {"material": "metal"}, ("mkt.buy.metal",), "market"),
        Step("buy:wood", "buy", {"material": "wood"}, ("mkt.buy.wood",), "market"),
        Step("end", "leave", {}, ("mkt.end",), "market"),
        Step("activate:salon", "activate", {"location": "salon"}, ("loc.salon",), "resolution"),
        Step("take:PA19", "patron", {"name": "PA19"}, ("disp.PA19",), "patrons"),
        Step("activate:rough_bench", "activate", {"location": "rough_bench"}, ("loc.rough_bench",),
             "resolution"),
        Step("chip5:rough:I28", "rough", {"chip": "5", "name": "I28"}, ("rough.I28", "worker.5"), "benches"),
        Step("chip1:alternate", "alternate", {"chip": "1"}, ("alt", "worker.1"), "benches"),
        Step("pass", "pass", {}, (), "end_of_round"),
        Step("bench:done", "round2", {}, (), "start"),
        Step("place:chip5:finish_bench", "place_finish",
             {"chip": "5", "name": "I28", "mastery": str(INSTRUMENTS["I28"]["mastery"])}, ("chip.5", "loc.finish_bench"),
             "planning"),
        Step("place:chip3:guild", "place_guild", {"chip": "3"}, ("chip.3", "loc.guild"), "planning"),
        Step("place:chip1:perform", "place_perform", {"chip": "1"}, ("chip.1", "loc.perform"), "planning"),
        Step("activate:finish_bench", "activate", {"location": "finish_bench"}, ("loc.finish_bench",),
             "resolution"),
        Step("chip5:finish:I28", "finish", {"chip": "5", "name": "I28", "prestige": str(INSTRUMENTS["I28"]["prestige"])},
             ("finish.I28", "worker.5"), "benches"),
        Step("deliver:I28:PA19", "deliver",
             {"patron": "PA19", "kind": PATRONS["PA19"]["demand"]["deliver"]["type"],
              "name": "I28", "reward": str(PATRONS["PA19"]["reward_prestige"])}, ("show.I28", "patron.PA19"), "patrons"),
        Step("activate:guild", "activate", {"location": "guild"}, ("loc.guild",), "resolution"),
        Step("take:I12", "blueprint", {"name": "I12"}, ("disp.I12",), "resolution"),
        Step("activate:perform", "activate", {"location": "perform"}, ("loc.perform",), "resolution"),
        Step("take:P07", "music", {"name": "P07"}, ("disp.P07",), "performance"),
        Step("keep", "keep_music", {"section": PERFORMANCES["P07"]["section"]}, (), "performance"),
        Step("pass", "pass2", {}, (), "end_of_round"),
    ),
    free_play="free_play",
    scoring="scoring",
    facts={"rounds": C["rounds"], "alternate_money": C["alternate_action_money"], "rough_cap": C["roughing_bench_cap"],
           "money_per_point": C["endgame"]["money_plus_inspiration_per_prestige"],
           "masterwork_prestige": C["bench"]["masterwork_prestige"]},
    namers={"card": lambda card: card_name(NEWEST, card), "type": lambda value: card_word("type", value), "material": lambda m: counter_word(m, 1),
            "deck": lambda deck: SCRIPT.say(f"deck.{deck}"), "why": lambda deck: SCRIPT.say(f"why.{deck}"),
            "to": lambda location: SCRIPT.say(f"to.{location}"), "the": lambda location: SCRIPT.say(f"the.{location}")},
)
