"""Guardian Grarl (47150851) under the 2005 rules without Gravity Axe - Grarl: it can be neither
Normal Summoned nor Set, and the monsters held beside it keep their own Summons and Sets.

Sources: the 2005 TCG text of Guardian Grarl (DCR) in our words: it cannot be Normal Summoned or
Set unless its player controls a face-up Gravity Axe - Grarl; tests/rules/test_normal_set_if_r57m.py
and tests/cards/test_guardian_grarl_r57c.py (the refusal itself). (Round 58o: kills turn.py
`_summon_options`' early return after a refused Set read without `first`: the menu stopped at the
Guardian and lost the cards after it.)"""

from duelist.testing.scenario import Script, Table


def test_guardian_grarl_2005_refused_the_cards_beside_it_still_offered():
    """Q: (Goat) I hold Battle Ox, Guardian Grarl and Gemini Elf, and control no Gravity Axe -
    Grarl. What may I Normal Summon or Set? A: Battle Ox and Gemini Elf, each either way; Guardian
    Grarl neither."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Battle Ox", "Guardian Grarl", "Gemini Elf")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.expect(request="idle", player=0)
    offered = sorted((o.kind, o.name) for o in duel.request.options if o.kind in ("summon", "set"))
    assert offered == [("set", "Battle Ox"), ("set", "Gemini Elf"), ("summon", "Battle Ox"), ("summon", "Gemini Elf")]
