"""Junk Warrior's gain goes to the Junk Warrior that was Synchro Summoned, not to it once it has
left the field and come back (round 47b's mutation round).

Junk Warrior's text (when it is Synchro Summoned it gains the ATK of your Level 2 or lower
monsters) and seed 000 §卡片的移動: a card that leaves the field and comes back is a new card,
so the trigger of the Junk Warrior Tributed in the chain does nothing to the one Call of the
Haunted brought back."""

from duelist.testing.scenario import Script, Table


def test_junk_warrior_tributed_and_revived_in_its_own_chain_gains_nothing():
    """Q: I Synchro Summon Junk Warrior (Quillbolt Hedgehog, 800 ATK, stays on my field). In the
    chain of its trigger I Tribute it for Enemy Controller, then bring it back with Call of the
    Haunted. Does the revived Junk Warrior gain 800 ATK when its trigger resolves? A: no: it is
    a new card: it has its 2300 ATK."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, "Junk Warrior")
    table.monster(0, "Junk Synchron")
    table.monster(0, "Mystical Shine Ball")
    table.monster(0, "Quillbolt Hedgehog")
    table.hand(0, "Enemy Controller")
    table.spell_trap(0, "Call of the Haunted")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", "Junk Warrior")
    s.pick("select", "Mystical Shine Ball")
    s.pick("option", "Attack Position", request="option")
    chain = s.expect(request="chain", player=0)
    s.answer(chain.options[1])          # Enemy Controller's second effect: Tribute 1, take 1
    s.pick("select", "Junk Warrior", request="select")
    s.pick("target", "Battle Ox", request="target")
    s.pick("activate", "Call of the Haunted", player=0, request="chain")
    s.pick("target", "Junk Warrior", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    [warrior] = [c for c in duel.monsters(0) if c.name == "Junk Warrior"]
    assert duel.atk(warrior) == 2300
    assert sorted(c.name for c in duel.monsters(0)) == ["Battle Ox", "Junk Warrior", "Quillbolt Hedgehog"]
