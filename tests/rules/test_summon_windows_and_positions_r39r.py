"""The window of a summon being made, and the position of a monster Special Summoned in Defense
Position (round 39r).

seed 000 §召喚 / §怪獸的條件特殊召喚 with seed 004 §反击陷阱卡: while a Normal, Flip or procedure
Special Summon is being made, only a card that negates the summon (a Counter Trap such as Solemn
Judgment) may answer it -- no other Spell Speed 2 card, of either player, comes before it; once
the summon succeeded, the usual window opens. seed 000 §怪獸的表示形式的變更: a monster Normal or
Special Summoned this turn cannot have its position changed by its player that turn."""

from duelist.testing.reads import field_monsters, of_type
from duelist.testing.scenario import Script, Table


def _answering(s, limit=8):
    """(player, prompt, sorted names offered) of each chain question until the next idle one,
    each passed."""
    seen = []
    for _ in range(limit):
        request = s.duel.request
        if request is None or request.kind != "chain":
            break
        seen.append((request.player, request.prompt.split(":")[0],
                     sorted(o.name for o in request.options if o.kind == "activate")))
        s.pick("pass")
    return seen


def _both_sides_with_quick_cards(table):
    table.spell_trap(0, "Mystical Space Typhoon")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.spell_trap(1, "Solemn Judgment")
    table.spell_trap(1, "Rush Recklessly")
    table.monster(1, "Celtic Guardian")


def test_only_the_summon_negation_answers_a_normal_summon_being_made():
    """Question: Battle Ox is Normal Summoned. Both players hold Set Mystical Space Typhoons; the
    opponent also Solemn Judgment and Rush Recklessly. What may answer the summon as it is being
    made? Answer: only Solemn Judgment; once the summon succeeded, the turn player and then the
    opponent may activate the Quick-Play Spells."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    _both_sides_with_quick_cards(table)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    assert _answering(s) == [
        (1, "Summoning", ["Solemn Judgment"]),
        (0, "Summoned", ["Mystical Space Typhoon"]),
        (1, "Summoned", ["Mystical Space Typhoon", "Rush Recklessly"]),
    ]
    assert field_monsters(duel, 0) == ["Battle Ox"]


def test_only_the_summon_negation_answers_a_flip_summon_being_made():
    """Question: the same table, a Set Battle Ox Flip Summoned. Answer: the same -- while the
    Flip Summon is being made only Solemn Judgment may answer; then the Quick-Play Spells."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Battle Ox", position="set")
    _both_sides_with_quick_cards(table)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Battle Ox")
    seen = _answering(s)
    assert seen[0] == (1, "Summoning", ["Solemn Judgment"])
    assert [names for player, prompt, names in seen[1:]] == [
        ["Mystical Space Typhoon"], ["Mystical Space Typhoon", "Rush Recklessly"]]
    assert field_monsters(duel, 0) == ["Battle Ox"]


def test_only_the_summon_negation_answers_a_procedure_special_summon_being_made():
    """Question: Cyber Dragon Special Summons itself by its own procedure (no chain link). What
    may answer it as it is being made? Answer: as for a Normal Summon, Solemn Judgment only;
    then the Quick-Play Spells once it succeeded."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Cyber Dragon")
    _both_sides_with_quick_cards(table)
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Cyber Dragon")
    s.pick("option", "Attack Position")
    seen = _answering(s)
    assert seen[0] == (1, "Summoning", ["Solemn Judgment"])
    assert [names for player, prompt, names in seen[1:]] == [
        ["Mystical Space Typhoon"], ["Mystical Space Typhoon", "Rush Recklessly"]]
    assert of_type(duel, "chain") == []
    assert field_monsters(duel, 0) == ["Cyber Dragon"]


def test_a_monster_special_summoned_in_defense_position_keeps_it_for_the_turn():
    """Question: Monster Reborn Special Summons Battle Ox in face-up Defense Position. May its
    player change it to Attack Position that turn? Answer: no (seed 000 §怪獸的表示形式的變更: a
    monster summoned this turn cannot have its position changed); a monster of an earlier turn
    beside it may."""
    table = Table(turn=3, turn_player=0)
    table.grave(0, "Battle Ox")
    table.monster(0, "Celtic Guardian", position="defense")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Battle Ox")
    for _ in range(4):
        if duel.request.kind != "chain":
            break
        s.pick("pass")
    s.pick("option", "Defense Position")
    for _ in range(4):
        if duel.request.kind != "chain":
            break
        s.pick("pass")
    request = s.expect(request="idle", player=0)
    changes = sorted(o.name for o in request.options if o.kind == "change_position")
    assert changes == ["Celtic Guardian"]
