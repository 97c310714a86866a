"""Unshaven Angler (92084010): it may count as 2 Tributes for the Tribute Summon of a WATER monster.

Sources, in our words: the card's SOD-EN028 text (2005) and today's (no ERAS entry); yugioh-wiki.net
《ヒゲアンコウ》 (2 Tributes for a WATER monster's Tribute Summon, "can": it may also count as 1); seed
000 §上級召喚 (Level 7 and above need 2 Tributes, Level 5-6 one); a face-down monster's effects do not
apply (seed 000 §效果分類, 永續效果), nor do they under Skill Drain (its text), so it is then 1 Tribute."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

UA = "Unshaven Angler"
SERPENT = "Spiral Serpent"      # Level 8 WATER Normal Monster


def test_unshaven_angler_is_two_tributes_for_a_water_monster():
    """Q: I control only Unshaven Angler; I hold Spiral Serpent (Level 8 WATER) and Blue-Eyes White Dragon
    (LIGHT). A: Spiral Serpent can be Tribute Summoned with the Angler alone; Blue-Eyes cannot."""
    table = Table(rules="GOAT", turn=3)
    table.monster(0, UA)
    table.hand(0, SERPENT, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Blue-Eyes White Dragon")
    s.pick("summon", SERPENT)
    s.pick("tribute", UA, request="tribute")
    assert field_monsters(duel, 0) == [SERPENT] and grave(duel, 0) == [UA]


def test_unshaven_angler_may_count_as_one():
    """Q: I control Unshaven Angler and Battle Ox and Tribute Summon Spiral Serpent, Tributing Battle Ox
    first. A: the Angler is then the second Tribute (counted as 1): both go to the GY."""
    table = Table(rules="GOAT", turn=3)
    table.monster(0, UA)
    table.monster(0, "Battle Ox")
    table.hand(0, SERPENT)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", SERPENT)
    s.pick("tribute", "Battle Ox", request="tribute")
    s.pick("tribute", UA, request="tribute")
    assert field_monsters(duel, 0) == [SERPENT]
    assert sorted(grave(duel, 0)) == ["Battle Ox", UA]


def test_unshaven_angler_face_down_is_one_tribute():
    """Q: my Unshaven Angler is Set; I hold Spiral Serpent. A: face-down its effect does not apply: it is
    1 Tribute, not enough for a Level 8."""
    table = Table(rules="GOAT", turn=3)
    table.monster(0, UA, position="set")
    table.hand(0, SERPENT)
    duel = table.build()
    assert not Script(duel).has("summon", SERPENT)


def test_unshaven_angler_under_skill_drain_is_one_tribute():
    """Q: my opponent's Skill Drain is face-up; I control only a face-up Unshaven Angler. A: its effect is
    negated: Spiral Serpent cannot be Tribute Summoned."""
    table = Table(rules="GOAT", turn=3)
    table.monster(0, UA)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(0, SERPENT)
    duel = table.build()
    assert not Script(duel).has("summon", SERPENT)
