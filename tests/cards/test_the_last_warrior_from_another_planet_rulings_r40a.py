"""The Last Warrior from Another Planet (86099788): its ban on Summons by either player means
every kind of Summon: the opponent may not Normal Summon, Flip Summon their Set monster or
Special Summon by a summoning procedure (Chaos Sorcerer); Setting a monster is not a Summon and
stays allowed.

Sources: The Last Warrior from Another Planet's text; seed 000 §通常召喚 (a face-down Normal
Summon is a Set, "表側表示通常召喚稱作『召喚』"), §怪獸的召喚·特殊召喚, §怪獸的條件特殊召喚."""

from duelist.testing.scenario import Script, Table


def test_under_the_last_warrior_the_opponent_may_only_set():
    """Question: player 0 controls The Last Warrior from Another Planet. In player 1's Main
    Phase, player 1 holds Battle Ox and Chaos Sorcerer (with a LIGHT and a DARK monster in the
    GY) and controls a Set Sangan. What may they do? Answer: Set Battle Ox; no Normal Summon, no
    Flip Summon of Sangan, no Special Summon of Chaos Sorcerer."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, "The Last Warrior from Another Planet", summon_kind="fusion")
    table.monster(1, "Sangan", position="set")
    table.hand(1, "Battle Ox", "Chaos Sorcerer")
    table.grave(1, "Mystical Elf", "Gravekeeper's Spy")
    duel = table.build()
    s = Script(duel)
    assert s.has("set", "Battle Ox")
    assert not s.has("summon", "Battle Ox")
    assert not s.has("flip_summon", "Sangan") and not s.has("change_position", "Sangan")
    assert not s.has("special_summon", "Chaos Sorcerer")


def test_the_last_warrior_revived_by_monster_reborn_destroys_your_other_monsters():
    """Question: player 0's Last Warrior (Fusion Summoned earlier, then destroyed) is brought back
    by Monster Reborn while player 0 controls Battle Ox. Answer: its effect starts on every
    Special Summon, not only a Fusion Summon (its OCG text, 特殊召喚に成功した時, and TCG text;
    yugioh-wiki.net's page: a revival too): Battle Ox is destroyed."""
    from duelist.testing.reads import field_monsters, grave
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    warrior = table.grave(0, "The Last Warrior from Another Planet")
    table.properly_summoned(warrior)
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "The Last Warrior from Another Planet")
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["The Last Warrior from Another Planet"]
    assert "Battle Ox" in grave(duel, 0)
