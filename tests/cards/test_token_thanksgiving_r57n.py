"""Token Thanksgiving (57182235), Normal Spell: every Token on the field is destroyed, and you
gain 800 LP for each one destroyed.

Sources, in our words: the card's texts (DCR, 2004: "destroy all Tokens on the field; increase
your Life Points by 800 points for each Token destroyed"; today's the same; no ERAS entry): the
Tokens of both players count, and the gain counts the Tokens actually destroyed as it resolves,
so Tokens a chained Scapegoat made are counted too (seed 000 §連鎖: the last link resolves first).
Our reading, no ruling found: with no Token on the field it is not activated (as Dark Hole)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

TT = "Token Thanksgiving"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_token_thanksgiving_destroys_tokens_of_both_sides_and_gains_800_each():
    """Q: I control a Sheep Token and Battle Ox; my opponent controls two Sheep Tokens. I activate
    Token Thanksgiving. A: the three Tokens are destroyed (they go to no GY); Battle Ox stays; I
    gain 2400 LP (both eras)."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0, lp=(5000, 8000))
        table.hand(0, TT)
        table.monster(0, "Sheep Token")
        table.monster(0, "Battle Ox")
        table.monster(1, "Sheep Token")
        table.monster(1, "Sheep Token")
        duel = table.build()
        s = Script(duel)
        s.pick("activate", TT, player=0)
        _pass_all(s)
        assert field_monsters(duel, 0) == ["Battle Ox"] and field_monsters(duel, 1) == [], rules
        assert grave(duel, 0) == [TT] and grave(duel, 1) == [], rules
        assert lp(duel) == (7400, 8000), rules


def test_token_thanksgiving_not_without_a_token():
    """Q: no Token is on the field. May I activate Token Thanksgiving? A: no."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, TT)
    table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    assert not Script(duel).has("activate", TT)


def test_token_thanksgiving_counts_the_sheep_a_chained_scapegoat_made():
    """Q: my opponent has one Sheep Token; I activate Token Thanksgiving and they chain Scapegoat.
    A: Scapegoat resolves first: four more Sheep Tokens; then all five are destroyed and I gain
    4000 LP."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(2000, 8000))
    table.hand(0, TT)
    table.monster(1, "Sheep Token")
    table.spell_trap(1, "Scapegoat")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", TT, player=0)
    s.pick("activate", "Scapegoat", player=1, request="chain")
    _pass_all(s)
    assert field_monsters(duel, 1) == []
    assert lp(duel) == (6000, 8000)
