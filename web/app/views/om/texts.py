"""Every player-facing text of Opera Magna's table, in one place: templates with named parameters, filled
in by the views (`TEMPLATE.format(name=...)`; a number's forms by `Texts.plural`), in the language in use
(`app.i18n`: each table is a catalog table "om.<name>"). Names and effects
quoted from the rules' data (components.json) stay data; only our words around them are here."""

from __future__ import annotations

from ...i18n import Texts

# The Shop Board (views/om/shop.py) and the hand. A pair is a message with plural forms
# (`SHOP.plural("cards", n)`).
SHOP = Texts("om.shop", {
    "cards": ("{n} card", "{n} cards"),
    "sub": "{vp} VP, {points} points now, {cards}",
    "said": "{seat}: {vp} VP on the track, {points} points now, {cards} in hand, board {board}",
    "score_info": "VP: the points on the VP track so far. Points now: the score if the game ended now (the track, "
                  "completed Buildings, Certificates, Opera tokens and majority, end-of-game effects).",
    "supply": "supply",
    "supply_name": ("{n} Merchant in {seat}'s supply", "{n} Merchants in {seat}'s supply"),
    "your_supply_name": ("{n} Merchant in your supply", "{n} Merchants in your supply"),
    "supply_info": "Merchants not yet in a City.",
    "raw_name": "{good}: {amount} of {top}",
    "raw_info": "Raw Goods track: at most {top} of each type.",
    "level": "Level {roman}",
    "cert_name": "{good} Certificate: space {space} of {top}, level {level}",
    "cert_info": "Certificate: its level decides which Worksites accept this colour's Refined Good.",
    "refined_title": "Refined Goods this turn",
    "refined_count": "\u00d7{n}",
    "kept": "+{n} kept",
    "refined_name": "{good}: {n}",
    "refined_name_kept": "{good}: {n}, {kept} kept for next turn",
    "refined_info": "Refined Goods are used this turn; unused ones are lost at the end of the phase.",
    "works_title": "Under construction",
    "placed_of": "{placed} of {cost} {colour}",
    "placed": "placed",
    # a Building's size as one letter, beside its row of Buildings and on its Conversion
    "size_letter.S": "S",
    "size_letter.M": "M",
    "size_letter.L": "L",
    "work_name": "{building} under construction: {placed} of {cost} {colour}",
    "empty": "empty",
    "empty_slot": "Empty construction slot",
    "left_title": "Left: City cost discounts",
    "right_title": "Right: effects and Carts",
    "off": "off",
    "more": "+{n}",
    "none": "none",
    "side_name_left": "Completed Buildings on the left: {built}",
    "side_name_right": "Completed Buildings on the right: {built}",
    "left_info": "Left: the Building's discount on City costs, and it unlocks the Conversion of its size. "
                 "Right: its effect, and a Cart.",
    "right_info": "Right: the Building's effect, and a Cart for sending Goods to the Opera.",
    "conv_title": "Conversions \u00b7 Carts {carts} \u00b7 Opera tokens {tokens}",
    "any": "?",
    "used": "used",
    "locked": "locked",
    "unlocked": "unlocked",
    "any_words": "{pay} and {n} Raw Good of your choice",
    "conv_name": "{size} Conversion: {words} into a {gain}, {state}",
    "conv_info": "A Conversion is unlocked by a completed Building on the left of its size; once per turn.",
    "board_label": "{seat}'s Shop Board",
    "hand_cards": ("{n} Trade Card", "{n} Trade Cards"),
    "no_cards": "No cards: the free Market card comes next turn.",
    "your_hand": "Your hand",
    "your_board": "Your Shop Board",
    "others": "Other players",
    "others_label": "Other players' Shop Boards",
    "boards": "Shop Boards",
})

# The Market, the decks and the Building display (views/om/supply.py).
SUPPLY = Texts("om.supply", {
    "market": "Market",
    "round": "Round {round} of {last}",
    "last_round": " \u00b7 last round",
    "rounds_left": " \u00b7 {n} left",
    "card_price": "{card} Price {price} Raw Goods.",
    "empty_space": "Empty space",
    "none": "none",
    "market_card": "Market card {card} for {price}",
    "deck": "{name} {n}",
    "decks": "Decks: {decks} \u00b7 discard {discard}",
    "market_label": "Market and decks",
    "buildings": "Buildings",
    "building_decks": "decks S {s} \u00b7 M {m} \u00b7 L {l}",
    "building": "Building {name}",
    "empty_slot": "Empty display slot",
    "display_label": "Building display",
    "vp": "{vp}\u2605",
    "section": "Market and Buildings",
})

# The Cities (views/om/cities.py).
CITIES = Texts("om.cities", {
    "side_cost": "cost",
    "side_profit": "profit",
    "no_merchant": "no Merchant",
    "merchants_in": "Merchants in {city} {side}: {who}",
    "area": "{city} {side} Area",
    "power": "City Power {power}",
    "city": "City of {city}",
    "section": "Cities",
})

# The Opera (views/om/operaboard.py) and the seats (views/om/seats.py).
OPERA = Texts("om.opera", {
    "board_base": "Base board: a Worksite opens when the one below it holds a token.",
    "board_eagle": "Eagle board: a Worksite opens when both Worksites below it hold a token.",
    "board_lion": "Lion board: a Worksite opens when either Worksite below it holds a token.",
    "rival_token": "R",
    "level": "level {level}",
    "open": "open",
    "locked": "locked",
    "site": "Worksite {position} {name}, wants {wants}, {state}",
    "tokens": ", tokens: {who}",
    "title": "The Opera",
    "board": "{board} board",
    "the_rival": "the Rival",
    "player": "Player {n}",
})

# The words above the table (views/om/status.py): round and phase, who moves and what is expected, the buttons.
PHASES = Texts("om.phases", {
    "setup": "Setting up", "merchant": "Merchant phase", "card": "Merchant phase: play a Trade Card",
    "refined": "Refined Goods phase", "buildings": "End of turn: take a Building", "market": "End of turn: the Market",
    "over": "Game over",
})
STATUS = Texts("om.status", {
    "complete": "{decision}: {building} is complete",
    "unpaid": "{decision} (a {good} you could not pay)",
    "to_go": "{decision} ({n} to go)",
    "line": "Round {round} of {last} \u00b7 {phase}",
    "over": "The game is over.",
    "your_turn": "Your turn",
    "to_move": "{name} to move",
    "expected": ": {decision}.",
    "goods": "Goods",
    "rules": "Rules",
    "rule_text": " \u2014 {text}",
    "close_rules": "Close the rules",
    "end_phase": "End phase\u2026",
    "confirm_end": "Yes, end the phase",
    "cancel": "Cancel",
    "reference": "Rules of the pieces on the table",
})

# A piece's spoken name when tapping it does something (views/om/svg.py); what a multi-tap choice says
# (views/om/taps.py), in the pointer's words (`{tap}`: app.pointer.say).
PIECE = Texts("om.piece", {
    "free": "free",  # a cost of no Goods
    "title": "{name}. {info}",
    "rules_of": "Rules of {name}",
    "selected": "{name}: selected, choose it again to cancel",
    "rules_shown": "{name}: rules shown, choose it again to close",
})
TAPS = Texts("om.taps", {
    "cancel_choice": "Cancel this choice",
    "choices": "{n} choices",
    "choose": "Choose {what} ({first})",
    "merchant_supply": "the Merchant in your supply",
    "merchant_on": "the Merchant on {area}",
    "refined": "a {good}",
    "raw": "your {good}",
    "conv": "your {size} Conversion",
    "end": "ending the phase",
    "area_cost": "{city} cost",
    "area_profit": "{city} profit",
    "hint": "Now {tap} a highlighted piece.",
    "rules_mode": "{Tap} any piece to read its rules. On a touch screen, holding a piece a moment shows them at any time.",
})
HINTS = Texts("om.hints", {
    "merchant": "Now {tap} the Area the Merchant moves to.",
    "refined": "Now {tap} where it goes: a Building under construction, a Worksite, or its Raw track to turn it back.",
    "raw": "Now {tap} the Refined Good it becomes.",
    "conv": "Now {tap} the Raw Good you add to this Conversion.",
    "end": "End the Refined Goods phase? Unused Refined Goods are lost.",
})

# The rules text of each component (views/om/rulestext.py): the data's own words, with ours around them.
RULES = Texts("om.rules", {
    "nothing": "nothing",
    "trade_card": "Trade Card: cost {cost}; profit {profit}.",
    "building": "{name}, {size} Building built with {cost} {good}, {vp} VP. Left side: discount of {discount} "
                "on City costs. Right side: {effect}",
    "worksite": "{name}, level {level} Worksite: send a {good} (Certificate level {certificate} needed), "
                "{vp} VP per token. First to send: {effect}",
    "city_power": "City Power {name}: {effect}",
})

# The end screen's rows (app.endscreen, through views/opera_magna.py), by the category keys of
# `pycore.opera_magna.scoring.breakdown` (the keys stay the rules' own: saves and the command line print them).
END_ROWS = Texts("om.end_rows", {
    "Points track": "Points track",
    "Buildings": "Buildings",
    "Certificates": "Certificates",
    "Opera tokens": "Opera tokens",
    "Opera majority": "Opera majority",
    "Building effects": "Building effects",
    "Worksite effects": "Worksite effects",
})
