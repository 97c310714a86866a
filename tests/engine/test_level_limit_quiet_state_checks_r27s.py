"""Level Limit - Area B's `affects` (cards/common.py `level_at_least`) declares what it reads:
the monster's place, its position and its Level now (`level_now`). The state checks' force step
(engine/actions.py, round 27s of docs/performance.md) then keeps its "no monster reached" while
the key of quiet steps holds and the Level now is the printed one (no lasting effect, no
"level" continuous effect in the duel): the next check makes no pass. A monster arriving in
Attack Position moves the key, and the one Level Limit reaches is put in Defense Position.

An engine-internal check: the checks, their pass and the key are private."""

from duelist.cards.scripts import c03136426_level_limit_area_b as level_limit
from duelist.engine import state as S
from duelist.testing.scenario import Table

from test_whole_quiet_state_check_pass_r26s import would_make_no_pass


def _quiet_twice(duel):
    for _ in range(2):
        before = len(duel.log)
        duel._state_checks()
        assert len(duel.log) == before


def test_level_at_least_declares_it_reads_the_level_now():
    assert level_limit.affected.level_now is True


def test_level_limit_beside_a_low_level_attacker_lets_the_pass_be_quiet():
    """Only Level Limit - Area B for the pass to look at (G/B's common field): Kuriboh, Level 1,
    in Attack Position is not reached; the check after the first makes no pass. Summoned Skull
    special summoned in Attack Position is put in Defense Position at the next check."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(1, "Level Limit - Area B", face_down=False)
    table.monster(0, "Kuriboh")
    table.hand(1, "Book of Moon")
    table.deck(1, ["Summoned Skull"])
    duel = table.build()
    _quiet_twice(duel)
    assert duel._phase_cards[11] is True and would_make_no_pass(duel)
    [skull] = [c for c in duel.cards if c.data.name == "Summoned Skull"]
    duel.special_summon(skull, 1, S.FACEUP_ATTACK)
    assert not would_make_no_pass(duel)
    duel._state_checks()
    assert skull.position == S.FACEUP_DEFENSE


def test_level_limit_in_a_duel_with_a_level_change_keeps_every_pass():
    """Demotion in the duel: a Level could change with no card moving, so the pass is made."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(1, "Level Limit - Area B", face_down=False)
    table.monster(0, "Kuriboh")
    table.hand(1, "Book of Moon", "Demotion")
    duel = table.build()
    _quiet_twice(duel)
    assert duel._phase_cards[11] is not True and not would_make_no_pass(duel)
