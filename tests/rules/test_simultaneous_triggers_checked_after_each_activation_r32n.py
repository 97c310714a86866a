"""Simultaneous triggers of one player: each is checked again as it goes on the chain (round 32n).

seed 000 §誘發效果 (SEGOC): triggers that meet their condition at the same time are put on
one chain in the order their player picks; each is activated on its own, so one whose
activation is no longer legal once the links before it were activated (a cost paid, a use
spent) is not activated. Makyura the Destructor, as this engine plays it (the current TCG
text): "you can only use this effect of Makyura the Destructor once per turn" -- the use is
spent by the activation (its cost). Two copies sent from the Monster Zone to the GY at once
both meet the condition; once the first is activated, the second cannot be. Archfiend of
Gilfer, sent to the GY with them, is another card: its activation is still legal."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _vortex_sends_two_makyura_and_gilfer():
    """Turn 3, player 0's Main Phase 1: Lightning Vortex (discarding Celtic Guardian)
    destroys player 1's face-up Makyura the Destructor, Makyura the Destructor and Archfiend
    of Gilfer at once; Battle Ox (player 0) stays, a face-up monster for Gilfer."""
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(0, "Battle Ox")
    table.hand(0, "Lightning Vortex", "Celtic Guardian")
    first = table.monster(1, "Makyura the Destructor")
    second = table.monster(1, "Makyura the Destructor")
    gilfer = table.monster(1, "Archfiend of Gilfer")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Lightning Vortex")
    s.pick("select", "Celtic Guardian", request="select")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    return duel, s, ox, first, second, gilfer


def _activated(duel, since):
    return [e["name"] for e in duel.log[since:] if e["type"] == "activate_effect"]


def test_the_second_makyura_is_not_activated_after_the_first():
    """All three triggers may be activated when they trigger: player 1 says yes to each.
    Player 1 puts the first Makyura on the chain first, then asks for the second: its use of
    the name is spent, so it is not activated; Gilfer goes on as Chain Link 2, targeting
    Battle Ox. The chain resolves: Gilfer equipped to Battle Ox (1700 - 500 = 1200 ATK), one
    permission for a Trap from the hand, and the second Makyura stays in the GY with no
    effect."""
    duel, s, ox, first, second, gilfer = _vortex_sends_two_makyura_and_gilfer()
    assert sorted(grave(duel, 1)) == ["Archfiend of Gilfer", "Makyura the Destructor",
                                      "Makyura the Destructor"]
    since = len(duel.log)
    for _ in range(3):
        s.pick("yes", player=1, request="yes_no")
    s.pick("chain_trigger", first, player=1, request="order")
    s.pick("chain_trigger", second, player=1, request="order")
    s.pick("target", ox, player=1, request="target")
    assert _activated(duel, since) == ["Makyura the Destructor", "Archfiend of Gilfer"]
    assert [e["name"] for e in duel.log[since:] if e["type"] == "chain"] == [
        "Makyura the Destructor", "Archfiend of Gilfer"]
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert gilfer.card(duel).location == "szone"
    assert duel.atk(ox.card(duel)) == 1200
    assert duel.player_has(1, "trap_from_hand")
    assert [e["name"] for e in duel.log[since:] if e["type"] == "resolve"] == [
        "Archfiend of Gilfer", "Makyura the Destructor"]
    assert second.card(duel).location == "grave" and first.card(duel).location == "grave"


def test_gilfer_after_the_first_makyura_then_the_second_is_refused():
    """The same three triggers, another order: the first Makyura, then Gilfer (targeting
    Battle Ox), then the second Makyura, which is refused at its turn: two links, not
    three."""
    duel, s, ox, first, second, gilfer = _vortex_sends_two_makyura_and_gilfer()
    since = len(duel.log)
    for _ in range(3):
        s.pick("yes", player=1, request="yes_no")
    s.pick("chain_trigger", first, player=1, request="order")
    s.pick("chain_trigger", gilfer, player=1, request="order")
    s.pick("target", ox, player=1, request="target")
    assert _activated(duel, since) == ["Makyura the Destructor", "Archfiend of Gilfer"]
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.request.kind == "idle"
    assert duel.atk(ox.card(duel)) == 1200
