"""Luthier's table view, in small parts: `taps` (which piece each legal action is tapped on),
`faces` (the printed text of every component), `pieces` (tappable HTML/SVG pieces), `dome`
(the round main board), `market`, `workshop` (each player's workbench) and `prompt` (what the
game waits for and the choices that are not on the board). `app.views.luthier` assembles them."""
