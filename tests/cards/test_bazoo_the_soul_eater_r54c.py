"""Bazoo the Soul-Eater: once per turn, banish up to 3 monsters from your GY (a cost); it gains
300 ATK for each until the end of the turn.

Sources: the card's text (2005 print, Dark Beginning / Magician's Force era: once per turn remove
from play up to 3 monsters in your Graveyard, +300 ATK for each until the end of the turn;
today's says the same: no era entry), in our own words. Kycoo the Ghost Destroyer's text (its
controller's opponent cannot banish cards from either GY) and Necrovalley's (nothing in a GY
can be banished): a cost that banishes from the GY cannot be paid under either."""

from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def test_bazoo_the_soul_eater_gains_300_per_monster_banished():
    """Q: I banish Sangan, Battle Ox and Mystic Tomato from my GY for Bazoo. A: it gains 900 ATK
    (2500) until the end of the turn; the Spell in my GY stays."""
    table = Table(turn=3, turn_player=0)
    bazoo = table.monster(0, "Bazoo the Soul-Eater")
    table.grave(0, "Sangan", "Pot of Greed", "Battle Ox", "Mystic Tomato", "Celtic Guardian")
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", bazoo, request="idle")
    request = s.expect(request="select", player=0)
    assert "Pot of Greed" not in [o.name for o in request.options]
    s.pick("select", "Sangan")
    s.pick("select", "Battle Ox")
    s.pick("select", "Mystic Tomato")
    _pass_all(s, duel)
    assert sorted(banished(duel, 0)) == ["Battle Ox", "Mystic Tomato", "Sangan"]
    assert grave(duel, 0) == ["Pot of Greed", "Celtic Guardian"]
    assert duel.atk(bazoo.card(duel)) == 2500
    assert not s.has("activate", bazoo)       # once per turn
    s.end_turn()
    assert duel.turn == 4 and duel.atk(bazoo.card(duel)) == 1600


def test_bazoo_the_soul_eater_may_banish_just_one():
    """Q: may I banish only 1 monster? A: yes, up to 3: it gains 300 (1900)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    bazoo = table.monster(0, "Bazoo the Soul-Eater")
    table.monster(1, "Mad Dog of Darkness")       # 1900 ATK
    table.grave(0, "Sangan", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", bazoo, request="idle")
    s.pick("select", "Sangan")
    s.pick("done")
    _pass_all(s, duel)
    assert banished(duel, 0) == ["Sangan"]
    s.pick("battle")
    s.pick("attack", bazoo, target="Mad Dog of Darkness")
    _pass_all(s, duel)
    # 1900 against 1900: both destroyed, no damage
    assert "Bazoo the Soul-Eater" in grave(duel, 0) and grave(duel, 1) == ["Mad Dog of Darkness"]
    assert duel.players[0].lp == 8000 and duel.players[1].lp == 8000


def test_bazoo_the_soul_eater_needs_a_monster_in_the_gy():
    """Q: my GY holds only Spells. A: Bazoo's effect cannot be activated (nothing to banish)."""
    table = Table(turn=3, turn_player=0)
    bazoo = table.monster(0, "Bazoo the Soul-Eater")
    table.grave(0, "Pot of Greed")
    duel = table.build()
    assert not Script(duel).has("activate", bazoo)


def test_bazoo_the_soul_eater_cannot_banish_under_kycoo():
    """Q: (Goat) my opponent controls Kycoo the Ghost Destroyer. A: I cannot banish from my GY,
    so Bazoo's cost cannot be paid: not offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    bazoo = table.monster(0, "Bazoo the Soul-Eater")
    table.monster(1, "Kycoo the Ghost Destroyer")
    table.grave(0, "Sangan")
    duel = table.build()
    assert not Script(duel).has("activate", bazoo)


def test_bazoo_the_soul_eater_cannot_banish_under_necrovalley():
    """Q: (Goat) Necrovalley is face-up. A: nothing in a GY can be banished: not offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    bazoo = table.monster(0, "Bazoo the Soul-Eater")
    table.field_spell(1, "Necrovalley")
    table.grave(0, "Sangan")
    duel = table.build()
    assert not Script(duel).has("activate", bazoo)
