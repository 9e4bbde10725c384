"""Each player's workbench: money, inspiration, materials, apprentices, the three tracks, chips,
the roughing and finishing benches, showcase, hand, patrons with their patience, held cards,
specialists and objective. Yours is open and tappable; the others' are public facts only."""

from __future__ import annotations

from typing import Literal

from app.markup import esc, tag

from pycore.engine.components import Components
from pycore.luthier.components import MATERIALS, TRACKS
from pycore.luthier.narration import counter_word
from pycore.luthier.effects import describe
from pycore.luthier.observation_types import Observation, PlayerView

from .board import seat_name, stack
from .faces import face
from .pieces import DEFAULT_FILLS, card_piece, chip_token, outline, piece, pips, seat_band, seat_class, seat_fill
from .taps import Taps
from .texts import WORKSHOP



def resources(p: PlayerView, changed: frozenset[str]) -> str:
    cap = p["storage_cap"]
    items = [(k, WORKSHOP[k], str(p[k])) for k in ("money", "inspiration", "prestige")]  # (key, label, value)
    items += [(m, counter_word(m).capitalize(), WORKSHOP["of_cap"].format(n=p["materials"][m], cap=cap)) for m in MATERIALS]
    items += [("apprentices", WORKSHOP["apprentices"], WORKSHOP["of_cap"].format(n=p["apprentices"], cap=p["apprentice_cap"]))]
    cells = "".join(tag("div", tag("dt", esc(label)) + tag("dd", esc(v)),
                        class_=f"res res-{k}" + outline(changed, f"p{p['seat']}:{k}")) for k, label, v in items)
    return tag("dl", cells, class_="resources")


def tracks(k: Components, p: PlayerView, fill: str, changed: frozenset[str]) -> str:
    rows = "".join(
        tag("div", tag("span", esc(counter_word(t)), class_="track-name") + pips(p["tracks"][t], k.C["tracks"][t]["max"], counter_word(t), fill),
            class_="track" + outline(changed, f"p{p['seat']}:{t}"))
        for t in TRACKS
    )
    return tag("div", rows, class_="tracks")


def chips(k: Components, obs: Observation, p: PlayerView, taps: Taps, mine: bool, fill: str, changed: frozenset[str]) -> str:
    lit = outline(changed, f"p{p['seat']}:chips")
    if not mine:
        return tag("p", WORKSHOP["chips_left"].format(n=p["chips_free"]), class_="chips-left" + lit)
    tokens = []
    for c in p["chips"]:
        label = (WORKSHOP["chip_specialist"].format(n=c["number"], specialist=face(k, c["specialist"])[0],
                                                    ability=describe_ability(k, c["specialist"]))
                 if c["specialist"] else WORKSHOP["chip"].format(n=c["number"]))
        body = chip_token(p["seat"], fill, str(c["number"]), label) + (tag("span", esc(face(k, c["specialist"])[0]), class_="chip-spec") if c["specialist"] else "")
        tokens.append(piece(taps, f"chip.{c['number']}", body, label, "chip-piece"))
    head = tag("h4", WORKSHOP["your_chips"].format(n=p["chips_free"]))
    return tag("div", head + tag("div", "".join(tokens) or tag("span", WORKSHOP["all_placed"], class_="muted"), class_="chip-row"), class_="chips" + lit)


def describe_ability(k: Components, spec: str) -> str:
    return "; ".join(face(k, spec)[2])


def zone(k: Components, title: str, cards: list[str], prefix: str, taps: Taps, empty: str = WORKSHOP["none"], lit: str = "") -> str:
    """A row of a player's cards; `lit` is " chg" when the narration outlines it."""
    body = "".join(card_piece(k, taps, f"{prefix}.{c}", c) for c in cards) or tag("p", esc(empty), class_="muted")
    return tag("div", tag("h4", esc(title)) + tag("div", body, class_="cards"), class_=f"zone zone-{prefix}{lit}")


def bench(k: Components, obs: Observation, p: PlayerView, which: Literal["rough", "finish"], taps: Taps, names: list[str], fills: tuple[str, ...], changed: frozenset[str]) -> str:
    """A bench: tappable as a place for a chip; its instruments; the chips working on it."""
    loc = f"{which}_bench"
    cap = k.C["roughing_bench_cap"] if which == "rough" else k.C["finishing_bench_cap"]
    cards = p["rough_bench"] if which == "rough" else p["finish_bench"]
    title = WORKSHOP[f"{which}_title"].format(n=len(cards), cap=cap)
    label = WORKSHOP[f"{which}_label"].format(n=len(cards), cap=cap)
    head = piece(taps, f"loc.{loc}", esc(title), label, "bench-head") if p["seat"] == obs.get("you") else tag("h4", esc(title))
    body = "".join(card_piece(k, taps, f"{which}.{c}", c) for c in cards) or tag("p", WORKSHOP["empty"], class_="muted")
    workers = [pl for pl in obs["placements"] if pl["location"] == loc and pl["seat"] == p["seat"]]
    work = stack(k, obs, loc, names, taps, p["seat"], fills) if workers else ""
    return tag("div", head + tag("div", body, class_="cards") + work, class_=f"bench bench-{which}" + outline(changed, f"p{p['seat']}:{loc}"))


def patrons(k: Components, p: PlayerView, taps: Taps, lit: str) -> str:
    out = []
    for slot in p["patrons"]:
        cid = slot["card"]
        gifts = k.PATRONS[cid]["patience"]
        steps = [tag("li", WORKSHOP["start"], class_="step" + (" cube" if slot["cube"] == 0 else ""))]
        for i, g in enumerate(gifts, start=1):
            steps.append(tag("li", esc(describe(g)), class_="step" + (" cube" if slot["cube"] == i else "")))
        steps.append(tag("li", WORKSHOP["leaves"], class_="step leave"))
        nxt = gifts[slot["cube"]] if slot["cube"] < len(gifts) else None
        note = WORKSHOP["next_gift"].format(gift=describe(nxt)) if nxt else WORKSHOP["leaves_next"]
        track = tag("ol", "".join(steps), class_="patience", aria_label=WORKSHOP["patience"].format(step=slot["cube"], note=note))
        out.append(tag("div", card_piece(k, taps, f"patron.{cid}", cid, note=note) + track, class_="patron"))
    body = "".join(out) or tag("p", WORKSHOP["none"], class_="muted")
    return tag("div", tag("h4", WORKSHOP["patrons"].format(n=len(p["patrons"]), cap=k.C["patron_slots"])) + tag("div", body, class_="cards"), class_="zone zone-patron" + lit)


def workshop(k: Components, obs: Observation, p: PlayerView, taps: Taps, names: list[str], fills: tuple[str, ...] = DEFAULT_FILLS,
             changed: frozenset[str] = frozenset()) -> str:
    mine = p["seat"] == obs.get("you")
    name = seat_name(p["seat"], names)
    family = face(k, p["family"])[0] if p.get("family") else ""
    turn = obs.get("to_move") == p["seat"]
    fill = seat_fill(p["seat"], fills)
    title = seat_band(fill) + tag("span", chip_token(p["seat"], fill, "", (WORKSHOP["your_colour"] if mine else WORKSHOP["colour"].format(name=name)), 22) + " " + esc(name), class_="who")
    meta = WORKSHOP["meta"].format(family=family, prestige=p["prestige"]) + (WORKSHOP["to_play"] if turn else "")
    meta += WORKSHOP["passed"] if p["passed"] and obs["phase"] == "resolution" else ""
    title += tag("span", esc(meta), class_="who-meta")
    seat = p["seat"]
    parts = [resources(p, changed), tracks(k, p, fill, changed), chips(k, obs, p, taps, mine, fill, changed)]
    parts.append(tag("div", bench(k, obs, p, "rough", taps, names, fills, changed) + bench(k, obs, p, "finish", taps, names, fills, changed),
                     class_="benches"))
    parts.append(zone(k, WORKSHOP["showcase"], p["showcase"], "show", taps, lit=outline(changed, f"p{seat}:showcase")))
    if p["performed"]:
        parts.append(tag("p", WORKSHOP["performed"].format(cards=esc(", ".join(face(k, c)[0] for c in p["performed"]))), class_="muted"))
    parts.append(zone(k, WORKSHOP["hand"].format(n=len(p["hand"])), p["hand"], "hand", taps, lit=outline(changed, f"p{seat}:hand")))
    parts.append(patrons(k, p, taps, outline(changed, f"p{seat}:patrons")))
    parts.append(zone(k, WORKSHOP["performance_cards"], p["performance_cards"], "perf", taps, lit=outline(changed, f"p{seat}:performance_cards")))
    parts.append(zone(k, WORKSHOP["repair_orders"], p["repair_cards"], "rep", taps, lit=outline(changed, f"p{seat}:repair_cards")))
    if p["specialists"] or p["specialists_new"]:
        parts.append(zone(k, WORKSHOP["specialists"], p["specialists"] + p["specialists_new"], "specialist", taps,
                          lit=outline(changed, f"p{seat}:specialists")))
    if p["satisfied"]:
        parts.append(tag("p", WORKSHOP["satisfied"].format(cards=esc(", ".join(face(k, c)[0] for c in p["satisfied"]))),
                         class_="muted" + outline(changed, f"p{seat}:satisfied")))
    if p["objective"] and p["objective"] != "hidden":
        parts.append(zone(k, WORKSHOP["objective"], [p["objective"]], "objective", taps))
    elif p["objective"] == "hidden":
        parts.append(tag("p", WORKSHOP["objective_hidden"], class_="muted"))
    history = WORKSHOP["history"].format(finished=len(p["finished"]), performances=len(p["performances"]), repairs=len(p["repairs"]))
    parts.append(tag("p", esc(history), class_="muted" + outline(changed, f"p{seat}:performances", f"p{seat}:repairs")))
    body = "".join(parts)
    cls = f"lu-workshop {seat_class(p['seat'])}" + (" mine" if mine else "") + (" to-move" if turn else "")
    return tag("details", tag("summary", title, class_="workshop-head") + body, class_=cls, open=mine or turn or None,
               id=f"lu-player-{p['seat']}")
