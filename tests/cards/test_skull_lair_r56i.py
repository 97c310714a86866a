"""Skull Lair (6733059): a Continuous Trap; while face-up, its controller may banish any number of
monsters from their GY (a cost) to target 1 face-up monster on the field whose Level equals that
number, and destroy it; any number of times.

Sources: the card's text in our words (LON 2003: "remove from play monsters in your Graveyard to
destroy 1 face-up monster whose Level equals the number removed"; the OCG text 《死霊の巣》
「除外した数と同じレベルのフィールド上に表側表示で存在するモンスター１体を選択して破壊する」: it
targets, and the banishing is its cost; no ERAS entry). Necrovalley: a cost that banishes from a
GY cannot be paid under it (the 2004 text "cards in the Graveyard cannot be removed from play";
docs/cards.md `grave_banish`)."""

from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table

LAIR = "Skull Lair"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_skull_lair_banishes_four_to_destroy_a_level_4():
    """Q: Skull Lair is face-up; my GY holds 5 monsters; my opponent's Battle Ox (Level 4) is
    face-up. A: I choose Level 4, banish 4 of my GY monsters and destroy Battle Ox; the 5th
    stays in my GY and Skull Lair stays face-up."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, LAIR, face_down=False)
    table.grave(0, "Celtic Guardian", "Mystical Elf", "Hitotsu-Me Giant", "Koumori Dragon", "Beaver Warrior")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", LAIR, player=0)
    s.pick("option", "Level 4")
    for name in ("Celtic Guardian", "Mystical Elf", "Hitotsu-Me Giant", "Koumori Dragon"):
        s.pick("select", name)
    if duel.request.kind == "select":
        s.pick("done")
    s.pick("target", ox, player=0)
    _pass_all(s)
    assert grave(duel, 1) == ["Battle Ox"]
    assert grave(duel, 0) == ["Beaver Warrior"] and len(banished(duel, 0)) == 4
    assert [c.name for c in duel.players[0].szone if c] == [LAIR]


def test_skull_lair_needs_enough_monsters_for_a_face_up_level():
    """Q: My GY holds 3 monsters; my opponent controls a face-up Battle Ox (Level 4) and a
    face-down Thousand-Eyes Idol (Level 1). A: no Level fits (the face-down Idol cannot be
    chosen): Skull Lair's effect is not offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, LAIR, face_down=False)
    table.grave(0, "Celtic Guardian", "Mystical Elf", "Hitotsu-Me Giant")
    table.monster(1, "Battle Ox")
    table.monster(1, "Thousand-Eyes Idol", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", LAIR)


def test_skull_lair_under_necrovalley_cannot_be_used():
    """Q: Necrovalley is face-up; my GY holds 4 monsters; my opponent's Battle Ox is face-up. A:
    I cannot banish from my GY: the effect is not offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, LAIR, face_down=False)
    table.field_spell(1, "Necrovalley")
    table.grave(0, "Celtic Guardian", "Mystical Elf", "Hitotsu-Me Giant", "Koumori Dragon")
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", LAIR)


def test_skull_lair_answers_an_attack_twice_in_one_turn():
    """Q: My opponent's Summoned Skull attacks; I banish 6 to destroy it with Skull Lair in answer;
    later their Battle Ox attacks and I banish 4 more. A: both destroyed; both my GY piles
    gone (10 banished); no damage to me."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, LAIR, face_down=False)
    pile = ["Celtic Guardian", "Mystical Elf", "Hitotsu-Me Giant", "Koumori Dragon", "Beaver Warrior"] * 2
    table.grave(0, *pile)
    table.monster(1, "Summoned Skull")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    for attacker, level in (("Summoned Skull", 6), ("Battle Ox", 4)):
        s.pick("attack", attacker, target="player", player=1, request="battle")
        s.pick("activate", LAIR, player=0, request="chain")
        s.pick("option", "Level %d" % level)
        for _ in range(level):
            s.pick("select", first=True)
        if duel.request.kind == "select":
            s.pick("done")
        s.pick("target", attacker, player=0)
        _pass_all(s)
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Summoned Skull"]
    assert len(banished(duel, 0)) == 10 and duel.players[0].lp == 8000
