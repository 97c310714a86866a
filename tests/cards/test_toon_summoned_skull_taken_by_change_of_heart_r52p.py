"""Toon Summoned Skull taken by Change of Heart (round 52p).

Its text: each attack costs ITS CONTROLLER 500 LP, and it attacks directly unless the
opponent controls a Toon monster. Taken, it is the taker who pays, and the "opponent" it
looks at is the taker's (its owner). Source: the card text (yugioh-wiki.net
《トゥーン・デーモン》); "you" on a monster's effect is its present controller, in our words."""

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table


def test_the_taker_pays_500_lp_for_the_borrowed_toons_direct_attack():
    """Q: my opponent controls Toon World and Toon Summoned Skull; I take the Skull with Change
    of Heart and attack. A: I pay the 500 LP; my opponent now controls no Toon, so the Skull
    attacks them directly for 2500."""
    table = Table(turn=3)
    table.hand(0, "Change of Heart")
    table.spell_trap(1, "Toon World", face_down=False)
    skull = table.monster(1, "Toon Summoned Skull", summon_kind="proc")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", skull)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("battle")
    assert [(o.kind, o.target) for o in duel.request.options] == [("attack", "player"), ("end_battle", None)]
    s.pick("attack", skull, target="player")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [(e["player"], e["amount"]) for e in of_type(duel, "pay_lp")] == [(0, 500)]
    assert lp(duel) == (7500, 5500)
