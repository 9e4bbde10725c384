"""What every Opera Magna position must satisfy, in words that say what is wrong.

    problems(state)                 -> [] for a possible position, else one sentence per problem
    problems(state, settled=False)  -> the same, without asking for a decision to be waiting

Every random game checks these after each action (tests/engine/test_conformance.py); a save
(`from_json`) and a position (`from_position`) are refused when they break one. The checks follow the
components (`components.json`) and the rules text: every Trade Card and Building exactly once, the
Raw Goods and Certificate tracks within their spaces with each Certificate above its Raw token
(reference 4.3), VP never below 1 (R4), a known phase and known pending steps; then the pending steps' and
the turn's ids (`relations.shape_problems`) and the relations between fields that the rules text implies
(`relations.py`).
"""

from __future__ import annotations

from collections import Counter

from ..engine.components import Components
from .relations import relation_problems, shape_problems
from .components import (
    CERT_MAX, CERT_MIN, DISPLAY_SLOTS, MARKET_PRICES, RAW_MAX, RAW_NAMES,
    LEVEL_BY_SPACE, RIVAL, ROUNDS,
)
from .moves import PENDING_CHOICES, PHASE_KINDS, legal_moves
from .rules import AUTOMATIC_STEPS
from .scoring import scores
from .state import State

PHASE_NAMES = ("setup", *PHASE_KINDS, "over")
PENDING_KINDS = (*PENDING_CHOICES, *AUTOMATIC_STEPS)
KNOWN_PHASES, KNOWN_PENDING = frozenset(PHASE_NAMES), frozenset(PENDING_KINDS)
WORKS_AT_ONCE = 2  # Buildings under construction at a time (reference 5.4)


def trade_cards_in_game(k: Components, players: int) -> int:
    """How many Trade Cards a game of this many players holds, wherever they are (setup, reference 4.1)."""
    setup = k.SETUP
    sizes = setup["by_players"][str(players)]
    return (sizes["cities"] * 2 * setup["cards_per_city_area"] + len(MARKET_PRICES) + setup["starting_hand"] * players
            + sizes["deck_A"] + sizes["deck_B"] + sum(sizes["deck_C_piles"]))


def trade_cards(state: State) -> list[str]:
    """Every Trade Card of the game, wherever it is: Cities, Market, hands, decks, the discard."""
    cards = [c for c in state.market if c] + state.discard
    for p in state.players:
        cards += p.hand
    for city in state.cities:
        cards += city.cost + city.profit
    for deck in state.decks:
        cards += deck
    return cards


def buildings(state: State) -> list[str]:
    """Every Building card, wherever it is, including one completed and waiting for its side."""
    cards = [c for c in state.display if c] + [s.data for s in state.pending if s.kind == "side"]
    for deck in state.building_decks:
        cards += deck
    for p in state.players:
        cards += p.works
        for side in (p.left, p.right):
            for position in side:
                cards += position
    return cards


def _once_each(kind: str, found: list[str], known, expected: int) -> list[str]:
    """Unknown ids, ids held twice and a wrong count of one kind of card."""
    distinct = set(found)
    if len(distinct) == len(found) == expected and distinct <= known.keys():
        return []  # the usual case, checked first: every position of every random game goes through here
    out = []
    unknown = sorted({c for c in found if c not in known})
    if unknown:
        out.append(f"unknown {kind} id(s): {', '.join(unknown)}")
    twice = sorted(c for c, n in Counter(found).items() if n > 1)
    if twice:
        out.append(f"{kind}(s) in two places at once: {', '.join(twice)}")
    if len(found) != expected:
        out.append(f"the game holds {len(found)} {kind}s, it should hold {expected}")
    return out


def _player_problems(state: State, seat: int, areas: set[str]) -> list[str]:
    k = state.k
    p = state.players[seat]
    out: list[str] = []
    if (p.board in k.SHOP_BOARDS and len(p.raw) == len(p.cert) == len(p.refined) == len(p.stored) == 4
            and all(0 <= raw < cert for raw, cert in zip(p.raw, p.cert)) and p.vp >= 1
            and min(p.refined) >= 0 and min(p.stored) >= 0 and len(p.works) == len(p.placed) <= WORKS_AT_ONCE
            and all(0 <= placed < k.BUILDINGS[card].cost for card, placed in zip(p.works, p.placed) if card in k.BUILDINGS)
            and all(CERT_MIN <= cert <= CERT_MAX for cert in p.cert) and max(p.raw) <= RAW_MAX
            and len(p.merchants) == k.SETUP["merchants_per_player"] and all(m == "" or m in areas for m in p.merchants)
            and len(p.left) == len(p.right) == 3):
        return out  # the usual case, in one expression; the checks below say what is wrong
    who = f"{p.name or f'seat {seat}'} (seat {seat})"
    if p.board not in k.SHOP_BOARDS:
        out.append(f"{who} has an unknown Shop Board '{p.board}' (known: {', '.join(k.SHOP_BOARDS)})")
    for field in ("raw", "cert", "refined", "stored"):
        if len(getattr(p, field)) != 4:
            out.append(f"{who}'s {field} must list 4 Goods (Lead, Wood, Marble, Sand), not {len(getattr(p, field))}")
    if out:
        return out
    for good, raw, cert in zip(RAW_NAMES, p.raw, p.cert):
        if not 0 <= raw <= RAW_MAX:
            out.append(f"{who} has {raw} {good}: the Raw Goods track runs from 0 to {RAW_MAX}")
        if not CERT_MIN <= cert <= CERT_MAX:
            out.append(f"{who}'s {good} Certificate is on space {cert}: the track runs from {CERT_MIN} to {CERT_MAX}")
        elif cert <= raw:
            out.append(f"{who} has {raw} {good} with the {good} Certificate on space {cert}: a Certificate is always above its Raw token")
    if p.vp < 1:
        out.append(f"{who} has {p.vp} VP: VP never drops below 1")
    if min(p.refined) < 0 or min(p.stored) < 0:
        out.append(f"{who} has a negative number of Refined Goods ({p.refined}, stored {p.stored})")
    if len(p.works) != len(p.placed) or len(p.works) > WORKS_AT_ONCE:
        out.append(f"{who} has {len(p.works)} Buildings under construction and {len(p.placed)} counts of Goods placed on them: "
                   f"at most {WORKS_AT_ONCE}, one count each")
    for card, placed in zip(p.works, p.placed):
        if card in k.BUILDINGS and not 0 <= placed < k.BUILDINGS[card].cost:
            out.append(f"{who}'s Building {card} has {placed} Goods placed: it needs {k.BUILDINGS[card].cost}, and is complete at that")
    merchants = k.SETUP["merchants_per_player"]
    if len(p.merchants) != merchants:
        out.append(f"{who} has {len(p.merchants)} Merchants, not {merchants}")
    strays = sorted({m for m in p.merchants if m and m not in areas})
    if strays:
        out.append(f"{who} has a Merchant on an Area that is not on the table: {', '.join(strays)}")
    if len(p.left) != 3 or len(p.right) != 3:
        out.append(f"{who}'s completed Buildings must be listed by position S, M, L on each side (3 lists a side)")
    return out


def problems(state: State, settled: bool = True) -> list[str]:
    """What is impossible in this position (empty when nothing is). `settled`: also ask that a game not
    over waits for a decision with at least one legal action (a position between actions)."""
    k = state.k
    n = len(state.players)
    if not k.SETUP["players"]["min"] <= n <= k.SETUP["players"]["max"]:
        return [f"Opera Magna is for 1 to 4 players, not {n}"]
    out = []
    if state.board not in k.OPERA_BOARDS:
        out.append(f"unknown Opera board '{state.board}' (known: {', '.join(k.OPERA_BOARDS)})")
    if sorted(state.order) != list(range(n)):
        out.append(f"the turn order {state.order} must name every seat 0 to {n - 1} once")
    elif not 0 <= state.turn_index < n:
        out.append(f"turn_index {state.turn_index} is outside the turn order (0 to {n - 1})")
    if state.phase not in KNOWN_PHASES:
        out.append(f"unknown phase '{state.phase}' (known: {', '.join(PHASE_NAMES)})")
    out += shape_problems(state)
    for step in state.pending:
        if step.kind not in KNOWN_PENDING:
            out.append(f"unknown pending step '{step.kind}' (known: {', '.join(PENDING_KINDS)})")
        if not 0 <= step.seat < n:
            out.append(f"a pending '{step.kind}' step is for seat {step.seat}, which is not at the table")
    if not 1 <= state.round <= state.final_round <= ROUNDS:
        out.append(f"round {state.round} of {state.final_round}: rounds run from 1 to the final round, at most {ROUNDS}")
    cities = k.SETUP["by_players"][str(n)]["cities"]
    if len(state.cities) != cities:
        out.append(f"a {n}-player game has {cities} Cities, not {len(state.cities)}")
    names = [c.name for c in state.cities]
    if any(name not in k.SETUP["city_names"] for name in names) or len(set(names)) != len(names):
        out.append(f"the Cities {names} must be distinct ones of {', '.join(k.SETUP['city_names'])}")
    powers = [c.power for c in state.cities]
    if any(power not in k.CITY_POWERS for power in powers) or len(set(powers)) != len(powers):
        out.append(f"the City Powers {powers} must be distinct known ones")
    for city in state.cities:
        if len(city.cost) != k.SETUP["cards_per_city_area"] or len(city.profit) != k.SETUP["cards_per_city_area"]:
            out.append(f"{city.name}'s Cost and Profit Areas hold {k.SETUP['cards_per_city_area']} Trade Cards each")
    if len(state.market) != len(MARKET_PRICES):
        out.append(f"the Market has {len(MARKET_PRICES)} spaces, not {len(state.market)}")
    if len(state.decks) != 4:
        out.append("the Trade Card decks are 4 piles: A over B, then the three C piles")
    if len(state.building_decks) != 3:
        out.append("the Building decks are 3: Small, Medium, Large")
    if len(state.display) != len(DISPLAY_SLOTS):
        out.append(f"the Building display has {len(DISPLAY_SLOTS)} slots, not {len(state.display)}")
    boards = [p.board for p in state.players]
    if len(set(boards)) != len(boards):
        out.append(f"two players share a Shop Board: {boards}")
    areas = {f"{c.name.lower()}-{side}" for c in state.cities for side in ("cost", "profit")}
    for seat in range(n):
        out += _player_problems(state, seat, areas)
    out += _once_each("Trade Card", trade_cards(state), k.TRADE_CARDS, trade_cards_in_game(k, n))
    out += _once_each("Building", buildings(state), k.BUILDINGS, len(k.BUILDINGS))
    if sorted(state.sites) != sorted(k.WORKSITES):
        out.append(f"the Opera's positions must hold every Worksite once ({len(k.WORKSITES)}), not {state.sites}")
    if len(state.tokens) != len(state.sites):
        out.append(f"the Opera has {len(state.sites)} positions and {len(state.tokens)} lists of tokens on them")
    tokens_ok = set(range(n)) | ({RIVAL} if n == 1 else set())
    for position, tokens in enumerate(state.tokens):
        if len(set(tokens)) != len(tokens) or not set(tokens) <= tokens_ok:
            out.append(f"Opera position {position} holds {tokens}: each seat (and the solo Rival, -1) at most once")
    if not out:
        out += relation_problems(state)
    if not out and state.phase == "over":
        if state.round != state.final_round:
            out.append(f"the game is over in round {state.round}: it ends after the final round, {state.final_round}")
        out += _score_problems(state)
    if not out and settled and state.phase != "over" and not legal_moves(state):
        out.append(f"the game is in its {state.phase} phase but nobody has anything to do")
    return out


def _score_problems(state: State) -> list[str]:
    """Totals add up, and the categories that can be counted from the table again agree."""
    out = []
    for score in scores(state):
        p, b = state.players[score.seat], score.breakdown
        recounted = {
            "Points track": p.vp,
            "Buildings": sum(state.k.BUILDING_VP[state.k.BUILDINGS[c].size] for side in (p.left, p.right) for pos in side for c in pos),
            "Certificates": sum(LEVEL_BY_SPACE[c] for c in p.cert),
            "Opera tokens": sum(state.k.WORKSITES[site].level for site, tokens in zip(state.sites, state.tokens) if score.seat in tokens),
        }
        if score.total != sum(b.values()) or any(b[k] != v for k, v in recounted.items()):
            out.append(f"{score.name}'s final score {score.total} ({b}) does not add up from the table ({recounted})")
    return out
