"""Lava Golem (102380): who Special Summons it, and the Normal Summon it costs. Its owner
Special Summons it from the hand onto the opponent's field by Tributing two of the opponent's
monsters; the summoning player is its owner, so the opponent who receives it may answer with
Bottomless Trap Hole (it answers the opponent's summons) and its owner may not; its owner
cannot have Normal Summoned or Set that turn. Its summon is a summoning procedure, so Solemn
Judgment may negate it; the Tributes, a part of the procedure, stay gone.

Sources: Lava Golem's text (both the Goat-era DR1 wording and today's: its player may not
Normal Summon or Set the turn they Special Summon it); Bottomless Trap Hole's and Solemn
Judgment's texts; seed 000 §怪獸的條件特殊召喚 (a summoning procedure starts no chain link and
may be negated by cards that negate a Special Summon; its Tributes are part of the procedure),
seed 004 §怪兽的召唤."""

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_lava_golem_is_not_offered_after_its_owner_normal_summoned_that_turn():
    """Question: player 0 has Normal Summoned this turn; player 1 controls two monsters. May
    player 0 Special Summon Lava Golem? Answer: no: the turn it is Special Summoned, its owner
    may not Normal Summon or Set, so it cannot follow a Normal Summon."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Lava Golem", "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    assert s.has("special_summon", "Lava Golem")
    s.pick("summon", "Battle Ox", request="idle")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert not s.has("special_summon", "Lava Golem")


def test_the_player_who_receives_lava_golem_may_banish_it_with_bottomless_trap_hole():
    """Question: player 0 Special Summons Lava Golem onto player 1's field, Tributing
    Celtic Guardian and Mystical Elf. Both players have a Set Bottomless Trap Hole. Who may
    activate it? Answer: only player 1 (player 0 made the summon); Lava Golem is destroyed and
    banished, and the two Tributes stay in player 1's GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Lava Golem")
    table.monster(1, "Celtic Guardian")
    table.monster(1, "Mystical Elf")
    table.spell_trap(0, "Bottomless Trap Hole")
    table.spell_trap(1, "Bottomless Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Lava Golem", request="idle")
    s.pick("select", "Celtic Guardian", request="select", player=0)
    s.pick("select", "Mystical Elf", request="select", player=0)
    if duel.request.kind == "option":
        s.pick("option", "Attack Position", player=0)
    # the turn player answers first; player 0 has no answer, so the first window is player 1's
    s.expect(request="chain", player=1)
    s.pick("activate", "Bottomless Trap Hole", player=1)
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert field_monsters(duel, 1) == [] and banished(duel, 0) == ["Lava Golem"]
    assert sorted(grave(duel, 1)) == ["Bottomless Trap Hole", "Celtic Guardian", "Mystical Elf"]


def test_solemn_judgment_negates_lava_golems_summon_and_the_tributes_stay_gone():
    """Question: player 0 Special Summons Lava Golem by Tributing player 1's Celtic Guardian and
    Mystical Elf; player 1 answers with Solemn Judgment. Answer: the summon (a summoning
    procedure, no chain link) is negated: Lava Golem goes to player 0's GY, the two Tributes
    stay in player 1's GY, and player 1 pays half their LP."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Lava Golem")
    table.monster(1, "Celtic Guardian")
    table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Lava Golem", request="idle")
    s.pick("select", "Celtic Guardian", request="select", player=0)
    s.pick("select", "Mystical Elf", request="select", player=0)
    if duel.request.kind == "option":
        s.pick("option", "Attack Position", player=0)
    s.pick("activate", "Solemn Judgment", request="chain", player=1)
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert grave(duel, 0) == ["Lava Golem"]
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Mystical Elf", "Solemn Judgment"]
    assert duel.players[1].lp == 4000
