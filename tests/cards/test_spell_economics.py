"""Spell Economics (04259068), Continuous Spell: its controller pays no LP to activate a Spell
Card (round 56y; C.NO_SPELL_ACTIVATION_LP, effects.ActivationCtx).

Sources: the card's texts read in our words (AST / DR2-EN202, 2005: no LP need be paid to
activate a Spell Card; today's says the same: no ERAS entry); goatrulings.com "Spell Economics"
(the Goat rulings): the LP of a Spell Card's activation (placing it face-up on the field) are not
paid, but an effect of a face-up Spell such as Archfiend's Oath still costs its LP; only the
controller of Spell Economics gets its effect; Chain Energy's charge is still paid. A cost that
is not paid cannot be "unpayable": Premature Burial may be activated at 500 LP (our reading of
the same rulings). Imperial Order negates the effects of Spell Cards on the field (its text)."""

from duelist.testing.reads import field_monsters, lp, of_type
from duelist.testing.scenario import Script, Table


def _settle(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _economics_then(card, life=8000, field=(), opponent_field=()):
    """Turn 3: player 0 (at `life` LP) activates Spell Economics from the hand, then holds
    `card`; Summoned Skull in their GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(life, 8000))
    table.hand(0, "Spell Economics", card)
    table.grave(0, "Summoned Skull")
    for name in field:
        table.spell_trap(0, name, face_down=False)
    for name in opponent_field:
        table.spell_trap(1, name, face_down=False)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Spell Economics", request="idle")
    _settle(s)
    return duel, s


def _burial(duel, s):
    s.pick("activate", "Premature Burial", request="idle")
    s.pick("target", "Summoned Skull")
    _settle(s)


def test_spell_economics_premature_burial_costs_no_lp():
    """Q: my Spell Economics is face-up; I activate Premature Burial on my Summoned Skull. A: I
    pay no LP (8000); Summoned Skull is revived."""
    duel, s = _economics_then("Premature Burial")
    _burial(duel, s)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert lp(duel) == (8000, 8000) and of_type(duel, "pay_lp") == []


def test_spell_economics_premature_burial_at_500_lp():
    """Q: I have 500 LP and a face-up Spell Economics. May I activate Premature Burial (800 LP)?
    A: yes: no LP are paid for it; I keep 500 and Summoned Skull is revived."""
    duel, s = _economics_then("Premature Burial", life=500)
    assert s.has("activate", "Premature Burial")
    _burial(duel, s)
    assert field_monsters(duel, 0) == ["Summoned Skull"] and lp(duel) == (500, 8000)


def test_spell_economics_premature_burial_at_500_lp_without_it():
    """Q: (the control) I have 500 LP and no Spell Economics. A: Premature Burial is not
    offered: its 800 LP cannot be paid."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(500, 8000))
    table.hand(0, "Premature Burial")
    table.grave(0, "Summoned Skull")
    duel = table.build()
    assert not Script(duel).has("activate", "Premature Burial")


def test_spell_economics_of_my_opponent_does_not_spare_my_lp():
    """Q: my opponent controls a face-up Spell Economics; I activate Premature Burial. A: only
    its controller gets its effect: I pay 800 (7200)."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.hand(1, "Spell Economics")
    table.hand(0, "Premature Burial")
    table.grave(0, "Summoned Skull")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Spell Economics", player=1, request="idle")
    _settle(s)
    s.end_turn()
    _settle(s)
    assert duel.turn == 5 and duel.request.player == 0
    _burial(duel, s)
    assert field_monsters(duel, 0) == ["Summoned Skull"] and lp(duel) == (7200, 8000)


def test_spell_economics_an_effect_of_a_face_up_spell_is_still_paid():
    """Q: my Spell Economics is face-up; I activate my Card Shuffle (no LP), then its effect (pay
    300 LP, shuffle a Deck). A: the card's activation costs nothing, but its effect is no Spell
    Card's activation: I pay 300 (7700)."""
    duel, s = _economics_then("Card Shuffle")
    s.pick("activate", "Card Shuffle", request="idle")
    _settle(s)
    assert lp(duel) == (8000, 8000)
    s.pick("activate", "Card Shuffle", request="idle")
    _settle(s)
    s.pick("option", "Shuffle your opponent's Deck", player=0, request="option")
    _settle(s)
    assert lp(duel) == (7700, 8000)


def test_spell_economics_chain_energy_is_still_charged():
    """Q: my Spell Economics and my opponent's Chain Energy are face-up; I activate Premature
    Burial from my hand. A: Chain Energy's 500 is paid as I play it; Premature Burial's 800 is
    not (7500)."""
    duel, s = _economics_then("Premature Burial", opponent_field=["Chain Energy"])
    assert lp(duel) == (7500, 8000)           # (Spell Economics itself came from the hand: 500)
    _burial(duel, s)
    assert field_monsters(duel, 0) == ["Summoned Skull"] and lp(duel) == (7000, 8000)
    assert [e["amount"] for e in of_type(duel, "pay_lp")] == [500, 500]


def test_spell_economics_negated_by_imperial_order():
    """Q: my Spell Economics is face-up, but my opponent's Imperial Order is face-up too. A:
    Spell Economics is negated: Premature Burial costs me 800 (7200) (and, negated by Imperial
    Order as well, it revives nothing)."""
    duel, s = _economics_then("Premature Burial", opponent_field=["Imperial Order"])
    _burial(duel, s)
    assert lp(duel) == (7200, 8000) and [e["amount"] for e in of_type(duel, "pay_lp")] == [800]
    assert field_monsters(duel, 0) == []
