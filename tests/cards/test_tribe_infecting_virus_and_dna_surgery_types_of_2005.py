"""Tribe-Infecting Virus (33184167) and DNA Surgery (74701381) declare a monster Type. Under
their 2005 texts (the GOAT preset) only the Types that existed in 2005 can be declared: no
Psychic (2008), Creator God, Wyrm, Cyberse or Illusion, which later sets introduced. Today's
texts (MR5) offer every Type. (A judge in a Goat tournament refuses a Type that no card of the
format could have; h40a noticed the engine offered them. The texts by era: duelist/cards/registry.py `ERAS`.)"""

from duelist.testing.scenario import Script, Table

LATER_TYPES = {"Creator God", "Cyberse", "Illusion", "Psychic", "Wyrm"}


def _declared_types(rules, card):
    table = Table(rules=rules, turn=3, turn_player=0)
    if card == "Tribe-Infecting Virus":
        table.monster(0, card)
        table.hand(0, "Battle Ox")
    else:
        table.spell_trap(0, card)
    table.deck(0, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", card, request="idle")
    while duel.request.kind != "option":
        s.answer(duel.request.options[0])      # (the Virus's discard)
    return {o.label[len("Option "):] for o in duel.request.options}


def test_under_goat_tribe_infecting_virus_names_only_the_types_of_2005():
    types = _declared_types("GOAT", "Tribe-Infecting Virus")
    assert "Warrior" in types and "Zombie" in types and "Divine-Beast" in types
    assert not types & LATER_TYPES
    assert len(types) == 21


def test_under_goat_dna_surgery_names_only_the_types_of_2005():
    types = _declared_types("GOAT", "DNA Surgery")
    assert not types & LATER_TYPES and "Spellcaster" in types


def test_today_both_name_every_type():
    assert LATER_TYPES <= _declared_types("MR5", "Tribe-Infecting Virus")
    assert LATER_TYPES <= _declared_types("MR5", "DNA Surgery")
