"""A face-up Swords of Revealing Light placed by a scenario table counts its three End Phases from
the turn it arrived (docs/scenarios.md: a face-up Spell placed by the table counts as activated,
from its turn; kit.py `activation_turn`, whose `card.activated` holds the activation's turn only
where an activation resolved -- round 51a, the mutation sample of stop 51, found nothing asked
it: a table's `True` read as turn 1 counted the opponent's End Phases from the duel's start).

Seed 000 §魔法卡 (a Normal Spell that stays on the field, as its text says)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _to_turn(duel, s, turn):
    while duel.turn < turn:
        while duel.request is not None and duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        s.end_turn()


def test_swords_placed_in_turn_8_stays_until_the_opponents_third_end_phase_from_then():
    """Q: turn 9, my Swords of Revealing Light arrived face-up in turn 8 (my opponent's turn).
    When is it destroyed? A: in my opponent's 3rd End Phase counted from turn 8: turns 8, 10 and
    12; it is still there in turn 11 and gone in turn 13."""
    table = Table(turn=9, turn_player=0)
    table.spell_trap(0, "Swords of Revealing Light", face_down=False)
    table.deck(0, ["Battle Ox"] * 8)
    table.deck(1, ["Battle Ox"] * 8)
    duel = table.build()
    s = Script(duel)
    _to_turn(duel, s, 11)
    assert grave(duel, 0) == []
    _to_turn(duel, s, 13)
    assert grave(duel, 0) == ["Swords of Revealing Light"]
