"""Soul Absorption (68073522), Continuous Spell: each time cards are banished, its controller
gains 500 LP for each of them.

Sources: yugioh-wiki.net 《魂吸収》 (the OCG text: either player's cards, 500 per card; several
cards banished at once give one application of the total); the 2005 IOC text ("each time a
card(s) is removed from play, increase your Life Points by 500 points for each card") says the
same: no 2005 entry. That the LP come with no chain link is our reading (as yugioh-wiki's FAQ
rules for Fatal Abacus, the same kind of text). Macro Cosmos banishes what would go to the GY
(its text)."""

from duelist.testing.reads import banished, grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _activate(s):
    s.pick("activate", "Soul Absorption", request="idle")
    _finish(s)


def test_soul_absorption_gains_500_when_disappear_banishes_a_card():
    """Q: my Soul Absorption is active; I banish the Sangan in my opponent's GY with Disappear.
    A: I gain 500: 8500."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Soul Absorption")
    table.spell_trap(0, "Disappear")
    table.grave(1, "Sangan")
    duel = table.build()
    s = Script(duel)
    _activate(s)
    assert lp(duel) == (8000, 8000)
    s.pick("activate", "Disappear", request="idle")
    s.pick("target", "Sangan")
    _finish(s)
    assert banished(duel, 1) == ["Sangan"] and lp(duel) == (8500, 8000)


def test_soul_absorption_counts_chaos_sorcerers_two_banished_monsters():
    """Q: I activate Soul Absorption and end my turn; my opponent Special Summons Chaos
    Sorcerer, banishing Shining Angel and Sangan from their GY. A: two cards at once: one application, I gain 1000
    (my opponent nothing)."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Soul Absorption")
    table.hand(1, "Chaos Sorcerer")
    table.grave(1, "Shining Angel", "Sangan")
    table.deck(1, ["Battle Ox"])
    table.deck(0, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    _activate(s)
    s.end_turn()
    _finish(s)
    assert duel.turn_player == 1
    s.pick("special_summon", "Chaos Sorcerer", player=1, request="idle")
    while duel.request.kind in ("select", "target", "option", "chain"):
        if duel.request.kind == "chain":
            s.pick("pass")
        elif duel.request.kind == "option":
            s.answer(duel.request.options[0])
        else:
            s.answer([o for o in duel.request.options if o.kind != "done"][0])
    assert sorted(banished(duel, 1)) == ["Sangan", "Shining Angel"]
    assert lp(duel) == (9000, 8000)
    assert [e["amount"] for e in of_type(duel, "recover")] == [1000]


def test_soul_absorption_with_macro_cosmos_counts_destroyed_cards():
    """Q: my Soul Absorption and a face-up Macro Cosmos; I activate Dark Hole on my opponent's
    two monsters. A: the monsters and then Dark Hole itself are banished instead of going to
    the GY: 500 for each card banished, 1500 in all."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Soul Absorption", "Dark Hole")
    table.spell_trap(0, "Macro Cosmos", face_down=False)
    table.monster(1, "Summoned Skull")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    _activate(s)
    s.pick("activate", "Dark Hole", request="idle")
    _finish(s)
    assert sorted(banished(duel, 1)) == ["Battle Ox", "Summoned Skull"]
    assert banished(duel, 0) == ["Dark Hole"] and grave(duel, 0) == []
    assert lp(duel) == (9500, 8000)


def test_soul_absorption_activation_itself_gains_nothing():
    """Q: two cards are already banished; I activate Soul Absorption. A: nothing: it counts only
    banishments while it is on the field."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Soul Absorption")
    table.banished(1, "Sangan", face_down=False)
    table.banished(0, "Battle Ox", face_down=False)
    duel = table.build()
    s = Script(duel)
    _activate(s)
    assert lp(duel) == (8000, 8000)
