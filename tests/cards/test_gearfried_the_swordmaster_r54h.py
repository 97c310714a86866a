"""Gearfried the Swordmaster: cannot be Normal Summoned/Set, only Special Summoned by Release
Restraint; once per turn, when an Equip Spell is equipped to it, its controller may target 1
monster on the field and destroy it.

Sources: the card's text (FET 2005 "This card can only be Special Summoned by the effect of
"Release Restraint". Once per turn, when an Equip Spell Card is equipped to this card, you can
destroy 1 monster on the field"; today's the same with a target, in our words); yugioh-wiki.net
《剣聖－ネイキッド・ギア・フリード》 (OCG: 「フィールド上のモンスター１体を選択して破壊できる」 -- it
targets, in both eras: an optional trigger, "when", once per turn). Skill Drain negates the
effect of a face-up monster on the field (seed 000 §效果分類)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _table(field=()):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Gearfried the Swordmaster", summon_kind="proc")
    table.hand(0, "Axe of Despair", "Axe of Despair")
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    for player, name in field:
        table.spell_trap(player, name, face_down=False)
    return table


def _equip(s):
    s.pick("activate", "Axe of Despair", first=True)
    s.pick("target", "Gearfried the Swordmaster")
    _resolve(s)


def test_gearfried_the_swordmaster_equipped_destroys_a_monster():
    """Q: I equip Axe of Despair to Gearfried the Swordmaster. A: I may target Battle Ox and
    destroy it; Gearfried keeps the Axe (3600 ATK)."""
    duel = _table().build()
    s = Script(duel)
    _equip(s)
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", "Battle Ox")
    _resolve(s)
    assert grave(duel, 1) == ["Battle Ox"] and field_monsters(duel, 1) == ["Celtic Guardian"]
    assert duel.players[0].mzone[0].name == "Gearfried the Swordmaster"


def test_gearfried_the_swordmaster_only_once_per_turn():
    """Q: After the first Axe destroyed Battle Ox, I equip a second Axe of Despair. A: no second
    destruction this turn: no question; Celtic Guardian stays."""
    duel = _table().build()
    s = Script(duel)
    _equip(s)
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", "Battle Ox")
    _resolve(s)
    _equip(s)
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 1) == ["Celtic Guardian"]


def test_gearfried_the_swordmaster_is_optional():
    """Q: Must I destroy a monster? A: no ("you can"): declined, nothing is destroyed."""
    duel = _table().build()
    s = Script(duel)
    _equip(s)
    s.pick("no", player=0, request="yes_no")
    _resolve(s)
    assert sorted(field_monsters(duel, 1)) == ["Battle Ox", "Celtic Guardian"]


def test_gearfried_the_swordmaster_equip_to_another_monster_does_nothing():
    """Q: I equip Axe of Despair to my other monster, Hitotsu-Me Giant. A: nothing: the Equip
    Spell must be equipped to Gearfried the Swordmaster."""
    table = _table()
    table.monster(0, "Hitotsu-Me Giant")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Axe of Despair", first=True)
    s.pick("target", "Hitotsu-Me Giant")
    _resolve(s)
    s.expect(request="idle", player=0)
    assert grave(duel, 1) == []


def test_gearfried_the_swordmaster_under_skill_drain_destroys_nothing():
    """Q: Skill Drain is face-up and I equip Axe of Despair to Gearfried. A: its effect is negated:
    it may be activated (Skill Drain negates on resolution) but nothing is destroyed."""
    duel = _table(field=[(1, "Skill Drain")]).build()
    s = Script(duel)
    _equip(s)
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", "Battle Ox")
    _resolve(s)
    assert grave(duel, 1) == [] and sorted(field_monsters(duel, 1)) == ["Battle Ox", "Celtic Guardian"]


def test_gearfried_the_swordmaster_cannot_be_normal_summoned_or_revived():
    """Q: Gearfried the Swordmaster in my hand with a monster to Tribute, another in my GY with
    Monster Reborn in my hand. A: neither a Summon nor a Set is offered, and Monster Reborn cannot
    be activated: only Release Restraint's effect Special Summons it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gearfried the Swordmaster", "Monster Reborn")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.grave(0, "Gearfried the Swordmaster")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Gearfried the Swordmaster") and not s.has("set", "Gearfried the Swordmaster")
    assert not s.has("activate", "Monster Reborn")
