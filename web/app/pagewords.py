"""The words of index.html's own screens (the loading screen, the error panel, the note for a tap kept while
Python starts, the banner over a stored picture of the table), per language.

They show before Python runs, so the build writes them (tools/build_site.py): index.html's `{{say:<key>}}` in
English, each on an element marked `data-say="<key>"`, and a `<template class="page-words">` per other language
that web/early.js reads to put the player's words in their place (the page's `<meta name="description">` too).
The `<noscript>` line shows where no script runs to choose: the build writes it in every language, each
marked with its `lang`. Read only by the build, not shipped."""

from .i18n import Texts

TEXT = Texts("page", {
    "description": "Opera Magna and Luthier, two heavy euro games, played offline in the browser.",
    "download": "Downloading Python",
    "start": "Starting Python",
    "rules": "Loading the rules",
    "kept_touch": "Starting… your tap will be played in a moment.",
    "kept_mouse": "Starting… your click will be played in a moment.",
    "waking": "Waking up… the table can be played in a moment.",
    "error_title": "Something went wrong",
    "error_text": "Atelier could not start. Reloading often helps; if it does not, the details below tell what failed.",
    "reload": "Reload",
    # shown with JavaScript off, where early.js cannot choose: the build writes it in every language at once
    "noscript": "Atelier needs JavaScript to run Python in your browser.",
})
