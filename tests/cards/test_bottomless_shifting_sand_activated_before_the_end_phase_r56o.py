"""Bottomless Shifting Sand (76532077) activated in the opponent's Main Phase 1: it destroys
nothing then; in that turn's End Phase it destroys the highest-ATK face-up monster, once.

Sources: Bottomless Shifting Sand's text in my words (in each of the opponent's End Phases,
destroy the face-up monster(s) with the highest ATK); yugioh-wiki.net 《底なし流砂》 (its effect is
an End Phase effect: activating the card does nothing else); seed 004 §结束阶段 (the End Phase's
effects are carried out in the End Phase). Round 56o: the End Phase's late ask for a card
turned face-up (chain.py `_turned_face_up_in_end_phase`, round 56a) is made only in an End
Phase: kills `_resolve_chain`'s call of it made in any phase (the phase test dropped, or the
tests joined by `or`), which destroyed Summoned Skull as the activation resolved."""

import pytest

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table

SAND = "Bottomless Shifting Sand"


@pytest.mark.parametrize("rules", ["GOAT", "default"])
def test_bottomless_shifting_sand_activated_in_the_opponents_main_phase_waits_for_the_end_phase(rules):
    """Q: in my opponent's Main Phase 1, as they go to the Battle Phase, I activate my Set
    Bottomless Shifting Sand; they control Summoned Skull (2500) and Battle Ox (1700). A: nothing
    is destroyed as it resolves (no End Phase yet); in their End Phase Summoned Skull is
    destroyed, once, Battle Ox stays."""
    table = Table(turn=4, turn_player=1, **({} if rules == "default" else {"rules": rules}))
    table.spell_trap(0, SAND)
    table.hand(0, "Hitotsu-Me Giant", "Beaver Warrior", "Mystical Elf", "Koumori Dragon", "Celtic Guardian")
    table.monster(1, "Summoned Skull")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Battle Ox"])
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    assert duel.phase == "main1"
    s.pick("activate", SAND, request="chain", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.players[0].szone[0].face_up
    assert grave(duel, 1) == [] and sorted(c.name for c in duel.monsters(1)) == ["Battle Ox", "Summoned Skull"]
    assert not of_type(duel, "destroyed")
    # on to the End Phase: no attack, every ask passed
    if duel.request.kind == "battle":
        s.pick("end_battle")
    while duel.turn == 4:
        kind = duel.request.kind
        if kind == "chain":
            s.pick("pass")
        elif kind in ("idle", "battle"):
            s.pick("end_turn" if kind == "idle" else "end_battle")
        else:
            s.answer(duel.request.options[0])
    assert grave(duel, 1) == ["Summoned Skull"] and [c.name for c in duel.monsters(1)] == ["Battle Ox"]
    sand_links = [e for e in of_type(duel, "chain") if e["name"] == SAND]
    assert len(sand_links) == 2      # its activation, then its End Phase effect
