"""Deck Devastation Virus checks a card its player's opponent draws after Ancient Telescope
showed it (round 53m: a survivor of duel.py `_draw`'s seen-card shuffle, stop 52's lines).

A Deck card the opponent saw (Ancient Telescope) joins the hand with a hand shuffle when it is
drawn (stop 52: seed 001, the hand is not public; docs/protocol.md "Uids of hidden cards"):
the card gets a new uid there, and the draw's happening must name that one. Deck Devastation
Virus (its text: for the opponent's next three turns, each card they draw is checked and a
monster with 1500 or less ATK is destroyed) then finds the card it must check: Celtic Guardian,
drawn in the Draw Phase, is destroyed. Sources: the card texts (Ancient Telescope: look at the
top 5 cards of the opponent's Deck; Deck Devastation Virus, yugioh-wiki.net 《魔のデッキ破壊ウイルス》:
each drawn card is checked as it is drawn)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_a_drawn_card_ancient_telescope_showed_is_still_checked_by_deck_devastation_virus():
    """Q: I look at my opponent's top cards with Ancient Telescope (Celtic Guardian on top),
    then activate Deck Devastation Virus (Tributing my Summoned Skull). In their Draw Phase they
    draw that Celtic Guardian. Is it destroyed? A: Yes: the hand is shuffled for the card I saw,
    but the Virus still checks that card and destroys it (1400 ATK)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Summoned Skull")
    table.spell_trap(0, "Deck Devastation Virus")
    table.hand(0, "Ancient Telescope")
    table.hand(1, "Summoned Skull", "Dark Hole")
    table.deck(1, ["Celtic Guardian", "Summoned Skull", "Dark Hole"])
    table.deck(0, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ancient Telescope")
    while duel.request.kind != "idle":
        s.pick("pass")
    s.pick("activate", "Deck Devastation Virus", request="idle")
    s.pick("select", "Summoned Skull", request="select")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert sorted(hand(duel, 1)) == ["Dark Hole", "Summoned Skull"]    # nothing there to destroy (2500 ATK)
    s.end_turn()                        # player 2 draws Celtic Guardian in their Draw Phase
    while duel.turn == 4 and duel.request.kind != "idle":
        s.pick("pass", first=True)
    assert duel.turn == 4
    assert sorted(hand(duel, 1)) == ["Dark Hole", "Summoned Skull"]
    assert grave(duel, 1) == ["Celtic Guardian"]
