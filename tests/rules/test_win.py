"""How a duel is won, lost or drawn.

Seeds: 000 §勝負判定條件; 004 §对战方法和胜利条件 (决斗的胜利条件), §决斗的进行 (抽卡阶段:
如果DECK内已经没有可抽的卡的时候决斗失败).
"""

import pytest

from duelist.agents import RandomAgent, play_out
from duelist.engine.duel import Duel
from duelist.engine.protocol import DuelOverError
from duelist.testing.reads import lp, of_type, once
from duelist.testing.scenario import Script, Table


# --- helpers ---------------------------------------------------------------------------

# --- LP 0 --------------------------------------------------------------------------------------

def test_player_whose_lp_reaches_zero_loses():
    """seed 000 §勝負判定條件 (玩家有一方基本分變成0時判負) / seed 004 §决斗的胜利条件 1."""
    table = Table(rules="MR5", turn=3, phase="battle_step", lp=(8000, 1700))
    table.monster(0, "Battle Ox")
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target="player")
    assert duel.players[1].lp == 0
    assert duel.result["winner"] == 0 and duel.result["reason"] == "lp"
    assert duel.request is None
    end = duel.log[-1]
    assert (end["type"], end["winner"]) == ("duel_end", 0)


def test_lp_never_goes_below_zero():
    """seed 000 §勝負判定條件: damage beyond the remaining LP leaves 0, and the player loses."""
    table = Table(rules="MR5", turn=3, phase="battle_step", lp=(8000, 500))
    table.monster(0, "Blue-Eyes White Dragon")
    duel = table.build()
    Script(duel).pick("attack", "Blue-Eyes White Dragon", target="player")
    assert lp(duel) == (8000, 0)
    assert duel.winner == 0


def test_attacking_player_can_lose_by_battle_damage():
    """seed 004 §伤害的判定 (失败: 自己受到...战斗伤害) with §决斗的胜利条件 1: the turn player
    loses when their own attack brings their LP to 0."""
    table = Table(rules="MR5", turn=3, phase="battle_step", lp=(600, 8000))
    table.monster(0, "Celtic Guardian")
    elf = table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    Script(duel).pick("attack", "Celtic Guardian", target=elf)     # 1400 vs DEF 2000
    assert lp(duel) == (0, 8000)
    assert duel.winner == 1 and duel.result["reason"] == "lp"


def test_lp_above_zero_does_not_end_the_duel():
    """seed 000 §勝負判定條件: only 0 LP loses; 1 LP plays on."""
    table = Table(rules="MR5", turn=3, phase="battle_step", lp=(8000, 1701))
    table.monster(0, "Battle Ox")
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target="player")
    assert lp(duel) == (8000, 1)
    assert duel.result is None and duel.request.kind == "battle"


def test_no_decision_is_taken_after_the_duel_ends():
    """seed 000 §勝負判定條件: once decided, the duel is over; answering raises DuelOverError."""
    table = Table(rules="MR5", turn=3, phase="battle_step", lp=(8000, 100))
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target="player")
    assert duel.over
    with pytest.raises(DuelOverError):
        duel.answer(0)


# --- deck out ----------------------------------------------------------------------------------

def test_drawing_from_an_empty_deck_loses():
    """seed 000 §勝負判定條件 (在必須抽卡時卡組沒有卡存在時判負) / seed 004 §决斗的胜利条件 2 and
    §决斗的进行 (抽卡阶段)."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="draw")
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    assert duel.result["winner"] == 1 and duel.result["reason"] == "deck_out"
    assert of_type(duel, "deck_out")[0]["player"] == 0
    assert duel.phase == "draw" and duel.request is None


def test_an_empty_deck_alone_is_not_a_loss():
    """seed 000 §勝負判定條件 (在必須抽卡時): a player with no deck plays on until they must
    draw: here, their next Draw Phase."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    script = Script(duel)
    assert duel.result is None and len(duel.players[0].deck) == 0
    script.pick("end_turn", player=0)
    script.pick("end_turn", player=1)            # player 1 drew their last card on turn 4
    assert duel.result == {"winner": 1, "reason": "deck_out", "turn": 5}


def test_first_player_with_an_empty_deck_does_not_lose_on_turn_1_without_the_draw():
    """seed 000 §大師規則3 with §勝負判定條件: under MR5 the first player skips the turn-1 draw,
    so an empty deck does not lose then."""
    table = Table(rules="MR5", turn=1, turn_player=0, phase="draw")
    duel = table.build()
    assert duel.result is None and duel.phase == "main1"


def test_first_player_with_an_empty_deck_loses_on_turn_1_under_goat():
    """seed 000 §大師規則1 (first-turn draw) with §勝負判定條件: under GOAT the first player must
    draw on turn 1, and loses with an empty deck."""
    table = Table(rules="GOAT", turn=1, turn_player=0, phase="draw")
    duel = table.build()
    assert duel.result["winner"] == 1 and duel.result["reason"] == "deck_out"


def test_drawing_from_an_empty_deck_by_an_effect_loses_at_once():
    """seed 000 §勝負判定條件 (在必須抽卡時卡組沒有卡存在時判負): a draw an effect makes must be
    made: Morphing Jar Flip Summoned makes each player draw 5; its controller, with 3 cards
    left in the Deck, draws them and loses as the effect resolves, in that turn, with nothing
    played after."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Morphing Jar", position="set")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    Script(duel).pick("flip_summon", "Morphing Jar")
    assert duel.result == {"winner": 1, "reason": "deck_out", "turn": 3}
    assert duel.request is None and of_type(duel, "deck_out")[0]["player"] == 0


# --- both at once: a draw ------------------------------------------------------------------

def test_both_players_losing_at_once_is_a_draw():
    """seed 000 §勝負判定條件 / seed 004 §决斗的胜利条件: when both players meet a losing
    condition at the same time the duel is a draw. No Normal Monster play can do that, so a
    hook deals both players their remaining LP through the engine's damage path at once."""
    def both_to_zero(duel):
        duel._damage(0, 8000, "test")
        duel._damage(1, 8000, "test")
    table = Table(rules="MR5", turn=3, turn_player=0, phase="standby")
    table.at("standby_phase", once(both_to_zero))
    duel = table.build()
    assert duel.result["winner"] is None
    assert "both players" in duel.result["reason"]
    assert duel.log[-1]["type"] == "duel_end" and duel.log[-1]["winner"] is None
    assert duel.request is None


def test_state_check_sees_zero_lp_however_it_was_reached():
    """seed 000 §勝負判定條件 (基本分變成0時判負) / ENGINE.md §2 (state-based checks: LP 0):
    a hook sets both players' LP to 0 directly (as a judge setting the table would, or an
    effect that sets LP); the next state check must end the duel as a draw."""
    def both_lp_zero(duel):
        duel.set_lp(0, 0)
        duel.set_lp(1, 0)
    table = Table(rules="MR5", turn=3, turn_player=0, phase="standby")
    table.at("standby_phase", once(both_lp_zero))
    duel = table.build()
    assert duel.result is not None, "the duel went on with both players at 0 LP"
    assert duel.result["winner"] is None


# --- whole duels ---------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(3))
def test_random_duels_end_by_a_seed_win_condition(normal_deck, seed):
    """seed 000 §勝負判定條件 / seed 004 §决斗的胜利条件: a whole duel ends by LP 0 or deck out,
    and the loser is in that state."""
    duel = Duel(normal_deck, normal_deck, rules="MR5", seed=seed)
    play_out(duel, [RandomAgent(seed), RandomAgent(seed + 100)])
    result = duel.result
    assert result["winner"] in (0, 1)
    loser = 1 - result["winner"]
    if result["reason"] == "lp":
        assert duel.players[loser].lp == 0 and duel.players[result["winner"]].lp > 0
    else:
        assert result["reason"] == "deck_out"
        assert duel.players[loser].deck == [] and duel.turn_player == loser
