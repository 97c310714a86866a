"""What a player could start a chain with now (chain.py `_response_options` asked with
`idle=True` for another moment than the turn player's Main Phase menu, as tests and tools ask
it) keeps only the effects the moment allows, and the function makes no cell to ask it
(docs/performance.md round 46a: the moment's filter is a plain loop, not a comprehension that
read `self` and `player` and so made both cells, two cell objects at every call of the
function, the menu's and every window's).

Ruled here: in player 0's Main Phase, player 1 (not the turn player) could activate their Set
Scapegoat (a Quick-Play Spell, spell speed 2) but not the Pot of Greed in their hand (a Normal
Spell: spell speed 1, the turn player's alone), as the plain rule says; the turn player's own
menu question offers their Pot of Greed."""

from duelist.engine.duel import Duel
from duelist.testing.plain import plain_activations
from duelist.testing.scenario import Table


def _duel():
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Pot of Greed")
    table.hand(1, "Pot of Greed")
    table.spell_trap(1, "Scapegoat")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    return table.build()


def _names(duel, options):
    return [o.name for o in options]


def test_the_opponent_could_activate_a_set_quick_play_spell_not_a_normal_spell():
    duel = _duel()
    options = duel._response_options(1, idle=True)
    assert _names(duel, options) == ["Scapegoat"]
    assert [(o.card, o.effect) for o in options] == plain_activations(duel, 1, True)


def test_the_turn_player_is_offered_their_normal_spell():
    duel = _duel()
    options = duel._response_options(0, idle=True)
    assert _names(duel, options) == ["Pot of Greed"]
    assert [(o.card, o.effect) for o in options] == plain_activations(duel, 0, True)


def test_the_response_options_make_no_cell():
    """No local of `_response_options` is a cell (fails before round 46a: `self` and `player`,
    read by the moment's comprehension)."""
    assert Duel._response_options.__code__.co_cellvars == ()
