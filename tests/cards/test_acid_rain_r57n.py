"""Acid Rain (21323861), Normal Spell: every face-up Machine monster on the field is destroyed.

Sources, in our words: the card's text (DL8, 2008, its first English print, so the card has no
2005 text and no ERAS entry; the OCG text of 《酸の嵐》 says the same: the face-up Machine-Type
monsters on the field). A face-down monster is not destroyed (the text says face-up). Our
reading, no ruling found: the Type read is the one the monster has as it resolves, so one that
DNA Surgery made a Machine is destroyed (as Tribe-Infecting Virus reads it); with nothing to
destroy it is not activated (as Dark Hole)"""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

AR = "Acid Rain"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_acid_rain_destroys_face_up_machines_on_both_sides():
    """Q: I control Cyber Dragon and Battle Ox; my opponent controls X-Head Cannon face-up and a
    Set Mechanicalchaser. I activate Acid Rain. A: Cyber Dragon and X-Head Cannon are destroyed;
    Battle Ox and the Set Mechanicalchaser stay."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, AR)
        table.monster(0, "Cyber Dragon")
        table.monster(0, "Battle Ox")
        table.monster(1, "X-Head Cannon")
        table.monster(1, "Mechanicalchaser", position="set")
        duel = table.build()
        s = Script(duel)
        s.pick("activate", AR, player=0)
        _pass_all(s)
        assert field_monsters(duel, 0) == ["Battle Ox"], rules
        assert field_monsters(duel, 1) == ["Mechanicalchaser"], rules
        assert sorted(grave(duel, 0)) == [AR, "Cyber Dragon"] and grave(duel, 1) == ["X-Head Cannon"]


def test_acid_rain_not_with_only_a_face_down_machine():
    """Q: the only Machine on the field is my opponent's Set Mechanicalchaser. May I activate Acid
    Rain? A: no: a face-down monster is not destroyed by it, so it has nothing to do."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, AR)
    table.monster(0, "Battle Ox")
    table.monster(1, "Mechanicalchaser", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", AR)


def test_acid_rain_after_dna_surgery_declares_machine():
    """Q: I activate DNA Surgery declaring Machine, then Acid Rain, with Battle Ox on my side and
    Summoned Skull on my opponent's. A: both are Machines now: both are destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, AR)
    table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.spell_trap(0, "DNA Surgery")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", AR)
    s.pick("activate", "DNA Surgery", request="idle")
    _pass_all(s)
    s.pick("option", "Machine")
    _pass_all(s)
    s.pick("activate", AR, player=0)
    _pass_all(s)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert sorted(grave(duel, 0)) == [AR, "Battle Ox"] and grave(duel, 1) == ["Summoned Skull"]
