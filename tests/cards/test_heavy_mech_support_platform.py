"""Heavy Mech Support Platform (23265594): a Union monster for any Machine its controller has,
+500 ATK/DEF to the monster it equips.

Sources: the card's texts in our words. The 2005 TCG print (RDS-EN011): once per turn in the Main
Phase, equip it to a Machine-Type monster on your side of the field or unequip it and Special
Summon it in face-up Attack Position; +500 ATK/DEF while equipped by its own effect; one Union
monster per monster; destroyed instead of that monster when it is destroyed in battle. Today's
text (SD10 and later): by battle or by a card effect, Attack or Defense Position (the era table
of docs/cards.md, `common.UNION_2005`). Seed 004 §特殊效果怪兽 (the Union rules:
tests/rules/test_union_monsters.py)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

PLATFORM = "Heavy Mech Support Platform"


def _table(rules, hand_cards=(), phase="main1"):
    table = Table(rules=rules, turn=3, turn_player=0, phase=phase)
    table.monster(0, "Cyber Dragon", zone=0)       # Machine, 2100 / 1600
    table.monster(0, PLATFORM, zone=1)
    if hand_cards:
        table.hand(0, *hand_cards)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table


def _equip(s):
    s.pick("activate", PLATFORM, request="idle")
    s.pick("target", "Cyber Dragon")
    s.expect("idle", player=0)


def test_heavy_mech_support_platform_equips_to_a_machine_which_gains_500():
    """Q: I equip the Platform to my Cyber Dragon. A: it becomes an Equip Card in my Spell & Trap
    Zone and Cyber Dragon is 2600 / 2100 (both texts)."""
    for rules in ("GOAT", "MR5"):
        duel = _table(rules).build()
        _equip(Script(duel))
        dragon = duel.players[0].mzone[0]
        assert (duel.atk(dragon), duel.defense(dragon)) == (2600, 2100), rules
        assert duel.players[0].szone[0].name == PLATFORM and field_monsters(duel, 0) == ["Cyber Dragon"]


def test_heavy_mech_support_platform_equips_only_to_a_machine():
    """Q: my only other monster is Battle Ox (a Beast-Warrior). A: the Platform has no monster it
    may equip to: its equip effect cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.monster(0, PLATFORM)
    duel = table.build()
    assert not Script(duel).has("activate", PLATFORM)


def test_heavy_mech_support_platform_is_destroyed_instead_in_battle():
    """Q: GOAT: my Cyber Dragon (2600 with the Platform) is attacked by Blue-Eyes White Dragon.
    A: the Platform is destroyed instead of Cyber Dragon; I take 400."""
    table = _table("GOAT")
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    _equip(s)
    s.end_turn()
    s.pick("battle", player=1, request="idle")
    s.pick("attack", "Blue-Eyes White Dragon", target="Cyber Dragon", player=1, request="battle")
    assert field_monsters(duel, 0) == ["Cyber Dragon"] and grave(duel, 0) == [PLATFORM]
    assert lp(duel)[0] == 8000 - 400


def test_heavy_mech_support_platform_2005_text_does_not_save_from_dark_hole():
    """Q: the Platform equips my Cyber Dragon and I activate Dark Hole. A: the 2005 text replaces
    a destruction in battle only: both go to my GY. Today's text replaces an effect's too: Cyber
    Dragon stays, the Platform is destroyed instead."""
    duel = _table("GOAT", hand_cards=("Dark Hole",)).build()
    s = Script(duel)
    _equip(s)
    s.pick("activate", "Dark Hole")
    s.expect("idle", player=0)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Cyber Dragon", "Dark Hole", PLATFORM]
    duel = _table("MR5", hand_cards=("Dark Hole",)).build()
    s = Script(duel)
    _equip(s)
    s.pick("activate", "Dark Hole")
    s.expect("idle", player=0)
    assert field_monsters(duel, 0) == ["Cyber Dragon"]
    assert sorted(grave(duel, 0)) == ["Dark Hole", PLATFORM]


def test_heavy_mech_support_platform_equip_or_unequip_once_per_turn():
    """Q: I equipped the Platform this turn; may I unequip it the same turn? A: no, once per turn
    it equips OR unequips. Next turn it unequips and, under the 2005 text, is Special Summoned in
    face-up Attack Position; Cyber Dragon is 2100 again."""
    duel = _table("GOAT").build()
    s = Script(duel)
    _equip(s)
    assert not s.has("activate", PLATFORM)
    s.end_turn()
    s.end_turn()
    s.pick("activate", PLATFORM, request="idle")
    s.expect("idle", player=0)
    platform = [c for c in duel.monsters(0) if c.name == PLATFORM][0]
    assert platform.position == "attack"
    assert duel.atk(duel.players[0].mzone[0]) == 2100
