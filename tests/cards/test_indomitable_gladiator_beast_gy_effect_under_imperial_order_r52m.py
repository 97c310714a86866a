"""Indomitable Gladiator Beast's effect from the GY under Imperial Order: Imperial Order negates the
Spell effects on the field; an effect a Spell activates from the GY is not on the field, and
resolves.

Imperial Order's text (the effects of Spell Cards on the field are negated); seed 000 §永續陷阱 (a
continuous negation reaches what it names, where it names it); the engine's rule for a
Spell/Trap whose card is no longer on the field at resolution (chain.py
`_left_spell_trap_negated`: a card activated on the field stays negated, an effect activated in
the GY escapes). The other side: a Spell activated on the field that left it is still negated
(tests/rules/test_a_card_activated_on_the_field_stays_negated_once_it_left_r51p.py).

Round 52m: mutants of chain.py `_left_spell_trap_negated` (its "activated off the field" test
deleted or answering "negated") that the negation tests did not tell from the real engine."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_imperial_order_does_not_negate_indomitable_gladiator_beasts_gy_effect():
    """Q: my opponent's Imperial Order is face-up. From my GY, I shuffle two Gladiator Beast
    Bestiari into my Deck to use Indomitable Gladiator Beast's effect. A: the effect is activated
    and resolves in the GY, off the field: Imperial Order does not reach it, and Indomitable
    Gladiator Beast comes to my hand."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.grave(0, "Indomitable Gladiator Beast", "Gladiator Beast Bestiari", "Gladiator Beast Bestiari")
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Indomitable Gladiator Beast")
    while duel.request.kind == "select":
        s.answer([o for o in duel.request.options if o.kind == "select"][0])
    while duel.request.kind == "chain":
        s.pick("pass")
    assert hand(duel, 0) == ["Indomitable Gladiator Beast"]
    assert grave(duel, 0) == []
    assert sorted(c.name for c in duel.players[0].deck).count("Gladiator Beast Bestiari") == 2
