"""Dark Magician Knight (50725996): it cannot be Normal Summoned or Set, and only Knight's Title's
effect can Special Summon it; when it is Special Summoned, its controller targets 1 card on the
field and destroys it (mandatory).

Sources: the card's text in our words (ROD 2005: "can only be Special Summoned by the effect of
Knight's Title", "when this card is Special Summoned successfully, destroy 1 card on the field";
the OCG text 《ブラック・マジシャンズ・ナイト》 「フィールド上のカード１枚を選択して破壊する」: a
targeting, mandatory trigger; today's text says the same: no ERAS entry); yugioh-wiki.net: only
Knight's Title may summon it, so Monster Reborn cannot revive it even after. Our reading of the
mandatory trigger: with no other card on the field it must target itself (seed 000 §誘發效果:
a mandatory trigger is activated whenever it can be)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

DMK = "Dark Magician Knight"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _title(s):
    """Knight's Title: Tribute the Dark Magician, then summon the Knight from the hand in Attack
    Position."""
    s.pick("activate", "Knight's Title", player=0)
    s.pick("select", "Dark Magician")
    _pass_all(s)
    s.pick("select", DMK)
    s.pick("option", "Attack Position")


def test_dark_magician_knight_destroys_a_targeted_card_when_summoned():
    """Q: I Tribute my Dark Magician for Knight's Title and summon Dark Magician Knight from my hand.
    A: its trigger targets my opponent's Set Mirror Force and destroys it."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Dark Magician")
    table.hand(0, "Knight's Title", DMK)
    mirror = table.spell_trap(1, "Mirror Force", set_this_turn=True)
    duel = table.build()
    s = Script(duel)
    _title(s)
    s.pick("target", mirror, player=0)
    _pass_all(s)
    assert field_monsters(duel, 0) == [DMK]
    assert sorted(grave(duel, 0)) == ["Dark Magician", "Knight's Title"]
    assert grave(duel, 1) == ["Mirror Force"]


def test_dark_magician_knight_cannot_be_normal_summoned_or_revived():
    """Q: Dark Magician Knight in my hand, another in my GY, Monster Reborn in my hand. A: no
    Summon or Set of the hand one is offered, and Monster Reborn has nothing to target."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, DMK, "Monster Reborn")
    table.grave(0, DMK)
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", DMK) and not s.has("set", DMK)
    assert not s.has("activate", "Monster Reborn")


def test_dark_magician_knight_alone_on_the_field_destroys_itself():
    """Q: My Dark Magician was my only card and my opponent has none; Knight's Title summons
    Dark Magician Knight. A: the trigger is mandatory and the Knight is the only card on the
    field: it targets and destroys itself."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Dark Magician")
    table.hand(0, "Knight's Title", DMK)
    duel = table.build()
    s = Script(duel)
    _title(s)
    s.pick("target", DMK, player=0)
    _pass_all(s)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Dark Magician", DMK, "Knight's Title"]
