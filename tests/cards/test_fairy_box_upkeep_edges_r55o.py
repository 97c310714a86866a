"""Fairy Box's (21598948) maintenance cost: not due in the Standby Phase it is activated in, due
from its controller's next one; and payable with exactly 500 LP.

Sources: Fairy Box's text in my words (pay 500 LP in each of your Standby Phases, or it is
destroyed), with yugioh.fandom.com "Card Rulings:Fairy Box" as tests/cards/test_fairy_box_r54s.py
reads it (a maintenance cost, optional: unpaid, it is destroyed); the Standby Phase it is
activated in: the ruling the engine follows for every such cost (kit.py `standby_upkeep` /
`upkeep_waived`, Imperial Order's: the cost is asked as the Standby Phase begins, before a card
activated in it was face-up); a cost of 500 LP can be paid with 500 LP (seed 000's costs are
paid if the player has what they ask). Round 55o: kills kit.py `upkeep_waived` and `due`
mutants (the waiver never run by a test; `due` reading the info of a card activated outside a
Standby Phase, None) and `upkeep`'s LP test read as `>`."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

BOX = "Fairy Box"


def test_fairy_box_activated_in_my_standby_phase_costs_nothing_until_my_next_one():
    """Q: (Goat) in my Standby Phase I activate my Set Fairy Box. A: nothing is due in that
    Standby Phase (8000 LP, no question); in my next Standby Phase the 500 LP is asked, and paid."""
    table = Table(rules="GOAT", turn=5, turn_player=0, phase="standby")
    table.spell_trap(0, BOX)
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Battle Ox"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", BOX, player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.phase == "main1" and duel.request.kind == "idle" and duel.request.player == 0
    assert lp(duel) == (8000, 8000) and duel.players[0].szone[0].face_up
    s.end_turn()
    assert duel.turn == 6 and duel.request.player == 1 and lp(duel) == (8000, 8000)
    s.end_turn()
    assert duel.turn == 7
    s.pick("yes", player=0, request="yes_no")
    assert lp(duel) == (7500, 8000) and duel.players[0].szone[0].name == BOX


def test_fairy_box_upkeep_asked_with_exactly_500_lp():
    """Q: (Goat) my Standby Phase comes with Fairy Box face-up and I have exactly 500 LP. A: I may
    pay (I am asked); I decline: Fairy Box is destroyed, my 500 LP stay."""
    table = Table(rules="GOAT", turn=5, turn_player=0, phase="standby", lp=(500, 8000))
    table.spell_trap(0, BOX, face_down=False)
    duel = table.build()
    s = Script(duel)
    s.expect(request="yes_no", player=0)
    s.pick("no", player=0, request="yes_no")
    assert lp(duel) == (500, 8000) and grave(duel, 0) == [BOX]


def test_fairy_box_activated_in_my_main_phase_is_due_in_my_next_standby_phase():
    """Q: (Goat) I activate my Set Fairy Box in my Main Phase 1. A: nothing is due that turn; in my
    next Standby Phase the 500 LP is asked; I pay it and Fairy Box stays."""
    table = Table(rules="GOAT", turn=5, turn_player=0, phase="main1")
    table.spell_trap(0, BOX)
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Battle Ox"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", BOX, player=0, request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.players[0].szone[0].face_up and lp(duel) == (8000, 8000)
    s.end_turn()
    s.end_turn()
    assert duel.turn == 7
    s.pick("yes", player=0, request="yes_no")
    assert lp(duel) == (7500, 8000) and duel.players[0].szone[0].name == BOX
