"""Mirror Force answers an opponent's monster declaring an attack (`attack_now`: the window's
attack, by the monster object that declared it). Once that monster has left the field there is
no attacking monster whose declaration it answers: here the attacker is Tributed as the cost of
its own controller's Enemy Controller, chained to the declaration, before the opponent may
respond, so Mirror Force is not offered."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_mirror_force_is_not_offered_once_the_attacker_was_tributed_for_enemy_controller():
    """Q: my opponent attacks my Mystical Elf with Battle Ox, then activates Enemy Controller,
    Tributing Battle Ox to take my Elf. May I chain Mirror Force to that attack declaration? A:
    no: Battle Ox, the attacking monster, is already in the GY; my Set Mirror Force stays Set
    and the opponent goes on with the Battle Phase, now with my Elf."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.hand(0, "Enemy Controller")
    table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Mystical Elf")
    steal = [o for o in s.options("activate", "Enemy Controller", player=0) if o.effect == 1]
    s.answer(steal[0])
    s.pick("select", "Battle Ox")
    s.pick("target", "Mystical Elf")
    assert duel.request.kind == "battle" and duel.request.player == 0
    assert grave(duel, 0) == ["Battle Ox", "Enemy Controller"]
    assert sorted(field_monsters(duel, 0)) == ["Celtic Guardian", "Mystical Elf"]
    assert [c.name for c in duel.players[1].szone if c] == ["Mirror Force"]
