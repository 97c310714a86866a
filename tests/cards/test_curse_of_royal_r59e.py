"""Curse of Royal (2926176), Counter Trap: negates the activation of a Spell or Trap Card that would
destroy a Spell/Trap Card, and destroys it.

Sources, in our words: the card's text (PGD-044, 2004: "a Spell or Trap Card that destroys 1 Spell or
Trap Card"); yugioh-wiki.net 《王家の呪い》 (until a ruling change of about October 2005 a card that
destroys several Spell/Trap Cards, Heavy Storm, could be answered; since then only one that destroys
exactly 1: Mystical Space Typhoon, Dust Tornado): the GOAT preset plays the older ruling (ERAS
"2005"), MR5 today's; seed 000 §反擊陷阱 (a Counter Trap answers the activation; "negate the
activation and destroy" sends both to the GY); a Set card targeted by Dust Tornado may still be
activated in answer (seed 000 §連鎖: it is still on the field when the chain is built)."""

import pytest

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

CR = "Curse of Royal"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_curse_of_royal_negates_mystical_space_typhoon():
    """Q: my opponent activates Mystical Space Typhoon on my face-up Swords of Revealing Light; I
    chain my Set Curse of Royal. A: the Typhoon's activation is negated and it is destroyed; Swords
    stays; Curse of Royal and the Typhoon are in the GYs."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    swords = table.spell_trap(0, "Swords of Revealing Light", face_down=False)
    table.spell_trap(0, CR)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", swords, player=1)
    s.pick("activate", CR, player=0, request="chain")
    _pass_all(duel, s)
    assert swords.card(duel).location == "szone"
    assert grave(duel, 0) == [CR] and grave(duel, 1) == ["Mystical Space Typhoon"]
    assert [e["what"] for e in duel.log if e["type"] == "negated"] == ["activation"]


@pytest.mark.parametrize("rules,answers", [("MR5", False), ("GOAT", True)])
def test_curse_of_royal_against_heavy_storm_by_era(rules, answers):
    """Q: my opponent activates Heavy Storm; I control Swords of Revealing Light and a Set Curse of
    Royal. A: today Heavy Storm destroys several Spell/Trap Cards, so Curse of Royal cannot answer it
    and both of mine are destroyed; under the 2005 ruling it can: Heavy Storm is negated and
    destroyed, Swords stays."""
    table = Table(rules=rules, turn=4, turn_player=1)
    swords = table.spell_trap(0, "Swords of Revealing Light", face_down=False)
    table.spell_trap(0, CR)
    table.hand(1, "Heavy Storm")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm", player=1)
    if answers:
        s.pick("activate", CR, player=0, request="chain")
    assert duel.request.kind != "chain" or not s.has("activate", CR)
    _pass_all(duel, s)
    if answers:
        assert swords.card(duel).location == "szone" and grave(duel, 1) == ["Heavy Storm"]
    else:
        assert sorted(grave(duel, 0)) == [CR, "Swords of Revealing Light"]


def test_curse_of_royal_does_not_answer_a_card_destroying_monsters():
    """Q: my opponent activates Fissure (it destroys a monster only). A: no Spell/Trap Card is to be
    destroyed: Curse of Royal cannot be activated; Battle Ox is destroyed."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, "Battle Ox")
    table.spell_trap(0, CR)
    table.hand(1, "Fissure")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    assert duel.request.kind != "chain" or not s.has("activate", CR)
    _pass_all(duel, s)
    assert grave(duel, 0) == ["Battle Ox"]


def test_curse_of_royal_answers_dust_tornado_aimed_at_itself():
    """Q: my opponent activates Dust Tornado on my Set Curse of Royal. A: still Set on the field, it
    answers: Dust Tornado's activation is negated and it is destroyed (no Set follows)."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    curse = table.spell_trap(0, CR)
    table.spell_trap(1, "Dust Tornado")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dust Tornado", player=1)
    s.pick("target", curse, player=1)
    s.pick("activate", CR, player=0, request="chain")
    _pass_all(duel, s)
    assert grave(duel, 0) == [CR] and grave(duel, 1) == ["Dust Tornado"]
