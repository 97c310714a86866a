"""Dragon Seeker (28563545), a judge's second look (round 55m): which ways onto the field start
it.

Sources: the card's texts in our words (the 2005 print, Tournament Pack 2 TP2-002, and today's:
its Normal Summon or its Flip Summon starts it); yugioh-wiki.net 《竜殺者》 (召喚・反転召喚に成功した時:
a Tribute Summon is a Normal Summon; a Special Summon does not start it); the rule that a monster
turned face-up by an attack is flipped, not Flip Summoned (seed 000 §怪獸的表示形式的變更: a
Flip Summon is the turn player's own change of a Set monster to face-up Attack Position)."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

SEEKER = "Dragon Seeker"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_dragon_seeker_flipped_by_an_attack_does_nothing():
    """Q: my opponent's Koumori Dragon (1500) attacks my Set Dragon Seeker (2100 DEF), which is
    turned face-up. A: a flip by an attack is no Flip Summon: no effect; Koumori Dragon stays and
    my opponent takes 600."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    seeker = table.monster(0, SEEKER, position="set")
    table.monster(1, "Koumori Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Koumori Dragon", target=seeker, request="battle")
    _pass(duel, s)
    assert [e["name"] for e in of_type(duel, "chain")] == []
    assert field_monsters(duel, 1) == ["Koumori Dragon"] and grave(duel, 1) == []
    assert duel.players[1].lp == 7400


def test_dragon_seeker_flip_summoned_destroys_the_opponents_dragon():
    """Q: I Flip Summon my Set Dragon Seeker while my opponent controls Koumori Dragon. A: a Flip
    Summon starts it: Koumori Dragon is targeted and destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    seeker = table.monster(0, SEEKER, position="set")
    table.monster(1, "Koumori Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", seeker, request="idle")
    s.pick("target", "Koumori Dragon")
    _pass(duel, s)
    assert grave(duel, 1) == ["Koumori Dragon"]
    assert [e["name"] for e in of_type(duel, "chain")] == [SEEKER]
