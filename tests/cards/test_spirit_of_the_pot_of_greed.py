"""Spirit of the Pot of Greed (4896788): while it is face-up in Attack Position, each time its
controller draws by Pot of Greed's effect, they may draw 1 more card.

Sources, in our words: the card's text (IOC 2004 and today's print agree; no ERAS entry); the OCG text
《強欲な壺の精霊》 (face-up Attack Position; "each time you draw by the effect of Pot of Greed, you can
draw 1 more"). Our readings: an optional trigger after Pot of Greed resolves (one for its two cards),
which cannot miss the timing; only the draws of the Spirit's controller count; no draw by Pot of Greed
(its activation negated by Magic Jammer) gives no extra draw; with an empty Deck it is not offered."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

SPIRIT = "Spirit of the Pot of Greed"
POT = "Pot of Greed"
DECK = ["Battle Ox", "Celtic Guardian", "Mystical Elf", "Sangan"]


def _table(position="attack", turn_player=0):
    table = Table(rules="GOAT", turn=3 if turn_player == 0 else 4, turn_player=turn_player, phase="main1")
    table.monster(0, SPIRIT, position=position)
    return table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_spirit_of_the_pot_of_greed_draws_one_more_after_pot_of_greed():
    """Q: my Spirit of the Pot of Greed is face-up in Attack Position; I activate Pot of Greed. A: I
    draw Battle Ox and Celtic Guardian, then I may draw 1 more: Mystical Elf."""
    table = _table()
    table.hand(0, POT)
    table.deck(0, DECK)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", POT)
    _pass_all(s)
    s.pick("yes", SPIRIT, player=0, request="yes_no")
    _pass_all(s)
    assert hand(duel, 0) == ["Battle Ox", "Celtic Guardian", "Mystical Elf"] and grave(duel, 0) == [POT]


def test_spirit_of_the_pot_of_greed_extra_draw_is_optional():
    """Q: same, but I decline the extra draw. A: I keep only Pot of Greed's two cards."""
    table = _table()
    table.hand(0, POT)
    table.deck(0, DECK)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", POT)
    _pass_all(s)
    s.pick("no", SPIRIT, player=0, request="yes_no")
    assert hand(duel, 0) == ["Battle Ox", "Celtic Guardian"] and duel.request.kind == "idle"


def test_spirit_of_the_pot_of_greed_in_defense_position_gives_nothing():
    """Q: my Spirit of the Pot of Greed is in face-up Defense Position when I resolve Pot of Greed. A:
    it must be in Attack Position: no extra draw is offered."""
    table = _table(position="defense")
    table.hand(0, POT)
    table.deck(0, DECK)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", POT)
    _pass_all(s)
    assert duel.request.kind == "idle" and hand(duel, 0) == ["Battle Ox", "Celtic Guardian"]


def test_spirit_of_the_pot_of_greed_the_opponents_pot_gives_nothing():
    """Q: my opponent resolves Pot of Greed while my Spirit of the Pot of Greed is face-up in Attack
    Position. A: the draws are not mine: neither player draws more."""
    table = _table(turn_player=1)
    table.hand(1, POT)
    table.deck(1, DECK)
    table.deck(0, ["Sangan"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", POT, player=1)
    _pass_all(s)
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert hand(duel, 1) == ["Battle Ox", "Celtic Guardian"] and hand(duel, 0) == []


def test_spirit_of_the_pot_of_greed_pot_negated_by_magic_jammer_gives_nothing():
    """Q: my opponent negates my Pot of Greed with Magic Jammer. A: I drew nothing by Pot of Greed, so
    the Spirit gives no draw either."""
    table = _table()
    table.hand(0, POT)
    table.deck(0, DECK)
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", POT)
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    if duel.request.kind == "select":
        s.pick("select", "Battle Ox", player=1)
    _pass_all(s)
    assert duel.request.kind == "idle" and hand(duel, 0) == [] and grave(duel, 0) == [POT]


def test_spirit_of_the_pot_of_greed_with_an_empty_deck_is_not_offered():
    """Q: my Deck holds exactly 2 cards when I resolve Pot of Greed. A: I draw both; with no card left
    the extra draw is not offered (I do not lose for drawing from an empty Deck)."""
    table = _table()
    table.hand(0, POT)
    table.deck(0, ["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", POT)
    _pass_all(s)
    assert duel.request.kind == "idle" and duel.result is None
    assert hand(duel, 0) == ["Battle Ox", "Celtic Guardian"]
