"""A delayed effect heard at the first batch of its type after it starts (round 19m).

seed 000 §誘發效果: a delayed effect ("if ... later", applied without a chain link: Deck
Devastation Virus' check of the cards the opponent draws) hears its happening while it lasts,
whether or not any batch was collected between its start and that happening. The engine keeps
the happening types the lasting delayed effects listen to under `_lasting_version`
(chain.py `_delayed_types`, `_delayed_known`): a batch after a start must read them again,
not the answer kept before it."""

from duelist.engine.lasting import opponents_turn
from duelist.engine.names import L
from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def _virus_watching(first_draw):
    """Turn 3, player 0's Main Phase 1: Deck Devastation Virus is in player 0's GY and its
    delayed effect (watch the opponent's draws until the end of their 3rd turn from now)
    starts, as the Virus' resolution starts it; player 1's Deck has `first_draw` on top."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.grave(0, "Deck Devastation Virus")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, [first_draw, "Battle Ox", "Battle Ox"])
    duel = table.build()
    virus = duel.players[0].grave[0]
    assert virus.data.name == "Deck Devastation Virus"
    duel.start_lasting(L.DELAYED, opponents_turn(3), delayed=(virus.cid, 1, 0))
    return duel


def test_a_virus_started_with_no_batch_after_it_hears_the_opponents_next_draw():
    """The Virus' delayed effect starts in player 0's Main Phase 1 and no batch is collected
    before player 0 ends the turn. In turn 4 player 1 draws Celtic Guardian (1400 ATK) in
    their Draw Phase: the Virus' effect hears the draw, shows it and destroys it (GY, not
    the hand)."""
    duel = _virus_watching("Celtic Guardian")
    s = Script(duel)
    s.end_turn()
    assert duel.turn == 4
    assert [e.tag for e in duel.lingering] == [L.DELAYED]
    assert grave(duel, 1) == ["Celtic Guardian"]
    assert hand(duel, 1) == []


def test_a_virus_started_with_no_batch_after_it_lets_a_strong_draw_stay():
    """The same, but player 1 draws Battle Ox (1700 ATK): the Virus' effect hears the draw
    and leaves it in the hand (the control: the check runs, and spares a monster over 1500
    ATK)."""
    duel = _virus_watching("Battle Ox")
    s = Script(duel)
    s.end_turn()
    assert duel.turn == 4
    assert grave(duel, 1) == []
    assert hand(duel, 1) == ["Battle Ox"]
