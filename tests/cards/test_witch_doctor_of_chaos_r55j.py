"""Witch Doctor of Chaos (75946257): FLIP: target a monster in either GY; banish it.

Sources: the card's texts in our words (the 2005 print, Invasion of Chaos IOC-016, and today's do
the same: a targeting Flip effect; no ERAS entry); yugioh-wiki.net 《混沌の呪術師》 (either GY,
a monster only; Necrovalley negates it, and the engine keeps it from being activated there as it
keeps Kycoo's; a face-down Witch Doctor flipped by an attack resolves after damage calculation);
seed 000 §翻轉效果."""

from duelist.testing.reads import banished, grave, of_type
from duelist.testing.scenario import Script, Table

WITCH = "Witch Doctor of Chaos"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_witch_doctor_of_chaos_flip_summoned_banishes_the_opponents_monster():
    """Q: I Flip Summon Witch Doctor of Chaos; my opponent's GY holds Sangan and Mirror Force. A:
    I target Sangan: it is banished; Mirror Force (no monster) could not be chosen."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    witch = table.monster(0, WITCH, position="set")
    table.grave(1, "Sangan", "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", witch, request="idle")
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Sangan"]
    s.pick("target", "Sangan")
    _resolve(s)
    assert banished(duel, 1) == ["Sangan"] and grave(duel, 1) == ["Mirror Force"]


def test_witch_doctor_of_chaos_may_banish_from_its_controllers_own_gy():
    """Q: the only monster in a GY is my own Sinister Serpent. A: the Flip effect must target
    it: it is banished."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    witch = table.monster(0, WITCH, position="set")
    table.grave(0, "Sinister Serpent")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", witch, request="idle")
    s.pick("target", "Sinister Serpent")
    _resolve(s)
    assert banished(duel, 0) == ["Sinister Serpent"]


def test_witch_doctor_of_chaos_flipped_by_an_attack():
    """Q: my opponent's Battle Ox attacks my Set Witch Doctor of Chaos; their GY holds Sangan. A:
    Witch Doctor is destroyed, and its Flip effect still banishes Sangan."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    witch = table.monster(0, WITCH, position="set")
    table.monster(1, "Battle Ox")
    table.grave(1, "Sangan")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=witch, request="battle")
    _resolve(s)
    s.pick("target", "Sangan", player=0)
    _resolve(s)
    assert banished(duel, 1) == ["Sangan"] and grave(duel, 0) == [WITCH]


def test_witch_doctor_of_chaos_under_necrovalley():
    """Q: Necrovalley is face-up; I Flip Summon Witch Doctor of Chaos with Sangan in my opponent's
    GY. A: no card may be banished from a GY: the effect is not activated; Sangan stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    witch = table.monster(0, WITCH, position="set")
    table.field_spell(1, "Necrovalley")
    table.grave(1, "Sangan")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", witch, request="idle")
    _resolve(s)
    assert grave(duel, 1) == ["Sangan"] and banished(duel, 1) == []
    assert of_type(duel, "chain") == []
