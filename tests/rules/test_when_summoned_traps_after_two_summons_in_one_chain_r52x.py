"""Two monsters Special Summoned by two links of one chain: a "when a monster is Summoned" Trap
answers only the summon the last resolving link made (round 52x).

Seed 004 §连锁和咒文速度 (a chain resolves from its last link back to its first) and seed 000
§回合玩家的優先權 (after the chain, priority comes back to the turn player); the rule of "the last
thing that happened" (edisonformat.com "Missing the Timing": after a chain, the last thing to
happen is chain link 1's resolution; a summon at chain link 2 is not it). Bottomless Trap Hole's
text (when the opponent Summons a monster with 1500 or more ATK) reads its moment the same way:
the summon Chain Link 2 made is over once Chain Link 1 has resolved after it. Both presets."""

import pytest

from duelist.testing.reads import banished, field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_only_the_summon_of_the_last_resolving_link_opens_bottomless_trap_hole(rules):
    """Q: I activate Call of the Haunted on my Summoned Skull; my opponent chains their own Call
    of the Haunted on Dark Magician. Their Magician comes back first (Chain Link 2), then my Skull
    (Chain Link 1). We both hold a Set Bottomless Trap Hole. A: my Skull's summon is the last thing
    that happened: my opponent may banish it with theirs; the Magician's summon is already past,
    so mine is never offered against it, not after the chain and not chained to theirs."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.spell_trap(0, "Call of the Haunted")
    table.spell_trap(0, "Bottomless Trap Hole")
    table.grave(0, "Summoned Skull")
    table.spell_trap(1, "Call of the Haunted")
    table.spell_trap(1, "Bottomless Trap Hole")
    table.grave(1, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted", player=0)
    s.pick("target", "Summoned Skull")
    s.pick("activate", "Call of the Haunted", player=1, request="chain")
    s.pick("target", "Dark Magician")
    # both resolved (Magician, then Skull); I, the turn player, had nothing to answer with:
    # my opponent is asked, and their Trap answers my Skull
    assert [e["name"] for e in of_type(duel, "special_summon")] == ["Dark Magician", "Summoned Skull"]
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == ["Dark Magician"]
    s.expect(request="chain", player=1)
    s.pick("activate", "Bottomless Trap Hole", player=1)
    # chained to it, my Bottomless Trap Hole still has no summon of theirs to answer
    assert duel.request.kind != "chain" or not s.has("activate", "Bottomless Trap Hole")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert banished(duel, 0) == ["Summoned Skull"]
    assert field_monsters(duel, 1) == ["Dark Magician"]
    assert "Bottomless Trap Hole" not in grave(duel, 0)
    assert [c.name for c in duel.players[0].szone if c is not None and not c.face_up] == ["Bottomless Trap Hole"]
    s.expect(request="idle", player=0)
