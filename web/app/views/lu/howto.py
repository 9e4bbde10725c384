"""How to play Luthier: every screen's words, picture and the rule tests behind it, in one place.

Words follow the rules spec (`/work/shared/rules/luthier.md` sections 2.1-2.15 and
`docs/rules/luthier.md`); pictures are drawn with the table's own pieces (`pieces`: worker chips in
a seat's shape and colour). Laid out by `app.howto`.
"""

from __future__ import annotations

import functools

from pycore.luthier.components import C as RULES, MAIN_LOCATIONS
from pycore.luthier.narration import location_name
from pycore.luthier.state import NEWEST  # the how-to screens show the newest rules version

from app.howto import HowtoScreen, screen_words
from app.i18n import Texts
from app.markup import esc, tag

from .board import does
from .pieces import AUTOMA, DEFAULT_FILLS, NEUTRAL_FILL, RIVAL, chip_token, pips

R = "test_lu_round.py::"
W = "test_lu_workshop.py::"
S = "test_lu_scoring.py::"
C = "test_lu_cards.py::"
V = "test_lu_variants.py::"

# The words of the pictures and of the facts filled into the screens' words (the screens' own words are in
# SCREENS below): this screen's player-facing text, in one place.
TEXT = Texts("lu.howto", {
    "chip": "#{n}",
    "and": "{some} and {last}",
    "gain": "#{chip} in round {round}",
    "first_gain": "#{chip} joins in round {round}",
    "gains": "{first} and {then}",
    "kept_of": "{kept} of {dealt}",
    "your_chip": "Your chip #{n}",
    "starting_chips": "Your starting chips #1, #3, #5",
    "roughing": "Roughing bench",
    "rough_cap": "{rough_cap} instruments at most",
    "finishing": "Finishing bench",
    "showcase": "Showcase",
    "benches": "The roughing bench, the finishing bench and the showcase",
    "your_face_down": "Your chip, face down",
    "other_face_down": "Another player's chip, face down",
    "locations": "The five main-board locations",
    "acts_first": "Chip #5 acts first",
    "then_chip": "then chip #{n}",
    "highest_first": "Highest skill first",
    "priority": "Chips act from the highest skill down",
    "rough": "Rough",
    "rough_cost": "pay the rough cost",
    "on_roughing": "A chip on the roughing bench",
    "finish": "Finish",
    "craft_needed": "Craft \u2265 required",
    "craft": "Craft",
    "perform": "Perform / deliver",
    "workshop": "From blueprint to finished instrument",
    "balcony": "Balcony",
    "best_balcony": "Your best Balcony chip",
    "rival_chip": "The rival chip",
    "next_round": "Next round",
    "order_from_balcony": "turn order from the Balcony",
    "balcony_sets": "The Balcony sets the next turn order",
    "prestige": "Prestige earned in play",
    "orchestra": "Orchestra seats",
    "awards": "Public awards",
    "objective": "Your objective",
    "reputation": "Reputation",
    "money": "1 per {money_per_point} money + inspiration",
    "scores": "What scores at the end",
    "two_players": "Two players",
    "rival_skill": "The rival chip, skill {skill}",
    "solo": "Solo",
    "automa_chip": "The automa's chip #{n}",
    "variants": "The 2-player rival chip and the solo automa's chips",
})


def _chips(numbers: list[int]) -> str:
    """#1, #3 and #5"""
    names = [TEXT["chip"].format(n=n) for n in numbers]
    return TEXT["and"].format(some=", ".join(names[:-1]), last=names[-1]) if len(names) > 1 else "".join(names)


def _gains(by_round: dict[str, int]) -> str:
    """#2 joins in round 3 and #4 in round 5"""
    ordered = sorted(by_round.items(), key=lambda kv: int(kv[0]))
    parts = [TEXT["first_gain" if i == 0 else "gain"].format(chip=chip, round=round_) for i, (round_, chip) in enumerate(ordered)]
    return functools.reduce(lambda first, then: TEXT["gains"].format(first=first, then=then), parts)


_SETUP = RULES["setup"]
# The rule facts the screens' words name (`{rounds}`, filled in by `with_facts`), read from the game's data
# (pycore.luthier.components), never typed again here.
def facts() -> dict:
    """Filled in when a screen is drawn: some facts are words in the language in use."""
    return {
        "rounds": RULES["rounds"], "start_chips": _chips(RULES["chips"]["start"]),
        "chip_gains": _gains(RULES["chips"]["gain_at_round_start"]),
        "patrons": TEXT["kept_of"].format(kept=_SETUP["patrons_kept"], dealt=_SETUP["patrons_dealt"]),
        "instruments": TEXT["kept_of"].format(kept=_SETUP["instruments_kept"], dealt=_SETUP["instruments_dealt"]),
        "objectives": TEXT["kept_of"].format(kept=_SETUP["objectives_kept"], dealt=_SETUP["objectives_dealt"]),
        "rough_cap": RULES["roughing_bench_cap"], "locations": len(MAIN_LOCATIONS),
        "apprentices": RULES["apprentices"]["max_per_chip"], "alternate_money": RULES["alternate_action_money"],
        "money_per_point": RULES["endgame"]["money_plus_inspiration_per_prestige"],
        "rival_skill": RULES["two_player_rival"]["skill"],
    }


def _chip(seat: int, number: str, label: str) -> str:
    fill = NEUTRAL_FILL if seat < 0 else DEFAULT_FILLS[seat]
    return chip_token(seat, fill, number, label, 34)


def _row(items: str, label: str) -> str:
    return tag("div", items, class_="howto-row", role="group", aria_label=label)


def _box(title: str, inside: str = "") -> str:
    return tag("div", tag("strong", title) + (tag("div", inside, class_="howto-inner") if inside else ""),
               class_="howto-box")


def chips_art() -> str:
    return _row("".join(_chip(0, n, TEXT["your_chip"].format(n=n)) for n in ("1", "3", "5")), TEXT["starting_chips"])


def bench_art() -> str:
    return _row(_box(TEXT["roughing"], tag("span", TEXT["rough_cap"].format_map(facts())) + _chip(0, "5", TEXT["your_chip"].format(n=5)))
                + _box(TEXT["finishing"]) + _box(TEXT["showcase"]), TEXT["benches"])


def planning_art() -> str:
    """The five main-board locations, each with what a worker does there (the table's own words, `board.does`,
    its effects read from the rules' data): this screen is where a newcomer first meets their names."""
    chips = {"salon": _chip(0, "?", TEXT["your_face_down"]), "guild": _chip(1, "?", TEXT["other_face_down"])}
    return _row("".join(_box(location_name(where), tag("span", esc(does(NEWEST, where)), class_="howto-does") + chips.get(where, ""))
                        for where in MAIN_LOCATIONS), TEXT["locations"])


def priority_art() -> str:
    order = _chip(1, "5", TEXT["acts_first"]) + _chip(0, "3", TEXT["then_chip"].format(n=3)) + _chip(0, "1", TEXT["then_chip"].format(n=1))
    return _row(_box(TEXT["highest_first"], order), TEXT["priority"])


def workshop_art() -> str:
    return _row(_box(TEXT["rough"], tag("span", TEXT["rough_cost"]) + _chip(0, "5", TEXT["on_roughing"]))
                + _box(TEXT["finish"], tag("span", TEXT["craft_needed"]) + pips(2, 5, TEXT["craft"], DEFAULT_FILLS[0]))
                + _box(TEXT["perform"]), TEXT["workshop"])


def end_round_art() -> str:
    return _row(_box(TEXT["balcony"], _chip(0, "5", TEXT["best_balcony"]) + _chip(-1, "3", TEXT["rival_chip"]))
                + _box(TEXT["next_round"], tag("span", TEXT["order_from_balcony"])), TEXT["balcony_sets"])


def scoring_art() -> str:
    parts = (TEXT["prestige"], TEXT["orchestra"], TEXT["awards"], TEXT["objective"], TEXT["reputation"],
             TEXT["money"].format_map(facts()))
    tracks = {TEXT["reputation"]: pips(3, 6, TEXT["reputation"], DEFAULT_FILLS[0])}
    return _row("".join(_box(name, tracks.get(name, "")) for name in parts), TEXT["scores"])


def variants_art() -> str:
    rival = str(facts()["rival_skill"])
    return _row(_box(TEXT["two_players"], _chip(RIVAL, rival, TEXT["rival_skill"].format(skill=rival)))
                + _box(TEXT["solo"], "".join(_chip(AUTOMA, n, TEXT["automa_chip"].format(n=n)) for n in ("1", "3", "5"))),
                TEXT["variants"])


SCREENS = (
    HowtoScreen(
        "goal", "The goal",
        (("You run a luthier's workshop for {rounds} rounds: build instruments, perform them, repair, and win "
              "patrons. The most prestige wins."),
         ("You start with chips {start_chips} (a chip's number is its skill); {chip_gains}. At setup you keep "
              "{patrons} patrons, {instruments} instruments and {objectives} objectives.")),
        chips_art,
        (R + "test_game_lasts_six_rounds_then_goes_straight_to_scoring",
         R + "test_start_with_chips_1_3_5_and_gain_2_at_round_3_and_4_at_round_5",
         V + "test_setup_deals_two_starters_and_two_non_royal_patrons_keep_one"),
        ("setup", "opening")),
    HowtoScreen(
        "start", "1. Start of the round",
        ("Each patron's patience cube moves one space right and you take the gift above it.",
         ("Then move up to {rough_cap} instruments from your hand onto the roughing bench: only there can workers "
              "rough them.")),
        bench_art,
        (R + "test_start_of_round_patience_moves_right_and_gives_the_gift_above",
         R + "test_start_of_round_up_to_two_instruments_go_on_the_roughing_bench"),
        ("start_round",)),
    HowtoScreen(
        "planning", "2. Planning",
        (("In turn order, each player places one chip per turn, face down, on one of the {locations} locations or "
              "on their own benches, until all chips are placed. Several chips may share a space."),
         ("You may add up to {apprentices} apprentices to a chip: each adds 1 skill for that action.")),
        planning_art,
        (R + "test_planning_one_chip_per_turn_in_turn_order", R + "test_several_chips_may_share_a_location_one_per_turn",
         R + "test_up_to_three_apprentices_on_a_chip"),
        ("planning",)),
    HowtoScreen(
        "resolution", "3. Resolution",
        (("On your turn, activate a location holding your chip (a main-board location resolves everyone's chips "
         "there, a bench only yours), or visit the Market once a round, or pass when you have no chips left."),
         ("Chips act highest skill first; on a tie the one placed earlier. A worker that cannot act takes "
              "{alternate_money} money.")),
        priority_art,
        (R + "test_main_board_location_resolves_every_players_chips", R + "test_bench_resolves_only_your_own_chips",
         R + "test_priority_highest_skill_first_whoever_activated", R + "test_priority_tie_goes_to_the_chip_placed_first",
         R + "test_every_worker_may_take_the_alternate_two_money", R + "test_market_once_per_round_takes_the_whole_turn",
         R + "test_cannot_pass_with_chips_left"),
        ("resolution",)),
    HowtoScreen(
        "workshop", "Your workshop",
        (("A worker on the roughing bench pays an instrument's rough cost and moves it to the finishing bench; one on "
         "the finishing bench pays the finish cost, if your Craft is high enough, and scores its prestige."),
         "Finished instruments can be performed (at Perform) and delivered to patrons."),
        workshop_art,
        (W + "test_rough_pays_the_rough_cost_and_moves_to_the_finishing_bench",
         W + "test_finish_needs_craft_and_scores_prestige_masterwork_at_mastery",
         W + "test_perform_needs_the_performance_skill_and_a_matching_finished_instrument",
         W + "test_deliver_is_a_free_action_satisfying_a_noble")),
    HowtoScreen(
        "end-of-round", "4. End of the round",
        (("The Balcony's chips set the next turn order, best chip first; players without one follow in their old "
          "order. Chips come back, tier I cards leave the displays, the rest slide down and refill, and the next "
          "Market card sets new prices."),),
        end_round_art,
        (S + "test_new_turn_order_follows_balcony_priority_others_behind_in_old_order",
         R + "test_balcony_chips_stay_until_end_of_round",
         C + "test_end_of_round_discards_tier_1_then_slides_down_and_refills",
         C + "test_end_of_round_discards_the_market_card_to_reveal_new_prices"),
        ("end_round",)),
    HowtoScreen(
        "scoring", "Scoring",
        (("Prestige comes during play (instruments, performances, repairs, patrons) and at the end: Orchestra "
              "seats per section, the public awards, your objective, your Reputation, and 1 per {money_per_point} money "
              "and inspiration left."),
         "Ties: most Reputation, then most money and inspiration."),
        scoring_art,
        (S + "test_orchestra_first_and_second_seat_3_4_players", S + "test_award_ranking_first_and_second_with_a_count_of_at_least_one",
         S + "test_objective_scores_when_its_condition_holds", S + "test_reputation_table_and_money_per_ten",
         S + "test_breakdown_adds_up_to_the_total_with_the_unsatisfied_penalty",
         S + "test_tie_break_reputation_then_money_and_inspiration"),
        ("over",)),
    HowtoScreen(
        "variants", "Two players and solo",
        (("With 2 players a grey rival chip of skill {rival_skill} goes, face down, to the location on the Market card once you "
         "have both placed a chip; it discards the leftmost tier I card there, acting before any later chip of the "
         "same skill."),
         ("Solo, an automa with its own chips places one after each of yours and takes the card its action card "
         "shows, scoring its prestige. You win with more prestige than the automa.")),
        variants_art,
        (V + "test_rival_chip_placed_after_the_second_players_first_chip", V + "test_rival_chip_discards_the_leftmost_tier_1_card",
         V + "test_rival_chip_ties_against_later_chips", V + "test_solo_bot_places_right_after_each_player_placement",
         V + "test_solo_bot_takes_its_preferred_card_and_scores_it",
         V + "test_solo_player_wins_only_with_strictly_more_prestige")),
)
SCREEN_WORDS = screen_words("lu.howto_screens", SCREENS)  # their words in the catalogs
