"""Yellow Luster Shield (4542651), Continuous Spell: every face-up monster its controller has gains
300 DEF.

Sources, in our words: the card's text (IOC-037, 2004, and today's: "all monsters you control" gain
300 DEF, no ERAS entry); seed 000 §永續魔法 (a face-up Continuous Spell applies while it is on the
field, to monsters that come later too, and stops once it leaves); seed 000 §怪獸的表示形式 / seed 004
§伤害的判定 (a face-down monster attacked is flipped face-up before damage calculation, so the DEF it
defends with is the DEF with the gain)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

YLS = "Yellow Luster Shield"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _defs(duel, refs):
    return [duel.defense(r.card(duel)) for r in refs]


def test_yellow_luster_shield_raises_only_my_monsters_def():
    """Q: I activate Yellow Luster Shield with Mystical Elf (800 / 2000) on my side and Celtic
    Guardian (1400 / 1200) on my opponent's. A: my Elf's DEF is 2300 (ATK unchanged); the Guardian
    keeps 1200; a Battle Ox I Normal Summon afterwards has 1300 DEF too."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, YLS, "Battle Ox")
    elf = table.monster(0, "Mystical Elf", position="defense")
    guardian = table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", YLS)
    _pass_all(duel, s)
    assert _defs(duel, [elf, guardian]) == [2300, 1200]
    assert duel.atk(elf.card(duel)) == 800
    s.pick("summon", "Battle Ox")
    _pass_all(duel, s)
    ox = [c for c in duel.monsters(0) if c.name == "Battle Ox"][0]
    assert duel.defense(ox) == 1300


def test_yellow_luster_shield_face_down_defender_is_flipped_with_the_gain():
    """Q: my Set Mystical Elf (2000 DEF) is attacked by Gaia The Fierce Knight (2300 ATK) while my
    Yellow Luster Shield is face-up. A: the Elf is flipped face-up before damage calculation and
    defends with 2300 DEF: nothing is destroyed and nobody takes damage."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, YLS, face_down=False)
    elf = table.monster(0, "Mystical Elf", position="set")
    table.monster(1, "Gaia The Fierce Knight")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gaia The Fierce Knight", target=elf, player=1)
    _pass_all(duel, s)
    assert elf.card(duel).position == "defense" and duel.defense(elf.card(duel)) == 2300
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 0) == [] and grave(duel, 1) == []


def test_yellow_luster_shield_destroyed_by_mystical_space_typhoon_before_the_battle():
    """Q: my opponent's Gaia The Fierce Knight (2300) attacks my Mystical Elf (2000 DEF, 2300 with
    Yellow Luster Shield); at the attack they chain Mystical Space Typhoon on my Shield. A: the
    Shield is gone before damage calculation: the Elf defends with 2000 and is destroyed."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, YLS, face_down=False)
    elf = table.monster(0, "Mystical Elf", position="defense")
    table.monster(1, "Gaia The Fierce Knight")
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    assert duel.defense(elf.card(duel)) == 2300
    s.pick("attack", "Gaia The Fierce Knight", target=elf, player=1)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", YLS, player=1)
    _pass_all(duel, s)
    assert sorted(grave(duel, 0)) == ["Mystical Elf", YLS]
    assert lp(duel) == (8000, 8000)
