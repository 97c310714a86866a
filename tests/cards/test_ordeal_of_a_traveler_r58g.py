"""Ordeal of a Traveler (39537362), Continuous Trap: at an opponent's attack declaration, the opponent
picks a random card of your hand and calls its kind; a wrong call returns the attacking monster to
its owner's hand.

Sources, in our words: yugioh-wiki.net 《旅人の試練》 (the card is activated at an opponent's attack
declaration; once face-up, at each later attack declaration of the opponent its effect is an optional
trigger that starts a chain link; the random card is picked from your hand, the kind is Monster,
Spell or Trap; a bounce, not a destruction; a monster from the Extra Deck goes back there); the 2005
text (PGD-042) does what today's does: no ERAS entry. Our reading: the activation at the attack
declaration already makes the opponent call for that attack; with no card in hand neither the
activation nor the effect can be used (nothing could be picked)."""

from duelist.testing.reads import field_monsters, hand, lp
from duelist.testing.scenario import Script, Table

OT = "Ordeal of a Traveler"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _attack(face_down=True, my_hand=("Pot of Greed",), attacker="Summoned Skull"):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, OT, face_down=face_down)
    if my_hand:
        table.hand(0, *my_hand)
    table.monster(1, attacker)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target="player", player=1)
    return duel, s


def test_ordeal_of_a_traveler_wrong_call_returns_the_attacker():
    """Q: Summoned Skull attacks directly; I activate Ordeal of a Traveler; my only hand card is Pot of
    Greed and my opponent calls "Monster". A: wrong: Skull goes back to their hand, no damage."""
    duel, s = _attack()
    s.pick("activate", OT, player=0, request="chain")
    _pass(s)
    opts = [o.name for o in duel.request.options]
    assert duel.request.player == 1 and opts == ["Monster", "Spell", "Trap"]
    s.answer(duel.request.options[0])
    _pass(s)
    assert hand(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 1) == []
    assert lp(duel) == (8000, 8000) and hand(duel, 0) == ["Pot of Greed"]


def test_ordeal_of_a_traveler_right_call_lets_the_attack_go_on():
    """Q: the same, but my opponent calls "Spell". A: right: the attack goes on; I take 2500."""
    duel, s = _attack()
    s.pick("activate", OT, player=0, request="chain")
    _pass(s)
    s.answer(duel.request.options[1])
    _pass(s)
    assert field_monsters(duel, 1) == ["Summoned Skull"] and lp(duel) == (5500, 8000)


def test_ordeal_of_a_traveler_face_up_trigger_at_a_later_attack():
    """Q: Ordeal of a Traveler is already face-up; Summoned Skull attacks and I use its effect; my
    hand is Mirror Force and my opponent calls "Spell". A: wrong: Skull returns to the hand."""
    duel, s = _attack(face_down=False, my_hand=("Mirror Force",))
    s.pick("yes", player=0, request="yes_no")
    _pass(s)
    s.answer(duel.request.options[1])
    _pass(s)
    assert hand(duel, 1) == ["Summoned Skull"] and lp(duel) == (8000, 8000)


def test_ordeal_of_a_traveler_needs_a_card_in_hand():
    """Q: my hand is empty when Summoned Skull attacks. A: neither the activation nor the face-up
    card's effect can be used: I take 2500."""
    duel, s = _attack(my_hand=())
    assert not s.has("activate", OT)
    duel2, s2 = _attack(face_down=False, my_hand=())
    assert duel2.request.kind != "yes_no"
    _pass(s2)
    assert lp(duel2) == (5500, 8000)


def test_ordeal_of_a_traveler_sends_a_fusion_monster_to_the_extra_deck():
    """Q: a wrong call against an attacking Fusion Monster (Gaia the Dragon Champion). A: it returns to
    its owner's Extra Deck, not the hand."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, OT, face_down=False)
    table.hand(0, "Pot of Greed")
    table.monster(1, "Gaia the Dragon Champion", summon_kind="fusion")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gaia the Dragon Champion", target="player", player=1)
    s.pick("yes", player=0, request="yes_no")
    _pass(s)
    s.answer(duel.request.options[2])
    _pass(s)
    assert [c.name for c in duel.players[1].extra] == ["Gaia the Dragon Champion"]
    assert hand(duel, 1) == [] and lp(duel) == (8000, 8000)
