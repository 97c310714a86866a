"""Curse of Royal (2926176) against the Counter Traps that negate a Spell or Trap Card's activation and
destroy it (Magic Jammer, Solemn Judgment, Seven Tools of the Bandit): such a Counter Trap is itself a
Trap Card whose activation would destroy 1 Spell/Trap Card, so Curse of Royal may negate it and destroy
it, and the first card then resolves.

Sources: yugioh-wiki.net 《王家の呪い》 (since the ruling change of about October 2005 it answers in
practice only the cards that destroy exactly 1 Spell/Trap Card, "and the opponent's Counter Traps"; the
FAQ there opens on Magic Jammer); under the older reading played by the GOAT preset (a card destroying
1 or more) the same Counter Traps destroy exactly 1, so both presets answer alike. Seed 000 §反擊陷阱
(a Counter Trap is chained directly to the activation it negates; Spell Speed 3 answers Spell Speed 3).
The declaration read: the negating card's `destroys=DESTROYS_NEGATED` (round 59j). A Summon negation
destroys no Spell/Trap Card (our reading of the card's text: the monster alone is destroyed)."""

import pytest

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table

CR = "Curse of Royal"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _negated(duel):
    return [e["name"] for e in duel.log if e["type"] == "negated"]


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_curse_of_royal_negates_magic_jammer_on_my_spell(rules):
    """Q: I activate Swords of Revealing Light; my opponent chains Magic Jammer (discarding Battle Ox);
    I chain my Set Curse of Royal. A: Magic Jammer would destroy 1 Spell/Trap Card (my Swords), so
    Curse of Royal answers it: Magic Jammer is negated and destroyed, and Swords of Revealing Light
    resolves and stays face-up on my field (today's ruling and the 2005 one alike)."""
    table = Table(rules=rules, turn=3, turn_player=0)
    swords = table.hand(0, "Swords of Revealing Light")
    table.spell_trap(0, CR)
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light", player=0)
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    if duel.request.kind == "select":
        s.pick("select", "Battle Ox", player=1)
    s.pick("activate", CR, player=0, request="chain")
    _pass_all(duel, s)
    card = swords.card(duel)
    assert card.location == "szone" and card.face_up and card.controller == 0
    assert grave(duel, 0) == [CR]
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Magic Jammer"]
    assert _negated(duel) == ["Magic Jammer"]


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_curse_of_royal_negates_solemn_judgment_on_my_trap(rules):
    """Q: I activate my Set Jar of Greed; my opponent chains Solemn Judgment (paying half their LP);
    I chain Curse of Royal. A: Solemn Judgment would destroy my Trap, so Curse of Royal answers it:
    Solemn Judgment is negated and destroyed (its cost stays paid: 4000 LP), and Jar of Greed resolves:
    I draw 1 card."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.spell_trap(0, "Jar of Greed")
    table.spell_trap(0, CR)
    table.deck(0, ["Battle Ox", "Dark Magician"])
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Jar of Greed", player=0)
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    s.pick("activate", CR, player=0, request="chain")
    _pass_all(duel, s)
    assert hand(duel, 0) == ["Battle Ox"]
    assert sorted(grave(duel, 0)) == [CR, "Jar of Greed"]
    assert grave(duel, 1) == ["Solemn Judgment"]
    assert lp(duel) == (8000, 4000)
    assert _negated(duel) == ["Solemn Judgment"]


def test_curse_of_royal_negates_seven_tools_on_my_trap():
    """Q: I activate Jar of Greed; my opponent chains Seven Tools of the Bandit (1000 LP); I chain
    Curse of Royal. A: Seven Tools is negated and destroyed; Jar of Greed resolves: I draw 1."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Jar of Greed")
    table.spell_trap(0, CR)
    table.deck(0, ["Battle Ox", "Dark Magician"])
    table.spell_trap(1, "Seven Tools of the Bandit")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Jar of Greed", player=0)
    s.pick("activate", "Seven Tools of the Bandit", player=1, request="chain")
    s.pick("activate", CR, player=0, request="chain")
    _pass_all(duel, s)
    assert hand(duel, 0) == ["Battle Ox"]
    assert grave(duel, 1) == ["Seven Tools of the Bandit"]
    assert lp(duel) == (8000, 7000)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_curse_of_royal_not_against_solemn_judgment_on_a_summon(rules):
    """Q: I Normal Summon Battle Ox; my opponent activates Solemn Judgment to negate the Summon. May I
    chain Curse of Royal? A: no: that Solemn Judgment destroys a monster, no Spell/Trap Card; Battle Ox
    is destroyed, Curse of Royal stays Set."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    curse = table.spell_trap(0, CR)
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=0)
    if duel.request.kind == "zone":
        s.pick("zone", player=0, first=True)
    s.pick("activate", "Solemn Judgment", player=1)
    assert duel.request.kind != "chain" or not s.has("activate", CR)
    _pass_all(duel, s)
    assert grave(duel, 0) == ["Battle Ox"]
    assert curse.card(duel).location == "szone" and not curse.card(duel).face_up
    assert lp(duel) == (8000, 4000)



@pytest.mark.parametrize("rules,answers", [("MR5", False), ("GOAT", True)])
def test_curse_of_royal_against_vanitys_call_by_era(rules, answers):
    """Q: I activate Swords of Revealing Light; my opponent chains Magic Jammer, I chain Seven Tools of
    the Bandit, and my opponent chains Vanity's Call as Chain Link 4 (it would destroy the cards of the
    three links before it: Swords, Magic Jammer, Seven Tools). May I chain Curse of Royal? A: today no:
    Vanity's Call destroys several Spell/Trap Cards, so all three are destroyed and Curse of Royal
    stays Set; under the 2005 reading (1 or more) yes: Vanity's Call is negated and destroyed, Seven
    Tools negates and destroys Magic Jammer, and Swords stays on my field."""
    table = Table(rules=rules, turn=3, turn_player=0)
    swords = table.hand(0, "Swords of Revealing Light")
    curse = table.spell_trap(0, CR)
    table.spell_trap(0, "Seven Tools of the Bandit")
    table.spell_trap(1, "Magic Jammer")
    table.spell_trap(1, "Vanity's Call")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light", player=0)
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    if duel.request.kind == "select":
        s.pick("select", "Battle Ox", player=1)
    s.pick("activate", "Seven Tools of the Bandit", player=0, request="chain")
    s.pick("activate", "Vanity's Call", player=1, request="chain")
    if answers:
        s.pick("activate", CR, player=0, request="chain")
    else:
        assert duel.request is None or duel.request.kind != "chain" or not s.has("activate", CR)
    _pass_all(duel, s)
    if answers:
        assert swords.card(duel).location == "szone" and swords.card(duel).face_up
        assert sorted(grave(duel, 0)) == [CR, "Seven Tools of the Bandit"]
        assert sorted(grave(duel, 1)) == ["Battle Ox", "Magic Jammer", "Vanity's Call"]
        assert _negated(duel) == ["Vanity's Call", "Magic Jammer"]
    else:
        assert sorted(grave(duel, 0)) == ["Seven Tools of the Bandit", "Swords of Revealing Light"]
        assert curse.card(duel).location == "szone" and not curse.card(duel).face_up
        assert sorted(grave(duel, 1)) == ["Battle Ox", "Magic Jammer", "Vanity's Call"]
    assert lp(duel) == (7000, 4000)
