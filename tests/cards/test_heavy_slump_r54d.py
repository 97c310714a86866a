"""Heavy Slump (52417194): a Normal Trap activated only while the opponent holds 8 or more cards;
they shuffle their whole hand into the Deck, then draw 2 cards.

Sources: the card's texts in our words (the 2005 TCG text and the OCG text 《大暴落》: "when your
opponent has 8 or more cards in hand", the hand shuffled into the Deck, then 2 drawn; today's the
same: no ERAS entry); Seed 000 §抽卡阶段: the turn player draws in the Draw Phase, and the Draw
Phase is a moment where a Trap may be activated; Seven Tools of the Bandit (its text: pay 1000
LP to negate a Trap Card's activation and destroy it) answers it."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table

SLUMP = "Heavy Slump"
CARDS = ["Battle Ox", "Celtic Guardian", "Mystical Elf", "Hitotsu-Me Giant", "Koumori Dragon",
         "Beaver Warrior", "Mad Dog of Darkness", "Giant Soldier of Stone"]


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _opponent_holding(n, phase="main1", seven_tools=False):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase=phase)
    table.spell_trap(0, SLUMP)
    if seven_tools:
        table.spell_trap(1, "Seven Tools of the Bandit")
    table.hand(1, *CARDS[:n])
    table.deck(1, ["Summoned Skull"] * 5)
    table.deck(0, ["Dark Magician"] * 3)
    return table.build()


def test_heavy_slump_shuffles_the_hand_in_and_draws_two():
    """Q: my opponent holds 8 cards in Main Phase 1 and moves to the Battle Phase; I activate
    Heavy Slump. A: their 8 cards go into their Deck (5 + 8 = 13), which is shuffled, and they
    draw 2: hand 2, Deck 11; Heavy Slump in my GY."""
    duel = _opponent_holding(8)
    s = Script(duel)
    s.pick("battle", player=1, request="idle")
    s.pick("activate", SLUMP, player=0, request="chain")
    _resolve(s)
    assert len(hand(duel, 1)) == 2 and len(duel.players[1].deck) == 11
    assert sorted(c.name for c in duel.players[1].deck + duel.players[1].hand) == \
        sorted(CARDS + ["Summoned Skull"] * 5)
    assert grave(duel, 0) == [SLUMP] and grave(duel, 1) == []


def test_heavy_slump_not_with_seven_cards():
    """Q: my opponent holds 7 cards; may I activate Heavy Slump? A: no: it needs 8 or more; it is
    not offered and their hand stays 7."""
    duel = _opponent_holding(7)
    s = Script(duel)
    s.pick("battle", player=1, request="idle")
    if duel.request.kind == "chain":
        assert not s.has("activate", SLUMP)
        s.pick("pass", player=0)
    assert len(hand(duel, 1)) == 7 and duel.phase == "battle"


def test_heavy_slump_in_the_draw_phase_after_the_eighth_card():
    """Q: my opponent holds 7 cards and draws their 8th in the Draw Phase; may I answer there?
    A: yes: in the Draw Phase I activate Heavy Slump: they shuffle the 8 in and draw 2; they
    reach Main Phase 1 with 2 cards."""
    duel = _opponent_holding(7, phase="draw")
    s = Script(duel)
    while not s.has("activate", SLUMP):
        assert duel.phase == "draw"
        s.pick("pass")
    assert len(hand(duel, 1)) == 8
    s.pick("activate", SLUMP, player=0)
    _resolve(s)
    while duel.phase != "main1":
        s.pick("pass")
    assert len(hand(duel, 1)) == 2 and len(duel.players[1].deck) == 5 - 1 + 8 - 2     # drew 1, 8 in, 2 drawn


def test_heavy_slump_negated_by_seven_tools_of_the_bandit():
    """Q: I activate Heavy Slump against my opponent's 8 cards; they chain Seven Tools of the
    Bandit. A: Heavy Slump is negated and destroyed: they keep their 8 cards, pay 1000 LP."""
    duel = _opponent_holding(8, seven_tools=True)
    s = Script(duel)
    s.pick("battle", player=1, request="idle")
    s.pick("activate", SLUMP, player=0, request="chain")
    s.pick("activate", "Seven Tools of the Bandit", player=1, request="chain")
    _resolve(s)
    assert sorted(hand(duel, 1)) == sorted(CARDS) and lp(duel) == (8000, 7000)
    assert grave(duel, 0) == [SLUMP]
