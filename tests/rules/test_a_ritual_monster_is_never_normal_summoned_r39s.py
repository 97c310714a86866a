"""A Ritual Monster cannot be Normal Summoned or Set: it is a monster whose proper summon is
its Ritual Summon (seed 001 §怪獸卡 儀式怪獸: 使用儀式召喚為正規召喚方式的怪獸種類; seed 000
§具有蘇生限制的怪獸的特殊召喚: Ritual Monsters are among the monsters with a summoning condition,
"融合怪獸和儀式怪獸就是以發動卡片並處理效果作為正規手段特殊召喚"; seed 000 §儀式召喚: it is brought
out from the hand by the Ritual Spell's effect). Rule book / Yugipedia, "Normal Set": "You cannot
Normal Set Special Summon Monsters"; "Ritual Monster": Ritual Monsters are Special Summon-only
monsters (they must first be Ritual Summoned)."""

from duelist.testing.scenario import Script, Table

BLS = "Black Luster Soldier"


def test_a_ritual_monster_in_the_hand_cannot_be_normal_summoned_or_set():
    """Question: may Black Luster Soldier (Level 8) be Tribute Summoned or Set with two
    monsters on the field?
    Answer: no -- a Ritual Monster comes out by its Ritual Summon only."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, BLS)
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", BLS) and not s.has("set", BLS)


def test_relinquished_cannot_be_normal_summoned_without_a_tribute():
    """Question: may Relinquished (a Level 1 Ritual Effect Monster) be Normal Summoned or Set
    from the hand like any Level 1 monster?
    Answer: no -- only Black Illusion Ritual brings it out."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Relinquished")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Relinquished") and not s.has("set", "Relinquished")
