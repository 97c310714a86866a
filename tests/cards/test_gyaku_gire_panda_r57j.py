"""Gyaku-Gire Panda (9817927), Level 3 EARTH Beast, 800 / 1600: it gains 500 ATK for each monster
the opponent controls, and deals piercing battle damage to a Defense Position monster.

Sources, in our words: the card's text (DCR-021, 2004, and today's do the same: no ERAS entry; the
count is of every monster the opponent controls, face-down ones included, as the text says "each
monster", no "face-up"; the gain is a continuous effect read at every moment, so it is the count at
damage calculation that matters); the Panda Burn deck's page (houdinimagazine.net, Goat Format
interviews: the 2005 text quoted: +500 per monster on the opponent's side, the difference over a
Defense Position monster's DEF dealt as battle damage); seed 004 §战斗阶段中的卷回 (a Scapegoat
activated after the attack declaration changes the opponent's monsters: a replay)."""

from duelist.engine import state as S
from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

PANDA = "Gyaku-Gire Panda"


def test_gyaku_gire_panda_counts_every_opposing_monster_face_down_included():
    """Q: my opponent controls a face-up Battle Ox and a Set monster. A: Panda has 800 + 2 x 500 =
    1800 ATK; with no opposing monster it is back to 800."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    panda = table.monster(0, PANDA)
    ox = table.monster(1, "Battle Ox")
    table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    assert duel.atk(panda.card(duel)) == 1800
    assert duel.atk(ox.card(duel)) == 1700      # (only its own ATK changes)
    duel2 = Table(rules="GOAT", turn=3, turn_player=0)
    p2 = duel2.monster(0, PANDA)
    d2 = duel2.build()
    assert d2.atk(p2.card(d2)) == 800


def test_gyaku_gire_panda_pierces_a_set_monster():
    """Q: Panda (two opposing monsters: 1800 ATK) attacks a Set Hitotsu-Me Giant (DEF 1000). A: the
    Giant is destroyed and my opponent takes 1800 - 1000 = 800 battle damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, PANDA)
    giant = table.monster(1, "Hitotsu-Me Giant", position="set")
    table.monster(1, "Battle Ox", position="defense")
    duel = table.build()
    Script(duel).pick("attack", PANDA, target=giant)
    assert grave(duel, 1) == ["Hitotsu-Me Giant"]
    assert lp(duel) == (8000, 7200)


def test_gyaku_gire_panda_no_piercing_into_higher_def():
    """Q: Panda (one opposing monster: 1300 ATK) attacks a face-up Defense Position Mystical Elf
    (DEF 2000). A: nothing is destroyed; I take 700 (the difference, as against any defender); my
    opponent takes nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, PANDA)
    elf = table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    Script(duel).pick("attack", PANDA, target=elf)
    assert grave(duel, 1) == [] and grave(duel, 0) == []
    assert lp(duel) == (7300, 8000)


def test_gyaku_gire_panda_against_scapegoat():
    """Q: Panda attacks my opponent's only monster, a Set Hitotsu-Me Giant; they chain Scapegoat to
    the attack declaration and I attack a Sheep Token in the replay. A: Panda counts five monsters
    (4 Tokens + the Giant): 800 + 2500 = 3300 ATK, and the Token's DEF is 0: 3300 piercing damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    panda = table.monster(0, PANDA)
    giant = table.monster(1, "Hitotsu-Me Giant", position="set")
    table.spell_trap(1, "Scapegoat")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", PANDA, target=giant)
    s.pick("activate", "Scapegoat", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.atk(panda.card(duel)) == 3300
    s.expect(request="replay", player=0)
    token = [c for c in duel.monsters(1) if c.name == "Sheep Token"][0]
    s.pick("retarget", PANDA, target=token.uid)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert lp(duel) == (8000, 8000 - 3300)
    assert sum(1 for c in duel.monsters(1) if c.name == "Sheep Token") == 3
    assert giant.card(duel).location == S.MZONE
