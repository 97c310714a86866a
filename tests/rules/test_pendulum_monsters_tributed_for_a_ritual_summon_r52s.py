"""Pendulum Monsters Tributed for a Ritual Summon (round 52s).

Seed 000 §靈擺怪獸 (怪獸卡): a Pendulum Monster sent from the FIELD to the GY goes face-up to its
owner's Extra Deck instead; one sent from the hand goes to the GY as any card. A Ritual Spell
Tributes monsters from the hand or the field (seed 000 §儀式召喚; Black Luster Ritual: Levels
totalling 8 or more). So of two Pendulum Monsters Tributed together, the one from the field
ends face-up in the Extra Deck and the one from the hand in the GY; the Ritual Monster is
properly summoned.
"""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_a_field_pendulum_goes_to_the_extra_deck_and_a_hand_pendulum_to_the_gy():
    """Q: I activate Black Luster Ritual Tributing my face-up Flash Knight (Level 4) and
    Foucault's Cannon (Level 5) from my hand. Where do they go? A: Flash Knight, from the field,
    goes face-up to my Extra Deck; Foucault's Cannon, from the hand, to my GY with the Ritual
    Spell. Black Luster Soldier is Ritual Summoned (properly summoned)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Black Luster Ritual", "Black Luster Soldier", "Foucault's Cannon")
    knight = table.monster(0, "Flash Knight")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Luster Ritual")
    assert sorted(o.name for o in s.options("select")) == ["Flash Knight", "Foucault's Cannon"]
    s.pick("select", "Foucault's Cannon")          # 5: Flash Knight must make up the rest
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Black Luster Soldier"]
    assert duel.properly_summoned(duel.monsters(0)[0])
    assert sorted(grave(duel, 0)) == ["Black Luster Ritual", "Foucault's Cannon"]
    assert [(c.name, c.face_up) for c in duel.players[0].extra] == [("Flash Knight", True)]
    assert knight.card(duel).location == "extra"


def test_the_same_pendulums_from_the_hand_both_go_to_the_gy():
    """Q: the same Ritual Summon, but Flash Knight is Tributed from my hand too. A: neither left
    the field: both go to the GY; my Extra Deck stays empty."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Black Luster Ritual", "Black Luster Soldier", "Foucault's Cannon", "Flash Knight")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Luster Ritual")
    s.pick("select", "Foucault's Cannon")
    if duel.request.kind == "select":
        s.pick("select", "Flash Knight")
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Black Luster Soldier"]
    assert sorted(grave(duel, 0)) == ["Black Luster Ritual", "Flash Knight", "Foucault's Cannon"]
    assert duel.players[0].extra == []
