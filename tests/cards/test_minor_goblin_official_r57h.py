"""Minor Goblin Official (1918087), Continuous Trap: activated only while the opponent has 3000 LP
or less; in each of the opponent's Standby Phases it deals them 500 damage.

Sources, in our words: the card's texts (PSV-052, 2002, and today's: the same; no ERAS entry);
yugioh-wiki.net / the OCG text 《ゴブリンの小役人》 ("相手ライフが3000以下の場合に発動可能"): the
3000 LP is the activation's condition only -- once face-up it goes on whatever the LP become
(the card reviews quoted there: "not from the moment the LP are 3000 or less, it cannot even be
activated before"); the damage is a trigger of the face-up Trap, so Jinzo's "Trap Cards' effects
on the field are negated" stops it while Jinzo is face-up (Jinzo's text)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

MGO = "Minor Goblin Official"


def _pass_until_main(duel, s, turn):
    while not (duel.turn == turn and duel.request.kind == "idle"):
        if duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        else:
            raise AssertionError(duel.request)


def _table(lp1, rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0, lp=(8000, lp1))
    table.spell_trap(0, MGO)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table


def test_minor_goblin_official_burns_500_each_opponents_standby_phase():
    """Q: my opponent has 3000 LP; I activate Minor Goblin Official in my Main Phase and end my
    turn. A: in their Standby Phase they take 500 (2500 LP); in my own next Standby Phase nothing
    happens (both eras)."""
    for rules in ("GOAT", "MR5"):
        duel = _table(3000, rules).build()
        s = Script(duel)
        s.pick("activate", MGO, player=0)
        _pass_until_main(duel, s, 3)
        s.end_turn()
        _pass_until_main(duel, s, 4)
        assert lp(duel) == (8000, 2500), rules
        s.end_turn()
        _pass_until_main(duel, s, 5)
        assert lp(duel) == (8000, 2500), rules
        assert [e["amount"] for e in of_type(duel, "damage")] == [500], rules


def test_minor_goblin_official_needs_the_opponent_at_3000_or_less():
    """Q: my opponent has 3001 LP. May I activate Minor Goblin Official? A: no; at 3000 I may."""
    duel = _table(3001).build()
    assert not Script(duel).has("activate", MGO)
    duel = _table(3000).build()
    assert Script(duel).has("activate", MGO)


def test_minor_goblin_official_goes_on_above_3000():
    """Q: it is face-up; my opponent has since gained LP and has 5000. A: it still deals 500 in
    their Standby Phase (the 3000 LP only gates the activation)."""
    duel = _table(3000).build()
    s = Script(duel)
    s.pick("activate", MGO, player=0)
    _pass_until_main(duel, s, 3)
    duel.set_lp(1, 5000)
    s.end_turn()
    _pass_until_main(duel, s, 4)
    assert lp(duel) == (8000, 4500)


def test_minor_goblin_official_stopped_by_jinzo():
    """Q: my opponent controls a face-up Jinzo. May I activate my Set Minor Goblin Official? And if
    it was already face-up, what happens in their Standby Phase? A: no activation under Jinzo; a
    face-up one is negated: no damage, and it stays face-up on the field."""
    table = _table(3000)
    table.monster(1, "Jinzo")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", MGO)
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(8000, 3000))
    table.spell_trap(0, MGO, face_down=False)
    table.monster(1, "Jinzo")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.end_turn()
    _pass_until_main(duel, s, 4)
    assert lp(duel) == (8000, 3000)
    assert duel.players[0].szone[0].name == MGO and grave(duel, 0) == []
