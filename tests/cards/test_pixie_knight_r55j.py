"""Pixie Knight (35429292): when it is destroyed by battle and sent to the GY, its controller's
opponent targets a Spell Card in its owner's GY; that Spell goes on top of the owner's Deck.

Sources: the card's texts in our words (the 2005 print, MFC-070, and today's do the same: no ERAS
entry); yugioh-wiki.net 《ピクシーナイト》 (a mandatory trigger; the opponent chooses (targets) the
Spell, so they pick the one least useful to its owner; with no Spell in the GY nothing happens);
Necrovalley's text (an effect that would move a card out of a GY is negated: the Spell stays);
seed 004 §伤害步骤 (a trigger of a monster destroyed by battle in the Damage Step)."""

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table

PIXIE = "Pixie Knight"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _attack_pixie(table):
    table.monster(0, "Battle Ox")
    table.monster(1, PIXIE)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=PIXIE, request="battle")
    return duel, s


def test_pixie_knight_the_opponent_picks_the_spell_for_the_top_of_the_deck():
    """Q: my Battle Ox destroys my opponent's Pixie Knight; their GY holds Pot of Greed and
    Monster Reborn. A: I (the opponent of Pixie Knight's controller) pick: I choose Pot of Greed;
    it is the top card of their Deck, Monster Reborn stays in the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.grave(1, "Pot of Greed", "Monster Reborn")
    table.deck(1, ["Celtic Guardian", "Mystical Elf"])
    duel, s = _attack_pixie(table)
    s.expect(request="target", player=0)
    s.pick("target", "Pot of Greed", player=0)
    _pass(duel, s)
    assert duel.players[1].deck[-1].name == "Pot of Greed"
    assert sorted(grave(duel, 1)) == ["Monster Reborn", PIXIE]
    assert duel.players[1].lp == 8000 - 400


def test_pixie_knight_without_a_spell_in_the_gy_does_nothing():
    """Q: Pixie Knight is destroyed by battle; its owner's GY holds only a Trap and a monster.
    A: its effect is not activated; the Deck is untouched."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.grave(1, "Mirror Force", "Celtic Guardian")
    table.deck(1, ["Mystical Elf"])
    duel, s = _attack_pixie(table)
    _pass(duel, s)
    assert of_type(duel, "chain") == []
    assert [c.name for c in duel.players[1].deck] == ["Mystical Elf"]
    assert duel.request.kind == "battle"


def test_pixie_knight_sent_by_a_card_effect_does_nothing():
    """Q: my opponent's Pixie Knight is destroyed by my Fissure, not by battle. A: nothing
    happens: the Spell stays in their GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Fissure")
    table.monster(1, PIXIE)
    table.grave(1, "Pot of Greed")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", request="idle")
    _pass(duel, s)
    assert sorted(grave(duel, 1)) == [PIXIE, "Pot of Greed"]
    assert [e["name"] for e in of_type(duel, "chain")] == ["Fissure"]


def test_pixie_knight_under_necrovalley_is_negated():
    """Q: Necrovalley is face-up; Pixie Knight is destroyed by battle and its effect targets Pot
    of Greed in its owner's GY. A: the effect is negated: Pot of Greed stays in the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.field_spell(0, "Necrovalley")
    table.grave(1, "Pot of Greed")
    table.deck(1, ["Mystical Elf"])
    duel, s = _attack_pixie(table)
    s.pick("target", "Pot of Greed", player=0)
    _pass(duel, s)
    assert "Pot of Greed" in grave(duel, 1)
    assert [c.name for c in duel.players[1].deck] == ["Mystical Elf"]
