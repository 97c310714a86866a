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
