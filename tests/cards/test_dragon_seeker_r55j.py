"""Dragon Seeker (28563545): when it is Normal or Flip Summoned, it targets a face-up Dragon
monster on the field and destroys it (not optional). It is a plain Tribute monster, not one that
must be Special Summoned, and a Special Summon does not start its effect.

Sources: the card's texts in our words (the 2005 print, Tournament Pack 2 TP2-002, and today's do
the same: no ERAS entry); yugioh-wiki.net 《竜殺者》 (召喚・反転召喚された時, mandatory and
targeting: with only its controller's Dragon face-up it must destroy that one; a Special Summon
does not start it; DNA Surgery makes every face-up monster a Dragon); seed 000 §誘發效果."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

SEEKER = "Dragon Seeker"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_dragon_seeker_tribute_summoned_destroys_blue_eyes():
    """Q: I Tribute Celtic Guardian to Normal Summon Dragon Seeker; my opponent controls
    Blue-Eyes White Dragon and Battle Ox. A: Blue-Eyes (a Dragon) is destroyed; Battle Ox stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, SEEKER)
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Blue-Eyes White Dragon")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", SEEKER, request="idle")
    s.pick("tribute", "Celtic Guardian")
    s.pick("target", "Blue-Eyes White Dragon")
    _pass(duel, s)
    assert grave(duel, 1) == ["Blue-Eyes White Dragon"] and field_monsters(duel, 1) == ["Battle Ox"]


def test_dragon_seeker_must_destroy_its_controllers_own_dragon():
    """Q: I Flip Summon Dragon Seeker; the only face-up Dragon is my own Koumori Dragon. A: the
    effect is not optional: my Koumori Dragon is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    seeker = table.monster(0, SEEKER, position="set")
    table.monster(0, "Koumori Dragon")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", seeker, request="idle")
    s.pick("target", "Koumori Dragon")
    _pass(duel, s)
    assert grave(duel, 0) == ["Koumori Dragon"] and field_monsters(duel, 1) == ["Battle Ox"]


def test_dragon_seeker_leaves_a_face_down_dragon_alone():
    """Q: my opponent's only Dragon is Set. A: no face-up Dragon: the effect is not activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, SEEKER)
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Blue-Eyes White Dragon", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", SEEKER, request="idle")
    s.pick("tribute", "Celtic Guardian")
    _pass(duel, s)
    assert of_type(duel, "chain") == [] and grave(duel, 1) == []


def test_dragon_seeker_special_summoned_does_nothing():
    """Q: I revive Dragon Seeker with Monster Reborn while my opponent controls Blue-Eyes White
    Dragon. A: only a Normal or Flip Summon starts it: Blue-Eyes stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Monster Reborn")
    table.grave(0, SEEKER)
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", request="idle")
    s.pick("target", SEEKER)
    _pass(duel, s)
    s.pick("option", "Attack Position")
    _pass(duel, s)
    assert field_monsters(duel, 0) == [SEEKER]
    assert field_monsters(duel, 1) == ["Blue-Eyes White Dragon"]
    assert [e["name"] for e in of_type(duel, "chain")] == ["Monster Reborn"]


def test_dragon_seeker_under_dna_surgery_declaring_dragon():
    """Q: DNA Surgery (Dragon declared) is face-up; I Tribute Summon Dragon Seeker with my
    opponent's Battle Ox on the field. A: Battle Ox is a Dragon now: it may be the target and is
    destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, SEEKER)
    table.spell_trap(0, "DNA Surgery")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "DNA Surgery", request="idle")
    _pass(duel, s)
    s.pick("option", "Dragon")
    _pass(duel, s)
    s.pick("summon", SEEKER, request="idle")
    s.pick("tribute", "Celtic Guardian")
    s.pick("target", "Battle Ox")
    _pass(duel, s)
    assert grave(duel, 1) == ["Battle Ox"]
