"""Level Limit - Area B (3136426): a Level 4 or higher monster Flip Summoned face-up in Attack
Position is changed to Defense Position at once, and cannot be changed back to Attack.

Sources: Level Limit - Area B's text (face-up monsters of Level 4 or more are changed to Defense
Position; a continuous effect that applies to a monster as soon as it is face-up); the same
ruling for a Normal Summon is tested in tests/cards/test_floodgates.py. Seed 000 §怪獸的表示形式,
§怪獸的召喚·特殊召喚."""

from duelist.testing.scenario import Script, Table


def test_level_limit_area_b_turns_a_flip_summoned_level_4_monster_to_defense():
    """Question: under the opponent's Level Limit - Area B, player 0 Flip Summons Battle Ox
    (Level 4). Answer: it is changed to face-up Defense Position, and player 0 cannot change it
    back to Attack Position (nor attack with it)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Level Limit - Area B", face_down=False)
    ox = table.monster(0, "Battle Ox", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Battle Ox", request="idle")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert ox.card(duel).position == "defense"
    assert not s.has("change_position", "Battle Ox")
