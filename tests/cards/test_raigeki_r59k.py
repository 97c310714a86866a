"""Raigeki (12580477): Normal Spell; destroys every monster the opponent controls.

Sources, in our words: the card's text (LOB, 2002, and today's print: "destroy all monsters your
opponent controls"; no ERAS entry, tested under both presets); yugioh-wiki.net 《サンダー・ボルト》
(no target, any position; its activation is the Spell's, so Magic Jammer answers it). Our reading: it
cannot be activated while the opponent controls no monster (a destruction card with nothing to
destroy, as Dark Hole's condition). Forbidden in the Goat list (duelist/deck/banlists/GOAT.lflist.conf),
scripted so that Anti Raigeki has something to answer (tests/cards/test_anti_raigeki_r59k.py)."""

import pytest

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

RG = "Raigeki"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_raigeki_destroys_every_opponents_monster_and_none_of_mine(rules):
    """Q: I control Battle Ox; my opponent controls Summoned Skull and a face-down Mystical Elf; I
    activate Raigeki. A: both of their monsters are destroyed; my Battle Ox stays."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.monster(1, "Mystical Elf", position="set")
    table.hand(0, RG)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", RG)
    _pass(s)
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"] and duel.monsters(1) == []
    assert grave(duel, 0) == [RG] and sorted(grave(duel, 1)) == ["Mystical Elf", "Summoned Skull"]


def test_raigeki_needs_an_opponents_monster():
    """Q: my opponent controls no monster (I control Battle Ox): may I activate Raigeki? A: no."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, RG)
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", RG)


def test_raigeki_negated_by_magic_jammer():
    """Q: I activate Raigeki; my opponent answers with Magic Jammer, discarding 1 card. A: Raigeki's
    activation is negated and it is destroyed: their Summoned Skull stays."""
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    table.hand(0, RG)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", RG)
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Battle Ox", player=1)
    _pass(s)
    assert [c.name for c in duel.monsters(1)] == ["Summoned Skull"]
    assert grave(duel, 0) == [RG] and sorted(grave(duel, 1)) == ["Battle Ox", "Magic Jammer"]
    assert hand(duel, 1) == []
