"""Alternate win conditions (helper d): Exodia the Forbidden One, Destiny Board with the
Spirit Messages, Victory Dragon (a Match win).

Rules cited: seed 000 §勝負判定條件 (special victory conditions, checked with the state
checks), §陷阱卡 › 永續陷阱; seed 004 §对战方法 (胜利龙: a card that wins the Match).
Card behaviour: current OCG/TCG text and rulings.
"""

import pytest

from duelist.cards.db import find_card
from duelist.cards.registry import has_script
from duelist.deck.formats import load_deck
from duelist.engine import state as S
from duelist.match import Match
from duelist.testing.reads import grave, kinds, of_type
from duelist.testing.scenario import Script, Table

HEAD = "Exodia the Forbidden One"
LIMBS = ["Left Arm of the Forbidden One", "Right Arm of the Forbidden One",
         "Left Leg of the Forbidden One", "Right Leg of the Forbidden One"]
MSG = {letter: 'Spirit Message "%s"' % letter for letter in "INAL"}


def spells(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None and c.face_up]


# ---------------------------------------------------------------------- Exodia
def test_exodia_the_forbidden_one_drawing_the_fifth_piece_wins():
    """seed 000 §勝負判定條件: with Exodia and its four limbs in the hand the player wins;
    the state check right after the Draw Phase draw sees it."""
    table = Table(turn=3, turn_player=0, phase="draw")
    table.hand(0, HEAD, *LIMBS[:3])
    table.deck(0, [LIMBS[3], "Battle Ox"])
    duel = table.build()
    assert duel.result == {"winner": 0, "reason": "exodia", "turn": 3}
    assert duel.request is None and of_type(duel, "duel_end")[0]["winner"] == 0


def test_exodia_the_forbidden_one_fifth_piece_added_by_an_effect_wins():
    """seed 000 §勝負判定條件: the win is checked after any action, not only draws: the
    last limb added from the Deck to the hand by an effect (the engine's to_hand action,
    applied here at the Standby Phase) wins at the next state check."""
    table = Table(turn=3, turn_player=0, phase="standby")
    table.hand(0, HEAD, *LIMBS[1:])
    arm = table.deck(0, [LIMBS[0], "Battle Ox"])[0]
    table.at("standby_phase", lambda duel: duel.to_hand([arm.card(duel)], "effect", 0))
    duel = table.build()
    assert duel.result["winner"] == 0 and duel.result["reason"] == "exodia"


@pytest.mark.skipif(not has_script(find_card("Witch of the Black Forest")),
                    reason="Witch of the Black Forest has no script yet")
def test_exodia_the_forbidden_one_fifth_piece_searched_by_witch_of_the_black_forest_wins():
    """seed 000 §勝負判定條件: the fifth piece added by a card effect (Witch of the Black
    Forest's search, after Dark Hole sends the Witch to the GY) wins at once."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, HEAD, *LIMBS[:3])
    table.hand(0, "Dark Hole")
    table.monster(0, "Witch of the Black Forest")
    leg = table.deck(0, [LIMBS[3], "Battle Ox"])[0]
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", request="idle")
    if duel.request is not None and duel.request.kind == "select":
        s.pick("select", leg, player=0)
    assert leg.card(duel).location == S.HAND
    assert duel.result["winner"] == 0 and duel.result["reason"] == "exodia"


def test_exodia_the_forbidden_one_needs_all_five_in_the_same_hand():
    """Exodia: four pieces are not enough, and the opponent's piece does not count."""
    table = Table(turn=3, turn_player=0, phase="draw")
    table.hand(0, HEAD, *LIMBS[:3])
    table.hand(1, LIMBS[3])
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    assert duel.result is None and duel.request.kind == "idle"


def test_exodia_the_forbidden_one_opening_hand_wins_at_the_first_state_check():
    """seed 000 §勝負判定條件: a player whose hand already holds the five pieces wins at the
    first state check (here the first turn's Draw Phase)."""
    table = Table(turn=4, turn_player=1, phase="draw")
    table.hand(0, HEAD, *LIMBS)
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    assert duel.result["winner"] == 0 and duel.result["reason"] == "exodia"


# --------------------------------------------------------------- Destiny Board
def board_table(turn_player=1, placed="", hand=(), deck=()):
    """Player 0's Destiny Board, face-up with the Messages in `placed`; the End Phase of
    `turn_player` is about to begin."""
    table = Table(turn=4, turn_player=turn_player, phase="end")
    board = table.spell_trap(0, "Destiny Board", face_down=False)
    for letter in placed:
        table.spell_trap(0, MSG[letter], face_down=False)
    table.hand(0, *hand)
    table.deck(0, list(deck) + ["Battle Ox", "Battle Ox"])
    table.deck(1, ["Celtic Guardian", "Celtic Guardian"])
    return table, board


def test_destiny_board_places_the_first_message_from_the_deck():
    """Destiny Board: in the opponent's End Phase its controller places Spirit Message "I"
    face-up in their Spell & Trap Zone, from the Deck (then shuffled)."""
    table, _ = board_table(deck=[MSG["I"]])
    duel = table.build()
    Script(duel).zones()        # its controller chooses the zone: the leftmost free one
    assert spells(duel, 0) == ["Destiny Board", MSG["I"]]
    assert [e["player"] for e in of_type(duel, "shuffle")] == [0]
    assert duel.turn == 5 and duel.request.kind == "idle"


def test_destiny_board_places_the_messages_in_order():
    """Destiny Board: the Messages come in the order I, N, A, L: with "I" out, "N" comes
    next (from the hand), even with "A" in the hand too."""
    table, _ = board_table(placed="I", hand=[MSG["A"], MSG["N"]])
    duel = table.build()
    Script(duel).zones()
    assert spells(duel, 0) == ["Destiny Board", MSG["I"], MSG["N"]]
    assert [c.name for c in duel.players[0].hand] == [MSG["A"], "Battle Ox"]


def test_destiny_board_skips_when_the_next_message_is_missing():
    """Destiny Board: if the next Message in the order is in neither the hand nor the Deck,
    nothing is placed (a later letter is not taken instead)."""
    table, _ = board_table(hand=[MSG["N"]])
    duel = table.build()
    assert spells(duel, 0) == ["Destiny Board"]


def test_destiny_board_does_nothing_in_its_controllers_end_phase():
    """Destiny Board places a Message only in the opponent's End Phase."""
    table, _ = board_table(turn_player=0, deck=[MSG["I"]])
    duel = table.build()
    assert spells(duel, 0) == ["Destiny Board"]


def test_destiny_board_fifth_letter_wins():
    """Destiny Board: with Destiny Board and Spirit Messages I, N, A and L on its
    controller's field, that player wins the duel."""
    table, _ = board_table(placed="INA", deck=[MSG["L"]])
    duel = table.build()
    assert duel.result == {"winner": 0, "reason": "destiny_board", "turn": 4}
    assert spells(duel, 0) == ["Destiny Board", MSG["I"], MSG["N"], MSG["A"], MSG["L"]]


def _mst_table(placed):
    table = Table(turn=3, turn_player=1)
    board = table.spell_trap(0, "Destiny Board", face_down=False)
    letters = [table.spell_trap(0, MSG[letter], face_down=False) for letter in placed]
    table.hand(1, "Mystical Space Typhoon")
    return table, board, letters


def test_destiny_board_leaving_sends_the_messages_to_the_gy():
    """Destiny Board (current text): if it leaves the field, the Spirit Messages on its
    controller's field are sent to the GY."""
    table, board, _ = _mst_table("IN")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="idle")
    s.pick("target", "Destiny Board", player=1)
    assert spells(duel, 0) == []
    assert grave(duel, 0) == ["Destiny Board", MSG["I"], MSG["N"]]
    assert [e["reason"] for e in of_type(duel, "to_grave") if e["name"] in MSG.values()] == [
        "effect", "effect"]


def test_destiny_board_a_message_leaving_sends_the_rest_to_the_gy():
    """Destiny Board (current text): if one of the Spirit Messages leaves the field, Destiny
    Board and the other Messages are sent to the GY too."""
    table, _, letters = _mst_table("IN")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="idle")
    s.pick("target", letters[0], player=1)
    assert spells(duel, 0) == []
    assert sorted(grave(duel, 0)) == sorted(["Destiny Board", MSG["I"], MSG["N"]])


def test_spirit_message_cannot_be_activated():
    """Spirit Message: it can only be put on the field by Destiny Board; it cannot be
    activated from the hand."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, MSG["I"])
    duel = table.build()
    assert not Script(duel).has("activate", MSG["I"])


def test_spirit_message_cannot_be_set():
    """Spirit Message: it can only be put on the field by Destiny Board; it cannot be Set."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, MSG["I"])
    duel = table.build()
    assert "set_spell" not in kinds(duel)


# --------------------------------------------------------------- Victory Dragon
def test_victory_dragon_cannot_be_special_summoned():
    """Victory Dragon cannot be Special Summoned (seed 000 §召喚條件)."""
    table = Table(turn=3, turn_player=0)
    dragon = table.grave(0, "Victory Dragon")
    duel = table.build()
    assert not duel.can_special_summon(dragon.card(duel), 0)


def test_victory_dragon_direct_attack_that_does_not_finish_is_an_ordinary_attack():
    """Victory Dragon: a direct attack that leaves the opponent above 0 LP is just damage."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Victory Dragon")
    duel = table.build()
    Script(duel).pick("attack", "Victory Dragon", target="player")
    assert duel.players[1].lp == 5600 and duel.result is None


def test_victory_dragon_needs_three_tributes():
    """Victory Dragon (current text): it is Tribute Summoned with 3 Tributes; two monsters
    are not enough."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Victory Dragon")
    table.monster(0, "Koumori Dragon")
    table.monster(0, "Koumori Dragon")
    duel = table.build()
    assert not Script(duel).has("summon", "Victory Dragon")


def test_victory_dragon_tributes_must_be_dragons():
    """Victory Dragon (OCG text): the 3 Tributes must be Dragon monsters you control."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Victory Dragon")
    for name in ("Battle Ox", "Celtic Guardian", "Mystical Elf"):
        table.monster(0, name)
    duel = table.build()
    assert not Script(duel).has("summon", "Victory Dragon")


def test_victory_dragon_lethal_direct_attack_wins_the_match():
    """Victory Dragon: if its direct attack brings the opponent's LP to 0, its controller
    wins the Match: the duel result carries "match_win": True."""
    table = Table(turn=3, turn_player=0, phase="battle_step", lp=(8000, 2400))
    table.monster(0, "Victory Dragon")
    duel = table.build()
    Script(duel).pick("attack", "Victory Dragon", target="player")
    assert duel.result["winner"] == 0 and duel.result["reason"] == "lp"
    assert duel.result.get("match_win") is True


def _pass(match):
    request = match.request
    found = request.find(kind="end_turn") or request.find(kind="end_battle") or \
        request.find(kind="go_first") or request.find(kind="pass")
    match.answer(found[0] if found else request.options[0])


def _victory_dragon_match():
    """A Match whose duel 1 reaches player 0's Main Phase 1 on a turn with a Battle Phase,
    with Victory Dragon put on player 0's field and player 1 at 2400 LP."""
    main0 = list(load_deck("yugi_normals").main)
    main0[0] = 44910027                     # Victory Dragon
    match = Match({"main": main0, "extra": [], "side": []},
                  {"main": list(load_deck("kaiba_normals").main), "extra": [], "side": []},
                  seed=11)
    for _ in range(200):
        duel = match.duel
        request = match.request
        if duel.turn >= 2 and duel.turn_player == 0 and request.kind == "idle":
            break
        _pass(match)
    dragon = [c for c in duel.cards if c.data.code == 44910027][0]
    duel.debug_move(dragon.uid, S.MZONE, player=0)
    duel.players[1].lp = 2400
    match.answer(match.request.find(kind="battle")[0])
    match.answer(match.request.find(kind="attack", name="Victory Dragon")[0])
    return match, duel


def test_victory_dragon_ends_the_whole_match():
    """seed 004 §对战方法 (胜利龙): the duel won by Victory Dragon's direct attack ends the
    whole Match at once for its controller (reason "match_win_by_card")."""
    match, duel = _victory_dragon_match()
    assert duel.result["winner"] == 0                 # the duel itself was won
    assert match.result == {"winner": 0, "reason": "match_win_by_card", "wins": [1, 0], "duels": 1}
