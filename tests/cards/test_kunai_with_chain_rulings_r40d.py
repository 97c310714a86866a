"""Kunai with Chain's rulings as players ask them (the MR5 preset; its text: "Activate 1 of these
effects: Target 1 Attack Position monster your opponent controls; change that target to Defense
Position. Or: Target 1 face-up monster you control; equip this card to it. It gains 500 ATK").

Seed 000 §誘發即時效果 (in the Damage Step only what negates an activation, or raises or lowers
ATK/DEF up to damage calculation, may be activated; a change of position may not). Sources: Kunai with Chain's rulings (yugipedia "Card Rulings:Kunai with
Chain": in the Damage Step it can be activated only to equip, the ATK-changing use)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def test_kunai_with_chain_equips_in_the_damage_step_but_cannot_change_a_position_there():
    """Q: my opponent's Battle Ox (1700) attacks my Celtic Guardian (1400). In the Damage Step,
    may I activate Kunai with Chain? A: only its equip use: Celtic Guardian gains 500 ATK (1900)
    and destroys Battle Ox; the use that changes Battle Ox to Defense Position is not offered
    there."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    knight = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Kunai with Chain")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=knight, player=1)
    assert sorted(o.effect for o in s.options("activate", "Kunai with Chain")) == [0, 1]
    s.pick("pass", player=0, request="chain")                   # not at the declaration
    s.expect(request="chain", player=0)                         # the Damage Step begins
    assert [o.effect for o in s.options("activate", "Kunai with Chain")] == [1]
    s.answer(s.options("activate", "Kunai with Chain")[0])
    s.pick("target", knight, player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Celtic Guardian"] and grave(duel, 1) == ["Battle Ox"]
    assert lp(duel) == (8000, 8000 - 200)
