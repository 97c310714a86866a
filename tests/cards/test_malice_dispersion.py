"""Malice Dispersion (13626450), Quick-Play Spell: discard 1 card (a cost); every face-up
Continuous Trap on the field is destroyed.

Sources: our card database (a Quick-Play Spell); the OCG text 《邪気退散》 as we know it ("discard 1
card; destroy all face-up Continuous Traps on the field": not read on a page this round); read: the
ameblo.jp post on 《泥仕合》 (Malice Dispersion played against the opponent's Continuous Traps).
A Set Continuous Trap is not face-up: it stays. Imperial Order negates every Spell effect on the
field (seed 000 §永續陷阱): a Malice Dispersion resolving under it destroys nothing, Imperial
Order included (our reading of the two texts)."""

from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_malice_dispersion_destroys_every_face_up_continuous_trap():
    """Q: my opponent has face-up Gravity Bind and a Set Royal Decree; I have face-up Skill Drain
    and Messenger of Peace (a Continuous Spell). I discard Battle Ox. A: Gravity Bind and my Skill
    Drain are destroyed; the Set Royal Decree and Messenger of Peace stay."""
    table = Table(turn=3)
    table.spell_trap(1, "Gravity Bind", face_down=False)
    table.spell_trap(1, "Royal Decree")
    table.spell_trap(0, "Skill Drain", face_down=False)
    table.spell_trap(0, "Messenger of Peace", face_down=False)
    table.hand(0, "Malice Dispersion", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Malice Dispersion")
    s.pick("select", "Battle Ox")
    _resolve(duel, s)
    assert [c.name for c in duel.players[1].grave] == ["Gravity Bind"]
    assert sorted(c.name for c in duel.players[0].grave) == ["Battle Ox", "Malice Dispersion", "Skill Drain"]
    assert [c.name for c in duel.players[1].szone if c] == ["Royal Decree"]
    assert [c.name for c in duel.players[0].szone if c] == ["Messenger of Peace"]


def test_malice_dispersion_needs_a_face_up_continuous_trap_and_a_card_to_discard():
    """Q: the only Continuous Trap is Set; or one is face-up but Malice Dispersion is my only card
    in hand. A: it cannot be activated either way."""
    table = Table(turn=3)
    table.spell_trap(1, "Gravity Bind")
    table.hand(0, "Malice Dispersion", "Battle Ox")
    assert not Script(table.build()).has("activate", "Malice Dispersion")
    table = Table(turn=3)
    table.spell_trap(1, "Gravity Bind", face_down=False)
    table.hand(0, "Malice Dispersion")
    assert not Script(table.build()).has("activate", "Malice Dispersion")


def test_malice_dispersion_under_imperial_order_destroys_nothing():
    """Q (GOAT): my opponent's Imperial Order and Gravity Bind are face-up; I discard Battle Ox for
    Malice Dispersion. A: it is a Spell: Imperial Order negates its effect; both Traps stay, and my
    discard is spent."""
    table = Table(turn=3, rules="GOAT")
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.spell_trap(1, "Gravity Bind", face_down=False)
    table.hand(0, "Malice Dispersion", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Malice Dispersion")
    s.pick("select", "Battle Ox")
    _resolve(duel, s)
    assert sorted(c.name for c in duel.players[1].szone if c) == ["Gravity Bind", "Imperial Order"]
    assert sorted(c.name for c in duel.players[0].grave) == ["Battle Ox", "Malice Dispersion"]
