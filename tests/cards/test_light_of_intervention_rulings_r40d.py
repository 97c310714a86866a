"""Light of Intervention's rulings as players ask them (the MR5 preset; its effect: no
monster may be Set; a monster that would be Set is Normal Summoned face-up in Defense Position
in its place).

Seed 000 §通常召喚 ("表側表示通常召喚稱作『召喚』": a face-up Normal Summon is a Summon, which the
opponent may answer with a card that negates a Summon, and "召喚成功時" effects follow it);
§反轉效果 (a FLIP effect activates only when the monster is flipped face-up). Sources: the
card's rulings (yugioh-wiki.net 《聖なる輝き》 and yugipedia "Card Rulings:Light of
Intervention": the monster is Normal Summoned face-up in Defense Position, so "when Normal
Summoned" effects activate and it may be negated; a Flip monster so summoned was never flipped,
its FLIP effect does not activate)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _light_table(*hand, p1_set=()):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.spell_trap(1, "Light of Intervention", face_down=False)
    table.hand(0, *hand)
    for card in p1_set:
        table.spell_trap(1, card)
    table.monster(1, "Battle Ox")
    return table


def test_light_of_intervention_junk_synchron_set_is_normal_summoned_and_revives():
    """Q: under Light of Intervention I try to Set Junk Synchron. What happens? A: it is Normal
    Summoned in face-up Defense Position instead, so its "when Normal Summoned" effect
    activates: it revives my Level 2 Time Wizard."""
    table = _light_table("Junk Synchron")
    table.grave(0, "Time Wizard")
    duel = table.build()
    s = Script(duel)
    s.pick("set", "Junk Synchron")
    s.pick("yes", player=0, request="yes_no")
    if duel.request.kind == "target":
        s.pick("target", "Time Wizard")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(field_monsters(duel, 0)) == ["Junk Synchron", "Time Wizard"]
    assert all(c.position == "defense" for c in duel.monsters(0))


def test_light_of_intervention_summon_in_its_place_may_be_negated_by_solemn_judgment():
    """Q: my opponent answers that face-up Defense Position summon with Solemn Judgment: may
    they? A: yes: it is a Normal Summon; the monster is destroyed."""
    table = _light_table("Mystical Elf", p1_set=("Solemn Judgment",))
    duel = table.build()
    s = Script(duel)
    s.pick("set", "Mystical Elf")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == [] and grave(duel, 0) == ["Mystical Elf"]


def test_light_of_intervention_man_eater_bug_put_face_up_destroys_nothing():
    """Q: under Light of Intervention I "Set" Man-Eater Bug; does its FLIP effect destroy a
    monster? A: no: it was Normal Summoned face-up, never flipped; my opponent's Battle Ox
    stays."""
    duel = _light_table("Man-Eater Bug").build()
    s = Script(duel)
    s.pick("set", "Man-Eater Bug")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Man-Eater Bug"] and field_monsters(duel, 1) == ["Battle Ox"]
