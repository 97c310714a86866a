"""Proxy Dragon's "destroy a monster it points to instead" is a continuous (replacement) effect
of a face-up monster on the field: Skill Drain negates it, so Proxy Dragon attacked by Blue-Eyes
White Dragon is destroyed itself, and its controller is not even asked.

Seed 000 (Skill Drain: the effects of face-up monsters on the field are negated); seed 001, the
paragraph on 連接怪獸 (its arrows point to zones; a Link Monster in a Main Monster Zone points to
the zones beside it).
Sources: yugioh-wiki 《プロキシー・ドラゴン》 (a 永続効果 of the destruction-substitute kind);
yugioh-wiki 《スキルドレイン》 (face-up monsters' effects on the field are negated)."""

import pytest

from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("skill_drain", [False, True])
def test_proxy_dragon_saves_itself_only_without_skill_drain(skill_drain):
    """Q: Blue-Eyes White Dragon attacks my Proxy Dragon (Main Monster Zone 2, pointing to my
    Celtic Guardian in zone 1). A: without Skill Drain I may destroy Celtic Guardian instead; under
    Skill Drain I am not asked and Proxy Dragon is destroyed. Either way I take 1600."""
    table = Table(rules="MR5", turn=3, turn_player=1, phase="battle_step")
    table.monster(0, "Proxy Dragon", zone=1, summon_kind="link")      # 1400 ATK, arrows Left/Right
    table.monster(0, "Celtic Guardian", zone=0)
    table.monster(1, "Blue-Eyes White Dragon")
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target="Proxy Dragon", player=1, request="battle")
    asked = False
    while duel.request.kind != "battle":
        if duel.request.kind == "yes_no":
            asked = True
            s.pick("yes", player=0)
        elif duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        else:
            s.answer(duel.request.options[0])
    assert asked is (not skill_drain)
    survivor, gone = ("Celtic Guardian", "Proxy Dragon") if skill_drain else ("Proxy Dragon", "Celtic Guardian")
    assert [c.name for c in duel.monsters(0)] == [survivor]
    assert [c.name for c in duel.players[0].grave] == [gone]
    assert duel.players[0].lp == 8000 - 1600
