"""Gust (73079365): Normal Trap; target 1 face-up Spell Card on the field and destroy it.

Sources, in our words: the card's text (PSV, 2002, "destroy 1 Spell Card on the field", as we recall
it: no scan or ruling page was found in our search; today's text and the OCG text of 《突風》 mean the
same: no ERAS entry, tested under both presets). Our readings: it targets; only a face-up Spell Card
(a Set card is not known to be one, and unlike De-Spell the text reveals nothing); destroying Snatch
Steal gives the monster back (seed 000 §裝備魔法: the Equip Card's effect ends as it leaves)."""

import pytest

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

GU = "Gust"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_gust_destroys_swords_of_revealing_light(rules):
    """Q: my opponent's Swords of Revealing Light is face-up; I activate Gust on it. A: it is destroyed."""
    table = Table(rules=rules, turn=4, turn_player=1)
    table.spell_trap(0, GU)
    swords = table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    s.pick("activate", GU, player=0, request="chain")
    s.pick("target", swords, player=0)
    _pass(s)
    assert grave(duel, 1) == ["Swords of Revealing Light"] and grave(duel, 0) == [GU]


def test_gust_cannot_target_a_trap_or_a_set_card():
    """Q: my opponent controls a face-up Imperial Order (a Trap) and a Set card: may I activate Gust?
    A: no: it needs a face-up Spell Card."""
    table = Table(turn=4, turn_player=1)
    table.spell_trap(0, GU)
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.spell_trap(1, "Heavy Storm")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    assert not (duel.request.kind == "chain" and duel.request.player == 0 and s.has("activate", GU))


def test_gust_on_snatch_steal_takes_my_monster_back():
    """Q: my opponent took my Battle Ox with Snatch Steal; I destroy Snatch Steal with Gust. A: Snatch
    Steal is destroyed and Battle Ox comes back to me."""
    table = Table(turn=4, turn_player=1)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, GU)
    table.hand(1, "Snatch Steal")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=1)
    s.pick("target", ox, player=1)
    _pass(s)
    assert ox.card(duel).controller == 1
    s.pick("battle", player=1)
    s.pick("activate", GU, player=0, request="chain")
    s.pick("target", "Snatch Steal", player=0)
    _pass(s)
    assert ox.card(duel).controller == 0 and grave(duel, 1) == ["Snatch Steal"]
