"""Sword of the Soul-Eater (5371656): Equip Spell for a Level 3 or lower Normal Monster; the other
Normal Monsters you control are Tributed, and it gains 1000 ATK for each.

Sources, in our words: the card's text (AST-086, 2004, and today's print agree; no ERAS entry); the
OCG text 《魂喰らいの魔刀》 (equip only to a Level 3 or lower Normal Monster; as it is activated all your
Normal Monsters but the equipped one are Tributed; 1000 ATK for each). Our readings: the Tributes are
made as it resolves, once it equips (they are no cost: the monster they leave out is the target); only
face-up Normal Monsters are known to be such; Effect Monsters stay; the gain is the Equip Card's and
ends with it; negated by Mystical Space Typhoon in answer, it neither equips nor Tributes. Seed 000
§裝備魔法."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

SSE = "Sword of the Soul-Eater"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_sword_of_the_soul_eater_tributes_the_other_normal_monsters():
    """Q: I equip my Doron (Level 2, 900 ATK) with Sword of the Soul-Eater; I also control face-up
    Battle Ox and Celtic Guardian (Normal) and Sangan (Effect). A: Battle Ox and Celtic Guardian are
    Tributed; Doron has 2900 ATK; Sangan stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    doron = table.monster(0, "Doron")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Sangan")
    table.hand(0, SSE)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SSE)
    s.pick("target", doron)
    _finish(s)
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Celtic Guardian"]
    assert sorted(c.name for c in duel.monsters(0)) == ["Doron", "Sangan"]
    assert duel.atk(doron.card(duel)) == 2900


def test_sword_of_the_soul_eater_alone_gives_nothing():
    """Q: Doron is my only monster when I equip it with Sword of the Soul-Eater. A: nothing is
    Tributed: it keeps 900 ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    doron = table.monster(0, "Doron")
    table.hand(0, SSE)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SSE)
    s.pick("target", doron)
    _finish(s)
    assert duel.atk(doron.card(duel)) == 900 and grave(duel, 0) == []


def test_sword_of_the_soul_eater_only_a_level_3_or_lower_normal_monster():
    """Q: I control Battle Ox (Level 4 Normal) and Sangan (Level 3 Effect). A: neither may be equipped:
    Sword of the Soul-Eater cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.monster(0, "Sangan")
    table.hand(0, SSE)
    duel = table.build()
    assert not Script(duel).has("activate", SSE)


def test_sword_of_the_soul_eater_gain_ends_when_it_is_destroyed():
    """Q: my Doron has 1900 ATK from Sword of the Soul-Eater (Battle Ox Tributed); my opponent destroys
    the Sword with Mystical Space Typhoon. A: Doron is back at 900; Battle Ox stays in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    doron = table.monster(0, "Doron")
    table.monster(0, "Battle Ox")
    table.hand(0, SSE)
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SSE)
    s.pick("target", doron)
    _finish(s)
    assert duel.atk(doron.card(duel)) == 1900
    s.pick("battle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", SSE, player=1)
    _finish(s)
    assert duel.atk(doron.card(duel)) == 900 and sorted(grave(duel, 0)) == ["Battle Ox", SSE]


def test_sword_of_the_soul_eater_destroyed_in_answer_tributes_nothing():
    """Q: my opponent answers Sword of the Soul-Eater with Mystical Space Typhoon on it. A: it is
    destroyed before it resolves: Battle Ox is not Tributed and Doron keeps 900 ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    doron = table.monster(0, "Doron")
    table.monster(0, "Battle Ox")
    table.hand(0, SSE)
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SSE)
    s.pick("target", doron)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", SSE, player=1)
    _finish(s)
    assert grave(duel, 0) == [SSE] and sorted(c.name for c in duel.monsters(0)) == ["Battle Ox", "Doron"]
    assert duel.atk(doron.card(duel)) == 900
