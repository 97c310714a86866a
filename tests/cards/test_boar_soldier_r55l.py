"""Boar Soldier (21340051): Normal Summoned, it is destroyed; it has 1000 less ATK while the
opponent controls a monster.

Sources: the card's texts read in our words; yugioh-wiki.net 《ボアソルジャー》 and its page history:
today the self-destruction is a trigger effect on a Normal Summon (a chain link; Skill Drain
negates both effects, and a Flip Summon or a Special Summon does not trigger it); the ATK loss is
a continuous effect that counts any monster the opponent controls, face-down too. The older
reading (the Goat era, before the DUELIST LEGACY Volume.1 errata): the self-destruction made no
chain link and was text outside the monster's effects, so Skill Drain did not stop it: the GOAT
preset plays that (ERAS "2005")."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

BOAR = "Boar Soldier"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _chained(duel, name):
    return any(e["type"] == "chain" and e["name"] == name for e in duel.log)


def test_boar_soldier_normal_summoned_destroys_itself_by_a_chain_link():
    """Q: (today's rules) I Normal Summon Boar Soldier. A: its trigger is chain link 1 and
    destroys it: it is in my GY."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, BOAR)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", BOAR)
    _resolve(s)
    assert _chained(duel, BOAR)
    assert grave(duel, 0) == [BOAR] and field_monsters(duel, 0) == []


def test_boar_soldier_goat_normal_summoned_is_destroyed_without_a_chain():
    """Q: (GOAT) I Normal Summon Boar Soldier. A: it is destroyed at once, with no chain link."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, BOAR)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", BOAR)
    _resolve(s)
    assert not _chained(duel, BOAR)
    assert grave(duel, 0) == [BOAR]


def test_boar_soldier_under_skill_drain_today_survives_at_2000():
    """Q: (today's rules) my Skill Drain is face-up; I Normal Summon Boar Soldier while my
    opponent controls a monster. A: both its effects are negated: it stays, with 2000 ATK."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, BOAR)
    table.spell_trap(0, "Skill Drain", face_down=False)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", BOAR)
    _resolve(s)
    assert field_monsters(duel, 0) == [BOAR]
    assert duel.atk(duel.players[0].mzone[0]) == 2000


def test_boar_soldier_goat_under_skill_drain_is_still_destroyed():
    """Q: (GOAT) my Skill Drain is face-up; I Normal Summon Boar Soldier. A: the 2005 reading: the
    destruction is no monster effect, Skill Drain does not stop it."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, BOAR)
    table.spell_trap(0, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", BOAR)
    _resolve(s)
    assert grave(duel, 0) == [BOAR]


def test_boar_soldier_flip_summoned_stays_and_loses_1000_to_a_set_monster():
    """Q: (GOAT) I Flip Summon Boar Soldier while my opponent's only monster is Set. A: a Flip
    Summon is no Normal Summon: it stays; a face-down monster is a monster they control: 1000
    ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    boar = table.monster(0, BOAR, position="set")
    table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", BOAR)
    _resolve(s)
    assert field_monsters(duel, 0) == [BOAR]
    assert duel.atk(boar.card(duel)) == 1000


def test_boar_soldier_revived_keeps_2000_against_an_empty_field():
    """Q: (today's rules) I revive Boar Soldier with Monster Reborn while my opponent controls no
    monster. A: a Special Summon does not destroy it, and it has its full 2000 ATK."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Monster Reborn")
    table.grave(0, BOAR)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", BOAR, player=0)
    _resolve(s)
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    _resolve(s)
    assert field_monsters(duel, 0) == [BOAR]
    assert duel.atk(duel.players[0].mzone[0]) == 2000
