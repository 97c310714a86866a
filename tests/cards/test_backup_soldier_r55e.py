"""Backup Soldier (36280194): a Normal Trap activated only while its player's GY holds 5 or more
monsters; it targets up to 3 non-Effect monsters with 1500 or less ATK in that GY and adds them to
the hand.

Sources: the card's text (PSV 2005 "activate only when there are 5 or more monsters in your
Graveyard; select up to 3 non-effect monsters with 1500 or less ATK"; today's the same with
"target", in our words); yugioh-wiki.net 《補充要員》: any monsters count for the 5 (Effect Monsters
too), only non-Effect ones of 1500 or less ATK are added; Necrovalley negates a card effect that
would move a card out of a GY (Necrovalley's text).
"""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table

GY = ["Hitotsu-Me Giant", "Celtic Guardian", "Mystical Elf", "Sangan", "Battle Ox", "Beaver Warrior"]


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_backup_soldier_adds_up_to_three_small_normal_monsters():
    """Q: my GY holds Hitotsu-Me Giant, Celtic Guardian, Mystical Elf, Beaver Warrior (Normal, 1500
    or less), Sangan (an Effect Monster) and Battle Ox (1700). A: Sangan and Battle Ox cannot be
    targeted; I add three of the others to my hand."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Backup Soldier")
    table.grave(0, *GY)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Backup Soldier")
    offered = sorted(o.name for o in duel.request.options if o.kind == "target")
    assert offered == ["Beaver Warrior", "Celtic Guardian", "Hitotsu-Me Giant", "Mystical Elf"]
    s.pick("target", "Hitotsu-Me Giant", request="target")
    s.pick("target", "Celtic Guardian", request="target")
    s.pick("target", "Mystical Elf", request="target")
    _finish(s)
    assert sorted(hand(duel, 0)) == ["Celtic Guardian", "Hitotsu-Me Giant", "Mystical Elf"]
    assert grave(duel, 0) == ["Sangan", "Battle Ox", "Beaver Warrior", "Backup Soldier"]


def test_backup_soldier_may_take_just_one():
    """Q: I target only Mystical Elf ("up to 3"). A: only it is added."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Backup Soldier")
    table.grave(0, *GY)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Backup Soldier")
    s.pick("target", "Mystical Elf", request="target")
    s.pick("done", request="target")
    _finish(s)
    assert hand(duel, 0) == ["Mystical Elf"]


def test_backup_soldier_needs_five_monsters_in_my_gy():
    """Q: my GY holds 4 monsters and a Spell; my opponent's holds 5 monsters. A: only my own GY's
    monsters count: Backup Soldier cannot be activated."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Backup Soldier")
    table.grave(0, "Hitotsu-Me Giant", "Celtic Guardian", "Mystical Elf", "Sangan", "Pot of Greed")
    table.grave(1, *GY[:5])
    duel = table.build()
    assert not Script(duel).has("activate", "Backup Soldier")


def test_backup_soldier_negated_by_necrovalley():
    """Q: my opponent controls Necrovalley; I activate Backup Soldier on Mystical Elf. A: it may be
    activated and is negated as it resolves: Mystical Elf stays in my GY."""
    table = Table(rules="GOAT", turn=3)
    table.field_spell(1, "Necrovalley")
    table.spell_trap(0, "Backup Soldier")
    table.grave(0, *GY)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Backup Soldier")
    s.pick("target", "Mystical Elf", request="target")
    s.pick("done", request="target")
    _finish(s)
    assert hand(duel, 0) == [] and "Mystical Elf" in grave(duel, 0)
    assert [e["name"] for e in of_type(duel, "negated")] == ["Backup Soldier"]
