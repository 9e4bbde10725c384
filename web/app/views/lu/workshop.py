"""Each player's workbench: money, inspiration, materials, apprentices, the three tracks, chips,
the roughing and finishing benches, showcase, hand, patrons with their patience, held cards,
specialists and objective. Yours is open and tappable; the others' are public facts only."""

from __future__ import annotations

from app.markup import esc, tag

from pycore.luthier.components import C, MATERIALS, PATRONS, TRACKS
from pycore.luthier.effects import describe

from .board import seat_name, stack
from .faces import face
from .pieces import DEFAULT_FILLS, card_piece, chip_token, outline, piece, pips, seat_band, seat_class, seat_fill
from .taps import Taps

TRACK_TOPS = {t: C["tracks"][t]["max"] for t in TRACKS}


def resources(p: dict, changed: frozenset[str]) -> str:
    cap = p["storage_cap"]
    items = [("Money", str(p["money"])), ("Inspiration", str(p["inspiration"])), ("Prestige", str(p["prestige"]))]
    items += [(m.capitalize(), f"{p['materials'][m]}/{cap}") for m in MATERIALS]
    items += [("Apprentices", f"{p['apprentices']}/{p['apprentice_cap']}")]
    cells = "".join(tag("div", tag("dt", esc(k)) + tag("dd", esc(v)),
                        class_=f"res res-{k.lower()}" + outline(changed, f"p{p['seat']}:{k.lower()}")) for k, v in items)
    return tag("dl", cells, class_="resources")


def tracks(p: dict, fill: str, changed: frozenset[str]) -> str:
    rows = "".join(
        tag("div", tag("span", esc(t.capitalize()), class_="track-name") + pips(p["tracks"][t], TRACK_TOPS[t], t.capitalize(), fill),
            class_="track" + outline(changed, f"p{p['seat']}:{t}"))
        for t in TRACK_TOPS
    )
    return tag("div", rows, class_="tracks")


def chips(obs: dict, p: dict, taps: Taps, mine: bool, fill: str) -> str:
    if not mine:
        return tag("p", f"Chips still to place: {p['chips_free']}", class_="chips-left")
    tokens = []
    for c in p["chips"]:
        label = f"Chip #{c['number']}" + (f", {face(c['specialist'])[0]}: {describe_ability(c['specialist'])}" if c["specialist"] else "")
        body = chip_token(p["seat"], fill, str(c["number"]), label) + (tag("span", esc(face(c["specialist"])[0]), class_="chip-spec") if c["specialist"] else "")
        tokens.append(piece(taps, f"chip.{c['number']}", body, label, "chip-piece"))
    head = tag("h4", f"Your chips to place ({p['chips_free']})")
    return tag("div", head + tag("div", "".join(tokens) or tag("span", "All placed.", class_="muted"), class_="chip-row"), class_="chips")


def describe_ability(spec: str) -> str:
    return "; ".join(face(spec)[2])


def zone(title: str, cards: list[str], prefix: str, taps: Taps, empty: str = "none", lit: str = "") -> str:
    """A row of a player's cards; `lit` is " chg" when the narration outlines it."""
    body = "".join(card_piece(taps, f"{prefix}.{c}", c) for c in cards) or tag("p", esc(empty), class_="muted")
    return tag("div", tag("h4", esc(title)) + tag("div", body, class_="cards"), class_=f"zone zone-{prefix}{lit}")


def bench(obs: dict, p: dict, which: str, taps: Taps, names: list[str], fills: tuple[str, ...], changed: frozenset[str]) -> str:
    """A bench: tappable as a place for a chip; its instruments; the chips working on it."""
    loc = f"{which}_bench"
    cap = C["roughing_bench_cap"] if which == "rough" else C["finishing_bench_cap"]
    cards = p[loc]
    title = ("Roughing bench" if which == "rough" else "Finishing bench") + f" ({len(cards)}/{cap})"
    head = piece(taps, f"loc.{loc}", esc(title), f"Your {title.lower()}: place a chip here", "bench-head") if p["seat"] == obs.get("you") else tag("h4", esc(title))
    body = "".join(card_piece(taps, f"{which}.{c}", c) for c in cards) or tag("p", "empty", class_="muted")
    workers = [pl for pl in obs["placements"] if pl["location"] == loc and pl["seat"] == p["seat"]]
    work = stack(obs, loc, names, taps, p["seat"], fills) if workers else ""
    return tag("div", head + tag("div", body, class_="cards") + work, class_=f"bench bench-{which}" + outline(changed, f"p{p['seat']}:{loc}"))


def patrons(p: dict, taps: Taps, lit: str) -> str:
    out = []
    for slot in p["patrons"]:
        cid = slot["card"]
        gifts = PATRONS[cid]["patience"]
        steps = [tag("li", "start", class_="step" + (" cube" if slot["cube"] == 0 else ""))]
        for i, g in enumerate(gifts, start=1):
            steps.append(tag("li", esc(describe(g)), class_="step" + (" cube" if slot["cube"] == i else "")))
        steps.append(tag("li", "leaves", class_="step leave"))
        nxt = gifts[slot["cube"]] if slot["cube"] < len(gifts) else None
        note = f"next gift: {describe(nxt)}" if nxt else "leaves next round"
        track = tag("ol", "".join(steps), class_="patience", aria_label=f"Patience: cube on step {slot['cube']}; {note}")
        out.append(tag("div", card_piece(taps, f"patron.{cid}", cid, note=note) + track, class_="patron"))
    body = "".join(out) or tag("p", "none", class_="muted")
    return tag("div", tag("h4", f"Patrons ({len(p['patrons'])}/{C['patron_slots']})") + tag("div", body, class_="cards"), class_="zone zone-patron" + lit)


def workshop(obs: dict, p: dict, taps: Taps, names: list[str], fills: tuple[str, ...] = DEFAULT_FILLS,
             changed: frozenset[str] = frozenset()) -> str:
    mine = p["seat"] == obs.get("you")
    name = seat_name(p["seat"], names)
    family = face(p["family"])[0] if p.get("family") else ""
    turn = obs.get("to_move") == p["seat"]
    fill = seat_fill(p["seat"], fills)
    title = seat_band(fill) + tag("span", chip_token(p["seat"], fill, "", f"{name}'s colour and shape", 22) + " " + esc(name), class_="who")
    title += tag("span", esc(f"{family} · {p['prestige']} prestige" + (" · to play" if turn else "") + (" · passed" if p["passed"] and obs["phase"] == "resolution" else "")), class_="who-meta")
    seat = p["seat"]
    parts = [resources(p, changed), tracks(p, fill, changed), chips(obs, p, taps, mine, fill)]
    parts.append(tag("div", bench(obs, p, "rough", taps, names, fills, changed) + bench(obs, p, "finish", taps, names, fills, changed),
                     class_="benches"))
    parts.append(zone("Showcase (finished)", p["showcase"], "show", taps, lit=outline(changed, f"p{seat}:showcase")))
    if p["performed"]:
        parts.append(tag("p", "Already performed: " + esc(", ".join(face(c)[0] for c in p["performed"])), class_="muted"))
    parts.append(zone(f"Hand ({len(p['hand'])} blueprints)", p["hand"], "hand", taps, lit=outline(changed, f"p{seat}:hand")))
    parts.append(patrons(p, taps, outline(changed, f"p{seat}:patrons")))
    parts.append(zone("Performance cards", p["performance_cards"], "perf", taps, lit=outline(changed, f"p{seat}:performance_cards")))
    parts.append(zone("Repair orders", p["repair_cards"], "rep", taps, lit=outline(changed, f"p{seat}:repair_cards")))
    if p["specialists"] or p["specialists_new"]:
        parts.append(zone("Specialists", p["specialists"] + p["specialists_new"], "specialist", taps))
    if p["satisfied"]:
        parts.append(tag("p", "Satisfied: " + esc(", ".join(face(c)[0] for c in p["satisfied"])),
                         class_="muted" + outline(changed, f"p{seat}:satisfied")))
    if p["objective"] and p["objective"] != "hidden":
        parts.append(zone("Secret objective", [p["objective"]], "objective", taps))
    elif p["objective"] == "hidden":
        parts.append(tag("p", "Secret objective: face down", class_="muted"))
    history = f"Finished {len(p['finished'])} · performances {len(p['performances'])} · repairs {len(p['repairs'])}"
    parts.append(tag("p", esc(history), class_="muted" + outline(changed, f"p{seat}:performances", f"p{seat}:repairs")))
    body = "".join(parts)
    cls = f"lu-workshop {seat_class(p['seat'])}" + (" mine" if mine else "") + (" to-move" if turn else "")
    return tag("details", tag("summary", title, class_="workshop-head") + body, class_=cls, open=mine or turn or None,
               id=f"lu-player-{p['seat']}")
