"""The data file's vocabulary, each verb implemented once.

Effects (`gain`, `choose`, `track`, `seat`, `take_card`, `specialist`), powers (`once`,
`round_income`, `skill`, `fee_waiver`, `discount`, `on_event`, `royal_gate_ignore`,
`extra_market_visit`, `apprentice_carry`, `storage_cap`), demand filters, and the condition
counters shared by objectives and awards. An effect is a dict verb -> args, applied in key order.

A choice (`choose`, a specialist draw, a take_card among several cards) becomes a Decision that
the owner settles with an action; everything else applies at once.
"""

from __future__ import annotations

from ..engine.components import Components
from ..engine.narration import note, say
from .narration import counter_word, holding_piece, joined, said
from .components import DECK_OF, MATERIALS
from .state import Decision, State, PatronSlot, Player

# Every change of a counter players see (see `narration.py`) goes through `add`, which notes it.
_SCALARS = ("money", "inspiration", "prestige", "apprentices")


def add(s: State, seat: int, counter: str, n: int) -> None:
    """Change money, inspiration, prestige, apprentices, a material, a track or `seats:<section>`."""
    if not n:
        return
    p = s.players[seat]
    if counter in _SCALARS:
        setattr(p, counter, getattr(p, counter) + n)
    elif counter in p.materials:
        p.materials[counter] += n
    elif counter in p.tracks:
        p.tracks[counter] += n
    else:
        p.seats[counter.split(":")[1]] += n
    note(seat, counter, n)



# ----------------------------------------------------------------------------- words


def describe(effect: dict) -> str:
    """Player words for an effect: "1 wood + 1 animal", "+1 Reputation" (the narration's words,
    `pycore.luthier.narration.WORDS`, in the installed language)."""
    parts: list[str] = []
    for verb, args in effect.items():
        if verb == "gain":
            parts.extend(said("amount", n=n, what=counter_word(r, n)) for r, n in args.items() if n)
        elif verb == "track":
            parts.extend(said("change", change=f"+{n}", what=counter_word(t, n)) for t, n in args.items())
        elif verb == "seat":
            parts.append(said("effect.seat", n=args["n"]))
        elif verb == "choose":
            parts.append(joined([describe(e) for e in args], "or"))
        elif verb == "specialist":
            parts.append(said("effect.specialist", n=args))
        elif verb == "take_card":
            parts.append(said(f"effect.free_card.{args['deck']}"))
    return joined(parts, "plus") if parts else ""


def effect_key(effect: dict) -> str:
    """A short id for one option of a `choose`: "wood+animal", "reputation"."""
    keys: list[str] = []
    for verb, args in effect.items():
        keys.extend(args.keys() if isinstance(args, dict) else [verb])
    return "+".join(keys)


# ----------------------------------------------------------------------------- caps and powers


def storage_cap(k: Components, p: Player) -> int:
    cap = k.C["storage_cap"]
    for a in p.awards:
        cap = max(cap, k.AWARDS[a]["benefit"].get("storage_cap", 0))
    return cap


def apprentice_cap(k: Components, p: Player) -> int:
    cap = k.C["apprentices"]["cap"]
    for chip in p.chips:
        if chip.specialist:
            cap = max(cap, k.SPECIALISTS[chip.specialist]["ability"].get("apprentice_carry", 0))
    return cap


def chip_carry(k: Components, specialist: str | None) -> int:
    carry = k.C["apprentices"]["max_per_chip"]
    if specialist:
        carry = max(carry, k.SPECIALISTS[specialist]["ability"].get("apprentice_carry", 0))
    return carry


def player_powers(k: Components, p: Player) -> list[dict]:
    """Powers that apply to all of a player's actions: satisfied patrons and claimed awards."""
    if not (p.satisfied or p.awards):  # most calls, early in a game
        return []
    patrons, awards = k.PATRONS, k.AWARDS
    return [patrons[c]["power"] for c in p.satisfied] + [awards[a]["benefit"] for a in p.awards]


def chip_powers(k: Components, specialist: str | None) -> list[dict]:
    return [k.SPECIALISTS[specialist]["ability"]] if specialist else []


def skill_bonus(k: Components, p: Player, specialist: str | None, location: str) -> int:
    bonus = 0
    for power in player_powers(k, p) + chip_powers(k, specialist):
        skill = power.get("skill")
        if skill and location in skill["at"]:
            bonus += skill["n"]
    return bonus


def fee_waived(k: Components, p: Player, location: str) -> bool:
    return any(location in pw.get("fee_waiver", {}).get("at", ()) for pw in player_powers(k, p))


def royal_gate_ignored(k: Components, specialist: str | None) -> bool:
    return any(pw.get("royal_gate_ignore") for pw in chip_powers(k, specialist))


def discounts(k: Components, p: Player, specialist: str | None, on: str) -> list[tuple[str, int]]:
    """(material or "any", n) discounts for a kind of payment: rough, finish or repair (R19)."""
    found = []
    for power in player_powers(k, p) + chip_powers(k, specialist):
        d = power.get("discount")
        if d and d["on"] == on:
            found.append((d["material"], d["n"]))
    return found


def apprentices_on_chips(s: State, seat: int) -> int:
    return sum(pl.apprentices for pl in s.placements if pl.seat == seat and not pl.resolved)


def apprentice_room(s: State, seat: int) -> bool:
    """May this player take one more apprentice from the pool? The cap counts those on chips (SEED)."""
    p = s.players[seat]
    return s.pool > 0 and p.apprentices + apprentices_on_chips(s, seat) < apprentice_cap(s.k, p)


# ----------------------------------------------------------------------------- paying and gaining


def can_pay(p: Player, n: int) -> bool:
    return p.money + p.inspiration >= n


def pay(s: State, seat: int, n: int) -> None:
    """Tier fees and searches: as much inspiration as allowed, then money (R10)."""
    use = min(s.players[seat].inspiration, n)
    add(s, seat, "inspiration", -use)
    add(s, seat, "money", -(n - use))


def item_price(p: Player, price: int) -> int:
    """Money one Market item costs after the automatic 1-inspiration discount (R10, §3 #7)."""
    return max(0, price - (1 if p.inspiration > 0 else 0))


def pay_item(s: State, seat: int, price: int) -> None:
    if s.players[seat].inspiration > 0 and price > 0:
        add(s, seat, "inspiration", -1)
        price -= 1
    add(s, seat, "money", -price)


def score(s: State, seat: int, n: int, category: str) -> None:
    """Prestige scored during play, kept by category so the total can be recomputed."""
    if n:
        p = s.players[seat]
        add(s, seat, "prestige", n)
        p.ledger[category] = p.ledger.get(category, 0) + n


def gain(s: State, seat: int, gains: dict[str, int], category: str = "powers") -> None:
    p = s.players[seat]
    cap = storage_cap(s.k, p)
    for res, n in gains.items():
        if res in ("money", "inspiration"):
            add(s, seat, res, n)
        elif res == "prestige":
            score(s, seat, n, category)
        elif res == "apprentice":
            for _ in range(n):
                if apprentice_room(s, seat):
                    s.pool -= 1
                    add(s, seat, "apprentices", 1)
        else:  # a material: the excess over the cap is lost (R12)
            add(s, seat, res, min(cap, p.materials[res] + n) - p.materials[res])


def move_track(s: State, seat: int, track: str, n: int) -> None:
    """Move up n steps; space 3 of Performance/Craft gives a specialist the first time (R18);
    reaching the last step of those tracks gives its prestige (SEED)."""
    p = s.players[seat]
    old = p.tracks[track]
    new = min(s.k.C["tracks"][track]["max"], old + n)
    add(s, seat, track, new - old)
    if track == "reputation" or new == old:
        return
    rules = s.k.C["tracks"][track]
    if new >= rules["specialist_at"] > old and track not in p.specialist_tracks:
        p.specialist_tracks.append(track)
        gain_specialist(s, seat)
    if new == rules["max"]:
        score(s, seat, rules["last_step_prestige"], "tracks")
        say(seat, "track_top", player=seat, track=track)


def place_seats(s: State, seat: int, section: str, n: int) -> None:
    add(s, seat, f"seats:{section}", n)


def gain_specialist(s: State, seat: int) -> None:
    """Draw 2 specialists, keep 1, the other to the bottom; an empty deck pays 3 money (C8)."""
    deck = s.decks["specialist"]
    if not deck:
        add(s, seat, "money", s.k.C["specialists"]["empty_deck_money"])
        say(seat, "specialist_none", player=seat)
        return
    drawn = deck[: s.k.C["specialists"]["draw"]]
    del deck[: len(drawn)]
    s.reveals += 1
    if len(drawn) == 1:
        s.players[seat].specialists_new.append(drawn[0])
        say(seat, "specialist_one", (f"p{seat}:specialists",), aside=True, player=seat, card=drawn[0])
        return
    say(seat, "specialist_draw", (), {"cards": drawn}, aside=True, player=seat, n=len(drawn))
    s.decisions.insert(0, Decision(kind="specialist", seat=seat, data={"cards": drawn}))


def apply_effect(s: State, seat: int, effect: dict | None, ctx: dict | None = None) -> None:
    """Apply an effect of the vocabulary for `seat`. ctx: {"section": ..., "category": ...}."""
    if not effect:
        return
    ctx = ctx or {}
    why = ctx.get("why", "")
    for verb, args in effect.items():
        if verb == "gain":
            gain(s, seat, args, ctx.get("category", "powers"))
            say(seat, "gain", player=seat, why=why)
        elif verb == "track":
            for track, n in args.items():
                move_track(s, seat, track, n)
                say(seat, "track", player=seat, why=why, track=track)
        elif verb == "seat":
            section = ctx["section"] if args["section"] == "own" else args["section"]
            place_seats(s, seat, section, args["n"])
            say(seat, "seats", player=seat, why=why)
        elif verb == "choose":
            s.decisions.insert(0, Decision(kind="choose", seat=seat, data={"options": args, "ctx": ctx}))
        elif verb == "specialist":
            for _ in range(args):
                gain_specialist(s, seat)
        elif verb == "take_card":
            take_card_effect(s, seat, args)
        else:
            raise ValueError(f"unknown effect verb {verb}")


def apply_power_once(s: State, seat: int, power: dict, why: str) -> None:
    """A power's `once` effect, told with its source (`why`: "card:<id>", `narration.why_words`)."""
    apply_effect(s, seat, power.get("once"), {"category": "powers", "why": why})


def round_income(s: State, seat: int) -> None:
    """Start of round step 1: awards in id order, then satisfied patrons in satisfaction order (R5)."""
    k = s.k
    p = s.players[seat]
    for a in sorted(p.awards):
        apply_effect(s, seat, k.AWARDS[a]["benefit"].get("round_income"), {"category": "powers", "why": f"card:{a}"})
    for c in p.satisfied:
        apply_effect(s, seat, k.PATRONS[c]["power"].get("round_income"), {"category": "powers", "why": f"card:{c}"})


def fire_event(s: State, seat: int, event: str, specialist: str | None, section: str | None = None) -> None:
    """`on_event` powers already active: the player's, and the acting chip's specialist (R15 step 5, R17)."""
    p = s.players[seat]
    for power in player_powers(s.k, p) + chip_powers(s.k, specialist):
        on = power.get("on_event")
        if on and on["event"] == event:
            apply_effect(s, seat, on["effect"], {"section": section, "category": "powers", "why": "power"})


# ----------------------------------------------------------------------------- filters and counters


def matches(flt: dict, facts: dict) -> bool:
    """Does a thing with `facts` (type, era, rare, patron_type, deck) pass a demand/condition filter?"""
    for key, want in flt.items():
        have = facts.get(key)
        if isinstance(want, list):
            if have not in want:
                return False
        elif have != want:
            return False
    return True


def instrument_facts(k: Components, card_id: str) -> dict:
    c = k.INSTRUMENTS[card_id]
    return {"type": c["type"], "era": c["era"], "rare": c["rare"]}


def patron_facts(k: Components, card_id: str) -> dict:
    c = k.PATRONS[card_id]
    return {"type": c["type"], "patron_type": c["type"], "era": c["era"], "deck": c["deck"]}


def counter(k: Components, p: Player, cond: dict) -> int:
    """The value of a condition counter (objectives and awards), counting history (C6)."""
    kind = cond["count"]
    flt = cond.get("filter", {})
    if kind == "instruments_finished":
        return sum(1 for i in p.finished if matches(flt, instrument_facts(k, i)))
    if kind == "distinct_types_finished":
        return len({k.INSTRUMENTS[i]["type"] for i in p.finished})
    if kind == "distinct_eras_finished":
        return len({k.INSTRUMENTS[i]["era"] for i in p.finished})
    if kind == "max_same_type_finished":
        types = [k.INSTRUMENTS[i]["type"] for i in p.finished]
        return max((types.count(t) for t in set(types)), default=0)
    if kind == "performances_completed":
        return sum(1 for _, sec, era in p.performances if matches(flt, {"type": sec, "era": era}))
    if kind == "repairs_completed":
        return sum(1 for r in p.repairs if matches(flt, {"type": k.REPAIRS[r]["type"], "era": k.REPAIRS[r]["era"]}))
    if kind == "patrons_satisfied":
        return sum(1 for c in p.satisfied if matches(flt, patron_facts(k, c)))
    if kind == "seats_max_section":
        return max(p.seats.values())
    if kind == "sections_with_seats":
        return sum(1 for n in p.seats.values() if n > 0)
    if kind == "storage_total":
        return sum(p.materials.values())
    if kind == "track_level":
        return p.tracks[cond["track"]]
    raise ValueError(f"unknown counter {kind}")


def check_awards(s: State, seat: int) -> None:
    """The first player to reach an award's threshold takes its benefit at once (R20)."""
    if seat < 0 or len(s.award_holders) == len(s.awards):
        return
    k = s.k
    p = s.players[seat]
    for a in sorted(s.awards):
        if a in s.award_holders:
            continue
        aw = k.AWARDS[a]
        if counter(k, p, aw["criterion"]) >= aw["threshold"]:
            cap = storage_cap(k, p)
            s.award_holders[a] = seat
            p.awards.append(a)
            say(seat, "award", (f"award:{a}",), player=seat, card=a)
            benefit = aw["benefit"]
            if storage_cap(k, p) != cap:  # drawn beside each material: "2 of 6"
                say(seat, "storage_cap", tuple(f"p{seat}:{m}" for m in MATERIALS), player=seat, cap=storage_cap(k, p))
            if "once" in benefit:
                apply_effect(s, seat, benefit["once"], {"category": "awards", "why": f"card:{a}"})


# ----------------------------------------------------------------------------- patrons


def satisfy(s: State, seat: int, card_id: str) -> None:
    """Printed prestige, +1 Reputation and the `once` power; the slot is freed (§2.8, R15 step 6)."""
    p = s.players[seat]
    p.patrons = [slot for slot in p.patrons if slot.card != card_id]
    p.satisfied.append(card_id)
    c = s.k.PATRONS[card_id]
    score(s, seat, c["reward_prestige"], "patrons")
    move_track(s, seat, "reputation", s.k.C["patrons"]["satisfy_reputation"])
    say(seat, "satisfy", (f"p{seat}:patrons", f"p{seat}:satisfied"), player=seat, card=card_id)
    apply_power_once(s, seat, c["power"], f"card:{card_id}")
    fire_event(s, seat, "satisfy", None)


def event_demand_met(s: State, seat: int, kind: str, facts: dict) -> None:
    """After a perform or repair: satisfy exactly one matching patron, the owner's choice (C5, R15)."""
    p = s.players[seat]
    hits = [slot.card for slot in p.patrons if kind in s.k.PATRONS[slot.card]["demand"]
            and matches(s.k.PATRONS[slot.card]["demand"][kind], facts)]
    if len(hits) == 1:
        satisfy(s, seat, hits[0])
    elif hits:
        s.decisions.insert(0, Decision(kind="satisfy", seat=seat, data={"patrons": hits}))


def deliverable(k: Components, p: Player) -> list[tuple[str, str]]:
    """(instrument, patron) pairs a player may deliver now (free action, R7)."""
    pairs = []
    for slot in p.patrons:
        demand = k.PATRONS[slot.card]["demand"].get("deliver")
        if demand is None:
            continue
        for inst in p.showcase:
            if matches(demand, instrument_facts(k, inst)):
                pairs.append((inst, slot.card))
    return pairs


def patron_allowed(s: State, seat: int, card_id: str, specialist: str | None = None) -> bool:
    """A free patron slot, and Reputation at a royal's printed requirement (C3) unless the gate is ignored."""
    p = s.players[seat]
    if len(p.patrons) >= s.k.C["patron_slots"]:
        return False
    req = s.k.PATRONS[card_id]["reputation_req"]
    return req is None or p.tracks["reputation"] >= req or royal_gate_ignored(s.k, specialist)


# ----------------------------------------------------------------------------- decks and displays


def draw(s: State, deck: str) -> str | None:
    """The top card of a deck; an empty deck is rebuilt from its discards (SEED, R22)."""
    cards = s.decks[deck]
    if not cards:
        pile = s.discards[deck]
        if not pile:
            return None
        cards.extend(pile)
        pile.clear()
        s.rng.shuffle(cards)
    s.reveals += 1
    return cards.pop(0)


def receive_card(s: State, seat: int, deck: str, card_id: str, display: str | None = None) -> None:
    """A card taken from a display (`display`: its location) or a deck goes to its holder's place (event take_card, R26)."""
    p = s.players[seat]
    say(seat, "receive", (holding_piece(seat, deck),) + ((f"display:{display}",) if display else ()), player=seat, card=card_id)
    if deck == "patron":
        p.patrons.append(PatronSlot(card=card_id))
    elif deck == "instrument":
        p.hand.append(card_id)
    elif deck == "performance":
        p.perf_cards.append(card_id)
    else:
        p.repair_cards.append(card_id)
    fire_event(s, seat, "take_card", None)


def card_facts(k: Components, deck: str, card_id: str) -> dict:
    if deck == "patron":
        return patron_facts(k, card_id)
    if deck == "instrument":
        return instrument_facts(k, card_id)
    c = k.card(card_id)
    return {"type": c.get("type") or c.get("section"), "era": c["era"]}


def take_card_effect(s: State, seat: int, args: dict) -> None:
    """Opening actions: a face-up card matching the filter (tier <= max_tier), free, the owner's pick;
    else the first match in the draw deck; else nothing (R3)."""
    deck = args["deck"]
    location = next(loc for loc, d in DECK_OF.items() if d == deck)
    per_tier = len(s.displays[location]) // 3
    options = []
    for i, cid in enumerate(s.displays[location]):
        if cid and i // per_tier < args["max_tier"] and matches(args["filter"], card_facts(s.k, deck, cid)):
            if deck != "patron" or patron_allowed(s, seat, cid):
                options.append(cid)
    if len(options) == 1:
        s.displays[location][s.displays[location].index(options[0])] = None
        receive_card(s, seat, deck, options[0], location)
    elif options:
        s.decisions.insert(0, Decision(kind="take_card", seat=seat, data={"location": location, "cards": options}))
    else:
        pile = s.decks[deck]
        for cid in pile:
            if matches(args["filter"], card_facts(s.k, deck, cid)) and (deck != "patron" or patron_allowed(s, seat, cid)):
                pile.remove(cid)
                s.reveals += 1
                receive_card(s, seat, deck, cid)
                return


def capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]
