"""Forced Ceasefire (97806240) after another lasting rule on its player: only its own rule locks
Trap Cards.

Sources: Forced Ceasefire's text (for the rest of the turn neither player can activate Trap
Cards, once it resolved) and Scapegoat's (its player cannot summon for the rest of the turn: a
rule on that player that says nothing of Traps), as tests/cards/test_forced_ceasefire.py reads
the first. Round 54o: chain.py `_lasting_trap_lock` reads the Trap lock's own entries, not every
lasting rule on the player."""

import pytest

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _pass_chain(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_after_scapegoat_i_may_still_activate_forced_ceasefire_and_its_lock_applies(rules):
    """Q: in my Main Phase I activate Scapegoat (I may not summon for the rest of the turn), then
    want to activate my Set Forced Ceasefire, discarding Celtic Guardian. A: I may (Scapegoat's
    rule is no Trap lock); once it resolved, my opponent cannot activate Sakuretsu Armor when my
    Battle Ox attacks their Mystical Elf (they take 900, the Elf is destroyed)."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Forced Ceasefire")
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Sakuretsu Armor")
    table.hand(0, "Scapegoat", "Celtic Guardian")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat")
    _pass_chain(duel, s)
    assert len(duel.monsters(0)) == 5 and not s.has("summon", "Celtic Guardian")
    assert s.has("activate", "Forced Ceasefire")
    s.pick("activate", "Forced Ceasefire", player=0)
    s.pick("select", "Celtic Guardian", player=0)
    _pass_chain(duel, s)
    assert grave(duel, 0) == ["Scapegoat", "Celtic Guardian", "Forced Ceasefire"]
    s.pick("battle")
    _pass_chain(duel, s)
    s.pick("attack", "Battle Ox", target="Mystical Elf")
    offered = []
    while duel.request is not None and duel.request.kind == "chain":
        offered.append(s.has("activate", "Sakuretsu Armor"))
        s.pick("pass", player=duel.request.player)
    assert not any(offered)
    assert lp(duel) == (8000, 7100) and grave(duel, 1) == ["Mystical Elf"]
