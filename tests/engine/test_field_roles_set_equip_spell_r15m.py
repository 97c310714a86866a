"""The state checks' plan after an Equip Spell without a script is Set (docs/performance.md,
issue 11 rounds 14r and 15m): the plan, made with the field roles, lists every Equip Card in
the Spell & Trap Zones (the state checks send one that lost its monster to the GY: seed 000
§裝備魔法), a Set one too, and says whether a pass has anything to look at. An Equip Spell
without a script files nothing, so its Set is a plain move; the one-move update of the field
lists (chain.py `_field_moved`) leaves an Equip Card's move to the walk, which lists it.

Ruled here, for a Set by either player: the plan after the Set equals a rebuild from nothing
(the Set Equip Spell listed, the pass not idle). An engine-internal check: the cache is
private."""

import pytest

from duelist.testing.scenario import Script, Table


def _ids(cards):
    return None if cards is None else [id(card) for card in cards]


@pytest.mark.parametrize("player", [0, 1])
def test_an_equip_spell_set_without_a_script_is_in_the_state_checks_plan(player):
    """The turn player's Main Phase 1: they control Celtic Guardian and hold Silver Bow and
    Arrow (an Equip Spell with no script); the other player has Battle Ox and a Set Mystical
    Space Typhoon. The turn player Sets Silver Bow and Arrow to Spell & Trap Zone 1: the
    plan's Equip Cards are that card, as a rebuild from nothing finds, and a pass is not
    idle."""
    table = Table(turn=3 if player == 0 else 4, turn_player=player)
    table.monster(player, "Celtic Guardian", zone=0)
    table.monster(1 - player, "Battle Ox", zone=0)
    table.spell_trap(1 - player, "Mystical Space Typhoon", zone=0)
    table.hand(player, "Silver Bow and Arrow")
    duel = table.build()
    assert duel._field_roles()[8][0] is None
    Script(duel).pick("set_spell", "Silver Bow and Arrow", request="idle", zone=1)
    bow = duel.players[player].szone[1]
    assert bow is not None and bow.data.name == "Silver Bow and Arrow" and not bow.face_up
    plan = duel._field_roles()[8]
    duel._field_cache = None
    fresh = duel._field_roles()[8]
    assert _ids(plan[0]) == _ids(fresh[0]) == [id(bow)]
    assert plan[5] is fresh[5] is False
