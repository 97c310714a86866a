"""Winged Minion (89258225): what if its target is no longer a face-up Fiend as the effect
resolves?

Sources: the card's texts (LOD 2003 and today's: Tribute it to raise 1 face-up Fiend's ATK and
DEF by 700 until the end of the opponent's turn; today's writes the target out; ours: it
targets in both eras, as round 58d's script reads the old "1 face-up Fiend-Type monster"),
in our own words; seed 000 §對象: a target that no longer fits what the effect asked for (here
"face-up") as the effect resolves is not affected -- Book of Moon chained to it turns the
Fiend face-down, and the gain is lost (Winged Minion, Tributed as the cost, stays in the GY)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

CARD = "Winged Minion"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_winged_minion_target_turned_face_down_by_book_of_moon_gains_nothing():
    """Q: I Tribute Winged Minion targeting my Opticlops (1800/1700); my opponent chains Book of
    Moon on Opticlops. A: Opticlops is face-down as Winged Minion resolves: no gain. When their
    Battle Ox (1700) attacks it next turn, it is flipped with its own 1700 DEF: nothing is
    destroyed and nobody takes damage (with the gain, 2400 DEF, they would have taken 700)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CARD)
    opti = table.monster(0, "Opticlops")
    table.spell_trap(1, "Book of Moon")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 2)
    table.deck(1, ["Celtic Guardian"] * 2)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CARD, player=0)
    if duel.request.kind == "target":
        s.pick("target", "Opticlops", player=0)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", opti, player=1)
    _finish(s)
    card = opti.card(duel)
    assert grave(duel, 0) == [CARD] and not card.face_up
    s.end_turn()
    while duel.request.kind != "idle":
        s.pick("pass")
    assert duel.turn == 4 and duel.turn_player == 1
    s.pick("battle", player=1, request="idle")
    _finish(s)
    s.pick("attack", "Battle Ox", target=opti, player=1)
    _finish(s)
    card = opti.card(duel)
    assert card.face_up and (duel.atk(card), duel.defense(card)) == (1800, 1700)
    assert lp(duel) == (8000, 8000)
    assert [c.name for c in duel.monsters(1)] == ["Battle Ox"]
