"""Dark Snake Syndrome (47233801), Continuous Spell: in each of its controller's Standby Phases both
players take 200, doubled each later time (400, 800...).

Sources, in our words: yugioh-wiki.net 《黒蛇病》 (its controller's own Standby Phases; 200, 400, 800,
1600...; its table counts the Standby Phases met after the activation: none in the turn it is
activated); pojo.com's card of the day, 2003-10-03 (the PGD-087 print: damage to both players, 200 at
first, doubled after each of your Standby Phases: the same as today's: no ERAS entry); both players at
0 at once is a draw (seed 000 §勝負判定條件); a trigger of a Spell negated by Imperial Order is not
activated (Imperial Order's ruling; the count is of the times it burned, our reading)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

DS = "Dark Snake Syndrome"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _next_turn(duel, s):
    """End this turn and the opponent's, passing every window, up to my next Main Phase 1."""
    me = duel.turn_player
    for _ in range(2):
        s.end_turn()
        _pass_all(duel, s)
    assert duel.turn_player == me and duel.phase == "main1"


def test_dark_snake_syndrome_doubles_each_of_my_standby_phases():
    """Q: I activate Dark Snake Syndrome in my Main Phase, then play on. A: nothing that turn; my next
    Standby Phase both players take 200 (7800 each), the one after 400 (7400 each); my opponent's Standby
    Phases cost nothing."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, DS)
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Battle Ox"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DS)
    _pass_all(duel, s)
    assert duel.players[0].lp == 8000 and duel.players[1].lp == 8000
    s.end_turn()
    _pass_all(duel, s)
    assert duel.turn_player == 1 and (duel.players[0].lp, duel.players[1].lp) == (8000, 8000)
    s.end_turn()
    _pass_all(duel, s)
    assert duel.turn == 5 and (duel.players[0].lp, duel.players[1].lp) == (7800, 7800)
    _next_turn(duel, s)
    assert (duel.players[0].lp, duel.players[1].lp) == (7400, 7400)
    _next_turn(duel, s)
    assert (duel.players[0].lp, duel.players[1].lp) == (6600, 6600)


def test_dark_snake_syndrome_both_at_zero_is_a_draw():
    """Q: my Dark Snake Syndrome is face-up and both players have 200 LP as my turn begins. A: both go to
    0 at once: the duel is a draw."""
    table = Table(rules="GOAT", turn=3, phase="draw", lp=(200, 200))
    table.spell_trap(0, DS, face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    _pass_all(duel, s)
    assert duel.result is not None and duel.result["winner"] is None
    assert (duel.players[0].lp, duel.players[1].lp) == (0, 0)


def test_dark_snake_syndrome_is_a_chain_link_mst_answers_it():
    """Q: my Dark Snake Syndrome's trigger starts in my Standby Phase; my opponent chains Mystical Space
    Typhoon on it. A: the trigger is a chain link MST can answer; once the Continuous Spell has left the
    field its effect is not applied (seed 000 §永續魔法): no damage to either player; the Spell is in my
    GY."""
    table = Table(rules="GOAT", turn=3, phase="draw")
    ds = table.spell_trap(0, DS, face_down=False)
    table.spell_trap(1, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("pass", player=1, request="chain")      # the Draw Phase's window
    assert duel.phase == "standby" and len(duel.chain) == 1     # the trigger is chain link 1
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", ds, player=1)
    _pass_all(duel, s)
    assert grave(duel, 0) == [DS]
    assert (duel.players[0].lp, duel.players[1].lp) == (8000, 8000)
    assert [e["name"] for e in duel.log if e["type"] == "resolve"] == ["Mystical Space Typhoon", DS]
