"""The shared table below the dome: each location with its tiered card rows and its stack of
chips, the Market card and visit panel, the Orchestra, the public awards."""

from __future__ import annotations

from functools import lru_cache

from app.i18n import cleared_on_language_change
from app.markup import esc, tag

from pycore.engine.labels import said_label
from pycore.luthier.components import (
    BENCHES, CARD_LOCATIONS, DECK_OF, MATERIALS, SECTIONS,
)
from pycore.luthier.effects import describe, effect_key
from pycore.luthier.narration import card_word, counter_word, location_name
from pycore.engine.components import Components
from pycore.luthier.scoring import award_places, orchestra_places
from pycore.luthier.state import AUTOMA
from pycore.luthier.observation_types import DisplaySlotView, Observation, PlacementView, PlayerView

from .faces import face
from .pieces import DEFAULT_FILLS, card_piece, chip_token, outline, piece, seat_fill
from .taps import Taps
from .texts import BOARD

TIER_NAMES = ("I", "II", "III")


# Words filled in when drawn (in the language in use then), never at import; said once a language (every
# location's at every tap otherwise).
@cleared_on_language_change
@lru_cache(maxsize=None)
def does(k: Components, loc: str) -> str:
    """What a location does, with the effects quoted from the rules' data."""
    return BOARD[f"does_{loc}"].format(gather=describe(k.C["locations"]["guild"]["gather"]),
                                       balcony=describe(k.C["locations"]["balcony"]["balcony"]))


def bonus_head(k: Components) -> str:
    # the numbers are the rules' own (pycore's constants), never written here
    return BOARD["bonus_head"].format(skill=k.C["main_board_bonus_min_skill"])


def search_words(k: Components) -> str:
    return BOARD["search"].format(cost=k.C["search"]["cost"], apprentices=k.C["search"]["needs_apprentices"])



def seat_name(seat: int, names: list[str]) -> str:
    if seat == -1:
        return BOARD["the_rival"]
    if seat == -2:
        return BOARD["the_automa"]
    return names[seat] if 0 <= seat < len(names) else BOARD["player"].format(n=seat + 1)


def chip_label(k: Components, pl: PlacementView, names: list[str]) -> str:
    who = seat_name(pl["seat"], names)
    what = BOARD["face_down"] if pl["chip"] is None else BOARD["chip"].format(chip=pl["chip"])
    if pl.get("specialist"):
        what = BOARD["chip_specialist"].format(chip=what, specialist=face(k, pl["specialist"])[0])
    extra = BOARD.plural("with_apprentices", pl["apprentices"]) if pl["apprentices"] else ""
    skill = BOARD["skill"].format(skill=pl["skill"]) if pl.get("skill") is not None else ""
    done = BOARD["done"] if pl["resolved"] else ""
    return BOARD["chip_label"].format(who=who, what=what, extra=extra, skill=skill, done=done)


def stack(k: Components, obs: Observation, loc: str, names: list[str], taps: Taps, seat: int | None = None,
          fills: tuple[str, ...] = DEFAULT_FILLS) -> str:
    """The chips on a location (a bench: one player's); once activated, revealed and laid out in priority order."""
    here = [pl for pl in obs["placements"] if pl["location"] == loc and (seat is None or pl["seat"] == seat)]
    act = obs.get("activation")
    current = None
    if act and act["location"] == loc:
        order = {seq: i for i, seq in enumerate(act["workers"])}
        here.sort(key=lambda pl: order.get(pl["order"], len(order)))
        current = act["current"]
    if not here:
        return tag("p", BOARD["no_chips"], class_="muted stack-empty")
    items = []
    for pl in here:
        text = "?" if pl["chip"] is None else str(pl["chip"])
        now = pl["order"] == current
        cls = "stack-chip" + (" resolved" if pl["resolved"] else "") + (" current" if now else "")
        label = chip_label(k, pl, names)
        key = f"worker.{pl['chip']}" if loc in BENCHES and pl["seat"] == obs.get("you") else ""
        body = chip_token(pl["seat"], seat_fill(pl["seat"], fills), text, label) + tag("span", esc(label), class_="stack-label")
        items.append(tag("li", piece(taps, key, body, label, cls, element="span")) if key else tag("li", body, class_=cls))
    return tag("ol", "".join(items), class_="stack", aria_label=BOARD["chips_in_order"] if current is not None else BOARD["chips_here"])


def tier_badge(k: Components, slot: DisplaySlotView) -> tuple[str, str]:
    """("II · 4", note) for a slot: the printed cost and whether this player's Reputation waives it."""
    tier = slot["tier"]
    printed = k.C["tier_cost"][tier - 1]
    if printed == 0:
        return BOARD["tier_free"].format(tier=TIER_NAMES[tier - 1]), ""
    if slot["fee"] == 0:
        return BOARD["tier_cost"].format(tier=TIER_NAMES[tier - 1], cost=printed), BOARD["free_for_you"]
    return BOARD["tier_cost"].format(tier=TIER_NAMES[tier - 1], cost=slot["fee"]), ""


def display(k: Components, obs: Observation, loc: str, taps: Taps) -> str:
    rows = []
    slots = obs["displays"].get(loc, [])
    for tier in (1, 2, 3):
        cards = []
        for slot in (s for s in slots if s["tier"] == tier):
            badge, note = tier_badge(k, slot)
            cards.append(card_piece(k, taps, f"disp.{slot['card']}" if slot["card"] else "", slot["card"], badge, note))
        free_at = k.C["tier_free_at_reputation"][tier - 1]
        head = BOARD["tier_free_at" if free_at else "tier"].format(tier=TIER_NAMES[tier - 1], reputation=free_at)
        rows.append(tag("div", tag("h4", esc(head), class_="tier-head") + tag("div", "".join(cards), class_="cards"),
                        class_=f"tier tier{tier}"))
    return tag("div", "".join(rows), class_="tiers")


def location(k: Components, obs: Observation, loc: str, names: list[str], taps: Taps, fills: tuple[str, ...] = DEFAULT_FILLS,
             changed: frozenset[str] = frozenset()) -> str:
    key = f"loc.{loc}"
    active = obs["activation"] is not None and obs["activation"]["location"] == loc
    head = piece(taps, key, tag("span", esc(location_name(loc)), class_="loc-name")
                 + tag("span", bonus_head(k) + esc(describe(k.C["locations"][loc]["bonus_4plus"])), class_="loc-bonus"),
                 BOARD["location_label"].format(location=location_name(loc), does=does(k, loc)), "loc-head", element="div")
    body = tag("p", esc(does(k, loc)), class_="loc-does") + stack(k, obs, loc, names, taps, fills=fills)
    if active:
        body += worker_options(k, obs, loc, taps)
    if loc in CARD_LOCATIONS:
        deck = DECK_OF[loc]
        count = obs["decks"].get(deck, 0)
        extra = BOARD["patron_deck"].format(n=obs["patron_deck"]) if loc == "salon" else ""
        body += display(k, obs, loc, taps)
        body += piece(taps, f"deck.{loc}", tag("span", BOARD["deck"].format(n=count, patrons=extra), class_="deck-count")
                      + (tag("span", search_words(k), class_="deck-search") if taps.live(f"deck.{loc}") else ""),
                      BOARD["deck_label"].format(deck=deck, n=count), "deck")
    cls = f"lu-loc loc-{loc}" + (" active" if active else "") + outline(changed, f"place:{loc}", f"display:{loc}")
    return tag("section", head + body, class_=cls, id=f"lu-loc-{loc}")


def worker_options(k: Components, obs: Observation, loc: str, taps: Taps) -> str:
    """Choices of the current worker that are not a card: gather, the Balcony's two, the alternate."""
    out = []
    opts = k.C["locations"]["guild"]["gather"]["choose"] if loc == "guild" else k.C["locations"]["balcony"]["balcony"]["choose"] if loc == "balcony" else []
    for e in opts:
        key = f"opt.{effect_key(e)}"
        if taps.live(key):
            words = BOARD["gather"].format(what=describe(e)) if loc == "guild" else describe(e)
            out.append(piece(taps, key, esc(words), words, "lu-option"))
    if taps.live("alt"):
        out.append(piece(taps, "alt", BOARD["alternate"].format(money=k.C["alternate_action_money"]),
                              BOARD["alternate_rule"].format(money=k.C["alternate_action_money"]), "lu-option alt"))
    return tag("div", "".join(out), class_="worker-options") if out else ""


def market(k: Components, obs: Observation, me: PlayerView | None, taps: Taps, names: list[str], changed: frozenset[str] = frozenset()) -> str:
    """The Market card's prices, the carts (who has visited this round) and, during a visit, one panel."""
    m = obs["market"]
    if not m.get("card"):
        return ""
    title, _, _ = face(k, m["card"])
    prices = m["prices"] or {}
    visiting = taps.live_with("mkt.")
    rows = []
    for mat in MATERIALS:
        cells = tag("th", esc(counter_word(mat)), scope="row") + tag("td", str(prices.get(mat, "")), class_="price")
        if visiting:
            cells += tag("td", _market_button(taps, f"mkt.buy.{mat}", BOARD["buy"]))
            cells += tag("td", _market_button(taps, f"mkt.sell.{mat}", BOARD["sell"]))
            have = me["materials"][mat] if me else 0
            cells += tag("td", BOARD["have"].format(have=have, cap=me["storage_cap"]) if me else "", class_="have")
        rows.append(tag("tr", cells))
    head = tag("tr", tag("th", BOARD["material"]) + tag("th", BOARD["price"])
               + (tag("th", BOARD["buy"]) + tag("th", BOARD["sell"]) + tag("th", BOARD["you_have"]) if visiting else ""))
    table = tag("table", tag("thead", head) + tag("tbody", "".join(rows)), class_="market-table")
    notes = [BOARD["costs"].format(apprentice=k.C["apprentices"]["cost"], training=k.C["training"]["cost"])]
    if me and me["inspiration"] > 0:
        notes.append(BOARD["inspiration"].format(n=k.C["inspiration_discount_per_item"]))
    if m["rival_location"]:
        notes.append(BOARD["rival_goes"].format(location=location_name(m["rival_location"])))
    carts = " · ".join(BOARD["cart"].format(name=esc(seat_name(p["seat"], names)),
                                            visit=BOARD["visited"] if p["market_visits"] else BOARD["not_yet"])
                       for p in obs["players"])
    body = tag("h3", BOARD["market_title"].format(card=esc(title))) + table + tag("p", esc(" · ".join(notes)), class_="muted")
    body += tag("p", BOARD["carts"].format(carts=carts), class_="carts")
    if visiting:
        extra = [_market_button(taps, "mkt.hire", BOARD["hire"])]
        extra += [_market_button(taps, f"mkt.train.{t}", BOARD["train"].format(track=counter_word(t))) for t in k.C["training"]["tracks"]]
        extra.append(_market_button(taps, "mkt.end", BOARD["leave"], "lu-choice confirm"))
        body += tag("div", "".join(extra), class_="market-extra")
    else:
        body += piece(taps, "loc.market", BOARD["go_market"], BOARD["go_market_label"], "lu-choice") if taps.live("loc.market") else ""
    body += tag("p", BOARD["market_deck"].format(n=m["deck"], discarded=len(m["discards"])), class_="muted")
    return tag("section", body, class_="lu-market" + (" visiting" if visiting else "") + outline(changed, "market"), id="lu-market")


def _market_button(taps: Taps, key: str, word: str, cls: str = "lu-choice lu-small") -> str:
    """A Market button: the word and the price this player pays (the full label for screen readers)."""
    acts = taps.actions_through(key)
    if not acts:
        return tag("span", esc(word), class_="lu-choice lu-small off", aria_disabled="true")
    label = said_label(acts[0].label)
    price = getattr(acts[0].args, "price", None)  # buy, sell, hire and train carry the price this player pays
    # the words from the board's table (the player's language), the price this player pays after them
    text = BOARD["word_price"].format(word=word, price=price) if price is not None else word
    return piece(taps, key, esc(text), label, cls)


def orchestra(k: Components, obs: Observation, names: list[str], changed: frozenset[str] = frozenset()) -> str:
    players = [seat_name(p["seat"], names) for p in obs["players"]]
    # a long name is cut with an ellipsis in this head (views-luthier.css): the title shows it whole
    head = tag("tr", tag("th", BOARD["section"]) + "".join(tag("th", esc(name), title=name) for name in players)
               + (tag("th", BOARD["automa"]) if obs.get("automa") else ""))
    rows = []
    for sec in SECTIONS:
        cells = tag("th", esc(card_word("type", sec).capitalize()), scope="row")
        counts = [(p["seat"], p["seats"][sec]) for p in obs["players"]]
        counts += [(AUTOMA, obs["automa"]["seats"][sec])] if obs["automa"] else []
        top = max(n for _, n in counts) if counts else 0
        for seat, n in counts:
            cls = ("first" if n and n == top else "") + outline(changed, f"p{seat}:seats:{sec}")
            cells += tag("td", BOARD["leads"].format(n=n) if n and n == top else str(n), class_=cls.strip() or None)
        rows.append(tag("tr", cells))
    count = len(obs["players"])  # `players` above are their names
    note = end_note("orchestra_note", count, orchestra_places(k, count))
    return tag("section", tag("h3", BOARD["orchestra"]) + tag("table", tag("thead", head) + tag("tbody", "".join(rows)), class_="orchestra")
               + tag("p", esc(note), class_="muted"), class_="lu-orchestra")


def end_note(key: str, players: int, places: list[int]) -> str:
    """What a section or an award pays at the end at this table (the texts `key`, `key`_two and `key`_solo):
    first and second place, first place only, or solo the one number."""
    kind = f"{key}_solo" if players == 1 else key if len(places) > 1 else f"{key}_two"
    return BOARD[kind].format(**dict(zip(("first", "second"), places)))


def awards(k: Components, obs: Observation, names: list[str], changed: frozenset[str] = frozenset()) -> str:
    items = []
    for a in obs["awards"]:
        title, _, lines = face(k, a["id"])
        holder = BOARD["unclaimed"] if a["holder"] is None else BOARD["held_by"].format(name=seat_name(a["holder"], names))
        items.append(tag("li", tag("strong", esc(title)) + " " + tag("span", esc(holder), class_="holder")
                         + tag("span", esc(" · ".join(lines)), class_="award-text"), class_=outline(changed, f"award:{a['id']}").strip() or None))
    players = len(obs["players"])
    note = end_note("awards_note", players, award_places(k, players))
    return tag("section", tag("h3", BOARD["awards"]) + tag("ul", "".join(items), class_="awards")
               + tag("p", esc(note), class_="muted"), class_="lu-awards")
