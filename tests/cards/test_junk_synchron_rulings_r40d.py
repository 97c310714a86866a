"""Junk Synchron's rulings as players ask them (the MR5 preset; its effect: when it is
Normal Summoned, its controller may target a monster of Level 2 or less in their GY and Special
Summon it in Defense Position with its effects negated).

Seed 000 §誘發效果 (a trigger on its own Normal Summon); §具有蘇生限制的怪獸的特殊召喚; §同調召喚.
Sources: Junk Synchron's rulings (ygorulings.blogspot.com "Synchronized swimmers (on
motorcycles)": the negation is a condition placed on the summoned monster, not tied
to Junk Synchron, so it stays even when Junk Synchron is no longer face-up;
yugioh-hack.com's Junk Synchron article: the negation stays though Junk Synchron leaves the
field; an effect the revived monster activates after it has left the field is not negated;
its trigger is on a Normal Summon only, not on a Special Summon)."""

from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table


def _revive_with_junk_synchron(table, name):
    table.hand(0, "Junk Synchron")
    table.grave(0, name)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Junk Synchron")
    s.pick("yes", request="yes_no")
    if duel.request.kind == "target":
        s.pick("target", name)
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s


def test_junk_synchron_used_as_synchro_material_leaves_the_revived_monster_negated():
    """Q: Junk Synchron revives Time Wizard; then I Synchro Summon Junk Warrior with Junk
    Synchron and Mystical Shine Ball. Are Time Wizard's effects still negated? A: yes: the
    negation is on Time Wizard itself, not tied to Junk Synchron staying on the field. (Junk
    Warrior counts Time Wizard's 500 ATK: a Level 2 monster whose effects are negated is still
    a Level 2 monster.)"""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Mystical Shine Ball")
    table.extra(0, "Junk Warrior")
    duel, s = _revive_with_junk_synchron(table, "Time Wizard")
    [wizard] = [c for c in duel.monsters(0) if c.name == "Time Wizard"]
    assert wizard.position == "defense" and duel.is_negated(wizard)
    s.pick("synchro_summon", "Junk Warrior")
    s.pick("select", "Mystical Shine Ball")
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(field_monsters(duel, 0)) == ["Junk Warrior", "Time Wizard"]
    assert duel.is_negated(wizard)
    [warrior] = [c for c in duel.monsters(0) if c.name == "Junk Warrior"]
    assert duel.atk(warrior) == 2300 + 500


def test_junk_synchron_special_summoned_by_monster_reborn_revives_nothing():
    """Q: I revive Junk Synchron with Monster Reborn; may it revive a Level 2 monster? A: no:
    its effect is on a Normal Summon only."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Junk Synchron", "Time Wizard")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Junk Synchron")
    while duel.request.kind in ("chain", "option"):
        if duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.pick("pass")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Junk Synchron"]


def test_a_monster_junk_synchron_revived_uses_its_gy_effect_once_it_has_left_the_field():
    """Q: Junk Synchron revives Sinister Serpent; I then use the Serpent as Synchro Material.
    In my next Standby Phase, does its effect return it from the GY to my hand? A: yes: the
    negation ended when it left the field; its effect in the GY applies as usual."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Kuriboh")
    table.extra(0, "Junk Warrior")
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Battle Ox"] * 5)
    duel, s = _revive_with_junk_synchron(table, "Sinister Serpent")
    [serpent] = [c for c in duel.monsters(0) if c.name == "Sinister Serpent"]
    assert duel.is_negated(serpent)
    s.pick("synchro_summon", "Junk Warrior")
    while duel.request.kind in ("select", "yes_no"):
        s.answer(duel.request.options[0])
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert "Sinister Serpent" in [c.name for c in duel.players[0].grave]
    for _ in range(40):
        if duel.turn == 5 and duel.request.kind == "idle" and duel.request.player == 0:
            break
        request = duel.request
        if request.kind == "idle":
            s.pick("end_turn")
        elif request.kind == "battle":
            s.pick("end_battle")
        elif request.kind == "yes_no":
            s.pick("yes")
        elif s.has("activate", "Sinister Serpent"):
            s.pick("activate", "Sinister Serpent")
        else:
            s.pick("pass")
    assert "Sinister Serpent" in hand(duel, 0)
