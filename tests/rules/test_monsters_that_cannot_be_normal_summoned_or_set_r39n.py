"""Which Main Deck monsters "cannot be Normal Summoned/Set" (a Fusion material line's words,
duelist/engine/extra.py `cannot_normal_summon`): seed 004 §怪兽的召唤 (特殊召唤怪兽 /
条件召唤怪兽: a monster whose text prescribes how it is Special Summoned cannot be Normal
Summoned or Set). A script says so in either of two ways, and each one alone is enough:
CANNOT_NORMAL_SUMMON (the Main Phase menu offers no Normal Summon or Set), or a summoning
condition SUMMON_CONDITION "proc_only" / "only_proc" (only by its own procedure, or only by
the card its condition names: Exodia Necross).

The Chaotic Phantasmal Sacred Beasts (3 Level 10 monsters that cannot be Normal Summoned/Set)
asks it; Uria, Hamon and Raviel stand in with scripts that say one of the two each. Seed 000
§融合召喚 ●1: the materials are the monsters the Fusion Monster's card lists."""

from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in_with

FUSION = "The Chaotic Phantasmal Sacred Beasts"
URIA, HAMON, RAVIEL = ("Uria, Lord of Searing Flames", "Hamon, Lord of Striking Thunder",
                       "Raviel, Lord of Phantasms")


def _can_fuse(*hand):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Polymerization", *hand)
    table.extra(0, FUSION)
    return Script(table.build()).has("activate", "Polymerization")


def test_a_monster_whose_script_forbids_its_normal_summon_cannot_be_normal_summoned(monkeypatch):
    """Uria and Hamon with a summoning condition ("proc_only"), Raviel with only
    CANNOT_NORMAL_SUMMON (no summoning condition written): all three are materials."""
    stand_in_with(monkeypatch, URIA, [], SUMMON_CONDITION="proc_only")
    stand_in_with(monkeypatch, HAMON, [], SUMMON_CONDITION="proc_only")
    stand_in_with(monkeypatch, RAVIEL, [], CANNOT_NORMAL_SUMMON=True, CANNOT_NORMAL_SET=True)
    assert _can_fuse(URIA, HAMON, RAVIEL)


def test_a_monster_with_only_a_summoning_condition_cannot_be_normal_summoned(monkeypatch):
    """Uria and Raviel saying CANNOT_NORMAL_SUMMON, Hamon only its summoning condition
    ("only_proc", as Exodia Necross writes it): Hamon is a material too."""
    stand_in_with(monkeypatch, URIA, [], CANNOT_NORMAL_SUMMON=True, CANNOT_NORMAL_SET=True)
    stand_in_with(monkeypatch, RAVIEL, [], CANNOT_NORMAL_SUMMON=True, CANNOT_NORMAL_SET=True)
    stand_in_with(monkeypatch, HAMON, [], SUMMON_CONDITION="only_proc")
    assert _can_fuse(URIA, HAMON, RAVIEL)


def test_a_level_10_monster_whose_script_says_neither_may_be_normal_summoned(monkeypatch):
    """Raviel given a script that says neither is a Level 10 monster with no summoning
    condition, which may be Tribute Summoned: it is no material, and the line is not filled."""
    stand_in_with(monkeypatch, URIA, [], CANNOT_NORMAL_SUMMON=True, CANNOT_NORMAL_SET=True)
    stand_in_with(monkeypatch, HAMON, [], SUMMON_CONDITION="proc_only")
    stand_in_with(monkeypatch, RAVIEL, [])
    assert not _can_fuse(URIA, HAMON, RAVIEL)
