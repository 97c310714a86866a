"""Breaker the Magical Warrior's Spell Counter goes to the Breaker that was Normal Summoned,
not to it once it has left the field and come back (round 48b's mutation round).

Breaker's text (when this card is Normal Summoned: place 1 Spell Counter on it; it gains 300
ATK for each) and seed 000 §卡片的移動: a card that leaves the field and comes back is a new
card, so the trigger of the Breaker Tributed in its chain places nothing on the one Call of the
Haunted brought back."""

from duelist.testing.scenario import Script, Table


def test_breaker_tributed_and_revived_in_its_own_chain_gets_no_counter():
    """Q: I Normal Summon Breaker the Magical Warrior. In the chain of its trigger I Tribute it
    for Enemy Controller, then bring it back with Call of the Haunted. Does the revived Breaker
    get the Spell Counter? A: no: it is a new card: it has its 1600 ATK."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Breaker the Magical Warrior", "Enemy Controller")
    table.spell_trap(0, "Call of the Haunted")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Breaker the Magical Warrior")
    chain = s.expect(request="chain", player=0)
    s.answer([o for o in chain.options if o.name == "Enemy Controller"][1])   # its second effect: Tribute 1, take 1
    s.pick("select", "Breaker the Magical Warrior", request="select")
    s.pick("target", "Battle Ox", request="target")
    s.pick("activate", "Call of the Haunted", player=0, request="chain")
    s.pick("target", "Breaker the Magical Warrior", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    [breaker] = [c for c in duel.monsters(0) if c.name == "Breaker the Magical Warrior"]
    assert duel.atk(breaker) == 1600
    assert sorted(c.name for c in duel.monsters(0)) == ["Battle Ox", "Breaker the Magical Warrior"]
