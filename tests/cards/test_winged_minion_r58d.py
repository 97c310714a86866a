"""Winged Minion (89258225): Tribute it (the cost) to target 1 face-up Fiend you control; that
monster gains 700 ATK and DEF until the end of the opponent's next turn.

Sources: the card's texts (LOD 2003: offer it as a Tribute to raise the ATK and DEF of 1 face-up
Fiend on your side by 700 until the end of your opponent's turn; today's: the same with the
target written out; no era entry), in our own words. It is Tributed as the cost, so it is not on
the field as its effect resolves: Skill Drain, which negates only the effects of face-up monsters
on the field (seed 000 §效果分類), does not negate it (yugioh.fandom.com "Card Rulings:Exiled
Force", OCG: Skill Drain cannot negate the effect of a monster that is in the GY as its effect
resolves, Exiled Force and Rescue Cat Tributing or sending themselves as the cost); an ATK gain given by another card's resolved effect
is no effect of the Fiend's own, so Skill Drain leaves it too."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

CARD = "Winged Minion"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_winged_minion_gives_700_until_the_end_of_the_opponents_turn():
    """Q: I Tribute Winged Minion targeting my Opticlops (1800/1700). A: Opticlops has 2500/2400,
    through my opponent's next turn; at the end of that turn it is back to 1800/1700."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CARD)
    opti = table.monster(0, "Opticlops")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CARD, player=0)
    if duel.request.kind == "target":
        s.pick("target", "Opticlops", player=0)
    _finish(s)
    card = opti.card(duel)
    assert grave(duel, 0) == [CARD]
    assert (duel.atk(card), duel.defense(card)) == (2500, 2400)
    s.end_turn()
    while duel.request.kind != "idle":
        s.pick("pass")
    assert duel.turn == 4 and duel.turn_player == 1
    assert (duel.atk(card), duel.defense(card)) == (2500, 2400)
    s.end_turn()
    while duel.request.kind != "idle":
        s.pick("pass")
    assert duel.turn == 5 and duel.turn_player == 0
    assert (duel.atk(card), duel.defense(card)) == (1800, 1700)


def test_winged_minion_needs_another_face_up_fiend():
    """Q: (1) Winged Minion is my only Fiend (itself a Fiend) beside Battle Ox (a Beast-Warrior);
    (2) my other Fiend, Opticlops, is face-down. A: its effect is not offered either time."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, CARD)
    table.monster(0, "Battle Ox")
    assert not Script(table.build()).has("activate", CARD)

    table = Table(turn=3, turn_player=0)
    table.monster(0, CARD)
    table.monster(0, "Opticlops", position="set")
    assert not Script(table.build()).has("activate", CARD)


def test_winged_minion_works_under_skill_drain():
    """Q: (Goat) my opponent's Skill Drain is face-up; I Tribute Winged Minion targeting my
    Opticlops, then attack their Battle Ox (1700) with it. A: Winged Minion left the field as its
    cost, so its effect is not negated: Opticlops has 2500; Battle Ox is destroyed, 800 damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CARD)
    opti = table.monster(0, "Opticlops")
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CARD, player=0)
    if duel.request.kind == "target":
        s.pick("target", "Opticlops", player=0)
    _finish(s)
    assert duel.atk(opti.card(duel)) == 2500
    s.pick("battle", player=0)
    _finish(s)
    s.pick("attack", "Opticlops", target=ox, player=0)
    _finish(s)
    assert grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 7200)
