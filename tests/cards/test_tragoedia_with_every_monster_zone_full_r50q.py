"""Tragoedia is Special Summoned after damage calculation, while the monster the battle destroyed
still holds its Monster Zone: with all five zones full, it cannot be summoned (round 50q).

Seed 004 §战斗处理时（伤害步骤）的注意 and seed 000 §效果分類 (a monster destroyed by battle is still on
the field after damage calculation; it goes to the GY at the end of the Damage Step) and seed 000
§特殊召喚 (特殊召喚在沒有空的怪獸區域的場合不能進行): Tragoedia's "when you take battle damage" trigger
is activated after damage calculation, so it needs a free zone then. With four monsters, the
fifth zone is free and it may come out (control)."""

import pytest

from duelist.testing.reads import hand, lp
from duelist.testing.scenario import Script, Table

FOUR = ["Battle Ox", "Mystical Elf", "Hitotsu-Me Giant", "Koumori Dragon"]


@pytest.mark.parametrize("others, offered", [(FOUR, False), (FOUR[:3], True)])
def test_tragoedia_needs_a_zone_free_after_damage_calculation(others, offered):
    """Q: Dark Magician attacks my Celtic Guardian: it is destroyed and I take 1100. I hold
    Tragoedia and control four other monsters (five in all). May I Special Summon Tragoedia?
    A: no -- after damage calculation the Guardian still holds its zone, and it is then that
    Tragoedia would come out. With only three others, the free zone lets me."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Dark Magician")
    table.monster(1, "Celtic Guardian")
    for name in others:
        table.monster(1, name)
    table.hand(1, "Tragoedia")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Magician", target="Celtic Guardian")
    assert lp(duel) == (8000, 6900)
    if not offered:
        assert duel.request.kind == "battle"                      # no yes/no for Tragoedia
        assert hand(duel, 1) == ["Tragoedia"]
        return
    s.pick("yes", "Tragoedia", player=1, request="yes_no")
    while duel.request.kind != "battle":
        if duel.request.kind == "option":
            s.pick("option", "Defense Position")
        else:
            s.pick("pass")
    assert hand(duel, 1) == [] and "Tragoedia" in [c.name for c in duel.monsters(1)]
