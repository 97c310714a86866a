"""Curse of Darkness (84970821): the judge's questions round 58d left open -- a Spell that
destroys the Curse itself, and a Spell whose effect (not activation) Imperial Order negates.

Sources: the model is Chain Burst's, the Curse's Trap twin, whose rulings are sourced
(yugioh-wiki.net 《連鎖炸薬》, tests/cards/test_chain_burst_resolution_r55u.py): the damage comes
as the card's chain link resolves, provided its activation was not negated and the Continuous
Trap still applies then; a Chain Burst destroyed by that very Trap burns nobody. We found no
ruling page for Curse of Darkness (《暗黒の呪縛》) itself: both tests below are our reading of
that model. Era: Pojo's card of the day (2004-04-15) quotes the IOC-106 print with no "after it
resolves" (each activation of a Spell Card costs its controller 1000); we found no 2005 ruling
that dealt the damage at the activation (before a negation or before the Curse is destroyed),
so both presets play today's timing (doubtful: see round 58u's report)."""

import pytest

from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table

CARD = "Curse of Darkness"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", None])
def test_curse_of_darkness_destroyed_by_the_spell_itself_burns_nothing(rules):
    """Q: my Curse of Darkness is face-up; my opponent activates Mystical Space Typhoon on it.
    A: the 1000 would come once Mystical Space Typhoon has resolved, but by then the Curse is
    destroyed: nobody takes damage (Chain Burst's ruling, our reading for its twin)."""
    table = Table(rules=rules, turn=4, turn_player=1)
    curse = table.spell_trap(0, CARD, face_down=False)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", curse, player=1)
    _finish(s)
    assert grave(duel, 0) == [CARD] and grave(duel, 1) == ["Mystical Space Typhoon"]
    assert lp(duel) == (8000, 8000) and of_type(duel, "damage") == []


@pytest.mark.parametrize("rules", ["GOAT", None])
def test_curse_of_darkness_burns_a_spell_imperial_order_negates(rules):
    """Q: I control face-up Curse of Darkness and Imperial Order; my opponent activates Pot of
    Greed. A: Imperial Order negates its effect (no draw) but not its activation: the Spell's
    chain link resolves (with no effect), so the Curse, a Trap Imperial Order does not touch,
    deals them 1000 (our reading: only a negated activation spares the player)."""
    table = Table(rules=rules, turn=4, turn_player=1)
    table.spell_trap(0, CARD, face_down=False)
    table.spell_trap(0, "Imperial Order", face_down=False)
    table.hand(1, "Pot of Greed")
    table.deck(1, ["Battle Ox", "Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=1)
    _finish(s)
    assert hand(duel, 1) == [] and len(duel.players[1].deck) == 3
    assert grave(duel, 1) == ["Pot of Greed"]
    assert [e["what"] for e in of_type(duel, "negated")] == ["effect"]
    assert lp(duel) == (8000, 7000)
