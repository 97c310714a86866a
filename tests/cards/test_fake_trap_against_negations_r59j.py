"""Fake Trap (3027001) against "negate the activation and destroy it" aimed at a Trap of mine (Seven
Tools of the Bandit, Solemn Judgment).

Such a Counter Trap's activation would destroy a Trap Card I control (the Trap whose activation it
negates), and it now says so (`destroys=DESTROYS_NEGATED`, round 59j): the declaration Fake Trap reads
names my Trap. But Fake Trap, a Normal Trap, is Spell Speed 2 and a Counter Trap is Spell Speed 3:
nothing but a Counter Trap may be chained to it (seed 000 §咒文速度, §反擊陷阱). So Fake Trap is never
activated in answer, and the negated Trap is destroyed. No Konami or yugioh-wiki.net ruling on this pair
was found (yugioh-wiki.net 《偽物のわな》 lists Spells, Traps and monster effects that destroy: Mystical
Space Typhoon, Heavy Storm, Mobius the Frost Monarch); this is our reading of the Spell Speed rule."""

import pytest

from duelist.engine.effects import Ctx
from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_fake_trap_cannot_answer_seven_tools_negating_my_trap(rules):
    """Q: I activate my Set Jar of Greed; my opponent chains Seven Tools of the Bandit, which would
    negate it and destroy it, a Trap I control. May I chain Fake Trap? A: no: the Seven Tools link is
    declared to destroy my Jar of Greed (a Trap of mine), but a Normal Trap cannot be chained to a
    Counter Trap. Jar of Greed is negated and destroyed, I draw nothing, Fake Trap stays Set, and my
    opponent paid 1000 LP."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.spell_trap(0, "Jar of Greed")
    fake = table.spell_trap(0, "Fake Trap")
    table.spell_trap(0, "Seven Tools of the Bandit")    # (an answer open to me: the chain waits)
    table.deck(0, ["Battle Ox", "Dark Magician"])
    table.spell_trap(1, "Seven Tools of the Bandit")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Jar of Greed", player=0)
    s.pick("activate", "Seven Tools of the Bandit", player=1, request="chain")
    assert duel.request.kind == "chain" and duel.request.player == 0
    link = duel.chain[-1]
    card = fake.card(duel)
    ctx = Ctx(duel, card, card.script.effects[0], 0)
    assert [c.name for c in ctx.link_destroys_which(link)] == ["Jar of Greed"]
    assert ctx.link_would_destroy_kind(link, "Trap")
    assert not s.has("activate", "Fake Trap")
    s.pick("pass", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert hand(duel, 0) == []
    assert grave(duel, 0) == ["Jar of Greed"]
    assert fake.card(duel).location == "szone" and not fake.card(duel).face_up
    assert grave(duel, 1) == ["Seven Tools of the Bandit"]
    assert lp(duel) == (8000, 7000)


def test_fake_trap_cannot_answer_solemn_judgment_negating_my_trap():
    """Q: I activate my Set Jar of Greed; my opponent chains Solemn Judgment. May I chain Fake Trap?
    A: no (Spell Speed 3 against 2): Jar of Greed is negated and destroyed; my opponent is at 4000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Jar of Greed")
    fake = table.spell_trap(0, "Fake Trap")
    table.deck(0, ["Battle Ox", "Dark Magician"])
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Jar of Greed", player=0)
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    assert duel.request is None or duel.request.kind != "chain" or not s.has("activate", "Fake Trap")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert hand(duel, 0) == [] and grave(duel, 0) == ["Jar of Greed"]
    assert fake.card(duel).location == "szone"
    assert lp(duel) == (8000, 4000)
