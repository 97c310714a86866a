"""Steel Scorpion: a non-Machine monster that attacks it is destroyed at the end of the opponent's
3rd turn, the turn of the attack counted as the 1st.

Sources: the card's text in our words (the 2005 MRD print, "a non-Machine-Type monster that
attacks this card is destroyed at the end of the opponent's 3rd turn", does what today's does:
no ERAS entry); the OCG text of 《鉄のサソリ》 (today's, quoted on gachi-matome.com ?p=20757: the 3rd turn "counted in
the opponent's turns", 相手ターンで数えて, so the attack's turn, theirs, is the 1st); our reading of it (it happens though Steel Scorpion itself was destroyed by that battle; a monster that left
the field or was turned face-down meanwhile is a new card: nothing happens to it); our reading:
the destruction in that End Phase makes no chain link.
The 2005-era wording quoted above is as we recall it (not checked against a scan of the print)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table
from duelist.engine import state as S

SCORPION = "Steel Scorpion"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _to_turn(s, turn):
    while s.duel.turn < turn:
        s.end_turn()
        _resolve(s)


def _attacked(attacker, extra=None):
    table = Table(turn=4, turn_player=1, phase="battle_step")
    monster = table.monster(1, attacker)
    table.monster(0, SCORPION)
    table.deck(0, ["Celtic Guardian"] * 6)
    table.deck(1, ["Celtic Guardian"] * 6)
    if extra:
        extra(table)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", monster, target=SCORPION)
    _resolve(s)
    s.pick("end_battle", request="battle")
    _resolve(s)
    return duel, s, monster


def test_steel_scorpion_destroys_its_attacker_at_the_end_of_the_opponents_third_turn():
    """Q: my opponent's Battle Ox attacks my Steel Scorpion (250) in their turn 4: A: Steel
    Scorpion is destroyed (I take 1450); Battle Ox is still there at the end of turn 4 and of
    their turn 6, and is destroyed at the end of their turn 8 (their 3rd, turn 4 the 1st)."""
    duel, s, ox = _attacked("Battle Ox")
    assert grave(duel, 0) == [SCORPION] and lp(duel) == (6550, 8000)
    _to_turn(s, 5)
    assert field_monsters(duel, 1) == ["Battle Ox"]
    _to_turn(s, 8)
    assert field_monsters(duel, 1) == ["Battle Ox"]
    _to_turn(s, 9)
    assert grave(duel, 1) == ["Battle Ox"] and field_monsters(duel, 1) == []


def test_steel_scorpion_leaves_a_machine_attacker_alone():
    """Q: my opponent's Machine attacks my Steel Scorpion: A: nothing happens to it, even after
    their 3rd turn."""
    duel, s, golem = _attacked("Cyber Soldier")
    _to_turn(s, 9)
    assert field_monsters(duel, 1) == ["Cyber Soldier"]


def test_steel_scorpion_attacker_turned_face_down_is_a_new_card():
    """Q: the Battle Ox that attacked my Steel Scorpion is turned face-down by my Book of Moon in
    my turn 5: A: it is a new card for the rules: it is not destroyed at the end of turn 8."""
    duel, s, ox = _attacked("Battle Ox", extra=lambda t: t.hand(0, "Book of Moon"))
    _to_turn(s, 5)
    s.pick("activate", "Book of Moon")
    s.pick("target", ox)
    _resolve(s)
    assert ox.card(duel).position == S.FACEDOWN_DEFENSE
    _to_turn(s, 9)
    assert ox.card(duel).location == S.MZONE and grave(duel, 1) == []
