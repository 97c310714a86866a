"""Electric Lizard (55875323): its lock does not depend on the battle's result: a weak attacker that
bounces off a Set Lizard is locked as well.

Sources, in our words: yugioh-wiki.net 《でんきトカゲ》 (the attacker's next attack is sealed whatever the
battle's result; activated when attacked face-down; "the next turn" is the attacker's controller's
next turn)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

EL = "Electric Lizard"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _to_battle_of_turn(s, turn):
    duel = s.duel
    while True:
        _pass_all(s)
        if duel.turn == turn and duel.request.kind == "battle":
            return
        if duel.turn == turn and duel.request.kind == "idle":
            s.pick("battle")
            continue
        s.end_turn()


def test_electric_lizard_surviving_still_locks_the_attacker():
    """Q: my opponent's Kuriboh (300) attacks my Set Electric Lizard (800 DEF). A: the Lizard is
    flipped and survives, my opponent takes 500; the Lizard's effect applies all the same: Kuriboh
    cannot attack in my opponent's next turn, and attacks again in the turn after that one of theirs."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    lizard = table.monster(0, EL, position="set")
    table.monster(1, "Kuriboh")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Kuriboh", target=lizard, player=1, request="battle")
    _pass_all(s)
    assert grave(duel, 0) == [] and lp(duel) == (8000, 7500)
    assert lizard.card(duel).position == "defense"
    _to_battle_of_turn(s, 6)
    assert not s.has("attack", "Kuriboh")
    _to_battle_of_turn(s, 8)
    assert s.has("attack", "Kuriboh", target=lizard)
