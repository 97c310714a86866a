"""Final Attack Orders (52503575) face-up when Level Limit - Area B (3136426) is activated: the
Level Limit, the later of the two, takes precedence for the monsters it reaches (Level 4 or
higher: Defense Position, and they stay there); the others stay in Attack Position.

Sources: formatlibrary.com Goat rulings, "Level Limit - Area B" (activated while Final Attack
Orders is active, the most recently resolved effect takes precedence: Level 4 or higher monsters
end in Defense Position); the two cards' texts in our words. Seed 000 §怪獸的表示形式. (Round
58o: kills the force step's mutants that let Final Attack Orders turn such a monster back.)"""

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_level_limit_activated_under_final_attack_orders_keeps_level_4_in_defense():
    """Q: my opponent's Final Attack Orders is face-up; my Battle Ox (Level 4) and Kuriboh
    (Level 1) are face-up in Attack Position. I activate Level Limit - Area B, then go to my
    Battle Phase. A: Battle Ox is changed to Defense Position once, as Level Limit resolves, and
    stays there (Final Attack Orders does not turn it back); Kuriboh stays in Attack Position."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox")
    kuriboh = table.monster(0, "Kuriboh")
    table.spell_trap(1, "Final Attack Orders", face_down=False)
    table.hand(0, "Level Limit - Area B")
    duel = table.build()
    s = Script(duel)
    assert ox.card(duel).position == "attack"
    before = len(duel.log)
    s.pick("activate", "Level Limit - Area B", player=0, request="idle")
    _finish(s)
    assert ox.card(duel).position == "defense" and kuriboh.card(duel).position == "attack"
    s.pick("battle", request="idle")
    _finish(s)
    assert duel.phase == "battle"
    assert ox.card(duel).position == "defense" and kuriboh.card(duel).position == "attack"
    moved = [(e["name"], e["to"]) for e in of_type(duel, "position") if e["i"] >= before]
    assert moved == [("Battle Ox", "defense")]


def test_final_attack_orders_beside_level_limit_still_turns_a_level_3_monster():
    """Q: Final Attack Orders and Level Limit - Area B are both face-up; my Kuriboh (Level 1) and
    Battle Ox (Level 4) are face-up in Defense Position. A: Final Attack Orders changes Kuriboh to
    Attack Position (Level Limit does not reach it); Battle Ox, which Level Limit reaches, stays
    in Defense Position."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    kuriboh = table.monster(0, "Kuriboh", position="defense")
    ox = table.monster(0, "Battle Ox", position="defense")
    table.spell_trap(1, "Level Limit - Area B", face_down=False)
    table.spell_trap(1, "Final Attack Orders", face_down=False)
    duel = table.build()
    assert kuriboh.card(duel).position == "attack"
    assert ox.card(duel).position == "defense"
