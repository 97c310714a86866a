"""Ring of Destruction (83555666) under today's text where its own player's damage brings their
LP to 0 (round 58y).

Sources: Ring of Destruction's text since its 2015 errata (you take damage equal to the
destroyed monster's original ATK, then your opponent takes damage equal to the damage you took)
and Konami's OCG FAQ of 2015-02-04 for it, as ourocg.cn lists it in Chinese (in our words: where
the damage you take brings your LP to 0, you lose and the duel ends there; the opponent's damage
is not dealt, so it is no draw). The 2005 text (GOAT: both at once, a draw) is
tests/cards/test_ring_dust_tornado_reckless_greed.py::test_ring_of_destruction_both_at_zero_is_a_draw.

A player whose LP reach 0 loses there, the rest of the resolution not applied (seed 000
§勝負判定條件: 基本分變成0時判負): the engine's effect damage ends the duel at once (actions.py
`effect_damage`, round 59a; a strict xfail until then, when the Ring's second damage was dealt
and the state check after the resolution found both at 0, a draw)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def test_todays_ring_of_destruction_its_player_at_zero_loses_no_draw():
    """Q: (today's text) both players at 2500 LP; in my opponent's turn I Ring their Summoned
    Skull (2500). A: I take 2500 first and my LP reach 0: I lose there; my opponent takes no
    damage, so the duel is no draw: my opponent wins with 2500 LP."""
    table = Table(rules="MR5", turn=3, turn_player=0, lp=(2500, 2500))
    table.monster(0, "Summoned Skull")
    table.spell_trap(1, "Ring of Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Ring of Destruction", player=1)
    s.pick("target", "Summoned Skull", player=1)
    assert duel.result is not None and duel.result["winner"] == 0 and duel.result["reason"] == "lp"
    assert lp(duel) == (2500, 0)
    assert [e["player"] for e in duel.log if e["type"] == "damage"] == [1]
