"""The turn: phase order, the draw, the Battle Phase being optional, priority, the hand.

Seeds: 000 §決鬥過程/遊戲流程, §回合玩家的優先權, §基礎分相關, §手卡;
004 §决斗的进行, §回合玩家的优先权.
"""

import pytest

from duelist.agents import GreedyAgent, RandomAgent, play_out
from duelist.engine.duel import Duel
from duelist.engine.rules import PRESETS, Rules
from duelist.testing.reads import grave, hand, kinds, of_type
from duelist.testing.scenario import Script, Table

PHASE_ORDER = ["draw", "standby", "main1", "battle", "main2", "end"]


# --- helpers ---------------------------------------------------------------------------

def phases_by_turn(duel):
    """{turn: [phase, ...]} read from the log's "turn" and "phase" events."""
    out = {}
    turn = None
    for e in duel.log:
        if e["type"] == "turn":
            turn = e["turn"]
            out[turn] = []
        elif e["type"] == "phase" and turn is not None:
            out[turn].append(e["phase"])
    return out


# --- phase order -------------------------------------------------------------------------

def test_phase_order_of_a_turn_with_a_battle_phase(normal_deck):
    """seed 000 §遊戲流程: Draw -> Standby -> Main 1 -> Battle -> Main 2 -> End."""
    duel = Duel(normal_deck, normal_deck, rules="MR5", seed=1, first_player=0)
    script = Script(duel)
    script.pick("end_turn", player=0)               # turn 1: no Battle Phase for the first player
    script.pick("battle", player=1, request="idle")
    script.pick("end_battle", player=1, request="battle")
    script.pick("end_turn", player=1, request="idle")
    assert phases_by_turn(duel)[2] == PHASE_ORDER
    assert duel.turn == 3 and duel.turn_player == 0


def test_no_main_phase_2_without_a_battle_phase():
    """seed 004 §决斗的进行 (主要阶段2): Main Phase 2 only follows a Battle Phase; ending the
    turn from Main Phase 1 goes straight to the End Phase."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="draw")
    table.deck(0, ["Battle Ox"])
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    Script(duel).pick("end_turn", player=0, request="idle")
    assert phases_by_turn(duel)[3] == ["draw", "standby", "main1", "end"]
    assert duel.turn == 4


def test_main_phase_2_allows_the_normal_summon_not_used_in_main_phase_1():
    """seed 004 §决斗的进行 (主要阶段2可以做的): Main Phase 2 offers what Main Phase 1 does."""
    table = Table(rules="MR5", turn=3, phase="main1")
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    script = Script(duel)
    script.pick("battle")
    script.pick("end_battle", request="battle")
    assert duel.phase == "main2"
    script.pick("summon", "Celtic Guardian", request="idle")
    assert duel.players[0].mzone[0].name == "Celtic Guardian"


def test_only_one_battle_phase_per_turn():
    """seed 000 §遊戲流程 / seed 004 §决斗的进行: Main Phase 2 leads to the End Phase; it offers
    no second Battle Phase."""
    table = Table(rules="MR5", turn=3, phase="battle_step")
    table.monster(0, "Battle Ox")
    duel = table.build()
    Script(duel).pick("end_battle")
    assert duel.phase == "main2"
    assert "battle" not in kinds(duel) and "end_turn" in kinds(duel)


def test_draw_phase_draws_the_top_card_of_the_deck():
    """seed 004 §决斗的进行 (抽卡阶段必须进行的: 抽1张卡): exactly one card, from the top."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="draw")
    table.deck(0, ["Battle Ox", "Celtic Guardian"])   # top first
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    assert hand(duel, 0) == ["Battle Ox"]
    assert [c.name for c in duel.players[0].deck] == ["Celtic Guardian"]
    draws = of_type(duel, "draw")
    assert len(draws) == 1 and draws[0]["player"] == 0
    assert duel.phase == "main1"


def test_drawn_card_is_private_to_the_drawing_player():
    """seed 000 §手卡 (手卡為不公開區域): the opponent's log does not show the drawn card."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="draw")
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    draw = [e for e in duel.log_for(0) if e["type"] == "draw"][0]
    assert draw["name"] == "Battle Ox"
    seen_by_opponent = [e for e in duel.log_for(1) if e["type"] == "draw"][0]
    assert "name" not in seen_by_opponent and "code" not in seen_by_opponent


def test_battle_phase_is_optional():
    """seed 004 §决斗的进行 (战斗阶段不是必须经过的阶段): Main Phase 1 offers both entering the
    Battle Phase and ending the turn."""
    table = Table(rules="MR5", turn=3, phase="main1")
    table.monster(0, "Battle Ox")
    duel = table.build()
    assert "battle" in kinds(duel) and "end_turn" in kinds(duel)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_first_player_cannot_conduct_a_battle_phase_on_turn_1(normal_deck, preset):
    """rules flag first_turn_battle (False in every preset): no Battle Phase on turn 1."""
    duel = Duel(normal_deck, normal_deck, rules=preset, seed=2, first_player=0)
    assert duel.turn == 1 and duel.phase == "main1"
    assert "battle" not in kinds(duel)
    assert "end_turn" in kinds(duel)


def test_first_turn_battle_flag_allows_a_battle_phase_on_turn_1():
    """rules flag first_turn_battle=True: the first player may enter the Battle Phase on turn 1."""
    rules = Rules("custom", first_turn_battle=True)
    table = Table(rules=rules, turn=1, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox", summoned_this_turn=True)
    duel = table.build()
    Script(duel).pick("battle")
    assert duel.phase == "battle"


def test_second_player_may_conduct_a_battle_phase_on_turn_2(normal_deck):
    """seed 004 §决斗的进行: from turn 2 on, the turn player may enter the Battle Phase."""
    duel = Duel(normal_deck, normal_deck, rules="MR5", seed=2, first_player=0)
    Script(duel).pick("end_turn", player=0)
    assert duel.turn == 2 and duel.turn_player == 1
    assert "battle" in kinds(duel)


# --- the start of the duel -----------------------------------------------------------------

def test_both_players_start_with_8000_life_points(normal_deck):
    """seed 000 §基礎分相關: both players start at 8000 LP."""
    duel = Duel(normal_deck, normal_deck, rules="MR5", seed=3, first_player=0)
    assert (duel.players[0].lp, duel.players[1].lp) == (8000, 8000)
    assert of_type(duel, "duel_start")[0]["lp"] == [8000, 8000]
    assert [side["lp"] for side in duel.view(None)["players"]] == [8000, 8000]


def test_opening_hand_is_five_cards(normal_deck):
    """seed 000 §手卡 (遊戲開始時的手卡初始數量為5張): each player draws 5 before turn 1."""
    duel = Duel(normal_deck, normal_deck, rules="MR5", seed=4, first_player=0)
    before_turn_1 = duel.log[:[e["type"] for e in duel.log].index("turn")]
    opening = [e["player"] for e in before_turn_1 if e["type"] == "draw"]
    assert sorted(opening) == [0] * 5 + [1] * 5
    assert len(duel.players[1].hand) == 5
    assert len(duel.players[0].deck) == 35 and len(duel.players[1].deck) == 35


def test_the_toss_winner_chooses_who_goes_first(normal_deck):
    """seed 000 §遊戲流程 (決鬥前雙方玩家首先決定先攻的一方): the toss winner picks first or second."""
    duel = Duel(normal_deck, normal_deck, rules="MR5", seed=5)
    request = Script(duel).expect(request="first_player")
    winner = request.player
    Script(duel).pick("go_second", player=winner)
    assert duel.first_player == 1 - winner
    assert duel.turn == 1 and duel.turn_player == 1 - winner


# --- priority ------------------------------------------------------------------------------

def test_turn_player_takes_every_decision_of_their_turn():
    """seed 000 §回合玩家的優先權: the turn player acts first in each phase and step; with no
    card able to respond, the opponent is never asked during that turn (partial: no effects yet)."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="draw")
    table.deck(0, ["Battle Ox"])
    table.deck(1, ["Mystical Elf"])
    table.hand(0, "Celtic Guardian")
    table.monster(1, "Hitotsu-Me Giant")
    duel = table.build()
    script = Script(duel)
    script.pick("summon", "Celtic Guardian", player=0, request="idle")
    script.pick("battle", player=0, request="idle")
    script.pick("attack", "Celtic Guardian", target="Hitotsu-Me Giant", player=0, request="battle")
    script.pick("end_battle", player=0, request="battle")
    script.pick("end_turn", player=0, request="idle")
    script.expect(request="idle", player=1)
    assert duel.turn == 4 and duel.turn_player == 1


# --- the hand limit ------------------------------------------------------------------------

def test_hand_limit_turn_player_discards_down_to_six_in_the_end_phase():
    """seed 000 §手卡 / seed 004 §决斗的进行 (结束阶段): over 6 cards at the end of their own
    turn, the turn player sends the excess to the GY, choosing which."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="end")
    table.hand(0, *(["Battle Ox"] * 7 + ["Celtic Guardian"]))
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    script = Script(duel)
    request = script.expect(request="discard", player=0)
    assert len(request.options) == 8
    script.pick("discard", "Celtic Guardian", request="discard")
    script.pick("discard", "Battle Ox", request="discard", first=True)
    assert hand(duel, 0) == ["Battle Ox"] * 6
    assert grave(duel, 0) == ["Celtic Guardian", "Battle Ox"]
    assert [e["reason"] for e in of_type(duel, "to_grave")] == ["hand_limit", "hand_limit"]
    assert duel.turn == 4


def test_hand_limit_is_applied_at_the_end_of_the_end_phase():
    """seed 004 §决斗的进行 (这个阶段结束时...舍弃到6张): End Phase effects come first; the
    discard happens last, just before the turn ends."""
    seen = []
    table = Table(rules="MR5", turn=3, turn_player=0, phase="end")
    table.hand(0, *(["Battle Ox"] * 7))
    table.at("end_phase", lambda duel: seen.append(len(duel.players[0].hand)))
    duel = table.build()
    Script(duel).pick("discard", "Battle Ox", first=True)
    assert seen == [7]
    order = [e["type"] for e in duel.log]
    assert order.index("phase") < order.index("to_grave") < order.index("turn_end")


def test_hand_limit_does_not_apply_to_the_opponent():
    """seed 000 §手卡 (在玩家每個回合的結束時): only the turn player discards at their End Phase."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="end")
    table.hand(1, *(["Battle Ox"] * 8))
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    assert of_type(duel, "to_grave") == []
    assert duel.turn == 4 and duel.turn_player == 1
    assert len(duel.players[1].hand) == 9        # 8 kept, plus the Draw Phase card
    Script(duel).expect(request="idle", player=1)


def test_more_than_six_cards_is_allowed_during_the_turn():
    """seed 000 §手卡 (the limit is checked at the end of the turn only): drawing a 7th card
    asks for nothing; the Main Phase goes on with 7 cards."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="draw")
    table.hand(0, *(["Battle Ox"] * 6))
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    script = Script(duel)
    script.expect(request="idle", player=0)
    assert len(duel.players[0].hand) == 7 and duel.phase == "main1"
    script.pick("summon", "Celtic Guardian")
    script.pick("end_turn")                     # 6 cards left: no discard
    assert of_type(duel, "to_grave") == []
    assert duel.turn == 4


# --- whole duels ---------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(4))
def test_random_duels_keep_the_phase_order(normal_deck, seed):
    """seed 000 §遊戲流程 and seed 004 §决斗的进行, over whole duels: every turn's phases come in
    order, Main Phase 2 only after a Battle Phase, no Battle Phase on turn 1."""
    agents = [RandomAgent(seed), GreedyAgent()] if seed % 2 else [RandomAgent(seed), RandomAgent(seed + 7)]
    duel = Duel(normal_deck, normal_deck, rules="MR5", seed=seed)
    play_out(duel, agents)
    assert duel.result is not None
    turns = phases_by_turn(duel)
    assert sorted(turns) == list(range(1, duel.turn + 1))
    assert "battle" not in turns[1]
    for turn, seen in turns.items():
        assert seen == [p for p in PHASE_ORDER if p in seen], (turn, seen)
        assert seen[:3] == ["draw", "standby", "main1"][:len(seen)], (turn, seen)
        assert ("main2" in seen) <= ("battle" in seen), (turn, seen)
