"""Ally of Justice Catastor's mandatory destruction at the start of the Damage Step answered by
the very monster it battles: Stardust Dragon Tributes itself to negate it (round 50q).

Seed 000 §效果分類 › 誘發即時效果 (在傷害步驟中…可以發動無效卡片·效果發動的效果) and §誘發效果 (a
mandatory trigger is activated in the Damage Step); Stardust Dragon's Tribute is a cost, so the
attack target has left the field: no damage calculation (tests/rules/test_battle.py)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_attacked_by_catastor_tributes_itself_to_negate_and_destroy_it():
    """Q: my Ally of Justice Catastor attacks my opponent's Stardust Dragon (WIND); at the start
    of the Damage Step Catastor's effect is activated to destroy it. They Tribute Stardust to
    negate that activation. A: Catastor is destroyed; Stardust already left as the cost, so the
    attack ends with no damage calculation and no damage."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Ally of Justice Catastor")
    table.monster(1, "Stardust Dragon", summon_kind="synchro")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Ally of Justice Catastor", target="Stardust Dragon")
    assert duel.damage_sub == "start"
    s.pick("activate", "Stardust Dragon", player=1, request="chain")
    while duel.request.kind != "battle":
        s.pick("pass")
    assert not of_type(duel, "battle")
    assert grave(duel, 0) == ["Ally of Justice Catastor"] and grave(duel, 1) == ["Stardust Dragon"]
    assert duel.monsters(0) == [] and duel.monsters(1) == [] and lp(duel) == (8000, 8000)
