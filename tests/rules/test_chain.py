"""Chains and spell speed (seed 004 §连锁和咒文速度)."""

from duelist.testing.reads import field_monsters as monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def chain_table():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Dark Hole", "Mystical Space Typhoon")
    table.spell_trap(0, "Seven Tools of the Bandit")
    table.spell_trap(1, "Imperial Order")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Mystical Elf")          # the card Magic Jammer discards
    return table


def test_seed_chain_example_resolves_last_link_first():
    """seed 004 §连锁和咒文速度 › 连锁举例: Dark Hole <- Imperial Order <- MST on Imperial
    Order <- Magic Jammer <- Seven Tools of the Bandit. Seven Tools negates Magic Jammer,
    MST destroys Imperial Order, Imperial Order (gone) does nothing, Dark Hole destroys
    every monster."""
    duel = chain_table().build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=0)
    s.pick("activate", "Imperial Order", player=1, request="chain")
    s.pick("activate", "Mystical Space Typhoon", player=0, request="chain")
    s.pick("target", "Imperial Order", player=0)
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Mystical Elf", player=1)            # Magic Jammer's cost
    s.pick("activate", "Seven Tools of the Bandit", player=0, request="chain")
    # nobody can respond to a Counter Trap with anything left: the chain resolves
    assert [e["name"] for e in of_type(duel, "resolve")] == [
        "Seven Tools of the Bandit", "Magic Jammer", "Mystical Space Typhoon", "Imperial Order",
        "Dark Hole"]
    assert monsters(duel, 0) == [] and monsters(duel, 1) == []
    assert duel.players[0].lp == 7000                      # Seven Tools' 1000 LP
    assert sorted(grave(duel, 1)) == sorted(["Celtic Guardian", "Imperial Order", "Magic Jammer",
                                             "Mystical Elf"])
    assert sorted(grave(duel, 0)) == sorted(["Battle Ox", "Dark Hole", "Mystical Space Typhoon",
                                             "Seven Tools of the Bandit"])
    assert duel.request.kind == "idle" and duel.chain == []


def test_seed_chain_short_version_imperial_order_negates_dark_hole():
    """seed 004 §连锁和咒文速度: without the last three links Imperial Order resolves first
    and Dark Hole, a Spell on the field, does nothing; Imperial Order stays face-up."""
    duel = chain_table().build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=0)
    s.pick("activate", "Imperial Order", player=1, request="chain")
    s.pick("pass", player=0, request="chain")
    # player 1's Magic Jammer cannot answer a Trap: player 1 is not asked
    assert [e["name"] for e in of_type(duel, "resolve")] == ["Imperial Order", "Dark Hole"]
    assert monsters(duel, 0) == ["Battle Ox"] and monsters(duel, 1) == ["Celtic Guardian"]
    assert grave(duel, 0) == ["Dark Hole"]
    order = [c for c in duel.players[1].szone if c is not None and c.name == "Imperial Order"][0]
    assert order.face_up and order.activated


def test_speed_one_cannot_respond():
    """seed 004 §咒文速度: a chain link needs speed >= the link it answers (a Normal Trap,
    speed 2, cannot answer a Counter Trap, speed 3)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Dark Hole")
    table.spell_trap(1, "Magic Jammer")
    table.spell_trap(1, "Imperial Order")
    table.hand(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=0)
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Mystical Elf", player=1)
    # player 1's Imperial Order (speed 2) cannot answer Magic Jammer (speed 3): the chain
    # resolves by itself
    assert [e["name"] for e in of_type(duel, "resolve")] == ["Magic Jammer", "Dark Hole"]
    assert monsters(duel, 1) == ["Celtic Guardian"]
    assert "Dark Hole" in grave(duel, 0)


def test_spell_speed_one_never_answers_even_a_spell_speed_one_link():
    """seed 004 §咒文速度: spell speed 1 can never be chained, not even to another speed-1
    link (where the speed comparison alone would allow it). Player 1 passes on Dark Hole;
    player 0, next to answer, is not offered the second Dark Hole: the chain resolves."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Dark Hole", "Dark Hole")
    table.spell_trap(1, "Magic Jammer")                  # so player 1 is asked, and passes
    table.hand(1, "Mystical Elf")                        # (Magic Jammer's discard)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=0, first=True)
    s.pick("pass", player=1, request="chain")
    assert [e["name"] for e in of_type(duel, "resolve")] == ["Dark Hole"]
    assert grave(duel, 0) == ["Dark Hole"] and duel.request.kind == "idle"


def test_fork_in_the_middle_of_a_chain_continues_identically():
    """DESIGN §3: a fork taken while a chain is being built (a mid-procedure fork, rebuilt
    from the answers) continues exactly like the original."""
    duel = chain_table().build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=0)
    s.pick("activate", "Imperial Order", player=1, request="chain")
    copy = duel.fork()
    assert copy.request.to_dict() == duel.request.to_dict() and copy.log == duel.log
    for game in (duel, copy):
        Script(game).pick("activate", "Mystical Space Typhoon", player=0, request="chain")
        Script(game).pick("target", "Imperial Order", player=0)
    assert copy.log == duel.log and copy.request.to_dict() == duel.request.to_dict()
