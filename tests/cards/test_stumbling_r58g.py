"""Stumbling (34646691), Continuous Spell: monsters Normal, Flip or Special Summoned are changed to
Defense Position.

Sources, in our words: yugioh-wiki.net 《つまずき》 (the change is made by an effect that is activated
as a summon succeeds, treated like a trigger effect, so it starts a chain -- a Trap Hole-like card
may be chained to it; a monster Special Summoned in face-up Defense Position starts no chain (FAQ);
every kind of summon: Normal, Flip and Special); the 2005 text (IOC-035) does what today's does: no
ERAS entry."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

ST = "Stumbling"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_stumbling_turns_a_normal_summoned_monster_to_defense():
    """Q: my opponent's Stumbling is face-up; I Normal Summon Battle Ox. A: it is changed to face-up
    Defense Position: it cannot attack this turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, ST, face_down=False)
    ox = table.hand(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    _pass(s)
    assert ox.card(duel).position == "defense"
    assert any(e["type"] == "chain" for e in duel.log)
    s.pick("battle")
    _pass(s)
    assert not s.has("attack", "Battle Ox", target="player")


def test_stumbling_turns_a_special_summoned_monster_to_defense():
    """Q: with my own Stumbling face-up, I revive Summoned Skull with Monster Reborn in Attack
    Position. A: it is changed to Defense Position too: it applies to both players."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, ST, face_down=False)
    table.hand(0, "Monster Reborn")
    skull = table.grave(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Summoned Skull")
    _pass(s)
    s.pick("option", player=0, request="option", first=True)       # face-up Attack Position
    _pass(s)
    assert skull.card(duel).position == "defense"


def test_stumbling_turns_a_flip_summoned_monster_to_defense():
    """Q: I Flip Summon my Set Battle Ox under Stumbling. A: it is changed to face-up Defense."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, ST, face_down=False)
    ox = table.monster(0, "Battle Ox", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Battle Ox")
    _pass(s)
    assert ox.card(duel).position == "defense"


def test_stumbling_trap_hole_may_be_chained_to_its_effect():
    """Q: I Normal Summon Battle Ox under my opponent's Stumbling; may my opponent chain Trap Hole to
    Stumbling's effect? A: yes: Trap Hole resolves first and destroys Battle Ox (1700 ATK)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, ST, face_down=False)
    table.spell_trap(1, "Trap Hole")
    table.hand(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    _pass(s)
    assert [e.get("name") for e in duel.log if e["type"] == "chain"][:2] == [ST, "Trap Hole"]
    assert grave(duel, 0) == ["Battle Ox"] and grave(duel, 1) == ["Trap Hole"]
