"""Mystical Knight of Jackal (98745000): whose monster it may send back, and Necrovalley.

Sources: the 2005-era rulings (Upper Deck FAQ, quoted as "Previously Official Rulings" on
yugioh.pl/karta/Mystical_Knight_of_Jackal and yugipedia "Card Rulings:Mystical Knight of
Jackal"): (1) the monster it destroyed must be the opponent's own monster, not one of your
monsters your opponent controls; (2) the card's own text (DR1 / PGD, in our words: a monster of
the opponent's side that it destroys and sends to the OPPONENT's GY goes on top of the
opponent's Deck): a monster I own goes to my GY, never to the opponent's Deck. Today's text
(an opponent's monster it sends to the GY, placed on the opponent's Deck) means the same for a
monster I own: it cannot go to the opponent's Deck. One reading for both eras."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

JACKAL = "Mystical Knight of Jackal"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_mystical_knight_of_jackal_nothing_for_my_own_monster_the_opponent_took():
    """Q: My opponent took my Battle Ox with Snatch Steal; in my turn my Jackal attacks it and
    destroys it; Battle Ox goes to my GY. A: Jackal's effect is not offered (the destroyed
    monster must be the opponent's own: 2005 FAQ); Battle Ox stays in my GY, no Deck changes."""
    table = Table(rules="GOAT", turn=2, turn_player=1, phase="main1")
    table.monster(0, JACKAL)
    ox = table.monster(0, "Battle Ox")
    table.hand(1, "Snatch Steal")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=1)
    s.pick("target", ox)
    _pass_all(s)
    s.end_turn()
    while duel.request.kind != "idle":
        s.pick("pass")
    assert duel.turn == 3 and duel.turn_player == 0
    s.pick("battle", request="idle")
    s.pick("attack", JACKAL, target=ox, request="battle")
    _pass_all(s)
    assert duel.request.kind == "battle", duel.request
    assert grave(duel, 0) == ["Battle Ox"]
    assert [c.name for c in duel.players[0].deck] == ["Celtic Guardian"] * 2
    assert [c.name for c in duel.players[1].deck] == ["Mystical Elf"] * 3


def test_mystical_knight_of_jackal_under_necrovalley_in_2005():
    """Q: (GOAT) Necrovalley is face-up; Jackal destroys my opponent's Battle Ox and I use the
    effect. A: Battle Ox goes on top of their Deck anyway (2005 FAQ: "Mystical Knight of
    Jackal" does activate its effect even if "Necrovalley" is in play)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, JACKAL)
    table.field_spell(1, "Necrovalley")
    ox = table.monster(1, "Battle Ox")
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", JACKAL, target=ox, request="battle")
    _pass_all(s)
    s.pick("yes", player=0)
    _pass_all(s)
    assert grave(duel, 1) == []
    assert [c.name for c in duel.players[1].deck] == ["Celtic Guardian", "Battle Ox"]
