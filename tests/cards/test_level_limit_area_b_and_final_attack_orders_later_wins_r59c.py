"""Level Limit - Area B (3136426) and Final Attack Orders (52503575), two continuous effects that
set battle positions: the one applied most recently takes precedence for the monsters both
reach. And under Level Limit a player may change a Level 4 or higher monster to Attack Position
by hand; it is changed back to Defense Position at once.

Sources: formatlibrary.com Goat rulings, "Level Limit - Area B" (its effect is continuous, no
chain; a Level 4+ monster's position may be changed but is changed back to Defense Position at
once; activated while Final Attack Orders is active, the most recently resolved effect takes
precedence); yugioh-wiki.net 《レベル制限Ｂ地区》 FAQ (a Level 4+ Defense Position monster may be
changed to Attack Position, then is forced back to Defense Position: today's rules the same);
the cards' texts in our words. Seed 000 §怪獸的表示形式. The other order (Level Limit activated
last) is tested in test_final_attack_orders_beside_level_limit_area_b_r58o.py."""

import pytest

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    for _ in range(12):
        if s.duel.request is None or s.duel.request.kind != "chain":
            return
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_final_attack_orders_activated_under_level_limit_turns_level_4_to_attack(rules):
    """Q: my Level Limit - Area B is face-up; my opponent's Battle Ox (Level 4) is in Defense
    Position by it. My opponent activates Final Attack Orders. A: Final Attack Orders, applied
    last, takes precedence: Battle Ox is changed to Attack Position and stays there."""
    table = Table(rules=rules, turn=4, turn_player=1)
    ox = table.monster(1, "Battle Ox", position="defense")
    table.spell_trap(0, "Level Limit - Area B", face_down=False)
    table.spell_trap(1, "Final Attack Orders")
    duel = table.build()
    s = Script(duel)
    assert ox.card(duel).position == "defense"
    s.pick("activate", "Final Attack Orders", player=1, request="idle")
    _finish(s)
    assert ox.card(duel).position == "attack"
    s.pick("battle", request="idle")
    _finish(s)
    assert ox.card(duel).position == "attack"


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_level_4_monster_changed_to_attack_by_hand_under_level_limit_goes_back(rules):
    """Q: my Battle Ox (Level 4) has been in Defense Position since last turn under my
    opponent's Level Limit - Area B. May I change it to Attack Position by hand? A: yes (the
    change is offered), but Level Limit changes it back to Defense Position at once: it ends in
    Defense Position, two position changes logged, and it cannot attack."""
    table = Table(rules=rules, turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox", position="defense")
    table.spell_trap(1, "Level Limit - Area B", face_down=False)
    duel = table.build()
    s = Script(duel)
    before = len(duel.log)
    assert s.has("change_position", "Battle Ox")
    s.pick("change_position", "Battle Ox", request="idle")
    _finish(s)
    assert ox.card(duel).position == "defense"
    moved = [(e["name"], e["to"]) for e in of_type(duel, "position") if e["i"] >= before]
    assert moved == [("Battle Ox", "attack"), ("Battle Ox", "defense")]
    assert not s.has("change_position", "Battle Ox")     # (its one change this turn is spent)
