"""The pieces of Opera Magna's table view (`app.views.opera_magna`): one module per part of the table.

taps (which taps play which action), svg (Goods and tappable pieces), cities, supply (Market, decks,
Building display), operaboard, shop (Shop Boards, hand), status (words and buttons), rulestext,
rulesmode (rules of any piece without hover), seats.
"""
