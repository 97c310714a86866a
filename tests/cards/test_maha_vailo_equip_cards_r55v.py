"""Maha Vailo (93013676): the judge's review (round 55v) -- which Equip Cards count.

Sources: yugipedia "Card Rulings:Maha Vailo" (OCG rulings, the Konami FAQ): its gain is a
continuous effect; it counts not only Equip Spells but a Trap Card that became an Equip Card
(Kunai with Chain; Blast with Chain is one too) and a Union monster; an Equip Card whose own
effect is negated still counts while it is equipped to it. yugioh-wiki.net 《マハー・ヴァイロ》:
its text has said "Equip Card" (装備カード) since Magic Ruler. Played under today's rules (MR5):
whether the 2005 English print read "Equip Magic Card" (Spells only) is not settled here (see the
round's report), so the Trap case is tested under today's text only."""

from duelist.testing.scenario import Script, Table

VAILO = "Maha Vailo"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_maha_vailo_counts_a_trap_that_became_an_equip_card():
    """Q: I activate my Set Blast with Chain on Maha Vailo (1550); it becomes an Equip Card (+500).
    A: 2550: Blast with Chain's own 500 and Maha Vailo's 500 for one Equip Card."""
    table = Table(turn=3, turn_player=0, phase="main1")
    vailo = table.monster(0, VAILO)
    table.spell_trap(0, "Blast with Chain")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Blast with Chain", request="idle")
    s.pick("target", vailo)
    _resolve(s)
    blast = [c for c in duel.players[0].szone if c is not None and c.name == "Blast with Chain"]
    assert blast and blast[0].face_up
    assert duel.atk(vailo.card(duel)) == 2550


def test_maha_vailo_counts_an_equip_card_whose_effect_imperial_order_negates():
    """Q: Maha Vailo holds Axe of Despair while a face-up Imperial Order negates Spell effects on
    the field. A: the Axe's +1000 is negated, but it is still an Equip Card equipped to Maha
    Vailo: 2050 (1550 + 500)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    vailo = table.monster(0, VAILO)
    table.spell_trap(0, "Axe of Despair", face_down=False, equipped_to=vailo)
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    assert duel.atk(vailo.card(duel)) == 2050
