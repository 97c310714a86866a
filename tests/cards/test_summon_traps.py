"""Goat-format Traps that answer Summons: Torrential Tribute, Bottomless Trap Hole.

Rules cited: seed 000 §陷阱卡 (通常陷阱), §卡片效果特殊召喚; seed 004 §怪兽的召唤,
§连锁和咒文速度. Card behaviour: current OCG/TCG text and rulings.
"""

from duelist.testing.reads import banished, field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def _summon(action, monster, mine=(), theirs=(), my_sets=(), traps=()):
    """Turn 3, player 0's Main Phase 1: `monster` is in player 0's hand (Set on their field
    for a "flip_summon"), with `mine` on their field (a (name, position) pair) and `my_sets`
    Set; player 1 controls `theirs` and has the Set `traps`. Player 0 does `action`
    ("summon", "set", "flip_summon") with `monster`; returns (duel, script)."""
    table = Table(turn=3, turn_player=0)
    if action == "flip_summon":
        table.monster(0, monster, position="set")
    else:
        table.hand(0, monster)
    for name, position in mine:
        table.monster(0, name, position=position)
    for name in theirs:
        table.monster(1, name)
    for card in my_sets:
        table.spell_trap(0, card)
    for card in traps:
        table.spell_trap(1, card)
    duel = table.build()
    s = Script(duel)
    s.pick(action, monster)
    return duel, s


def _monster_reborn_revives_skull(gy_owner, trap):
    """Turn 3, player 0's Main Phase 1: player 0 activates Monster Reborn on the Summoned
    Skull in player `gy_owner`'s GY and Special Summons it in Attack Position; player 1 has
    `trap` Set. Returns (duel, script) as the Summon succeeds."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(gy_owner, "Summoned Skull")
    table.spell_trap(1, trap)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Summoned Skull")
    s.pick("option", "Attack Position", player=0)
    return duel, s


# ------------------------------------------------------------ Torrential Tribute
def test_torrential_tribute_destroys_every_monster_after_a_normal_summon():
    """Torrential Tribute: when a monster is Summoned, every monster on the field is
    destroyed (both sides, face-down ones too)."""
    duel, s = _summon("summon", "Battle Ox", mine=[("Celtic Guardian", "set")], theirs=["Mystical Elf"],
                      traps=["Torrential Tribute"])
    s.pick("activate", "Torrential Tribute", player=1, request="chain")
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Celtic Guardian"]
    assert sorted(grave(duel, 1)) == ["Mystical Elf", "Torrential Tribute"]


def test_torrential_tribute_answers_a_special_summon():
    """Torrential Tribute: any Summon, Special Summons included (Monster Reborn)."""
    duel, s = _monster_reborn_revives_skull(1, "Torrential Tribute")
    s.pick("activate", "Torrential Tribute", player=1, request="chain")
    assert field_monsters(duel, 0) == [] and "Summoned Skull" in grave(duel, 1)


def test_torrential_tribute_after_your_own_summon():
    """Torrential Tribute: "a monster is Summoned" — by either player; its controller may
    answer their own Summon."""
    duel, s = _summon("summon", "Battle Ox", theirs=["Summoned Skull"], my_sets=["Torrential Tribute"])
    s.pick("activate", "Torrential Tribute", player=0, request="chain")
    assert field_monsters(duel, 1) == [] and grave(duel, 1) == ["Summoned Skull"]


def test_torrential_tribute_not_after_a_set():
    """Torrential Tribute: a monster Set face-down is not Summoned: no window opens for it."""
    duel, s = _summon("set", "Battle Ox", theirs=["Summoned Skull"], traps=["Torrential Tribute"])
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert field_monsters(duel, 1) == ["Summoned Skull"]


def test_torrential_tribute_not_without_a_summon():
    """Torrential Tribute: in a window that no Summon opened it cannot be activated."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Ookazi")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    Script(duel).pick("activate", "Ookazi")
    assert duel.request.kind == "idle" and field_monsters(duel, 0) == ["Battle Ox"]


# ---------------------------------------------------------- Bottomless Trap Hole
def test_bottomless_trap_hole_destroys_and_banishes():
    """Bottomless Trap Hole: the opponent's Summoned monster with 1500 or more ATK is
    destroyed and banished."""
    duel, s = _summon("summon", "Battle Ox", traps=["Bottomless Trap Hole"])
    s.pick("activate", "Bottomless Trap Hole", player=1, request="chain")
    assert field_monsters(duel, 0) == [] and banished(duel, 0) == ["Battle Ox"]
    assert grave(duel, 0) == [] and grave(duel, 1) == ["Bottomless Trap Hole"]
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Battle Ox"]


def test_bottomless_trap_hole_needs_1500_atk():
    """Bottomless Trap Hole: a monster with less than 1500 ATK (Celtic Guardian, 1400)
    opens no window for it."""
    duel, _ = _summon("summon", "Celtic Guardian", traps=["Bottomless Trap Hole"])
    assert duel.request.kind == "idle" and field_monsters(duel, 0) == ["Celtic Guardian"]


def test_bottomless_trap_hole_answers_a_flip_summon():
    """Bottomless Trap Hole: "Summons" includes Flip Summons."""
    duel, s = _summon("flip_summon", "Battle Ox", traps=["Bottomless Trap Hole"])
    s.pick("activate", "Bottomless Trap Hole", player=1, request="chain")
    assert banished(duel, 0) == ["Battle Ox"]


def test_bottomless_trap_hole_answers_a_special_summon():
    """Bottomless Trap Hole: Special Summons too (Monster Reborn)."""
    duel, s = _monster_reborn_revives_skull(0, "Bottomless Trap Hole")
    s.pick("activate", "Bottomless Trap Hole", player=1, request="chain")
    assert banished(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 0) == []


def test_bottomless_trap_hole_not_against_your_own_summon():
    """Bottomless Trap Hole: only "your opponent" Summoning."""
    duel, _ = _summon("summon", "Battle Ox", my_sets=["Bottomless Trap Hole"])
    assert duel.request.kind == "idle" and field_monsters(duel, 0) == ["Battle Ox"]


def test_bottomless_trap_hole_does_nothing_if_the_monster_left():
    """Bottomless Trap Hole: "that monster(s)" — if the Summoned monster left the field
    before resolution (returned by a chained Compulsory Evacuation Device), nothing is
    destroyed or banished."""
    duel, s = _summon("summon", "Battle Ox", my_sets=["Compulsory Evacuation Device"],
                      traps=["Bottomless Trap Hole"])
    s.pick("pass", player=0, request="chain")
    s.pick("activate", "Bottomless Trap Hole", player=1)
    s.pick("activate", "Compulsory Evacuation Device", player=0)
    s.pick("target", "Battle Ox", player=0)
    assert [c.name for c in duel.players[0].hand] == ["Battle Ox"] and banished(duel, 0) == []
    assert of_type(duel, "destroyed") == []


def test_bottomless_trap_hole_monster_never_reaches_the_gy():
    """Bottomless Trap Hole: "destroy, and if you do, banish" — the destroyed monster goes
    straight to the banishment; it is never sent to the GY (effects counting monsters sent
    to the GY this turn, such as Last Will, do not see it)."""
    duel, s = _summon("summon", "Battle Ox", traps=["Bottomless Trap Hole"])
    s.pick("activate", "Bottomless Trap Hole", player=1)
    assert banished(duel, 0) == ["Battle Ox"]
    assert duel.sent_to_grave_this_turn(0) == []
    assert not any(e.get("name") == "Battle Ox" for e in of_type(duel, "to_grave"))
