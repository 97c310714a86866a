"""The greedy agent's rules of thumb (duelist/agents/greedy.py) as a researcher who uses it as a
baseline expects them, round 46q: a Trap in the hand is Set for later, and a Set one is not
spent in its own Main Phase; the weakest monster is Tributed; a direct attack comes before any
attack on a monster; a card goes to the leftmost zone offered; Dark Hole kept while its board
is as strong as the opponent's; a weaker monster left in Defense Position; with timing hints, a
card for attacks answers an attack, and Ultimate Offering a summon in its own turn only; a
Spell discarded first; a discard after the hand shrank may take a name it took before; a
monster of unknown ATK counts 0; a material from the hand valued by its better stat."""

from duelist.agents import GreedyAgent
from duelist.engine.protocol import Option, Request
from duelist.testing import Table


def test_a_trap_in_the_hand_is_set_for_later():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Mirror Force")
    duel = table.build()
    choice = GreedyAgent().choose(duel, duel.request)
    assert choice.kind == "set_spell" and choice.name == "Mirror Force"


def test_a_trap_set_for_later_is_not_spent_in_its_own_main_phase():
    """Its Set Dust Tornado could destroy the opponent's Set card now; greedy keeps it (only
    cards in the hand are played in the Main Phase) and goes to battle."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Dust Tornado", zone=0)
    table.spell_trap(1, "Mirror Force", zone=0)
    duel = table.build()
    assert duel.request.find(kind="activate")
    assert GreedyAgent().choose(duel, duel.request).kind == "battle"


def test_the_weakest_monster_is_tributed():
    """Rude Kaiser needs one Tribute: Kuriboh (300 ATK), not Battle Ox (1700), offered first."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox", zone=0)
    table.monster(0, "Kuriboh", zone=1)
    table.hand(0, "Rude Kaiser")
    duel = table.build()
    duel.answer(duel.request.find(kind="summon")[0])
    assert duel.request.kind == "tribute" and duel.request.options[0].name == "Battle Ox"
    assert GreedyAgent().choose(duel, duel.request).name == "Kuriboh"


def test_a_direct_attack_comes_before_an_attack_on_a_monster():
    """Battle Ox may attack Kuriboh or (as a monster that attacks directly would) the
    player: the direct attack, 1700 damage for sure."""
    table = Table(turn=3, turn_player=0, phase="battle")
    table.monster(0, "Battle Ox")
    table.monster(1, "Kuriboh")
    duel = table.build()
    view = duel.view(0)
    ox, kuriboh = view["players"][0]["monsters"][0]["uid"], view["players"][1]["monsters"][0]["uid"]
    request = Request(0, "battle", "Battle Step",
                      [Option(0, "attack", ox, "Battle Ox", kuriboh, "Kuriboh"),
                       Option(1, "attack", ox, "Battle Ox", "player"), Option(2, "end_battle")])
    assert GreedyAgent().choose(duel, request).id == 1


def test_a_card_goes_to_the_leftmost_zone_offered():
    duel = Table(turn=3, turn_player=0, phase="main1").build()
    request = Request(0, "zone", "Choose a zone for Battle Ox",
                      [Option(0, "zone", 7, "Monster Zone 2", zone=1), Option(1, "zone", 7, "Monster Zone 4", zone=3)])
    assert GreedyAgent().choose(duel, request).zone == 1


def test_dark_hole_is_kept_in_the_hand_while_its_board_is_as_strong_as_the_opponents():
    """Mystic Clown (1500 ATK) against a Set monster, guessed at 1500: Dark Hole would cost
    as much as it gains, so it is neither played nor Set (only Traps are Set); greedy goes to
    battle."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Mystic Clown")
    table.monster(1, "Battle Ox", position="set")
    table.hand(0, "Dark Hole")
    duel = table.build()
    assert duel.request.find(kind="activate") and duel.request.find(kind="set_spell")
    assert GreedyAgent().choose(duel, duel.request).kind == "battle"


def test_a_monster_in_defense_position_stays_there_when_it_would_not_beat_the_opponents():
    """Mystical Elf (800 ATK) facing Battle Ox (1700) is not changed to Attack Position."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Mystical Elf", position="defense")
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert duel.request.find(kind="change_position")
    assert GreedyAgent().choose(duel, duel.request).kind == "battle"


def test_with_timing_hints_a_card_for_attacks_answers_an_attack():
    """Waboku is kept at the start of the Battle Phase and activated when an attack comes."""
    table = Table(turn=4, turn_player=1, phase="battle")
    table.monster(1, "Battle Ox")
    table.spell_trap(0, "Waboku")
    duel = table.build()
    assert GreedyAgent(timing=True).choose(duel, duel.request).kind == "pass"
    duel.answer(duel.request.find(kind="pass")[0])
    duel.answer(duel.request.find(kind="attack")[0])
    assert duel.request.player == 0 and duel.request.kind == "chain"
    assert GreedyAgent(timing=True).choose(duel, duel.request).name == "Waboku"


def test_a_spell_in_the_hand_is_discarded_first_as_a_card_without_stats():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Battle Ox", "Dark Hole", "Kuriboh")
    duel = table.build()
    hand = dict((c["name"], c["uid"]) for c in duel.view(0)["players"][0]["hand"])
    request = Request(0, "discard", "Discard 1 card",
                      [Option(n, "discard", hand[name], name) for n, name in enumerate(hand)])
    assert GreedyAgent().choose(duel, request).name == "Dark Hole"


def test_the_same_discard_again_after_the_hand_shrank_may_take_the_same_name():
    """Two costs of "discard 1 card" in one turn, a Normal Summon between them: the second
    Kuriboh goes too (the name rule is only for a hand that did not shrink)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Kuriboh", "Kuriboh", "Battle Ox", "Vorse Raider")
    duel = table.build()
    uids = [(c["uid"], c["name"]) for c in duel.view(0)["players"][0]["hand"]]
    kuribohs = [u for u, name in uids if name == "Kuriboh"]
    raider = [u for u, name in uids if name == "Vorse Raider"][0]
    agent = GreedyAgent()
    first = Request(0, "discard", "Discard 1 card", [Option(0, "discard", kuribohs[0], "Kuriboh"),
                                                     Option(1, "discard", raider, "Vorse Raider")])
    assert agent.choose(duel, first).card == kuribohs[0]
    duel.answer([o for o in duel.request.find(kind="summon") if o.name == "Battle Ox"][0])
    while duel.request.kind != "idle":
        duel.answer(duel.request.options[0])                    # its zone
    assert len(duel.view(0)["players"][0]["hand"]) == 3
    second = Request(0, "discard", "Discard 1 card", [Option(0, "discard", kuribohs[1], "Kuriboh"),
                                                      Option(1, "discard", raider, "Vorse Raider")])
    assert agent.choose(duel, second).card == kuribohs[1]


def test_with_timing_hints_ultimate_offering_answers_a_summon_in_its_own_turn_only():
    for turn, turn_player, expected in ((3, 0, "Ultimate Offering"), (4, 1, None)):
        duel = Table(turn=turn, turn_player=turn_player, phase="main1").build()
        request = Request(0, "chain", "Battle Ox was summoned: respond?",
                          [Option(0, "activate", 5, "Ultimate Offering"), Option(1, "pass")])
        assert GreedyAgent(timing=True).choose(duel, request).name == expected, turn_player


def test_a_monster_whose_printed_atk_is_unknown_counts_as_0_atk():
    """King of the Skull Servants (ATK "?") beside Battle Ox: Battle Ox is summoned."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "King of the Skull Servants", "Battle Ox")
    duel = table.build()
    choice = GreedyAgent().choose(duel, duel.request)
    assert choice.kind == "summon" and choice.name == "Battle Ox"


def test_a_material_from_the_hand_is_valued_by_its_better_stat():
    """Gemini Elf (1900 ATK / 900 DEF) is worth more than Wall of Illusion (1000 / 1850):
    the Wall is the material to give."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Gemini Elf", "Wall of Illusion")
    duel = table.build()
    hand = dict((c["name"], c["uid"]) for c in duel.view(0)["players"][0]["hand"])
    request = Request(0, "select", "Choose a Fusion Material",
                      [Option(0, "select", hand["Gemini Elf"], "Gemini Elf"),
                       Option(1, "select", hand["Wall of Illusion"], "Wall of Illusion")])
    assert GreedyAgent().choose(duel, request).name == "Wall of Illusion"
