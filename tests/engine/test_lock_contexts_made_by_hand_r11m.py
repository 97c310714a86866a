"""The contexts the turn and the battle make for a continuous effect that keeps monsters from
changing position (Thousand-Eyes Restrict) or from being attacked (Marauding Captain) are the
effect's own: its source card, the effect, the source's controller, no chain link, no event,
no happenings, exactly the Ctx `Ctx(duel, source, effect, source.controller)` makes. Round 11
(hturn9): turn.py and battle.py make them with `new_ctx` (engine/chain.py), without the
`Ctx.__init__` call (a frame on PyPy); an effect that read `ctx.player` would see the
controller of the card, not the player whose menu it is."""

from duelist.engine import effects as E
from duelist.testing.scenario import Table

TER = "Thousand-Eyes Restrict"
CAPTAIN = "Marauding Captain"


def _slots(ctx):
    return {name: getattr(ctx, name) for name in E.Ctx.__slots__}


def test_the_opponents_thousand_eyes_restrict_locks_with_its_own_context():
    """TER on player 1's side, player 0's menu: the lock's Ctx is TER's, player 1's."""
    table = Table(turn=3, turn_player=0)
    table.monster(1, TER)
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    source = duel.monsters(1)[0]
    applying, entries = duel._position_locks()
    assert not entries
    assert len(applying) == 1
    _affects, ctx = applying[0]
    assert type(ctx) is E.Ctx
    effect = ctx.effect
    assert ctx.card is source and ctx.player == 1
    assert effect.tag == "cannot_change_position"
    assert _slots(ctx) == _slots(E.Ctx(duel, source, effect, 1))


def test_marauding_captain_guards_with_its_own_context():
    """Player 0 attacks in the Battle Step; player 1's Marauding Captain keeps Celtic
    Guardian from being attacked: the attack targets offered leave it out, as the plain
    rule (a fresh Ctx of the Captain's, player 1's) says."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Gemini Elf")
    table.monster(1, CAPTAIN)
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    captain, guardian = duel.monsters(1)
    plain = []
    for source, effect in duel._applying("cannot_be_attacked"):
        plain.append(effect.affects(E.Ctx(duel, source, effect, source.controller), guardian))
    assert plain == [True]
    assert duel._targets(0) == [(captain.uid, CAPTAIN)]
