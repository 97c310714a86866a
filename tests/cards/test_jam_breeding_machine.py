"""Jam Breeding Machine (21770260, 《スライム増殖炉》): in each of its controller's Standby Phases
they Special Summon 1 Slime Token (Level 1 WATER Aqua, 500/500) in Attack Position; while it is
face-up, its controller cannot Normal Summon, Flip Summon or Special Summon monsters other than
Slime Tokens (Sets are still allowed).

Sources: yugioh-wiki.net 《スライム増殖炉》 and its deck page 【スライム増殖炉】 (the text: a Slime
Token in Attack Position in each of your Standby Phases; you cannot Summon, Flip Summon or
Special Summon monsters but Slime Tokens; "every summon but a Set is shut off"); the 2005 print
(LON) in our words, the same. The lock is on its controller only (its text: "you")."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

JAM = "Jam Breeding Machine"


def _pass(s):
    for _ in range(12):
        if s.duel.request is None or s.duel.request.kind != "chain":
            return
        s.pick("pass")


def _slimes(duel, player):
    return [c for c in duel.monsters(player) if c.name == "Slime Token"]


def test_jam_breeding_machine_makes_a_slime_token_each_standby_phase():
    """Q: my Jam Breeding Machine is face-up as my turn begins. A: in my Standby Phase a Slime
    Token (500/500) is Special Summoned to my field in Attack Position, though the card stops my
    other Summons."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.spell_trap(0, JAM, face_down=False)
    table.deck(0, ["Battle Ox", "Kuriboh"])
    duel = table.build()
    s = Script(duel)
    _pass(s)
    slimes = _slimes(duel, 0)
    assert len(slimes) == 1 and slimes[0].position == "attack"
    assert [e["name"] for e in duel.log if e["type"] == "chain"] == [JAM]


def test_jam_breeding_machine_no_token_in_the_opponents_standby_phase():
    """Q: my Jam Breeding Machine is face-up as my opponent's turn begins. A: nothing happens in
    their Standby Phase: the Token comes in my own Standby Phases only."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="standby")
    table.spell_trap(0, JAM, face_down=False)
    duel = table.build()
    s = Script(duel)
    _pass(s)
    assert _slimes(duel, 0) == [] and _slimes(duel, 1) == []


def test_jam_breeding_machine_stops_its_controllers_summons_not_sets():
    """Q: my Jam Breeding Machine is face-up; I hold Battle Ox and Kuriboh and control a Set
    Sangan. May I Normal Summon, Flip Summon, or Set? A: no Normal Summon and no Flip Summon;
    a Set is still allowed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, JAM, face_down=False)
    table.monster(0, "Sangan", position="set")
    table.hand(0, "Battle Ox", "Kuriboh")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Battle Ox") and not s.has("summon", "Kuriboh")
    assert not s.has("flip_summon", "Sangan")
    assert s.has("set", "Battle Ox")


def test_jam_breeding_machine_leaves_the_opponent_free():
    """Q: my Jam Breeding Machine is face-up; in my opponent's turn they hold Battle Ox. May they
    Normal Summon it? A: yes: the lock binds only the card's controller."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, JAM, face_down=False)
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=1, request="idle")
    _pass(s)
    assert field_monsters(duel, 1) == ["Battle Ox"]


def test_jam_breeding_machine_no_monster_reborn_nor_scapegoat_sheep():
    """Q: my Jam Breeding Machine is face-up; Battle Ox is in my GY, and I hold Monster Reborn
    and Scapegoat. May I Special Summon with them? A: no: Monster Reborn cannot Special Summon
    Battle Ox (no activation offered on it) and Scapegoat's Sheep Tokens are not Slime Tokens."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, JAM, face_down=False)
    table.grave(0, "Battle Ox")
    table.hand(0, "Monster Reborn", "Scapegoat")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Monster Reborn")
    assert not s.has("activate", "Scapegoat")


def test_jam_breeding_machine_destroyed_frees_the_summons():
    """Q: my Jam Breeding Machine is face-up; my opponent destroys it with Mystical Space Typhoon
    in my Main Phase. A: its lock ends with it: I may Normal Summon Battle Ox."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, JAM, face_down=False)
    table.spell_trap(1, "Mystical Space Typhoon")
    table.hand(0, "Battle Ox", "Pot of Greed")
    table.deck(0, ["Kuriboh", "Sangan", "Raigeki"])
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Battle Ox")
    s.pick("activate", "Pot of Greed", request="idle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", JAM)
    _pass(s)
    assert s.has("summon", "Battle Ox")


def test_jam_breeding_machine_no_token_under_the_last_warrior_from_another_planet():
    """Q: my Jam Breeding Machine is face-up, and my opponent controls The Last Warrior from
    Another Planet (neither player can Summon). My Standby Phase comes. A: no Slime Token: the
    Machine's own lock spares its Tokens, the Last Warrior's does not."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.spell_trap(0, JAM, face_down=False)
    table.monster(1, "The Last Warrior from Another Planet")
    duel = table.build()
    s = Script(duel)
    _pass(s)
    assert _slimes(duel, 0) == []
    assert field_monsters(duel, 0) == []
