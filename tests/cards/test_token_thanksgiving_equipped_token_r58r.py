"""Token Thanksgiving (57182235), Normal Spell: every Token on the field is destroyed, and you
gain 800 LP for each -- a judge's review (round 58r): a Token held as an Equip Card.

Source: yugioh-wiki.net 《トークン収穫祭》 (its notes: a Token that has become an Equip Spell by an
effect is destroyed too; in our words). "On the field" is the monster zones and the Spell & Trap
Zones alike: a Sheep Token Thousand-Eyes Restrict took (tests/cards/
test_thousand_eyes_restrict_rulings_r40a.py) is still a Token on the field, so it is destroyed
and counted for the LP gain."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

TT = "Token Thanksgiving"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_token_thanksgiving_destroys_a_token_thousand_eyes_restrict_holds():
    """Q: my Thousand-Eyes Restrict took my opponent's Sheep Token as its Equip Card; my opponent
    still controls a second Sheep Token. I activate Token Thanksgiving. A: both Tokens are
    destroyed, the one in my Spell & Trap Zone too; I gain 1600 LP; TER stays (both eras)."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0, lp=(4000, 8000))
        table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
        table.monster(1, "Sheep Token")
        table.monster(1, "Sheep Token")
        table.hand(0, TT)
        table.deck(0, ["Battle Ox"] * 3)
        table.deck(1, ["Battle Ox"] * 3)
        duel = table.build()
        s = Script(duel)
        s.pick("activate", "Thousand-Eyes Restrict")
        s.pick("target", "Sheep Token", first=True)
        _pass_all(s)
        assert [c.name for c in duel.players[0].szone if c is not None] == ["Sheep Token"], rules
        s.pick("activate", TT, player=0)
        _pass_all(s)
        assert [c for c in duel.players[0].szone if c is not None] == [], rules
        assert field_monsters(duel, 0) == ["Thousand-Eyes Restrict"] and field_monsters(duel, 1) == [], rules
        assert grave(duel, 0) == [TT] and grave(duel, 1) == [], rules
        assert lp(duel) == (5600, 8000), rules
