"""Aussa the Earth Charmer takes Goblin Attack Force, then leaves the field: Goblin Attack Force
goes back to its owner with what it carries unchanged, its position lock included.

Sources: Goblin Attack Force's text in our words (after it attacks it is changed to Defense
Position at the end of the Battle Phase, and its position cannot be changed until the end of
its controller's next turn); Aussa the Earth Charmer's text in our words (control lasts while
Aussa is face-up on the field); the shared Charmer rulings in
tests/cards/test_hiita_the_fire_charmer.py. Our reading: a change of control moves no card, so
the monster keeps what applies to it (the lock counts the turns of the player who attacked with
it, who has it back), and a monster Aussa did not take keeps its own. (Round 58o: kills kit.py
`_charmer_return`'s and the FLIP's mutants that drop the monster's other notes as it is taken or
goes back, or read any monster with notes as taken.)"""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_goblin_attack_force_given_back_by_aussa_stays_locked_through_its_owners_turn():
    """Q: on turn 4 my opponent's two Goblin Attack Forces destroy my Mystical Elf and my Celtic
    Guardian and are changed to Defense Position at the end of the Battle Phase. On my turn 5 I
    Flip Summon Aussa the Earth Charmer and take one, then Tribute Aussa for Summoned Skull: that
    Goblin goes back. On their turn 6, may they change either one's position? A: no: it is still
    their next turn after the one both attacked in."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, "Aussa the Earth Charmer", position="set")
    elf = table.monster(0, "Mystical Elf", position="defense")
    celtic = table.monster(0, "Celtic Guardian", position="defense")
    gaf = table.monster(1, "Goblin Attack Force")
    other = table.monster(1, "Goblin Attack Force")
    table.hand(0, "Summoned Skull")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", gaf, target=elf)
    _resolve(s)
    s.pick("attack", other, target=celtic)
    _resolve(s)
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Mystical Elf"]
    s.end_turn()
    _resolve(s)
    assert (duel.turn, duel.turn_player) == (5, 0)
    assert gaf.card(duel).position == "defense"
    s.pick("flip_summon", "Aussa the Earth Charmer")
    _resolve(s)
    s.pick("target", gaf, player=0)
    _resolve(s)
    assert field_monsters(duel, 0) == ["Aussa the Earth Charmer", "Goblin Attack Force"]
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Aussa the Earth Charmer")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert field_monsters(duel, 1) == ["Goblin Attack Force", "Goblin Attack Force"]
    s.end_turn()
    _resolve(s)
    assert (duel.turn, duel.turn_player, duel.phase) == (6, 1, "main1")
    assert gaf.card(duel).position == "defense" and other.card(duel).position == "defense"
    assert not s.has("change_position", "Goblin Attack Force")


def test_aussa_keeps_the_monster_when_another_of_my_monsters_leaves():
    """Q: I Flip Summon Aussa the Earth Charmer and take my opponent's Goblin Attack Force; then I
    Tribute my Battle Ox (not Aussa) for Summoned Skull. A: Aussa is still face-up on the field,
    so I keep Goblin Attack Force. On their turn my opponent destroys Aussa with Fissure: then
    Goblin Attack Force goes back to them."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Aussa the Earth Charmer", position="set")
    table.monster(0, "Battle Ox")
    table.monster(1, "Goblin Attack Force", position="defense")
    table.hand(0, "Summoned Skull")
    table.hand(1, "Fissure")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Aussa the Earth Charmer")
    _resolve(s)
    s.pick("target", "Goblin Attack Force", player=0)
    _resolve(s)
    assert field_monsters(duel, 1) == []
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Battle Ox")
    _resolve(s)
    assert sorted(field_monsters(duel, 0)) == ["Aussa the Earth Charmer", "Goblin Attack Force", "Summoned Skull"]
    assert field_monsters(duel, 1) == []
    s.end_turn()
    _resolve(s)
    assert (duel.turn, duel.turn_player) == (4, 1)
    s.pick("activate", "Fissure", player=1, request="idle")
    _resolve(s)
    assert grave(duel, 0) == ["Battle Ox", "Aussa the Earth Charmer"]
    assert field_monsters(duel, 1) == ["Goblin Attack Force"]
