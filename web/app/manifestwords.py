"""The words of the web app manifest (its name and description, which an installed app shows), per language.

A manifest is a static file, so the build writes one per language from this table (tools/build_site.py:
manifest.webmanifest in English, manifest-<language>.webmanifest for each catalog), and web/early.js points
the page's manifest link at the player's language before anything else runs.
"""

from .i18n import Texts

TEXT = Texts("manifest", {
    "name": "Atelier: Opera Magna and Luthier",
    "short_name": "Atelier",
    "description": "Two heavy euro board games, played offline in the browser.",
})
