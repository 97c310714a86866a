"""Ultimate Offering's effect, used while the card is already face-up: what may answer it, and
whether it may be chained to itself (round 52x).

Seed 000 §陷阱卡 / §效果分類 (the effect of a face-up Continuous Trap is an effect's activation, not
a card's activation); Solemn Judgment's and Seven Tools of the Bandit's texts (they negate the
activation of a Trap Card: a card's activation); Bottomless Trap Hole's text (when the opponent
Summons a monster with 1500 or more ATK). The OCG rulings on Ultimate Offering
(kiros.seesaa.net's ruling digest for 《血の代償》: its effect may be activated several times in
the same chain; yugioh.hikikomo.com's page: once face-up, its effect may be activated more than
once in one chain, though not as part of the card's own activation)."""

import pytest

from duelist.testing.reads import banished, field_monsters, lp
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_counter_traps_do_not_answer_the_effect_but_bottomless_answers_its_summon(rules):
    """Q: my Ultimate Offering is face-up; I pay 500 LP to use its effect. My opponent holds Set
    Solemn Judgment, Seven Tools of the Bandit and Bottomless Trap Hole. A: neither Counter Trap
    may answer: no Trap Card is being activated, only the effect of one already face-up. Its
    effect Normal Summons Battle Ox (1700 ATK) as Chain Link 1 resolves: that summon is the last
    thing that happened, so Bottomless Trap Hole may banish it."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Solemn Judgment")
    table.spell_trap(1, "Seven Tools of the Bandit")
    table.spell_trap(1, "Bottomless Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ultimate Offering", player=0, request="idle")
    # nobody was asked: the link resolves at once and asks which monster to summon
    s.expect(request="summon_now", player=0)
    assert lp(duel) == (7500, 8000)
    s.pick("summon", "Battle Ox")
    s.expect(request="chain", player=1)
    assert sorted(o.name for o in duel.request.options if o.kind == "activate") == ["Bottomless Trap Hole"]
    s.pick("activate", "Bottomless Trap Hole")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert banished(duel, 0) == ["Battle Ox"] and field_monsters(duel, 0) == []
    assert lp(duel) == (7500, 8000)     # Solemn Judgment never paid for


def test_ultimate_offering_may_be_chained_to_its_own_effect():
    """Q: my Ultimate Offering is face-up and I hold Battle Ox and Celtic Guardian. I pay 500 LP
    to use its effect; my opponent has nothing to answer with. May I chain its effect again,
    paying 500 LP more? A: yes (OCG ruling): Chain Link 2 summons Celtic Guardian, then Chain Link
    1 summons Battle Ox; I paid 1000 LP."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.hand(0, "Battle Ox", "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ultimate Offering", player=0, request="idle")
    s.expect(request="chain", player=0)
    s.pick("activate", "Ultimate Offering", player=0)
    s.pick("summon", "Celtic Guardian", request="summon_now")
    s.pick("summon", "Battle Ox", request="summon_now")
    assert field_monsters(duel, 0) == ["Celtic Guardian", "Battle Ox"]
    assert lp(duel) == (7000, 8000)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_its_effect_is_not_offered_in_the_chain_of_its_own_activation(rules):
    """Q: I activate my Set Ultimate Offering. While that activation is Chain Link 1, may I chain
    its effect to Normal Summon Battle Ox? A: no (OCG ruling): the card is not yet a face-up
    Continuous Trap whose effect applies until its activation resolves; only Mystical Space
    Typhoon is offered. Once it has resolved, the effect is on my Main Phase menu."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.spell_trap(0, "Ultimate Offering")
    table.hand(0, "Battle Ox", "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ultimate Offering", request="idle")
    s.expect(request="chain", player=0)
    assert [o.name for o in duel.request.options if o.kind == "activate"] == ["Mystical Space Typhoon"]
    s.pick("pass")
    s.expect(request="idle", player=0)
    assert s.has("activate", "Ultimate Offering")
    assert lp(duel) == (8000, 8000) and field_monsters(duel, 0) == []


def test_its_effect_chained_to_itself_only_as_often_as_there_are_monsters_to_summon():
    """Q: my Ultimate Offering is face-up and I hold one monster, Battle Ox. I use its effect;
    may I chain it again? A: no: a second use would summon nothing (OCG rulings: as often as
    there are monsters to Normal Summon; never for nothing). Battle Ox is summoned, 500 LP paid."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.hand(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ultimate Offering", player=0, request="idle")
    if duel.request.kind == "chain" and duel.request.player == 0:
        assert [o.kind for o in duel.request.options] == ["pass"]
        s.pick("pass")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("summon", "Battle Ox", request="summon_now")
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert lp(duel) == (7500, 8000)
