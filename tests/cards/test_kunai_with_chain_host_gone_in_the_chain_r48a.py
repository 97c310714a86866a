"""Kunai with Chain used for both effects whose equip target left the field in the chain (round 48a).

The card's text: one or both of two effects; the second equips it to a face-up monster of its
player's (a target). Seed 000 §對象 (a target no longer there when the effect resolves is not
affected) and §陷阱卡 (a Trap that would become an Equip Card with no monster to equip goes to
the GY): the attacker still goes to Defense Position, and Kunai with Chain, equipping nothing,
is sent to the GY."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_kunai_with_chain_whose_host_was_destroyed_in_the_chain_still_stops_the_attacker():
    """Q: my opponent's Battle Ox attacks my Celtic Guardian; I activate Kunai with Chain for both
    effects (Battle Ox to Defense Position, equip Celtic Guardian); they chain Raigeki
    Break on Celtic Guardian. A: Battle Ox goes to Defense Position; Celtic Guardian is
    gone, so Kunai with Chain equips nothing and goes to my GY."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    guardian = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Kunai with Chain")
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Raigeki Break")
    table.hand(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=guardian, player=1)
    if duel.request.player == 1:
        s.pick("pass", player=1, request="chain")
    both = [o for o in s.options("activate", "Kunai with Chain") if o.effect == 2]   # its third: both
    s.answer(both[0])
    s.pick("target", ox, request="target")
    s.pick("target", guardian, request="target")
    s.pick("activate", "Raigeki Break", player=1, request="chain")
    s.pick("select", "Mystical Elf", player=1, request="select")     # the discard, its cost
    s.pick("target", guardian, player=1)
    for _ in range(8):
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            break
    assert ox.card(duel).position == "defense"
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Kunai with Chain"]
