"""Kunai with Chain's rulings as players ask them (the MR5 preset). Its equip use (it becomes an
Equip Card on a face-up monster of its player's, which gains 500 ATK) raises ATK, so it may be activated in
the Damage Step up to damage calculation.

Seed 000 §誘發即時效果 (in the Damage Step only what negates an activation, or raises or lowers
ATK/DEF up to damage calculation, may be activated; a change of position may not). Sources:
Kunai with Chain's text (yugioh-wiki.net 《鎖付きブーメラン》: its equip use is a free-chain ATK
change) and the Damage Step rules (yugipedia "Damage Step": ATK/DEF-modifying cards up to damage
calculation)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def test_kunai_with_chain_equips_in_the_damage_step_and_my_monster_wins():
    """Q: my opponent's Battle Ox (1700) attacks my Celtic Guardian (1400). I let the declaration
    pass; in the Damage Step may I activate Kunai with Chain to equip Celtic Guardian? A: yes:
    it gains 500 ATK (1900) and destroys Battle Ox; my opponent takes 200."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    knight = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Kunai with Chain")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=knight, player=1)
    s.pick("pass", player=0, request="chain")                   # not at the declaration
    s.expect(request="chain", player=0)                         # the Damage Step begins
    offered = s.options("activate", "Kunai with Chain")
    assert offered
    s.answer(offered[0])
    s.pick("target", knight, player=0, request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="battle", player=1)
    assert field_monsters(duel, 0) == ["Celtic Guardian"] and grave(duel, 1) == ["Battle Ox"]
    assert lp(duel) == (8000, 8000 - 200)
