"""Sinister Serpent that reaches its owner's GY DURING their Standby Phase, after the phase
began: its "during your Standby Phase" effect may still be activated in that phase (round 52g).

Seed 004 §准备阶段: the effects of cards that happen in the Standby Phase are carried out during
that phase (not only as it begins). yugioh-wiki.net 《キラー・スネーク》 (the page of the old text,
the 2005 one): sent to the GY in its owner's Standby Phase, it can be taken back at once -- which
is why a Quick-Play Spell or Trap whose cost sends a card to the GY is free with it; the same
note for 《黄泉ガエル》 (Treeborn Frog) on hikikomo.com and rush.yugioh-wiki: used as Enemy
Controller's Tribute in its owner's Standby Phase, it comes back in that phase. Both eras (the
2005 text has no limit per turn; today's once per turn by name, its use counted from the
activation, is not spent here). The phase's moment is its own: the same Tribute in Main Phase 1,
or in the opponent's Standby Phase, offers nothing. The engine's choice (a ruling found for
optional effects only): a MANDATORY "during the Standby Phase" effect is not raised by a card
that arrives later in the phase."""

import pytest

from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def _table(rules, turn_player=0, phase="draw"):
    table = Table(rules=rules, turn=3, turn_player=turn_player, phase=phase)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table


def _tribute_the_serpent_for_enemy_controller(s, duel):
    """Player 0 activates Enemy Controller's take-control use, Tributing Sinister Serpent for
    its cost and targeting Mystical Elf; both then pass until the chain has resolved."""
    take = [o for o in s.expect(request="chain", player=0).options if o.kind == "activate"][1]
    s.answer(take)
    s.pick("select", "Sinister Serpent", player=0)
    s.pick("target", "Mystical Elf", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_serpent_tributed_for_enemy_controller_in_its_standby_phase_comes_back(rules):
    """Q: in my Standby Phase I activate Enemy Controller, Tributing my Sinister Serpent to take
    my opponent's Mystical Elf. The Serpent was not in my GY when the phase began; may I still
    return it to my hand this Standby Phase? A: yes: once the chain has resolved I am asked, I
    say yes, a chain of its own returns it; I enter Main Phase 1 with it in my hand."""
    table = _table(rules)
    table.monster(0, "Sinister Serpent")
    table.hand(0, "Enemy Controller")
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("pass", player=0, request="chain")          # the Draw Phase
    assert duel.phase == "standby"
    _tribute_the_serpent_for_enemy_controller(s, duel)
    assert grave(duel, 0) == ["Sinister Serpent", "Enemy Controller"]
    request = s.expect(request="yes_no", player=0)
    assert duel.phase == "standby"
    assert [o.name for o in request.options] == ["Sinister Serpent", "Sinister Serpent"]
    s.pick("yes", player=0, request="yes_no")
    assert [(e["name"], e["link"]) for e in of_type(duel, "chain")] == [
        ("Enemy Controller", 1), ("Sinister Serpent", 1)]
    assert hand(duel, 0) == ["Battle Ox", "Sinister Serpent"]
    assert grave(duel, 0) == ["Enemy Controller"]
    s.expect(request="idle", player=0)
    assert duel.phase == "main1"


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_serpent_destroyed_by_ring_of_destruction_in_its_standby_phase_comes_back(rules):
    """Q: in my Standby Phase my opponent activates Ring of Destruction on my face-up Sinister
    Serpent (300 ATK). May I return it this Standby Phase? A: yes: both players take 300, the
    Serpent is in my GY, and after the chain I am asked and return it to my hand."""
    table = _table(rules)
    table.monster(0, "Sinister Serpent")
    table.spell_trap(1, "Ring of Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("pass", player=1, request="chain")          # the Draw Phase
    assert duel.phase == "standby"
    s.pick("activate", "Ring of Destruction", player=1, request="chain")
    s.pick("target", "Sinister Serpent", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (7700, 7700)
    assert grave(duel, 0) == ["Sinister Serpent"]
    s.pick("yes", "Sinister Serpent", player=0, request="yes_no")
    assert hand(duel, 0) == ["Battle Ox", "Sinister Serpent"] and grave(duel, 0) == []
    s.expect(request="idle", player=0)
    assert duel.phase == "main1"


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_the_same_tribute_in_main_phase_1_offers_nothing(rules):
    """Q: I Tribute my Sinister Serpent for Enemy Controller in my Main Phase 1 instead. May I
    return it? A: no: its moment, my Standby Phase, is over; it stays in my GY."""
    table = _table(rules, phase="main1")
    table.monster(0, "Sinister Serpent")
    table.hand(0, "Enemy Controller")
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    take = [o for o in s.expect(request="idle", player=0).options
            if o.kind == "activate" and o.name == "Enemy Controller"][1]
    s.answer(take)
    s.pick("select", "Sinister Serpent", player=0)
    s.pick("target", "Mystical Elf", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert grave(duel, 0) == ["Sinister Serpent", "Enemy Controller"]
    assert [e["name"] for e in of_type(duel, "chain")] == ["Enemy Controller"]


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_a_serpent_sent_to_the_gy_in_the_opponents_standby_phase_waits(rules):
    """Q: in my OPPONENT's Standby Phase I activate my Enemy Controller, Set on an earlier turn
    (a Quick-Play Spell: from the hand only in my own turn), Tributing my Sinister Serpent.
    May I return it now? A: no: its effect is for MY Standby Phase; nobody is asked, and the
    duel goes on to my opponent's Main Phase 1 with the Serpent in my GY."""
    table = _table(rules, turn_player=1)
    table.monster(0, "Sinister Serpent")
    table.spell_trap(0, "Enemy Controller")
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("pass", player=0, request="chain")          # the Draw Phase
    assert duel.phase == "standby"
    _tribute_the_serpent_for_enemy_controller(s, duel)
    assert grave(duel, 0) == ["Sinister Serpent", "Enemy Controller"]
    s.expect(request="idle", player=1)
    assert [e["name"] for e in of_type(duel, "chain")] == ["Enemy Controller"]
