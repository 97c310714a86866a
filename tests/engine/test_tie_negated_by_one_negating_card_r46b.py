"""A relation's record of whether its source is negated, beside one negating card (docs/
performance.md round 46b): Jinzo negates every Trap effect, so Call of the Haunted's tie to the
monster it revived is recorded as negated at each state check (ENGINE.md §2: what a "when this
card leaves" effect needs once the card has left), and Royal Decree's the same; beside a
negating card that does not reach a Trap (Skill Drain) the tie is not negated.

The state checks find that answer without the helpers the negation state once called for it: a
single negating effect is put in no timestamp order (a sort with a key calls the key even for
one element), and the relations step and `_effect_negated` name the card type's negating tag and
ask the effect's reach themselves (fail before round 46b). An engine-internal check: the checks
and their helpers are private."""

import sys

import pytest

from duelist.engine.duel import Duel
from duelist.testing.scenario import Table


def _tied(negator, as_monster):
    table = Table(turn=3, turn_player=0, phase="main1")
    if as_monster:
        table.monster(1, negator)
    else:
        table.spell_trap(1, negator, face_down=False)
    coth = table.spell_trap(0, "Call of the Haunted", face_down=False)
    skull = table.monster(0, "Summoned Skull")
    table.hand(1, "Book of Moon")
    duel = table.build()
    duel.relate("revived", coth.card(duel), skull.card(duel))
    return duel


def _tie(duel):
    return [r for r in duel.relations if r.kind == "revived"][0]


@pytest.mark.parametrize("negator, as_monster, negated", [
    ("Jinzo", True, True), ("Royal Decree", False, True), ("Skill Drain", False, False)])
def test_call_of_the_haunteds_tie_is_negated_only_by_a_card_that_negates_traps(negator, as_monster, negated):
    duel = _tied(negator, as_monster)
    before = len(duel.log)
    duel._state_checks()
    assert len(duel.log) == before          # (the checks do nothing: the tie holds)
    assert _tie(duel).negated is negated
    assert duel._effect_negated(duel.cards[_tie(duel).src_cid]) is negated


def test_the_checks_weigh_one_negating_card_without_the_helpers():
    """Beside Jinzo, the pass records the tie as negated without calling `_timestamp_key`,
    `_negation_tag` or `_negates` (fails before round 46b: one call of each)."""
    duel = _tied("Jinzo", True)
    duel._negation_cache = None
    duel._phase_cards[10] = None            # (no key held: the pass runs every step)
    names = {"_timestamp_key", "_negation_tag", "_negates"}
    seen = []

    def profile(frame, event, arg):
        if event == "call" and frame.f_code.co_name in names:
            seen.append(frame.f_code.co_name)

    sys.setprofile(profile)
    try:
        Duel._state_check_pass(duel)
    finally:
        sys.setprofile(None)
    assert _tie(duel).negated is True
    assert seen == []
