"""Imperial Order activated in a Standby Phase costs nothing in that Standby Phase (round 48b's
mutation round).

Imperial Order's text (during each Standby Phase, pay 700 LP, or destroy this card) and its
rulings (yugioh.fandom "Card Rulings:Imperial Order": its maintenance cost is paid in the
Standby Phases after it was activated; activated during a Standby Phase, nothing is paid in
that one): the next Standby Phase is the first it costs."""

from duelist.testing.scenario import Script, Table


def test_imperial_order_activated_in_the_opponents_standby_phase_costs_nothing_then():
    """Q: I activate my Set Imperial Order in my opponent's Standby Phase. Do I pay 700 LP in
    that Standby Phase? A: no: I keep 8000 LP into their Main Phase 1; Imperial Order stays
    face-up."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="standby")
    table.spell_trap(0, "Imperial Order")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    assert duel.phase == "standby"
    if duel.request.player == 1:
        s.pick("pass", player=1)
    s.pick("activate", "Imperial Order", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    while duel.phase == "standby":
        s.pick("pass")
    assert duel.phase == "main1" and duel.players[0].lp == 8000
    assert [c.name for c in duel.players[0].szone if c and c.face_up] == ["Imperial Order"]
