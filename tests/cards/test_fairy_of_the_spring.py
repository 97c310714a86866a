"""Fairy of the Spring (20188127), Normal Spell: its player adds an Equip Spell Card from their own
GY to their hand; that card cannot be activated this turn. Today's TCG text targets the Equip
Spell; the 2005 print (DCR) and the OCG text pick it as the effect resolves (no target): an ERAS
entry, tested under both presets.

Sources: the card's own texts in our words; yugioh-wiki.net 《泉の精霊》 FAQ (09/02/04: with an
Axe of Despair in the hand and one in the GY, the one added is locked, the other copy may be
activated; 09/02/01: the lock is on activating the card, not on its effects); Necrovalley's text
(an effect that would move a card out of a GY is negated: the targeting text is negated as it
resolves; the 2005 pick leaves a guarded card out and adds nothing, as the engine's Illusion
Magic reading of Konami's FAQ does). Our reading, not a found ruling: the lock follows the card
for the turn wherever it goes (Set from the hand it still cannot be activated)."""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _pass_chains(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _table(rules="MR5"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, "Fairy of the Spring")
    table.grave(0, "Axe of Despair")
    return table


def test_fairy_of_the_spring_adds_an_equip_spell_that_cannot_be_activated_this_turn():
    """Q: I activate Fairy of the Spring targeting Axe of Despair in my GY. A: the Axe comes to
    my hand, and I cannot activate it this turn (though Battle Ox could be equipped)."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", "Fairy of the Spring", player=0, request="idle")
    s.pick("target", "Axe of Despair")
    _pass_chains(s)
    assert hand(duel, 0) == ["Axe of Despair"]
    assert grave(duel, 0) == ["Fairy of the Spring"]
    assert not s.has("activate", "Axe of Despair")


def test_fairy_of_the_spring_another_copy_may_be_activated():
    """Q: I hold an Axe of Despair and add the one in my GY with Fairy of the Spring. A: only
    the added Axe is locked: the copy I held may be activated (yugioh-wiki FAQ 09/02/04)."""
    table = _table()
    held = table.hand(0, "Axe of Despair")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fairy of the Spring", player=0, request="idle")
    s.pick("target", "Axe of Despair")
    _pass_chains(s)
    assert sorted(hand(duel, 0)) == ["Axe of Despair", "Axe of Despair"]
    offered = s.options("activate", "Axe of Despair")
    assert len(offered) == 1 and offered[0].card == held.uid(duel)


def test_fairy_of_the_spring_the_added_card_set_still_cannot_be_activated():
    """Q: I add Axe of Despair with Fairy of the Spring, then Set it. A: (our reading) it is
    still that card this turn: it cannot be activated."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", "Fairy of the Spring", player=0, request="idle")
    s.pick("target", "Axe of Despair")
    _pass_chains(s)
    s.pick("set_spell", "Axe of Despair")
    _pass_chains(s)
    assert not s.has("activate", "Axe of Despair")


def test_fairy_of_the_spring_lock_ends_with_the_turn():
    """Q: I add Axe of Despair with Fairy of the Spring in my turn 3. A: from my next turn on I
    may activate it."""
    table = _table()
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fairy of the Spring", player=0, request="idle")
    s.pick("target", "Axe of Despair")
    _pass_chains(s)
    s.end_turn()
    while not (duel.turn == 5 and duel.request.kind == "idle"):
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.end_turn()
    assert s.has("activate", "Axe of Despair")


def test_fairy_of_the_spring_needs_an_equip_spell_in_the_gy():
    """Q: my GY holds no Equip Spell (only Dark Hole). A: Fairy of the Spring cannot be
    activated, in either era."""
    for rules in ("MR5", "GOAT"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, "Fairy of the Spring")
        table.grave(0, "Dark Hole")
        duel = table.build()
        assert not Script(duel).has("activate", "Fairy of the Spring")


def test_fairy_of_the_spring_targeting_text_negated_by_necrovalley():
    """Q: (today's text) Necrovalley is face-up; I activate Fairy of the Spring targeting Axe of
    Despair in my GY. A: the effect would move a card out of a GY: it is negated as it resolves;
    the Axe stays in my GY."""
    table = _table()
    table.field_spell(1, "Necrovalley")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fairy of the Spring", player=0, request="idle")
    s.pick("target", "Axe of Despair")
    _pass_chains(s)
    assert hand(duel, 0) == [] and sorted(grave(duel, 0)) == ["Axe of Despair", "Fairy of the Spring"]
    assert [e["name"] for e in of_type(duel, "negated")] == ["Fairy of the Spring"]


def test_fairy_of_the_spring_2005_picks_without_target_and_adds_nothing_under_necrovalley():
    """Q: (GOAT, 2005 text: no target) Necrovalley is face-up; I activate Fairy of the Spring
    with Axe of Despair in my GY. A: no target is picked; as it resolves the guarded Axe cannot
    be picked: nothing is added, and no negation is logged."""
    table = _table("GOAT")
    table.field_spell(1, "Necrovalley")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fairy of the Spring", player=0, request="idle")
    _pass_chains(s)
    assert hand(duel, 0) == [] and sorted(grave(duel, 0)) == ["Axe of Despair", "Fairy of the Spring"]
    assert of_type(duel, "negated") == []


def test_fairy_of_the_spring_2005_picks_as_it_resolves_and_locks_the_card():
    """Q: (GOAT, 2005 text) I activate Fairy of the Spring with Axe of Despair in my GY. A: no
    target; as it resolves I pick the Axe: it is added to my hand and cannot be activated this
    turn."""
    duel = _table("GOAT").build()
    s = Script(duel)
    s.pick("activate", "Fairy of the Spring", player=0, request="idle")
    _pass_chains(s)
    s.pick("select", "Axe of Despair", player=0)
    _pass_chains(s)
    assert hand(duel, 0) == ["Axe of Despair"]
    assert not s.has("activate", "Axe of Despair")
