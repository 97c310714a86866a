"""Hinotama (46130346): a Normal Spell that deals 500 damage to the opponent.

Sources: the card's text (LOB 2002 and today's say the same, in our words: 500 damage to the
opponent); yugioh-wiki.net 《ファイヤー・ボール》. Imperial Order negates Spell effects (its
text): the activation is made and the Spell goes to the GY, the damage is not dealt. Des Wombat:
damage by a card effect to its controller becomes 0 (its text). Magic Jammer negates a Spell's
activation (its text)."""

from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_hinotama_deals_500_to_the_opponent():
    """Q: I activate Hinotama. A: my opponent loses 500 LP, I lose none; Hinotama is in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Hinotama")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hinotama", player=0, request="idle")
    _finish(s)
    assert lp(duel) == (8000, 7500)
    assert grave(duel, 0) == ["Hinotama"] and hand(duel, 0) == []
    assert [(e["player"], e["amount"]) for e in of_type(duel, "damage")] == [(1, 500)]


def test_hinotama_under_imperial_order_deals_nothing():
    """Q: my opponent's Imperial Order is face-up; may I activate Hinotama, and what happens? A:
    it may be activated, but its effect is negated: no damage, and it goes to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Hinotama")
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hinotama", player=0, request="idle")
    _finish(s)
    assert lp(duel) == (8000, 8000) and grave(duel, 0) == ["Hinotama"]
    assert [e["name"] for e in of_type(duel, "negated")] == ["Hinotama"]


def test_hinotama_against_des_wombat_deals_nothing():
    """Q: my opponent controls a face-up Des Wombat; I activate Hinotama. A: the effect damage to
    Des Wombat's controller becomes 0."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Hinotama")
    table.monster(1, "Des Wombat")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hinotama", player=0, request="idle")
    _finish(s)
    assert lp(duel) == (8000, 8000) and of_type(duel, "damage") == []


def test_hinotama_negated_by_magic_jammer():
    """Q: my opponent chains Magic Jammer (discarding a card) to Hinotama. A: the activation is
    negated and Hinotama destroyed: no damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Hinotama")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hinotama", player=0, request="idle")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    if duel.request.kind == "select":
        s.pick("select", "Battle Ox", player=1)
    _finish(s)
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 0) == ["Hinotama"] and sorted(grave(duel, 1)) == ["Battle Ox", "Magic Jammer"]
