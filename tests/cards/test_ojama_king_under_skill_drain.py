"""Ojama King's zones are chosen as its continuous effect starts to apply (seed 000 §效果分類 ›
永續效果: a continuous effect applies only while its card is face-up and the effect is not
negated). Under Skill Drain its effect does not apply: no zone is chosen and none is blocked;
once Skill Drain is gone its controller chooses among the zones unused then. Negated after it
chose, it blocks nothing and forgets the choice."""

from duelist.testing.scenario import Script, Table


def _blocked_events(duel):
    return [e["zones"] for e in duel.log if e["type"] == "zones_blocked"]


def test_ojama_king_under_skill_drain_chooses_no_zone_until_skill_drain_is_gone():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(0, "Ojama King")
    table.hand(1, "Mystical Space Typhoon", "Battle Ox")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    s = Script(duel, zones="ask")
    assert duel.request.kind == "idle"                  # no zone question
    assert _blocked_events(duel) == [] and duel.free_mzone_count(1) == 5
    s.end_turn()
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    s.pick("summon", "Battle Ox", player=1)
    while duel.request.kind in ("zone", "chain"):
        if duel.request.kind == "zone":
            duel.answer(duel.request.options[0].id)     # Battle Ox in zone 0
        else:
            s.pick("pass", player=duel.request.player)
    assert duel.players[1].mzone[0].name == "Battle Ox"
    s.pick("activate", "Mystical Space Typhoon", player=1)
    while duel.request.kind == "zone":
        duel.answer(duel.request.options[0].id)         # the Spell's own zone
    s.pick("target", "Skill Drain", request="target")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    # Skill Drain gone: Ojama King's controller chooses among zones 1-4, the unused ones
    offered = []
    while duel.request.kind == "zone":
        assert duel.request.player == 0
        offered.append(sorted(o.zone for o in duel.request.options))
        duel.answer(duel.request.options[0].id)
    assert offered == [[1, 2, 3, 4], [2, 3, 4], [3, 4]]
    assert _blocked_events(duel) == [[1, 2, 3]]
    assert duel.free_mzone_count(1) == 1


def test_ojama_king_negated_after_it_chose_blocks_nothing():
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, "Ojama King")
    table.spell_trap(1, "Skill Drain")
    table.hand(1, "Battle Ox")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    s = Script(duel, zones="ask")
    while duel.request.kind == "zone":
        duel.answer(duel.request.options[0].id)         # zones 0, 1, 2 (player 0 chooses)
    assert _blocked_events(duel) == [[0, 1, 2]] and duel.free_mzone_count(1) == 2
    s.pick("activate", "Skill Drain", player=1)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert _blocked_events(duel) == [[0, 1, 2], []]
    assert duel.free_mzone_count(1) == 5
    s.pick("summon", "Battle Ox", player=1)
    assert sorted(o.zone for o in duel.request.options) == [0, 1, 2, 3, 4]
