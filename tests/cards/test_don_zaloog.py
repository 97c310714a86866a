"""Don Zaloog (76922029): when it deals the opponent battle damage, its controller may activate
one of two effects, chosen as it is activated: a random card of the opponent's hand is
discarded, or the top 2 cards of the opponent's Deck go to the GY.

Sources: the card's 2005 text (Pharaonic Guardian PGD-029) and today's (the same choice, made
at activation); yugipedia "Don Zaloog" rulings (the effect is chosen when it is activated; with
no card in the opponent's hand only the Deck effect can be chosen); seed 004 §伤害的判定 and
Kuriboh's text (Kuriboh's discard makes the battle damage 0: no battle damage was dealt, so Don
Zaloog's effect does not start). One text in both eras (the 2005 "when ... you can" cannot miss
its timing here: the battle damage is the last thing that happened)."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_don_zaloog_discards_a_random_card_after_a_direct_attack():
    """Q: Don Zaloog attacks directly; my opponent holds one card. I choose the discard. A: they
    take 1400 and their Battle Ox is discarded."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Don Zaloog")
    table.hand(1, "Battle Ox")
    table.deck(1, ["Celtic Guardian", "Mystical Elf", "Koumori Dragon"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Don Zaloog", target="player")
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    s.pick("option", "Discard 1 random card from the opponent's hand")
    _resolve(s)
    assert lp(duel) == (8000, 6600)
    assert hand(duel, 1) == [] and grave(duel, 1) == ["Battle Ox"]
    assert len(duel.players[1].deck) == 3


def test_don_zaloog_sends_the_top_two_cards_of_the_deck():
    """Q: Don Zaloog destroys my opponent's Thousand-Eyes Idol (1400 damage); I choose the Deck
    effect. A: the top two cards of their Deck (Celtic Guardian, Mystical Elf) go to their GY."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Don Zaloog")
    idol = table.monster(1, "Thousand-Eyes Idol")
    table.hand(1, "Battle Ox")
    table.deck(1, ["Celtic Guardian", "Mystical Elf", "Koumori Dragon"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Don Zaloog", target=idol)
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    s.pick("option", "Send the top 2 cards of the opponent's Deck to the GY")
    _resolve(s)
    assert lp(duel) == (8000, 6600)
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Mystical Elf", "Thousand-Eyes Idol"]
    assert hand(duel, 1) == ["Battle Ox"]
    assert [c.name for c in duel.players[1].deck] == ["Koumori Dragon"]


def test_don_zaloog_with_an_empty_opponent_hand_offers_only_the_deck():
    """Q: my opponent's hand is empty when Don Zaloog hits them directly. A: only the Deck
    effect can be chosen: no choice is asked, the top 2 cards go to the GY."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Don Zaloog")
    table.deck(1, ["Celtic Guardian", "Mystical Elf", "Koumori Dragon"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Don Zaloog", target="player")
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    _resolve(s)
    assert grave(duel, 1) == ["Celtic Guardian", "Mystical Elf"]


def test_don_zaloog_without_battle_damage_does_nothing():
    """Q: Don Zaloog (1400) attacks a face-up Defense Position Mystical Elf (2000 DEF). A: it
    dealt no battle damage to my opponent (I take 600): its effect does not start."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Don Zaloog")
    elf = table.monster(1, "Mystical Elf", position="defense")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Don Zaloog", target=elf)
    _resolve(s)
    assert lp(duel) == (7400, 8000)
    assert hand(duel, 1) == ["Battle Ox"] and duel.request.kind == "battle"


def test_don_zaloog_stopped_by_kuriboh_does_nothing():
    """Q: Don Zaloog attacks directly; my opponent discards Kuriboh during damage calculation.
    A: they take no battle damage, so Don Zaloog's effect does not start: their other card stays
    in their hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Don Zaloog")
    table.hand(1, "Kuriboh", "Battle Ox")
    table.deck(1, ["Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Don Zaloog", target="player")
    while duel.request.kind == "chain":
        if s.has("activate", "Kuriboh"):
            s.pick("activate", "Kuriboh", player=1)
        else:
            s.pick("pass")
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 1) == ["Kuriboh"] and hand(duel, 1) == ["Battle Ox"]
    assert duel.request.kind == "battle"
