"""A player may chain to their own activation once the opponent has passed.

Seed 000 §回合玩家的優先權: using priority (activating) or giving it up passes priority to the
opponent; a chain resolves only when both players pass in succession. So after I activate a
card and my opponent passes, priority is mine again: I may add a chain link to my own chain.
"""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _reborn_with_moon_set():
    """Turn 3, player 0's Main Phase 1: player 0 has Monster Reborn in hand, Celtic Guardian in
    the GY and Book of Moon Set; player 1 controls Giant Soldier of Stone and has Mystical Space
    Typhoon Set."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Celtic Guardian")
    table.spell_trap(0, "Book of Moon")
    table.monster(1, "Giant Soldier of Stone")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    return duel, Script(duel)


def test_after_the_opponent_passes_i_may_chain_to_my_own_activation():
    """Q: I activate Monster Reborn; my opponent could chain Mystical Space Typhoon but
    passes. May I now chain Book of Moon to my own Monster Reborn? A: yes: their pass gives
    me priority; Book of Moon is chain link 2 and resolves first."""
    duel, s = _reborn_with_moon_set()
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Celtic Guardian")
    s.expect(request="chain", player=1)
    assert s.has("activate", "Mystical Space Typhoon")
    s.pick("pass")
    s.expect(request="chain", player=0)
    s.pick("activate", "Book of Moon")
    s.pick("target", "Giant Soldier of Stone")
    s.expect(request="chain", player=1)        # my new link gives my opponent priority again
    s.pick("pass")      # and I have nothing more to add: two passes in succession, it resolves
    links = [e["name"] for e in duel.log if e["type"] == "chain"]
    assert links == ["Monster Reborn", "Book of Moon"]
    while duel.request.kind in ("option", "zone"):
        duel.answer(0)
    assert "Celtic Guardian" in field_monsters(duel, 0)
    giant = [c for c in duel.monsters(1) if c.data.name == "Giant Soldier of Stone"][0]
    assert not giant.face_up


def test_when_i_pass_too_the_chain_resolves_without_another_ask():
    """Q: the same, and I pass as well. A: both of us passed in succession: Monster Reborn
    resolves at once; my opponent is not asked a second time."""
    duel, s = _reborn_with_moon_set()
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Celtic Guardian")
    s.expect(request="chain", player=1)
    s.pick("pass")
    s.expect(request="chain", player=0)
    s.pick("pass")
    while duel.request.kind in ("option", "zone"):
        duel.answer(0)
    assert "Celtic Guardian" in field_monsters(duel, 0)
    assert [e["name"] for e in duel.log if e["type"] == "chain"] == ["Monster Reborn"]
