"""Dark-Piercing Light (45895206): every face-down monster your opponent controls is turned face-up,
without its Flip effect.

Sources, in our words: the card's text (DB2-EN087 / MP1-015 and today's print agree; no ERAS entry); the
OCG text 《闇をかき消す光》 (the opponent's face-down monsters all become face-up; Flip Effect Monsters'
effects are not activated then); as Ceasefire's script, `change_position(..., flip_effects=False)`.
Our readings: they turn face-up in Defense Position; my own face-down monsters stay as they are; with
no face-down monster on my opponent's side it cannot be activated."""

from duelist.engine import state as S
from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

DPL = "Dark-Piercing Light"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_dark_piercing_light_flips_the_opponents_set_monsters_without_flip_effects():
    """Q: my opponent has a Set Magician of Faith (Pot of Greed in their GY) and a Set Mystical Elf; I
    activate Dark-Piercing Light. A: both are face-up in Defense Position; Magician of Faith's Flip
    effect does not start: Pot of Greed stays in their GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, DPL)
    mof = table.monster(1, "Magician of Faith", position="set")
    elf = table.monster(1, "Mystical Elf", position="set")
    table.grave(1, "Pot of Greed")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DPL)
    _finish(s)
    assert mof.card(duel).position == S.FACEUP_DEFENSE and elf.card(duel).position == S.FACEUP_DEFENSE
    assert grave(duel, 1) == ["Pot of Greed"] and hand(duel, 1) == [] and duel.request.kind == "idle"


def test_dark_piercing_light_leaves_my_own_set_monsters():
    """Q: I have a Set Sangan and my opponent a Set Battle Ox. A: only Battle Ox is turned face-up."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, DPL)
    sangan = table.monster(0, "Sangan", position="set")
    ox = table.monster(1, "Battle Ox", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DPL)
    _finish(s)
    assert sangan.card(duel).position == S.FACEDOWN_DEFENSE and ox.card(duel).position == S.FACEUP_DEFENSE


def test_dark_piercing_light_needs_an_opponents_set_monster():
    """Q: only I have a face-down monster; my opponent's Battle Ox is face-up. A: Dark-Piercing Light
    cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, DPL)
    table.monster(0, "Sangan", position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", DPL)


def test_dark_piercing_light_cyber_jar_flipped_does_nothing():
    """Q: my opponent's Set Cyber Jar is turned face-up by Dark-Piercing Light. A: its Flip effect
    (destroy every monster, then pick up cards) does not start: it stays face-up in Defense Position and
    my Battle Ox stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, DPL)
    table.monster(0, "Battle Ox")
    jar = table.monster(1, "Cyber Jar", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DPL)
    _finish(s)
    assert jar.card(duel).position == S.FACEUP_DEFENSE and [c.name for c in duel.monsters(0)] == ["Battle Ox"]
    assert duel.request.kind == "idle"
