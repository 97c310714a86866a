"""Trap of Board Eraser (3055837), Counter Trap: when a card or effect is activated that would
inflict damage to you, you take no damage from that effect, then your opponent discards 1 card
(of their choice).

Rulings relied on:
- yugioh-wiki.net 《黒板消しの罠》 (its OCG text: "when an effect that inflicts damage other than
  battle damage is activated: negate the damage you would take, and the opponent picks 1 card in
  their hand and discards it"): its timing is exactly that of Barrel Behind the Door; it can be
  activated against Ring of Destruction whoever activated it (then only the opponent takes
  damage, and also discards); the opponent chooses the discarded card; it does not negate the
  activation (the damaging card still resolves otherwise).
- Pojo's Card of the Day of 2003-09-04 (Trap of Board Eraser; its 2005 text, PGD-099): not for
  battle damage; it stops one instance of damage (one activation) and the opponent picks the
  discard.
- yugioh-wiki.net 《黒板消しの罠》's FAQ: it cannot be activated while the opponent's hand is
  empty; it does not negate the activation (the opponent's own share of Ring of Destruction is
  still dealt). The review of round 56m (the withdrawn script's test, replaced by this module)
  gathered these rulings.
- Its 2005 text and today's do the same (no ERAS entry).
The declaration the answer reads is `Effect.inflicts_damage` (round 57a)."""

from duelist.engine import state as S
from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def _hinotama_against_eraser(hand_cards):
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Hinotama", *hand_cards)
    eraser = table.spell_trap(1, "Trap of Board Eraser")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hinotama", player=0)
    return duel, s, eraser


def test_trap_of_board_eraser_stops_hinotama_and_the_opponent_discards():
    """Q: my opponent activates Hinotama (500 damage to me) holding Battle Ox and Celtic Guardian;
    I chain Trap of Board Eraser. A: my opponent picks which card to discard (Celtic Guardian),
    and I take no damage from Hinotama."""
    duel, s, _ = _hinotama_against_eraser(["Battle Ox", "Celtic Guardian"])
    s.pick("activate", "Trap of Board Eraser", player=1, request="chain")
    s.pick("select", "Celtic Guardian", player=0)     # the opponent's own choice
    assert lp(duel) == (8000, 8000)
    assert [(e["player"], e["amount"]) for e in of_type(duel, "no_damage")] == [(1, 500)]
    assert hand(duel, 0) == ["Battle Ox"]
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Hinotama"]
    assert grave(duel, 1) == ["Trap of Board Eraser"]


def test_trap_of_board_eraser_with_the_opponents_hand_empty():
    """Q: the same, but my opponent has no other card in the hand. A: Trap of Board Eraser cannot
    be activated (its FAQ on yugioh-wiki.net: not while the opponent's hand is empty); no window
    offers it and I take Hinotama's 500."""
    duel, s, eraser = _hinotama_against_eraser([])
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert lp(duel) == (8000, 7500)
    assert eraser.card(duel).location == S.SZONE and not eraser.card(duel).face_up


def test_trap_of_board_eraser_cannot_answer_a_card_that_damages_only_its_activator():
    """Q: my opponent's Lava Golem (on my opponent's field) would inflict 1000 to its controller in
    their Standby Phase; may I activate Trap of Board Eraser? A: no: that effect inflicts no damage
    to me; my opponent takes the 1000 and my Trap stays Set."""
    table = Table(turn=4, turn_player=1, phase="standby")
    table.monster(1, "Lava Golem")
    eraser = table.spell_trap(0, "Trap of Board Eraser")
    duel = table.build()
    assert duel.request is None or not (duel.request.kind == "chain" and duel.request.player == 0)
    assert lp(duel) == (8000, 7000)
    assert eraser.card(duel).location == S.SZONE and not eraser.card(duel).face_up


def test_trap_of_board_eraser_against_ring_of_destruction_goat():
    """Q: (GOAT, 2005 Ring of Destruction: both players take the ATK) my opponent Rings my Summoned
    Skull (2500); I chain Trap of Board Eraser; my opponent holds Battle Ox. A: the Skull is still
    destroyed; I take no damage, my opponent takes their 2500, and discards Battle Ox."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(0, "Ring of Destruction")
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Trap of Board Eraser")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ring of Destruction", player=0)
    s.pick("target", skull)
    s.pick("activate", "Trap of Board Eraser", player=1, request="chain")
    s.pick("select", "Battle Ox", player=0)
    assert sorted(grave(duel, 1)) == ["Summoned Skull", "Trap of Board Eraser"]
    assert lp(duel) == (5500, 8000)
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Ring of Destruction"]


def test_trap_of_board_eraser_on_your_own_ring_of_destruction_goat():
    """Q: (GOAT) I Ring my opponent's Summoned Skull (2500) and chain my own Trap of Board Eraser;
    my opponent holds Battle Ox. A: I take no damage, my opponent takes 2500 and discards."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(0, "Ring of Destruction")
    table.spell_trap(0, "Trap of Board Eraser")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ring of Destruction", player=0)
    s.pick("target", skull)
    s.pick("activate", "Trap of Board Eraser", player=0, request="chain")
    s.pick("select", "Battle Ox", player=1)
    assert lp(duel) == (8000, 5500)
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Summoned Skull"]


def test_trap_of_board_eraser_cannot_be_chained_to_a_later_link():
    """Q: my opponent activates Hinotama and I answer with Magic Jammer (discarding Battle Ox);
    may I then add Trap of Board Eraser to Magic Jammer? A: no: the Trap must be chained directly
    to the damaging activation (yugioh-wiki.net 《地獄の扉越し銃》, whose timing it shares);
    Magic Jammer's link inflicts nothing."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Hinotama")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    eraser = table.spell_trap(1, "Trap of Board Eraser")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hinotama", player=0)
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Battle Ox", player=1)
    while duel.request.kind == "chain":
        assert not s.has("activate", "Trap of Board Eraser")
        s.pick("pass")
    assert lp(duel) == (8000, 8000)       # Hinotama negated by the Jammer
    assert eraser.card(duel).location == S.SZONE and not eraser.card(duel).face_up
