"""The Main Phase menu's activations (docs/performance.md, issue 11 round 20c): `_response_options`
asked for the menu (idle) takes its own short path, no chain to answer and never the damage
step (the Main Phase is not the Battle Phase), where it read the chain's spell speed and the
damage step for every ask.

Ruled here: at every Main Phase menu of random duels on the bench's effect pairs and the two
Goat decks they leave out, the activations `_response_options(player, idle=True)` gives are
exactly those of the plain rule (`plain.plain_activations`: every card of the player, every
effect, `_can_activate`), in order, and are the ones the menu offers; and with a chain open
the menu's question gives nothing (a player is never at the menu while a chain is built)."""

from duelist.engine import state as S
from duelist.testing.plain import plain_activations
from duelist.testing.scenario import Script, Table
from duelist.testing.walks import random_decisions
from tests.engine.test_field_roles_plain_moves import PAIRS


def _pairs(duel, options):
    return [(o.card, o.effect) for o in options]


def test_every_main_phase_menu_offers_the_plain_activations():
    asked = 0
    offered = 0
    for duel, where in random_decisions(PAIRS[1:], seeds=range(3)):
        request = duel.request
        if request.kind != "idle" or duel.phase not in (S.PHASE_MAIN1, S.PHASE_MAIN2):
            continue
        p = request.player
        got = _pairs(duel, duel._response_options(p, idle=True))
        assert got == plain_activations(duel, p, True), where
        assert got == [(o.card, o.effect) for o in request.options if o.kind == "activate"], where
        asked += 1
        offered += bool(got)
    assert asked > 200 and offered > 50, (asked, offered)


def test_with_a_chain_open_the_menus_question_gives_nothing():
    """Player 0 activates Mystical Space Typhoon at their Main Phase menu, targeting player
    1's Set card; while the chain is open (player 1 asked to respond), the menu's question for
    player 0, who holds Pot of Greed, gives nothing, as the plain rule says."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Mystical Space Typhoon", "Pot of Greed")
    table.spell_trap(1, "Waboku")
    table.deck(0, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    assert len(duel._response_options(0, idle=True)) == 2
    s.pick("activate", "Mystical Space Typhoon", request="idle")
    s.pick("target", first=True)
    assert duel.chain
    assert list(duel._response_options(0, idle=True)) == [] == plain_activations(duel, 0, True)
