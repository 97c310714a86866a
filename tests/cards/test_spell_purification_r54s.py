"""Spell Purification (01669772): a Normal Trap; its cost discards 1 card, and it destroys every
face-up Spell Card on the field, both players'.

Sources: the card's text (DR3 2005 and today's, in our words: one meaning, no ERAS entry); seed
000 §陷阱卡 and §發動與效果 (a cost is paid as the card is activated; an effect that destroys
"all" cards of a kind needs one there when it is activated, as Heavy Storm); Goblin of Greed's
text (yugioh-wiki.net 《強欲ゴブリン》: no card that discards as a cost can be activated).
A Set Spell is no face-up Spell: it stays."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

PURIFY = "Spell Purification"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_spell_purification_destroys_every_face_up_spell():
    """Q: my opponent has Swords of Revealing Light and Messenger of Peace face-up and a Set Heavy
    Storm; I have Axe of Despair equipped and a face-up Fairy Box. I activate Spell Purification,
    discarding Celtic Guardian. A: Swords, Messenger and Axe of Despair are destroyed; the Set
    Heavy Storm and my Fairy Box (a Trap) stay; Battle Ox loses the 1000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Celtic Guardian")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, PURIFY)
    table.spell_trap(0, "Axe of Despair", face_down=False, equipped_to=ox)
    table.spell_trap(0, "Fairy Box", face_down=False)
    table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    table.spell_trap(1, "Messenger of Peace", face_down=False)
    table.spell_trap(1, "Heavy Storm")
    duel = table.build()
    assert duel.atk(ox.card(duel)) == 2700
    s = Script(duel)
    s.pick("activate", PURIFY, player=0)
    s.pick("select", "Celtic Guardian", player=0)
    _finish(s)
    assert hand(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Axe of Despair", "Celtic Guardian", PURIFY]
    assert sorted(grave(duel, 1)) == ["Messenger of Peace", "Swords of Revealing Light"]
    assert [c.name for c in duel.players[1].szone if c] == ["Heavy Storm"]
    assert [c.name for c in duel.players[0].szone if c] == ["Fairy Box"]
    assert duel.atk(ox.card(duel)) == 1700


def test_spell_purification_needs_a_face_up_spell_on_the_field():
    """Q: the only Spell on the field is my opponent's Set Heavy Storm. A: Spell Purification
    cannot be activated: no face-up Spell to destroy."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Celtic Guardian")
    table.spell_trap(0, PURIFY)
    table.spell_trap(1, "Heavy Storm")
    duel = table.build()
    assert not Script(duel).has("activate", PURIFY)


def test_spell_purification_needs_a_card_to_discard():
    """Q: my hand is empty and my opponent's Swords of Revealing Light is face-up. A: the cost
    cannot be paid: it cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, PURIFY)
    table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    duel = table.build()
    assert not Script(duel).has("activate", PURIFY)


def test_spell_purification_cannot_be_activated_under_goblin_of_greed():
    """Q: my opponent's Goblin of Greed is face-up: may I discard for Spell Purification to destroy
    it? A: no: while Goblin of Greed applies, no card that discards as a cost can be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Celtic Guardian")
    table.spell_trap(0, PURIFY)
    table.spell_trap(1, "Goblin of Greed", face_down=False)
    duel = table.build()
    assert not Script(duel).has("activate", PURIFY)


def test_spell_purification_chained_to_a_continuous_spell_destroys_it():
    """Q: my opponent activates Messenger of Peace; I chain Spell Purification. A: the card is
    face-up on the field while its activation waits: it is destroyed, and its activation then
    resolves with no card left, so no lock applies."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.hand(0, "Celtic Guardian")
    table.spell_trap(0, PURIFY)
    table.hand(1, "Messenger of Peace")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Messenger of Peace", player=1)
    s.pick("activate", PURIFY, player=0, request="chain")
    s.pick("select", "Celtic Guardian", player=0)
    _finish(s)
    assert grave(duel, 1) == ["Messenger of Peace"]
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", PURIFY]
