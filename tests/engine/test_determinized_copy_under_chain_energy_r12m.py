"""A determinized copy (engine/determinize.py) starts with no field roles kept
(`_field_cache` None) and computes its pending menu on the dealt cards. At a Battle Step
under Chain Energy ("each player pays 500 LP for each card they play from the hand"), the
turn player's Quick-Play Spell in the hand is offered in the copy exactly as in the duel:
while the LP cover the cost, it may be activated (seed 000 §速攻魔法: a Quick-Play Spell
from the hand in its controller's own turn). `_activation_allowed` makes the roles when
none are kept, as every reader of `_field_cache` does (engine/chain.py)."""

import pytest

from duelist.engine.determinize import determinize
from duelist.testing.scenario import Table


def _battle_step(lp):
    table = Table(turn=3, turn_player=0, phase="battle_step", lp=(lp, 8000))
    table.monster(0, "Battle Ox")
    table.hand(0, "Rush Recklessly")
    table.spell_trap(1, "Chain Energy", face_down=False)
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    return table.build()


@pytest.mark.parametrize("lp,offered", [(8000, True), (500, True), (400, False)])
def test_a_copy_at_a_battle_step_under_chain_energy_offers_what_the_duel_offers(lp, offered):
    duel = _battle_step(lp)
    keys = [o.key for o in duel.request.options]
    assert ("activate:%d:e0" % duel.players[0].hand[0].uid in keys) is offered
    for seed in (1, 2):
        copy = determinize(duel, 0, seed)
        assert copy.request.kind == "battle"
        assert [o.key for o in copy.request.options] == keys
