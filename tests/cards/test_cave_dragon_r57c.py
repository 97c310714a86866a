"""Cave Dragon (93220472): not Normal Summoned while its player controls a monster; it declares
an attack only while its controller controls another face-up Dragon.

Sources, read in our words: yugioh-wiki.net 《グランド・ドラゴン》 (the OCG text and its notes: the
summoning restriction is a rule of the Normal Summon only, no summoning condition: a Set, a Flip
Summon and Special Summons stay free while you control monsters; the attack needs another
face-up Dragon, a continuous effect) and the card's TCG texts (Legacy of Darkness, 2005, and
today's: the same two parts; no 2005 entry). Skill Drain negates the continuous effect, not the
summoning rule (our reading: the rule is no effect, as Terrorking Archfiend's)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

CAVE = "Cave Dragon"


def test_cave_dragon_normal_summoned_on_an_empty_field():
    """Q: I control no monster. A: Cave Dragon may be Normal Summoned."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, CAVE)
    duel = table.build()
    Script(duel).pick("summon", CAVE)
    assert field_monsters(duel, 0) == [CAVE]


def test_cave_dragon_only_set_beside_a_monster():
    """Q: I control Battle Ox. A: no Normal Summon of Cave Dragon; a Set is allowed (both texts)."""
    for rules in ("MR5", "GOAT"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, CAVE)
        table.monster(0, "Battle Ox", position="set")
        s = Script(table.build())
        assert not s.has("summon", CAVE), rules
        assert s.has("set", CAVE), rules


def test_cave_dragon_flip_summoned_beside_a_monster():
    """Q: my Cave Dragon was Set on an earlier turn; I control Battle Ox. A: it may be Flip
    Summoned (the rule is the Normal Summon's only): it ends face-up in Attack Position."""
    table = Table(turn=3, turn_player=0)
    cave = table.monster(0, CAVE, position="set")
    table.monster(0, "Battle Ox")
    duel = table.build()
    Script(duel).pick("flip_summon", CAVE)
    assert cave.card(duel).position == "attack"


def test_cave_dragon_summon_rule_holds_under_skill_drain():
    """Q: Skill Drain is face-up and I control Battle Ox. A: the summoning rule is no effect:
    still no Normal Summon of Cave Dragon."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, CAVE)
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Skill Drain", face_down=False)
    assert not Script(table.build()).has("summon", CAVE)


def _battle(*others, drain=False):
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, CAVE)
    for name, position in others:
        table.monster(0, name, position=position)
    table.monster(1, "Mystical Elf", position="defense")
    if drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    return Script(table.build())


def test_cave_dragon_cannot_attack_without_another_dragon():
    """Q: Cave Dragon and Battle Ox (a Beast-Warrior) are my monsters. A: Cave Dragon cannot
    declare an attack; Battle Ox can."""
    s = _battle(("Battle Ox", "attack"))
    assert not s.has("attack", CAVE, target="Mystical Elf")
    assert s.has("attack", "Battle Ox", target="Mystical Elf")


def test_cave_dragon_attacks_beside_a_face_up_dragon():
    """Q: I also control a face-up Koumori Dragon (even in Defense Position). A: Cave Dragon may
    attack."""
    s = _battle(("Koumori Dragon", "defense"))
    assert s.has("attack", CAVE, target="Mystical Elf")


def test_cave_dragon_a_set_dragon_does_not_count():
    """Q: my Koumori Dragon is Set. A: a face-down monster has no Type to show: no attack."""
    s = _battle(("Koumori Dragon", "set"))
    assert not s.has("attack", CAVE, target="Mystical Elf")


def test_cave_dragon_attacks_alone_under_skill_drain():
    """Q: my opponent's Skill Drain is face-up; Cave Dragon is my only monster. A: its effect
    that bars the attack is negated: it may attack."""
    s = _battle(drain=True)
    assert s.has("attack", CAVE, target="Mystical Elf")
