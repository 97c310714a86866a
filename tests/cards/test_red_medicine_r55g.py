"""Red Medicine: a Normal Spell; its player gains 500 LP.

Sources: the card's text (LOB 2002 and today's say the same, in our words); yugioh-wiki.net 《レッド・ポーション》.
Gaining LP is no damage: Des Wombat does not stop it (its text speaks of damage only); Imperial
Order negates Spell effects (its text); Magic Jammer negates a Spell Card's activation (its
text); a player may gain LP above 8000 (there is no cap: seed 000 §基本分)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _play(table):
    table.hand(0, "Red Medicine")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Red Medicine", player=0, request="idle")
    return duel, s


def test_red_medicine_gains_500_lp():
    """Q: at 8000 LP I activate Red Medicine. A: I go to 8500 LP (above my starting LP); it is
    in my GY."""
    duel, s = _play(Table(rules="GOAT", turn=3, turn_player=0))
    _finish(s)
    assert lp(duel) == (8500, 8000) and grave(duel, 0) == ["Red Medicine"]
    assert [(e["player"], e["amount"]) for e in of_type(duel, "recover")] == [(0, 500)]


def test_red_medicine_under_imperial_order_gains_nothing():
    """Q: Imperial Order is face-up; I activate Red Medicine. A: negated: no LP gained."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(3000, 8000))
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel, s = _play(table)
    _finish(s)
    assert lp(duel) == (3000, 8000) and grave(duel, 0) == ["Red Medicine"]


def test_red_medicine_negated_by_magic_jammer():
    """Q: my opponent chains Magic Jammer to Red Medicine. A: the activation is negated: no LP gained."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(3000, 8000))
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    duel, s = _play(table)
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    if duel.request.kind == "select":
        s.pick("select", "Battle Ox", player=1)
    _finish(s)
    assert lp(duel) == (3000, 8000) and grave(duel, 0) == ["Red Medicine"]


def test_red_medicine_beside_des_wombat_still_gains():
    """Q: I control a face-up Des Wombat. A: a gain is no damage: I still gain 500."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(3000, 8000))
    table.monster(0, "Des Wombat")
    duel, s = _play(table)
    _finish(s)
    assert lp(duel) == (3500, 8000)
