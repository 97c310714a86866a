"""A delayed effect bound to a card object ends at the first state check after that object is
gone, even where the checks before it were quiet whole and made no pass (docs/performance.md,
round 26s: engine/actions.py `_state_checks`' skip, whose key holds with lasting effects only
while `_phase_cards[15] == _next_uid`).

Ruling (ENGINE.md §2, engine/lasting.py `while_here`): a delayed effect that lasts "while this
card stays where it is" ends once that card object moves -- wherever it was. A card that moves
from one pile to another (the GY to the banished cards, the hand to the GY) changes neither
the field, nor a relation, nor the lasting effects: the key of the whole pass's mark holds in
all but the uids dealt, and only the lingering step, which looks the bound object up by its
uid, sees that it is gone.

No bundled card binds a delayed effect to a card off the field today (Premature Burial binds
its own, on the field: its leaving changes the field roles); a script may (`ctx.delay(i,
until=while_here(card))` is `Duel.start_lasting`, called here as the script would).

An engine-internal check: the checks, their pass and the key are private."""

from duelist.engine import state as S
from duelist.engine.lasting import while_here
from duelist.engine.names import L
from duelist.testing.scenario import Table


def _quiet_twice(duel):
    for _ in range(2):
        before = len(duel.log)
        duel._state_checks()
        assert len(duel.log) == before


def _bound_delay(duel, card):
    """Premature Burial's delayed effect (its effect 1), bound to `card` (this object)."""
    return duel.start_lasting(L.DELAYED, while_here(card), delayed=(card.cid, 1, 0), source=card.data.code)


def test_a_delayed_effect_bound_to_a_card_in_the_gy_ends_when_it_is_banished():
    """Premature Burial in the GY, a delayed effect bound to it there: two quiet checks (the
    second makes no pass); Premature Burial is banished from the GY: the next check ends the
    delayed effect."""
    table = Table(turn=3, turn_player=0, phase="main1")
    burial = table.grave(0, "Premature Burial")
    table.hand(1, "Book of Moon")      # (a card with a script: the checks look at the field)
    duel = table.build()
    burial = burial.card(duel)
    entry = _bound_delay(duel, burial)
    _quiet_twice(duel)
    assert entry in duel.lingering
    assert duel._phase_cards[11] is True        # (the whole pass was quiet: the next makes none)
    version = duel._field_version
    duel.move(burial, S.BANISHED, 0)
    assert burial.location == S.BANISHED and duel._field_version == version
    duel._state_checks()
    assert entry not in duel.lingering


def test_a_delayed_effect_bound_to_a_card_in_the_hand_ends_when_it_is_discarded():
    """The same with the bound card in the hand, sent to the GY."""
    table = Table(turn=3, turn_player=0, phase="main1")
    burial = table.hand(0, "Premature Burial")
    table.hand(1, "Book of Moon")
    duel = table.build()
    burial = burial.card(duel)
    entry = _bound_delay(duel, burial)
    _quiet_twice(duel)
    assert entry in duel.lingering and duel._phase_cards[11] is True
    duel.move(burial, S.GRAVE, 0)
    assert burial.location == S.GRAVE
    duel._state_checks()
    assert entry not in duel.lingering
    duel._state_checks()        # (and no check after brings it back)
    assert entry not in duel.lingering
