"""Really Eternal Rest (28121403), Normal Trap: every monster on the field with an Equip Card
equipped to it is destroyed, on both sides.

Sources, in our words: the card's texts (DCR, 2004, and today's: "all monsters equipped with an
Equip Card"; no ERAS entry); the Trap form of Eternal Rest (our reading, as there: an Equip
Spell, an Equip Trap or a Union monster each counts as an Equip Card). Seed 000 §陷阱卡: a Normal Trap
answers an attack declaration. The Union rules by era (docs/cards.md's era table,
`common.UNION_2005`): the 2005 Union monster is destroyed instead of its monster in battle only;
today's also when a card effect would destroy it (seed 004 §特殊效果怪兽)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

RER = "Really Eternal Rest"
PLATFORM = "Heavy Mech Support Platform"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_really_eternal_rest_stops_an_equipped_attacker():
    """Q: my opponent's Summoned Skull, with Axe of Despair (3500), attacks my Mystical Elf; I
    activate Really Eternal Rest. A: Summoned Skull is destroyed with its Axe; the attack ends;
    Mystical Elf is still there and nobody takes damage."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Axe of Despair", face_down=False, equipped_to=skull)
    elf = table.monster(0, "Mystical Elf")
    table.spell_trap(0, RER)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=elf, player=1)
    s.pick("activate", RER, player=0, request="chain")
    _pass_all(s)
    assert field_monsters(duel, 1) == [] and field_monsters(duel, 0) == ["Mystical Elf"]
    assert sorted(grave(duel, 1)) == ["Axe of Despair", "Summoned Skull"]
    assert grave(duel, 0) == [RER] and lp(duel) == (8000, 8000)


def test_really_eternal_rest_not_without_an_equipped_monster():
    """Q: my opponent attacks with Summoned Skull, which has no Equip Card. May I activate Really
    Eternal Rest? A: no: there is nothing it would destroy."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Summoned Skull")
    elf = table.monster(0, "Mystical Elf")
    table.spell_trap(0, RER)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=elf, player=1)
    # (no window of mine offered it: the battle went on)
    assert not s.has("activate", RER)
    assert grave(duel, 0) == ["Mystical Elf"] and lp(duel) == (6300, 8000)


def _union_table(rules):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Cyber Dragon", zone=0)
    table.monster(0, PLATFORM, zone=1)
    table.spell_trap(1, RER)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    return table


def _equip_then_rest(s):
    s.pick("activate", PLATFORM, request="idle")
    s.pick("target", "Cyber Dragon")
    s.pick("battle", request="idle")
    s.pick("activate", RER, player=1, request="chain")
    _pass_all(s)


def test_really_eternal_rest_against_a_union_monster_by_era():
    """Q: my Cyber Dragon is equipped with my Heavy Mech Support Platform (a Union monster) when
    my opponent activates Really Eternal Rest. A: today's Union text: the Platform is destroyed
    instead and Cyber Dragon stays; the 2005 Union text (battle only): Cyber Dragon is destroyed
    and the Platform goes to the GY with it."""
    duel = _union_table("MR5").build()
    _equip_then_rest(Script(duel))
    assert field_monsters(duel, 0) == ["Cyber Dragon"] and grave(duel, 0) == [PLATFORM]
    duel = _union_table("GOAT").build()
    _equip_then_rest(Script(duel))
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Cyber Dragon", PLATFORM]
