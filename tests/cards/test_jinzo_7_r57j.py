"""Jinzo #7 (32809211), Level 2 DARK Machine, 500 / 400: it may attack the opponent directly.

Sources, in our words: the card's text (MRD-035, 2002, and today's do the same: no ERAS entry);
yugioh-wiki.net 《人造人間７号》 (the continuous effect of Ooguchi: a direct attack while the opponent
controls monsters, or an attack on a monster instead); Messenger of Peace's text (only monsters
with 1500 or more ATK cannot declare an attack: 500 ATK goes through); seed 004 §直接攻击."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

J7 = "Jinzo #7"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_jinzo_7_attacks_directly_past_a_monster():
    """Q: my opponent controls a Set monster; Jinzo #7 (500) attacks them directly. A: they take
    500; the Set monster stays face-down."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, J7)
    elf = table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", J7, target="player")
    _resolve(s)
    assert lp(duel) == (8000, 7500)
    assert elf.card(duel).position == "set"


def test_jinzo_7_attacks_directly_under_messenger_of_peace():
    """Q: my opponent has a face-up Messenger of Peace and a Mystical Elf; I control Jinzo #7 and
    Battle Ox. A: Battle Ox (1700) cannot attack; Jinzo #7 (500) attacks directly for 500."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, J7)
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(1, "Messenger of Peace", face_down=False)
    duel = table.build()
    s = Script(duel)
    assert s.options("attack", "Battle Ox") == []
    s.pick("attack", J7, target="player")
    _resolve(s)
    assert lp(duel) == (8000, 7500)


def test_jinzo_7_may_attack_a_monster_instead():
    """Q: may Jinzo #7 attack Thousand-Eyes Idol (0 ATK) instead of attacking directly? A: yes: the
    Idol is destroyed and my opponent takes 500."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, J7)
    table.monster(1, "Thousand-Eyes Idol")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", J7, target="Thousand-Eyes Idol")
    _resolve(s)
    assert grave(duel, 1) == ["Thousand-Eyes Idol"]
    assert lp(duel) == (8000, 7500)
