"""Luminous Soldier (57482479): attacking a Set DARK monster, it gains its 500 ATK, because the
monster is flipped face-up before damage calculation and is then a DARK monster it battles.

Sources, in our words: the card's texts (TP5-EN001, 2004, and today's: +500 ATK during damage
calculation only, battling a DARK monster); seed 004 §伤害步骤 (a face-down attack target is turned
face-up at the start of the Damage Step, before damage calculation)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

LS = "Luminous Soldier"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_luminous_soldier_attacking_a_set_dark_magician_destroys_it():
    """Q: Luminous Soldier (2100) attacks my opponent's Set Dark Magician (2100 DEF). A: it is
    flipped face-up, a DARK monster: the Soldier is 2600 in damage calculation and destroys it (no
    damage to either player); after the battle it is 2100 again."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    ls = table.monster(0, LS)
    dm = table.monster(1, "Dark Magician", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LS, target=dm, request="battle")
    _pass_all(s)
    assert grave(duel, 1) == ["Dark Magician"] and lp(duel) == (8000, 8000)
    assert duel.atk(ls.card(duel)) == 2100
