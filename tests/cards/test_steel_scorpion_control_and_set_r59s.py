"""Steel Scorpion: whose turns count, and a Set Scorpion attacked.

Sources: the OCG text of 《鉄のサソリ》 (today's, as quoted on gachi-matome.com ?p=20757): the
non-Machine monster that attacked it is destroyed in the End Phase of the 3rd turn "counted in
the opponent's turns" (相手ターンで数えて); the attack is always made in the turn of Scorpion's
controller's opponent, so that turn is the 1st and the destruction comes in the End Phase 4 turns
later, whoever owns the Scorpion. Our reading: a Set Scorpion that is attacked is "attacked"
too (it is flipped face-up before damage calculation and its trigger follows the battle, as a
Flip effect's would), and its effect happens though the battle destroyed it."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

SCORPION = "Steel Scorpion"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _to_turn(s, turn):
    while s.duel.turn < turn:
        s.end_turn()
        _resolve(s)


def test_steel_scorpion_taken_by_snatch_steal_counts_its_new_controllers_opponent_r59s():
    """Q: my opponent takes my Steel Scorpion with Snatch Steal in their turn 4; in my turn 5 my
    Battle Ox attacks it and destroys it: A: Scorpion goes to my GY; now I am the Scorpion
    controller's opponent: my Battle Ox is destroyed at the end of my 3rd turn counting turn 5,
    turn 9 (still there when turn 9 begins, gone when turn 10 begins)."""
    table = Table(turn=4, turn_player=1)
    scorpion = table.monster(0, SCORPION)
    table.monster(0, "Battle Ox", zone=1)
    table.hand(1, "Snatch Steal")
    table.deck(0, ["Celtic Guardian"] * 8)
    table.deck(1, ["Celtic Guardian"] * 8)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=1)
    s.pick("target", scorpion, player=1)
    _resolve(s)
    assert scorpion.card(duel).controller == 1
    _to_turn(s, 5)
    s.pick("battle", request="idle")
    _resolve(s)
    s.pick("attack", "Battle Ox", target=SCORPION, request="battle")
    _resolve(s)
    assert grave(duel, 0) == [SCORPION] and lp(duel)[1] == 8000 - 1450
    s.pick("end_battle", request="battle")
    _resolve(s)
    _to_turn(s, 9)
    assert field_monsters(duel, 0) == ["Battle Ox"]
    _to_turn(s, 10)
    assert field_monsters(duel, 0) == [] and grave(duel, 0) == [SCORPION, "Battle Ox"]


def test_steel_scorpion_set_and_attacked_still_stings_r59s():
    """Q: my Set Steel Scorpion (DEF 300) is attacked by my opponent's Battle Ox in their turn 4
    and destroyed: A: it was attacked by a non-Machine monster: Battle Ox is destroyed at the end
    of their turn 8; no battle damage (Defense Position)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    ox = table.monster(1, "Battle Ox")
    scorpion = table.monster(0, SCORPION, position="set")
    table.deck(0, ["Celtic Guardian"] * 6)
    table.deck(1, ["Celtic Guardian"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", ox, target=scorpion)
    _resolve(s)
    assert grave(duel, 0) == [SCORPION] and lp(duel) == (8000, 8000)
    s.pick("end_battle", request="battle")
    _resolve(s)
    _to_turn(s, 8)
    assert field_monsters(duel, 1) == ["Battle Ox"]
    _to_turn(s, 9)
    assert grave(duel, 1) == ["Battle Ox"] and field_monsters(duel, 1) == []
