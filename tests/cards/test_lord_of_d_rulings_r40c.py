"""Lord of D.'s rulings as the Kaiba starter deck raises them (SDK-040): what its ban on card
effects that target a Dragon on the field stops, and what it does not.

The card plays one text under every preset; these tests use the default preset (MR5).
Sources: Pojo's card of the day of 2002-05-14 (Trap Hole: "Lord of D. will protect any Dragons
from being targeted by Trap Hole"); the card's text (Dragons on the field only, so a Dragon in
the GY may be targeted); Fissure's own text (it does not target). Seed 000 §效果分類 (a
continuous effect applies while its monster is face-up on the field)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_trap_hole_cannot_be_activated_on_a_dragon_summoned_beside_lord_of_d():
    """Q: my opponent Normal Summons Koumori Dragon (1500 ATK) while their Lord of D. is
    face-up: may I activate Trap Hole? A: no: Trap Hole would target the Dragon, and no card
    effect can target a Dragon while Lord of D. is face-up; no window offers it."""
    table = Table(turn=3)
    table.monster(0, "Lord of D.")
    table.hand(0, "Koumori Dragon")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Koumori Dragon")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Lord of D.", "Koumori Dragon"]
    assert duel.players[1].szone[0] is not None and not duel.players[1].szone[0].face_up


def test_trap_hole_still_destroys_lord_of_d_itself():
    """Q: and when Lord of D. itself is Normal Summoned? A: it is a Spellcaster, not a Dragon:
    Trap Hole may target and destroy it (Pojo: "destroy their Lord of D. before they can Flute
    out some evil Dragons")."""
    table = Table(turn=3)
    table.hand(0, "Lord of D.")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Lord of D.")
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", "Lord of D.", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(grave(duel, 0)) == ["Lord of D."]


def test_change_of_heart_cannot_take_a_dragon_while_lord_of_d_is_face_up():
    """Q: my Lord of D. is face-up, my opponent's only monster is Blue-Eyes White Dragon: may I
    activate Change of Heart? A: no: its only possible target is a Dragon on the field, which
    no effect can target (my own Lord of D. protects my opponent's Dragon too)."""
    table = Table(turn=3)
    table.hand(0, "Change of Heart")
    table.monster(0, "Lord of D.")
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    assert not Script(duel).has("activate", "Change of Heart")


def test_monster_reborn_may_target_a_dragon_in_the_gy_beside_lord_of_d():
    """Q: my opponent's Lord of D. is face-up; may I target the Blue-Eyes White Dragon in their
    GY with Monster Reborn? A: yes: Lord of D. protects Dragons on the field only."""
    table = Table(turn=3)
    table.hand(0, "Monster Reborn")
    table.monster(1, "Lord of D.")
    table.grave(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Blue-Eyes White Dragon")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Blue-Eyes White Dragon"]


def test_fissure_destroys_a_dragon_beside_lord_of_d_because_it_does_not_target():
    """Q: my Lord of D. is face-up and my opponent controls Koumori Dragon (1500 ATK) and
    Blue-Eyes White Dragon: does Fissure work? A: yes: Fissure does not target; it destroys
    the face-up monster with the lowest ATK, Koumori Dragon."""
    table = Table(turn=3)
    table.hand(0, "Fissure")
    table.monster(0, "Lord of D.")
    table.monster(1, "Koumori Dragon")
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == ["Koumori Dragon"]
    assert field_monsters(duel, 1) == ["Blue-Eyes White Dragon"]


def test_man_eater_bug_must_target_a_non_dragon_beside_lord_of_d():
    """Q: I Flip Summon Man-Eater Bug; my opponent controls Lord of D. and Blue-Eyes White
    Dragon: what may it destroy? A: not the Dragon: Lord of D. or the Bug itself (the FLIP
    effect is mandatory and must take a legal target)."""
    table = Table(turn=3)
    bug = table.monster(0, "Man-Eater Bug", position="set")
    table.monster(1, "Lord of D.")
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", bug)
    s.expect(request="target", player=0)
    targets = sorted(o.name for o in duel.request.options if o.kind == "target")
    assert targets == ["Lord of D.", "Man-Eater Bug"]
    s.pick("target", "Lord of D.")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == ["Lord of D."]
