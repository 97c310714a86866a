"""Sword of the Soul-Eater (5371656) and Monster Tokens: a Token may be the equipped monster, but is
never Tributed by it.

Sources, in our words: the OCG text 《魂喰らいの魔刀》 (yugioh-wiki.net): it equips to a Level 3 or lower
Normal Monster you control, and, as it is activated, Tributes your Normal Monsters other than the equipped
one, Tokens excepted. A Monster Token is treated as a Normal Monster (the rule, as Normal Monster support
plays it; the text's own "Tokens excepted" in the Tribute only is written for that reason), so a Level 1
Sheep Token may carry it; the Tribute leaves the other Tokens alone. Our reading where no FAQ was found:
the equip-target restriction names no exception for Tokens."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

SSE = "Sword of the Soul-Eater"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_sword_of_the_soul_eater_equips_a_sheep_token():
    """Q: I control Battle Ox and, from Scapegoat, four Sheep Tokens (Level 1, 0 ATK). May I equip a
    Sheep Token with Sword of the Soul-Eater? A: yes: Battle Ox is Tributed (the other three Tokens are
    not), and the equipped Token has 1000 ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, "Scapegoat", SSE)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat")
    _finish(s)
    tokens = [c for c in duel.monsters(0) if "Token" in c.data.kinds]
    assert len(tokens) == 4
    s.pick("activate", SSE)
    s.pick("target", "Sheep Token", first=True)
    _finish(s)
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Scapegoat"]
    tokens = [c for c in duel.monsters(0) if "Token" in c.data.kinds]
    assert sorted(duel.atk(c) for c in tokens) == [0, 0, 0, 1000]
