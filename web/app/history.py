"""The history: a readable log of every action, and the view-only stepper (first, previous, next, last)."""

from __future__ import annotations

from .distanceview import release_notes
from .i18n import Texts
from .markup import esc, tag
from .session import Session
from .story import turns

# Player-facing words of the history, in one place.
TEXT = Texts("history", {
    "first": "First", "prev": "Previous", "next": "Next", "last": "Last",
    "where": "History: after step {step} of {total} (view only)",
    "back": "Back to the game",
    "game": "Game",
    "you": "You",  # the reader's own turns (the narration tells them in the second person too)
    "step": "Step {n}: {lines}",
    "round": "R{round}",
    "none": "No action yet.",
    "title": "History",
})
STEPS = [("first", "\u00AB"), ("prev", "\u2039"), ("next", "\u203A"), ("last", "\u00BB")]  # labels: TEXT[where]


def history_bar(session: Session) -> str:
    """Shown while looking at the past: where we are, the stepper, and the way back to the present."""
    if session.viewing is None:
        return ""
    total = len(session.match.log)
    return tag("div",
               tag("p", TEXT["where"].format(step=session.viewing, total=total), class_="history-where")
               + stepper(session)
               + tag("button", TEXT["back"], type="button", class_="primary", data_action="hist:present"),
               class_="history-bar", role="status")


def stepper(session: Session) -> str:
    total = len(session.match.log)
    at = total if session.viewing is None else session.viewing
    disabled = {"first": at == 0, "prev": at == 0, "next": at == total, "last": at == total}
    return tag("div", "".join(
        tag("button", symbol, type="button", class_="tool step", data_action=f"hist:{where}", aria_label=TEXT[where],
            title=TEXT[where], disabled=disabled[where])
        for where, symbol in STEPS), class_="stepper")


def render_log(session: Session) -> str:
    """The narration grouped by turn and player, newest last; each action is a step to look at."""
    names = session.names
    viewer = session.screen_seat()
    at = len(session.match.log) if session.viewing is None else session.viewing
    notes = release_notes(session)  # a lost key's seat moved to a new device: said after the step it happened

    def noted(step: int) -> str:
        return "".join(tag("li", esc(line), class_="log-note") for line in notes.get(step, []))

    groups = [tag("li", tag("ol", noted(0), class_="log-steps"), class_="log-turn")] if notes.get(0) else []
    for turn in turns(session.log()):
        who = TEXT["game"] if turn.seat is None else TEXT["you"] if turn.seat == viewer else names[turn.seat]
        actions = []
        if turn.opening:  # "Bo's turn": said by the step that ended the turn before, told here
            actions.append("".join(tag("li", esc(line), class_="log-opening") for line in turn.opening.lines(viewer)))
        for told in turn.told:
            entry = told.entry
            lines = told.lines(viewer) or [entry.label]
            actions.append(tag("li", tag(  # the button inside the item: a list holds list items only (axe)
                "div",
                "".join(tag("span", esc(line), class_="log-what") for line in lines),
                class_="log-entry" + (" current" if entry.number == at else "") + (" future" if entry.number > at else ""),
                data_action=f"hist:{entry.number}", data_step=str(entry.number), tabindex="0", role="button",
                aria_label=TEXT["step"].format(n=entry.number, lines="; ".join(lines)))) + noted(entry.number))
        head = tag("span", TEXT["round"].format(round=turn.round), class_="log-round") + tag("span", esc(who), class_="log-who")
        groups.append(tag("li", tag("div", head, class_="log-turn-head") + tag("ol", "".join(actions), class_="log-steps"),
                          class_="log-turn"))
    body = tag("ol", "".join(groups), class_="log-list") if groups else tag("p", TEXT["none"], class_="muted")
    return tag("aside", tag("h3", TEXT["title"]) + stepper(session) + body, class_="log", id="log",
               aria_label=TEXT["title"])
