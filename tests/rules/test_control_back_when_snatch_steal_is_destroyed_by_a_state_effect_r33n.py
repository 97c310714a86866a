"""A control that holds while an Equip Card stays equipped (Snatch Steal: "while it is
equipped you control that monster") ends the moment that card leaves the field, whatever
destroyed it: here an effect applied by the state checks in a Standby Phase, with no chain
(seed 000 §永續效果: a continuous effect stops applying once its card leaves the field).

The engine's state checks give the monster back in their take-control step
(actions.py `_state_check_pass`, `_bound_controls`), which it skips at a key where it already
ran and found nothing: a pass in which a later step (a STATE effect) moved a card stores the
new key with that step's flag [18] cleared (`_quiet_key`), so the next pass runs the step
again. No card of the pool destroys a Spell in the state checks: a stand-in here. Round 33n:
mutation testing of the open entry on `_quiet_key`'s store."""

from duelist.cards.common import STATE, During, Effect
from duelist.engine import state as S
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _face_up_snatch_steals(ctx):
    return [card for player in (0, 1) for card in ctx.duel.players[player].szone
            if card is not None and card.data.name == "Snatch Steal" and card.face_up]


def _destroy_snatch_steal(ctx):
    yield from ctx.destroy(_face_up_snatch_steals(ctx))


def test_the_monster_goes_back_when_snatch_steal_is_destroyed_in_a_standby_phase(monkeypatch):
    """Player 0 takes player 1's Battle Ox with Snatch Steal and ends the turn. Player 1's
    face-up Messenger of Peace (stand-in: "in each Standby Phase, destroy every face-up Snatch
    Steal", applied by the state checks, no chain link) destroys Snatch Steal in player 1's
    Standby Phase: Battle Ox is player 1's again from then on, so in player 1's Main Phase
    player 1 controls it and player 0 controls nothing."""
    stand_in(monkeypatch, "Messenger of Peace", [
        Effect(STATE, range=(S.SZONE,),
               condition=During(own=(S.PHASE_STANDBY,), opponent=(S.PHASE_STANDBY,),
                                rest=lambda ctx: bool(_face_up_snatch_steals(ctx))),
               resolve=_destroy_snatch_steal, label="destroy Snatch Steal")])
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Snatch Steal")
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Messenger of Peace", face_down=False)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", request="idle")
    s.pick("target", "Battle Ox")
    assert duel.request.kind == "idle" and ox.card(duel).controller == 0
    s.end_turn()
    for _ in range(20):
        if duel.request.kind == "idle" and duel.request.player == 1:
            break
        s.pick("pass")
    else:
        raise AssertionError("player 1's Main Phase never came")
    assert grave(duel, 0) == ["Snatch Steal"]
    assert ox.card(duel).controller == 1
    assert [c.name for c in duel.monsters(1)] == ["Battle Ox"] and duel.monsters(0) == []
