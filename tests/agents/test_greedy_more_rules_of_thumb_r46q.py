"""The greedy agent's rules of thumb (duelist/agents/greedy.py) as a researcher who uses it as
a baseline expects them, round 46q: a Trap in the hand is Set for later, and a Set one is
not spent in its own Main Phase; the weakest monster is Tributed; a direct attack comes
before any attack on a monster; a card goes to the leftmost zone offered."""

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
