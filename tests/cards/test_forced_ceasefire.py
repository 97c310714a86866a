"""Forced Ceasefire (97806240), Normal Trap (Flaming Eternity, 2005; the 2005 text and today's
play alike).

What it does, in our words: discard 1 card (a cost) to activate it; for the rest of the turn
neither player can activate Trap Cards.

Sources: the card's text (FET-EN060) and yugipedia "Card Tips: Forced Ceasefire": it stops
activations only -- Trap Cards already face-up on the field are not negated and keep applying
(unlike Royal Decree), and it cannot stop a Trap already activated (a Trap chained to it still
resolves: the lock starts once Forced Ceasefire resolves). Jinzo's and Royal Decree's texts:
under Jinzo no Trap Card (this one included) can be activated; under Royal Decree its effect is
negated, so no lock comes. The lock ends with the turn (its text)."""

import pytest

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table


def _table(rules="GOAT", hand0=("Celtic Guardian",), extra=None):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Forced Ceasefire")
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Sakuretsu Armor")
    if hand0:
        table.hand(0, *hand0)
    if extra:
        extra(table)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    return duel, Script(duel)


def _pass_chain(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _activate(duel, s):
    s.pick("activate", "Forced Ceasefire", player=0)
    s.pick("select", "Celtic Guardian", player=0)       # the discard (its cost)
    _pass_chain(duel, s)


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_forced_ceasefire_stops_every_trap_activation_this_turn(rules):
    """Q: I discard Celtic Guardian and activate Forced Ceasefire, then attack Mystical Elf with
    Battle Ox. A: my opponent cannot activate Sakuretsu Armor against the attack; the battle
    happens (1700 against the Elf's 800 ATK: they take 900, the Elf is destroyed)."""
    duel, s = _table(rules)
    _activate(duel, s)
    assert grave(duel, 0) == ["Celtic Guardian", "Forced Ceasefire"] and hand(duel, 0) == []
    s.pick("battle")
    _pass_chain(duel, s)
    s.pick("attack", "Battle Ox", target="Mystical Elf")
    offered = []
    while duel.request is not None and duel.request.kind == "chain":
        offered.append(s.has("activate", "Sakuretsu Armor"))
        s.pick("pass")
    assert not any(offered)
    assert lp(duel) == (8000, 7100)
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"] and grave(duel, 1) == ["Mystical Elf"]


def test_forced_ceasefire_needs_a_card_to_discard():
    """Q: Forced Ceasefire is my only card besides the field. A: it cannot be activated: its
    cost, a discard, cannot be paid."""
    duel, s = _table(hand0=())
    assert not s.has("activate", "Forced Ceasefire")


def test_forced_ceasefire_lock_ends_with_the_turn():
    """Q: I activated Forced Ceasefire this turn (my own Set Ojama Trio is locked too); in my
    opponent's next turn, can they activate their Set Dust Tornado? A: yes: the lock lasted for
    the rest of my turn only."""
    duel, s = _table(extra=lambda t: (t.spell_trap(1, "Dust Tornado"), t.spell_trap(0, "Ojama Trio")))
    _activate(duel, s)
    assert not s.has("activate", "Ojama Trio")       # my own Trap too, this turn
    s.end_turn()
    while duel.request is not None and duel.request.kind != "idle":
        s.pick("pass")
    assert duel.turn_player == 1
    assert s.has("activate", "Dust Tornado")


def test_forced_ceasefire_does_not_stop_a_trap_chained_to_it():
    """Q: my opponent chains Dust Tornado to my Forced Ceasefire. A: allowed: the lock starts
    only once Forced Ceasefire resolves."""
    duel, s = _table(extra=lambda t: t.spell_trap(1, "Dust Tornado"))
    s.pick("activate", "Forced Ceasefire", player=0)
    s.pick("select", "Celtic Guardian", player=0)
    while duel.request.kind == "chain" and duel.request.player == 0:
        s.pick("pass")
    assert s.has("activate", "Dust Tornado")


def test_forced_ceasefire_cannot_be_activated_under_jinzo():
    """Q: my opponent controls face-up Jinzo. A: Forced Ceasefire, a Trap Card, cannot be
    activated."""
    duel, s = _table(extra=lambda t: t.monster(1, "Jinzo"))
    assert not s.has("activate", "Forced Ceasefire")


def test_forced_ceasefire_under_royal_decree_locks_nothing():
    """Q: Royal Decree is face-up on my opponent's field; I activate Forced Ceasefire and attack.
    A: its effect is negated: my opponent may still activate Sakuretsu Armor (Royal Decree lets a
    Trap be activated; its effect is negated too, so my Battle Ox stays)."""
    duel, s = _table(extra=lambda t: t.spell_trap(1, "Royal Decree", face_down=False))
    _activate(duel, s)
    s.pick("battle")
    _pass_chain(duel, s)
    s.pick("attack", "Battle Ox", target="Mystical Elf")
    offered = False
    while duel.request is not None and duel.request.kind == "chain":
        if s.has("activate", "Sakuretsu Armor"):
            offered = True
        s.pick("pass")
    assert offered


def test_forced_ceasefire_leaves_a_face_up_trap_working():
    """Q: my Skill Drain is face-up when Forced Ceasefire resolves. A: Skill Drain stays on the
    field, face-up and applying (the lock stops activations only, it negates no Trap), and the
    lock still keeps my opponent's Sakuretsu Armor from answering my attack."""
    duel, s = _table(extra=lambda t: t.spell_trap(0, "Skill Drain", face_down=False))
    _activate(duel, s)
    assert [(c.name, c.position) for c in duel.players[0].szone if c is not None] == [("Skill Drain", "faceup")]
    s.pick("battle")
    _pass_chain(duel, s)
    s.pick("attack", "Battle Ox", target="Mystical Elf")
    offered = []
    while duel.request is not None and duel.request.kind == "chain":
        offered.append(s.has("activate", "Sakuretsu Armor"))
        s.pick("pass")
    assert not any(offered)
