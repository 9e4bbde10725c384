"""How to play Opera Magna: every screen's words, picture and the rule tests behind it, in one place.

Words follow the rules spec (`/work/shared/rules/opera-magna.md` sections 2.2-2.6 and 4.8-4.10, and
`docs/rules/opera-magna.md`); pictures are drawn with the table's own pieces (`svg`: Goods as
shapes, Refined Goods as tiles). Laid out by `app.howto`.
"""

from __future__ import annotations

from pycore.opera_magna.components import (
    BUILDING_VP, LEVEL_BY_SPACE, MARKET_PRICES, RAW_MAX, RAW_NAMES, ROUNDS, SETUP,
)
from pycore.opera_magna.state import NEWEST  # the how-to screens show the newest rules version
from pycore.opera_magna.narration import raw_name, refined_name, size_name

from app.howto import HowtoScreen, screen_words
from app.i18n import Texts

from .cities import CARD_W, merchant_pawn, trade_half
from .seats import DEFAULT_FILLS as MERCHANT_FILLS
from .svg import good_icon, icon_row, raw_icon, rect, refined_icon, svg, text

WOOD, PAPER, INK = "#8a5a34", "#f6efe4", "#2b211b"
T = "test_om_turn.py::"
G = "test_om_goods_and_certificates.py::"
B = "test_om_buildings.py::"
OPERA = "test_om_opera.py::"
S = "test_om_setup_and_scoring.py::"
C = "test_om_clarifications.py::"

# The words of the pictures and of the facts filled into the screens' words (the screens' own words are in
# SCREENS below): this screen's player-facing text, in one place.
TEXT = Texts("om.howto", {
    "or": "{some} or {last}",
    "level_on_spaces": "{level} on spaces {first}-{last}",
    "level_on": "{level} on {first}-{last}",
    "goods": "The four Raw Goods and their Refined Goods",
    "certificate_letter": "C",
    "wood_track": "Wood track: token, then Certificate",
    "certificate": "A Wood track with its Certificate",
    "city_name": "Siena",
    "side_cost": "Cost",
    "side_profit": "Profit",
    "city": "A City with its Cost Area and Profit Area",
    "pay": "pay",
    "gain": "gain",
    "activation": "Pay the Cost Area, gain the Profit Area",
    "building_name": "Town Crier (Small)",
    "left": "Left:",
    "discount": "discount",
    "right": "Right:",
    "effect": "effect,",
    "cart": "Cart",
    "building": "A Building under construction, and the two sides of the Shop Board",
    "card": "card",
    "price": "{price} Raw",
    "market": "The Market's four cards and their prices",
    "size_vp": "{size} {vp}",
    "building_row": "Building",
    "certificate_row": "Certificate",
    "certificate_worth": "its level: {levels}",
    "token_row": "Opera token",
    "token_worth": "{levels} by Worksite level",
    "row": "{name}: {worth}",
    "scores": "What scores at the end",
    "base": "Base",
    "base_rule": "every site below, same column",
    "eagle": "Eagle",
    "eagle_rule": "both sites below",
    "lion": "Lion",
    "lion_rule": "either site below",
    "solo": "Solo",
    "solo_rule": "the Rival adds a token a turn",
    "variants": "When a Worksite opens on each Opera Board, and the solo Rival",
})


def _or(numbers) -> str:
    """1, 2 or 3"""
    words = [str(n) for n in numbers]
    return TEXT["or"].format(some=", ".join(words[:-1]), last=words[-1]) if len(words) > 1 else "".join(words)


def _levels() -> str:
    """1 on spaces 3-5, 2 on 6-8, 3 on 9-10"""
    spaces: dict[int, list[int]] = {}
    for space, level in enumerate(LEVEL_BY_SPACE):
        if level:
            spaces.setdefault(level, []).append(space)
    return ", ".join(TEXT["level_on_spaces" if level == 1 else "level_on"].format(level=level, first=s[0], last=s[-1])
                     for level, s in spaces.items())


# The rule facts the screens' words name (`{rounds}`, filled in by `with_facts`), read from the game's data
# (pycore.opera_magna.components), never typed again here.
def facts() -> dict:
    """Filled in when a screen is drawn: some facts are words in the language in use."""
    return {
        "rounds": ROUNDS, "start_points": SETUP["starting_vp"], "raw_max": RAW_MAX, "levels": _levels(),
        "merchants": SETUP["merchants_per_player"], "area_cards": SETUP["cards_per_city_area"],
        "buildings": len(SETUP["starting_buildings"]), "prices": _or([p for p in MARKET_PRICES if p]),
        "solo_cities": SETUP["by_players"]["1"]["cities"],
    }


# Text sizes in the pictures' own units. A picture is drawn at the page's width: on a 360 px phone about
# 300 CSS px, so a 330-wide picture shrinks to 0.91 and a 360-wide one to 0.83; these sizes keep every
# word at 12 CSS px or more there (e2e/test_learn.py measures it).
READ = 14  # in a 330-wide picture
READ_WIDE = 15  # in the 360-wide City
PAWN_SCALE = 1.8  # the Merchant's seat number, 9 units on the table, read at 12 px or more in the City


def _picture(width: int, height: int, content: str, label: str) -> str:
    return svg(width, height, rect(0, 0, width, height, fill=PAPER) + content, label, "howto-svg")


def goods_art() -> str:
    """The 4 Raw Goods and the Refined Good each becomes."""
    parts = []
    for c in range(len(RAW_NAMES)):
        raw, refined = raw_name(c), refined_name(c)
        x = 12 + c * 80
        parts.append(raw_icon(c, x + 10, 22, 9) + text(x + 24, 27, raw, size=READ)
                     + refined_icon(c, x + 10, 52, 8) + text(x + 24, 57, refined, size=READ))
    return _picture(330, 72, "".join(parts), TEXT["goods"])


def certificate_art() -> str:
    """A Raw Good track 0-9 with its token and the Certificate ahead of it, levels by column."""
    cells = []
    for space in range(11):
        x = 8 + space * 29
        level = 0 if space < 3 else 1 if space < 6 else 2 if space < 9 else 3
        cells.append(rect(x, 18, 26, 26, fill=("#ffffff", "#efe3cc", "#e2cfa8", "#d3b97f")[level])
                     + text(x + 13, 58, str(space), anchor="middle", size=READ))
    token = raw_icon(1, 8 + 2 * 29 + 13, 31, 9)  # the start: 2 Wood, the Certificate on space 3
    cert = rect(8 + 3 * 29 + 4, 22, 18, 18, fill="#ffffff") + text(8 + 3 * 29 + 13, 35, TEXT["certificate_letter"], anchor="middle", size=READ)
    return _picture(330, 66, "".join(cells) + token + cert + text(8, 13, TEXT["wood_track"], size=READ),
                    TEXT["certificate"])


def city_art() -> str:
    """A City as the table draws it: real Trade Cards, cost halves above, profit halves below, a Merchant."""
    parts = [rect(0, 0, 360, 168, fill="#e9dcc5"), text(8, 18, TEXT["city_name"], size=READ_WIDE)]
    for row, (side, cards) in enumerate((("cost", ("A07-s", "A15-l", "A05-m")), ("profit", ("A12-w", "A04-m", "A16-m")))):
        y = 26 + row * 62
        parts.append(text(8, y + 24, TEXT[f"side_{side}"], size=READ_WIDE))
        parts += [trade_half(NEWEST, card, side, 68 + i * (CARD_W + 4), y, False) for i, card in enumerate(cards)]
    pawn = merchant_pawn(0, 30, 142, MERCHANT_FILLS[0])  # under "Profit", larger than on the table: its number is read
    parts.append(f'<g transform="translate(30 142) scale({PAWN_SCALE}) translate(-30 -142)">{pawn}</g>')
    return _picture(360, 168, "".join(parts), TEXT["city"])


def activation_art() -> str:
    """Pay the Cost Area's goods (less discounts), take the Profit Area's goods."""
    pay = icon_row("wwlsm", 10, 30, 18, 7)
    gain = icon_row("lGmmP", 190, 30, 18, 7)
    words = text(55, 56, TEXT["pay"], anchor="middle", size=READ) + text(235, 56, TEXT["gain"], anchor="middle", size=READ)
    return _picture(330, 64, pay + text(145, 35, "\u2192", anchor="middle", size=READ_WIDE) + gain + words,
                    TEXT["activation"])


def building_art() -> str:
    """A Building under construction: its Refined Good spaces, two covered; the two sides."""
    parts = [rect(8, 8, 150, 70, fill="#ffffff"), text(16, 26, TEXT["building_name"], size=READ)]
    for i in range(2):
        parts.append(rect(20 + i * 34, 38, 28, 28, fill="#efe3cc"))
    parts.append(refined_icon(0, 34, 52, 8))
    parts += [rect(176, 8, 70, 70, fill="#e2cfa8"), text(211, 36, TEXT["left"], anchor="middle", size=READ),
              text(211, 54, TEXT["discount"], anchor="middle", size=READ),
              rect(254, 8, 70, 70, fill="#d3b97f"), text(289, 30, TEXT["right"], anchor="middle", size=READ),
              text(289, 48, TEXT["effect"], anchor="middle", size=READ), text(289, 66, TEXT["cart"], anchor="middle", size=READ)]
    return _picture(330, 86, "".join(parts), TEXT["building"])


def market_art() -> str:
    """The Market: four Trade Cards priced 0, 1, 2, 3 Raw Goods."""
    parts = []
    for i, price in enumerate(MARKET_PRICES):
        x = 8 + i * 80
        parts.append(rect(x, 8, 72, 48, fill="#ffffff") + text(x + 36, 38, TEXT["card"], anchor="middle", size=READ)
                     + text(x + 36, 74, TEXT["price"].format(price=price), anchor="middle", size=READ))
    return _picture(330, 82, "".join(parts), TEXT["market"])


def scoring_art() -> str:
    """What scores: Buildings by size, Certificates by level, Opera tokens by Worksite level."""
    sizes = " \u00b7 ".join(TEXT["size_vp"].format(size=size_name(size), vp=vp) for size, vp in BUILDING_VP.items())
    levels = _or(sorted(set(LEVEL_BY_SPACE) - {0}))
    rows = ((TEXT["building_row"], sizes), (TEXT["certificate_row"], TEXT["certificate_worth"].format(levels=levels)),
            (TEXT["token_row"], TEXT["token_worth"].format(levels=levels)))
    parts = [good_icon("B", 18, 18 + i * 26, 7) + text(34, 23 + i * 26, TEXT["row"].format(name=name, worth=worth), size=READ)
             for i, (name, worth) in enumerate(rows)]
    return _picture(330, 84, "".join(parts), TEXT["scores"])


def variants_art() -> str:
    """When a Worksite opens on each Opera Board, and the solo Rival's token."""
    rows = [(TEXT[kind], TEXT[f"{kind}_rule"]) for kind in ("base", "eagle", "lion", "solo")]
    parts = [good_icon("B", 18, 18 + i * 26, 7) + text(34, 23 + i * 26, TEXT["row"].format(name=name, worth=rule), size=READ)
             for i, (name, rule) in enumerate(rows)]
    return _picture(330, 110, "".join(parts), TEXT["variants"])


SCREENS = (
    HowtoScreen(
        "goal", "The goal",
        (("Build your workshop's Buildings and help raise the Opera. Whoever has the most points after {rounds} rounds wins; "
         "everyone starts with {start_points}."),
         ("Each turn has four phases: Merchant, City Activation, Refined Goods, End of Turn. Turns go clockwise "
         "from the first player; the Market's decks are the clock.")),
        goods_art,
        (S + "test_setup_players_start_with_2_of_each_raw_certificates_on_space_3_and_5_points",
         T + "test_the_four_phases_come_in_order", T + "test_the_last_round_starts_after_the_last_turn_of_round_8"),
        ("setup",)),
    HowtoScreen(
        "goods", "Goods and Certificates",
        (("Each Raw Good has a track from 0 to {raw_max}; a gain above {raw_max} is lost. Gaining onto the Certificate's space "
         "pushes the Certificate one space right; spending never moves it back."),
         ("The column a Certificate reaches is its level: {levels}, the level you need "
         "to send that colour to a Worksite. A Raw Good you cannot pay moves its Certificate one space left.")),
        certificate_art,
        (G + "test_raw_good_never_above_9_extra_is_lost", G + "test_gain_onto_the_certificate_space_pushes_it_one_right",
         G + "test_spending_never_moves_the_certificate_back", G + "test_certificate_level_is_1_2_3_by_column",
         G + "test_missing_good_moves_its_certificate_left")),
    HowtoScreen(
        "merchant", "1. Merchant phase",
        (("Move one of your {merchants} Merchants to the Cost Area or the Profit Area of any City where you have no Merchant "
         "yet. Moving between the two Areas of one City is allowed."),
         ("In that Area the {area_cards} Trade Cards slide left, the leftmost is discarded, and you play a card from your hand "
         "on the right, the matching half showing.")),
        city_art,
        (T + "test_merchant_may_not_enter_an_area_holding_one_of_your_merchants",
         T + "test_merchant_may_move_between_the_two_areas_of_the_same_city",
         T + "test_trade_cards_slide_left_leftmost_discarded_played_card_on_the_right"),
        ("merchant", "card")),
    HowtoScreen(
        "activation", "2. City Activation",
        (("The City you entered activates at once, whichever Area: pay every Raw Good of its Cost Area, less your "
         "discounts, then gain every good of its Profit Area."),
         ("Entering the Cost Area also lets you use the City's Power this turn. Refined Goods you gain are only "
         "good for this turn.")),
        activation_art,
        (T + "test_activation_pays_the_cost_area_and_takes_the_profit_area_whichever_area_was_entered",
         G + "test_discounts_first_starting_and_left_buildings_add_up",
         T + "test_profit_refined_goods_become_tokens_for_this_turn")),
    HowtoScreen(
        "refined", "3. Refined Goods phase",
        (("In any order: place Refined Goods on your {buildings} Buildings (they stay there), send them to the Opera with your "
         "Carts, use your Conversions, or turn a Refined Good back into its Raw Good."),
         ("A covered Building is complete: put it left (a discount and a Conversion) or right (its effect, and a "
         "Cart). Unused Refined Goods are discarded at the end of the phase.")),
        building_art,
        (B + "test_goods_placed_on_a_building_stay_there_across_turns",
         B + "test_a_completed_building_goes_left_or_right_in_the_row_of_its_size",
         B + "test_the_first_left_building_unlocks_its_conversion_usable_once_per_turn",
         B + "test_the_first_right_building_unlocks_a_cart_and_you_start_with_none",
         OPERA + "test_send_needs_the_certificate_level",
         OPERA + "test_send_needs_every_lower_worksite_in_the_column_to_hold_a_token",
         T + "test_refined_goods_left_at_the_end_of_the_phase_are_discarded"),
        ("refined",)),
    HowtoScreen(
        "end-of-turn", "4. End of Turn",
        (("Take new Buildings from the Opera Board until you have {buildings} under construction. Then draw a Trade Card from "
         "the Market: the leftmost is free, the others cost {prices} Raw Goods of any kind."),
         "In the last round nobody draws: the game ends after the last player's turn."),
        market_art,
        (B + "test_a_new_building_is_taken_only_at_the_end_of_the_turn",
         B + "test_replenishing_reveals_a_replacement_from_the_same_deck",
         T + "test_market_prices_are_0_1_2_3_raw_goods_of_any_type",
         T + "test_the_free_leftmost_market_card_is_always_available",
         T + "test_no_trade_or_building_cards_are_drawn_in_the_last_round_and_the_game_ends_after_it"),
        ("buildings", "market")),
    HowtoScreen(
        "scoring", "Scoring",
        (("Your points track, plus every completed Building by size, every Certificate by level, every Opera token "
         "by its Worksite's level, the Opera majority, and the end-of-game effects."),
         ("Leftover goods and cards score nothing. Ties: most Buildings, then most Opera tokens, then Certificates, "
         "then Raw Goods left.")),
        scoring_art,
        (S + "test_scoring_counts_every_category", B + "test_buildings_score_by_size_on_either_side",
         OPERA + "test_worksite_tokens_score_1_2_3_by_level",
         S + "test_leftover_goods_cards_and_unfinished_buildings_score_nothing",
         S + "test_tie_breakers_most_buildings_then_opera_tokens_then_certificates_then_raw_goods"),
        ("over",)),
    HowtoScreen(
        "variants", "Other boards and player counts",
        (("On the Eagle board a Worksite opens only when both Worksites below it, in its column and the next, hold a "
         "token; on the Lion board either one is enough. Neither board gives extra points."),
         ("Solo, you play with {solo_cities} Cities against the Rival: after each of your turns it puts a token on the lowest "
         "open, empty Worksite of the round's column, or the next column. Its tokens open Worksites and count for the "
         "majority, and a first Rival token cancels that Worksite's effect.")),
        variants_art,
        (OPERA + "test_worksites_open_by_the_boards_support_graph",
         C + "test_r15_the_rival_places_after_each_turn_in_the_rounds_column_lowest_open_empty_site",
         C + "test_r15_the_rival_moves_on_to_the_next_column_when_its_column_is_full",
         C + "test_r15_a_rival_token_first_cancels_the_worksite_effect",
         C + "test_r14_solo_uses_the_2_player_table_with_the_rival")),
)
SCREEN_WORDS = screen_words("om.howto_screens", SCREENS)  # their words in the catalogs
