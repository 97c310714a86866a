"""The state checks' take-control step stays quiet at its key beside a Set Snatch Steal
(docs/performance.md, round 45s: engine/actions.py `_bound_controls`). ENGINE.md §2: the state
checks settle the controls bound to an Equip Card; a face-down card's continuous effects do not
apply (`_applying` skips it), so a Set Snatch Steal beside a face-up one that holds its monster
gives the step nothing to ask, and the checks may make no pass while nothing changes. Its
activation turns it face-up, which empties the key: the step runs again.

- Snatch Steal holds the opponent's Battle Ox, a second Snatch Steal is Set: the second check
  makes no pass.
- The first Snatch Steal leaving: the next check gives Battle Ox back.
- The Set Snatch Steal activated on the opponent's Summoned Skull: it takes it.

An engine-internal check: the checks and their pass are private (the rulings' outcomes are read
from the cards)."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def _two_snatch_steals():
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(1, "Battle Ox")
    table.monster(1, "Summoned Skull")
    snatch = table.spell_trap(0, "Snatch Steal", face_down=False, equipped_to=ox)
    table.spell_trap(0, "Snatch Steal")
    table.hand(1, "Book of Moon")
    duel = table.build()
    ox, snatch = ox.card(duel), snatch.card(duel)
    duel._state_checks()
    assert ox.controller == 0
    return duel, ox, snatch


def _passes_of_a_check(duel):
    passes = []
    original = duel._state_check_pass

    def counted(roles=None):
        passes.append(1)
        return original(roles)
    duel._state_check_pass = counted
    try:
        duel._state_checks()
    finally:
        del duel._state_check_pass
    return len(passes)


def test_a_set_snatch_steal_beside_a_bound_one_leaves_the_checks_quiet():
    duel, ox, _ = _two_snatch_steals()
    duel._state_checks()
    assert duel._phase_cards[11] is True
    assert _passes_of_a_check(duel) == 0
    assert ox.controller == 0


def test_the_bound_snatch_steal_leaving_gives_the_monster_back():
    duel, ox, snatch = _two_snatch_steals()
    duel._state_checks()
    duel.send_to_grave([snatch])
    duel._state_checks()
    assert ox.controller == 1


def test_the_set_snatch_steal_activated_takes_its_monster():
    duel, ox, _ = _two_snatch_steals()
    duel._state_checks()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=0, request="idle")
    s.pick("target", "Summoned Skull", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    (skull,) = [c for c in duel.cards if c.data.name == "Summoned Skull"]
    assert skull.location == S.MZONE and skull.controller == 0
    assert ox.controller == 0
