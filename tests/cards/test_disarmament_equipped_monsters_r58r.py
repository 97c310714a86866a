"""Disarmament (20727787), Normal Trap: every Equip Spell Card on the field is destroyed -- a
judge's review (round 58r) of what counts as an Equip Spell Card.

Sources, in our words: a monster card that is equipped to a monster as an Equip Card is treated
as an Equip Spell Card while it is equipped: the Union rules (the 2003-2004 Union rule sheet and
today's rulebook: an equipped Union monster is an Equip Spell Card; yugipedia "Union monster";
the ycm wiki "Equip Cards": "whenever a Monster Card becomes an Equip Card, it is treated as an
Equip Spell Card ... it could be destroyed by Heavy Storm"), and the Relinquished /
Thousand-Eyes Restrict rulings of the Edison-format archive (the monster taken "is treated as an
Equip Spell Card until it leaves the field"; tests/cards/test_thousand_eyes_restrict_rulings_r40a.py).
The engine reads the card type where the card is the same way (engine/pendulum.py
`card_type_now`). So Disarmament destroys those too, in both eras; an Equip Trap (Kunai with
Chain) is still no Equip Spell (tests/cards/test_disarmament_r57n.py)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

DIS = "Disarmament"
PLATFORM = "Heavy Mech Support Platform"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_disarmament_destroys_an_equipped_union_monster():
    """Q: I equip my Heavy Mech Support Platform (a Union monster) to my Cyber Dragon and enter the
    Battle Phase; my opponent activates Disarmament. A: the equipped Platform is an Equip Spell
    Card: it is destroyed and goes to my GY; Cyber Dragon stays, back to 2100 ATK (both eras)."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        dragon = table.monster(0, "Cyber Dragon", zone=0)
        table.monster(0, PLATFORM, zone=1)
        table.spell_trap(1, DIS)
        table.deck(0, ["Celtic Guardian"] * 3)
        table.deck(1, ["Celtic Guardian"] * 3)
        duel = table.build()
        s = Script(duel)
        s.pick("activate", PLATFORM, request="idle")
        s.pick("target", "Cyber Dragon")
        assert duel.atk(dragon.card(duel)) == 2600, rules
        s.pick("battle", request="idle")
        s.pick("activate", DIS, player=1, request="chain")
        _pass_all(s)
        assert field_monsters(duel, 0) == ["Cyber Dragon"], rules
        assert grave(duel, 0) == [PLATFORM] and grave(duel, 1) == [DIS], rules
        assert duel.atk(dragon.card(duel)) == 2100, rules


def test_disarmament_destroys_the_monster_thousand_eyes_restrict_holds():
    """Q: my Thousand-Eyes Restrict took my opponent's Summoned Skull as its Equip Card (TER is
    2500/1200); my opponent activates Disarmament. A: Summoned Skull, an Equip Spell Card while
    held, is destroyed and goes to its owner's GY; TER stays, at 0/0 again."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ter = table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, DIS)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", "Summoned Skull")
    _pass_all(s)
    card = ter.card(duel)
    assert (duel.atk(card), duel.defense(card)) == (2500, 1200)
    s.pick("battle", request="idle")
    s.pick("activate", DIS, player=1, request="chain")
    _pass_all(s)
    assert field_monsters(duel, 0) == ["Thousand-Eyes Restrict"]
    assert sorted(grave(duel, 1)) == [DIS, "Summoned Skull"]
    assert (duel.atk(card), duel.defense(card)) == (0, 0)
