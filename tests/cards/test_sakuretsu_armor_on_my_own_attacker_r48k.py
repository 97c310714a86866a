"""Sakuretsu Armor answers an attack of the opponent's monster (round 48k): when my own monster
declares an attack, my Set Sakuretsu Armor cannot be activated on it."""

from duelist.testing.scenario import Script, Table


def test_my_own_attack_declaration_offers_me_no_sakuretsu_armor():
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Sakuretsu Armor")
    table.monster(1, "Mystical Elf", position="defense")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Mystical Elf")
    for _ in range(6):
        if duel.request.kind != "chain":
            break
        assert not s.has("activate", "Sakuretsu Armor")
        s.pick("pass")
    assert [c.name for c in duel.players[1].grave] == []          # 1700 ATK into 2000 DEF
    assert duel.players[0].lp == 8000 - 300
