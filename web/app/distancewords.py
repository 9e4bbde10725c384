"""The words of play at a distance (issue 29), one table for the shell's messages and the table's banner
(kept apart from `app.distance`, which the table's view would otherwise import back through `app.main`)."""

from .i18n import Texts

TEXT = Texts("distance", {
    "insecure": "Playing with friends at a distance needs a secure page (https, or localhost): this browser cannot "
                "make a device key here. Hot-seat and bots still work.",
    "failed": "This browser could not make a device key, so playing at a distance is off here. Hot-seat and bots "
              "still work.",
    "cannot_check": "This game is played at a distance, and this browser cannot check its signatures here. {why} "
                    "Your saved games are untouched.",
    "waiting": "Waiting for {name}. Send {name} the game.",
    "invited": "This game invites {name} to play. If you are {name}, play on this device: the seat stays on "
               "this device from then on.",
    "claim": "I am {name} \u2014 play on this device",
    "spectator": "You are watching this game: none of its seats plays on this device. If you play in it and this "
                 "device lost your key (site data cleared, a new phone), ask another player to invite you again.",
    # a lost key (point 6): who asks, who agrees, what the one invited again sees
    "reinvite_offer": "{name} lost the game? Invite {name} again",
    "reinvite_ask": "Invite {name} again, on a new device? Only if {name} asks you: {name}'s device lost its key "
                    "(site data cleared, a new phone). {name}'s moves so far stay as they are; the first device that "
                    "plays {name} from your next link plays {name} from then on, once every other player agrees. "
                    "{name}'s old device will no longer play.",
    "reinvite_yes": "Invite {name} again",
    "reinvited": "You invited {name} again. Send {name} the game: it lets {name} play on a new device.",
    "agree_ask": "{asked} invited {name} again: {name}'s device lost its key, and {name} is to play on a new device. "
                 "Agree only if {name} asked you too.",
    "agree_yes": "Agree: {name} plays on a new device",
    "agreed": "You agreed: {names} plays on a new device. Send the game on.",
    "waiting_agreement": "Waiting for {names} to agree that {name} plays on a new device. Send {first} the game.",
    "invited_again": "This game invites {name} again, on a new device ({name}'s old one lost its key). If you are "
                     "{name}, play on this device: the seat stays on this device from then on.",
    "release_unknown": "This link does not know that {name} plays on a new device, so it was refused and nothing "
                       "changed. Your saved games are untouched.",
    "history_moved": "{name} plays on a new device after step {step}, agreed by {agreed}.",
    "history_pending": "{name} invited again after step {step} (a lost key); waiting for {waiting} to agree.",
    "and": "{first} and {last}",
    "stale": "This link is older than the game on this device (step {linked}; you have {held}), so nothing changed. "
             "Here is the game as you have it.",
    "fork": "This link parts from your game at step {step}: nothing was merged. You have your game here; "
            "you may keep the link's game too, as a separate game.",
    "keep_both": "Keep both games",
    "seat_moved": "This link says {name} plays on another device than before, so it was refused and nothing "
                  "changed. Your saved games are untouched.",
    "mine_elsewhere": "This link says {name} plays on another device, but {name} plays on this one, so it was "
                      "refused and nothing changed. Your saved games are untouched.",
    "other_tab": "This game moved on in another tab or window (step {held}), so your move here was not saved. "
                 "Here is the game as it is now.",
    "your_turn": "At a distance: your turn ({name})",
    "waiting_since": "At a distance: waiting for {name} since {when}",
})
