"""Kunai with Chain activated for its equip alone, whose target left the field in the chain
(round 49c's mutation round).

The card's text (equip this card to a face-up monster you control: it gains 500 ATK), seed 000
§對象 (a target no longer there when the effect resolves is not affected) and §陷阱卡 (a Trap
that would become an Equip Card with no monster to equip goes to the GY): Raigeki Break
destroys the target in answer, so Kunai with Chain equips nothing and is sent to the GY."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_kunai_with_chain_equip_whose_host_was_destroyed_in_the_chain_goes_to_the_gy():
    """Q: in my opponent's Main Phase I activate Kunai with Chain to equip my Celtic Guardian;
    they chain Raigeki Break on Celtic Guardian. A: Celtic Guardian is gone when Kunai with
    Chain resolves: it equips nothing and goes to my GY."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    guardian = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Kunai with Chain")
    table.spell_trap(1, "Raigeki Break")
    table.hand(1, "Mystical Elf", "Battle Ox")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=1)
    if duel.request.player == 1:
        s.pick("pass", player=1, request="chain")
    equip = [o for o in s.options("activate", "Kunai with Chain") if o.effect == 1]   # its second: equip
    s.answer(equip[0])
    s.pick("target", guardian, request="target")
    s.pick("activate", "Raigeki Break", player=1, request="chain")
    s.pick("select", "Mystical Elf", player=1, request="select")     # the discard, its cost
    s.pick("target", guardian, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Kunai with Chain"]
    assert duel.request.kind == "idle" and duel.request.player == 1
