"""Spiritual Energy Settle Machine (99173029), Continuous Spell: while it is face-up, Spirit
monsters do not return to the hand in the End Phase; in each of its controller's End Phases they
discard 1 card, or it is destroyed; when it leaves the field, every face-up Spirit monster returns
to its owner's hand.

Sources: the card's English text as printed in Legacy of Darkness (LOD-082; read through a
translation of it: the Spirits stay and do not return in the End Phase, a discard in each of your
End Phases or it is destroyed, all face-up Spirits return once it is removed from the field) and
another engine's test of the card's current script (Spirits both sides kept; the discard paid in
its controller's End Phase; when it is sent away, the face-up Spirits of both players return to
their owners' hands, a face-down Spirit and a non-Spirit stay). The round's brief guessed a
Standby Phase upkeep: the text says End Phase. The upkeep is a maintenance cost (no chain link,
due while its effects are negated: as Imperial Order's, seed 000 §永續魔法); the Spirits' return
is their own mandatory trigger (common.spirit_return), which the Machine's continuous effect
(C.SPIRIT_STAYS) keeps from being activated; under Imperial Order it is negated and they return
(seed 000 §永續魔法: a negated Continuous Spell applies nothing). Era: the 2005 text and today's do
the same (one script)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def _table(*hand_cards, turn=3, turn_player=0):
    table = Table(turn=turn, turn_player=turn_player)
    table.spell_trap(0, "Spiritual Energy Settle Machine", face_down=False)
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    if hand_cards:
        table.hand(0, *hand_cards)
    return table


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_spiritual_energy_settle_machine_keeps_a_spirit_and_its_upkeep_discards():
    """Q: Machine face-up, I Normal Summon Inaba White Rabbit (a Spirit) and end my turn. A: in
    my End Phase I discard Battle Ox to keep the Machine; the Rabbit does not return to my
    hand: it is still on the field in my opponent's turn."""
    table = _table("Inaba White Rabbit", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Inaba White Rabbit")
    s.end_turn()
    s.pick("select", "Battle Ox", player=0)
    _pass_all(duel, s)
    assert duel.turn == 4 and duel.turn_player == 1
    assert [c.name for c in duel.monsters(0)] == ["Inaba White Rabbit"]
    assert grave(duel, 0) == ["Battle Ox"] and hand(duel, 0) == []
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Spiritual Energy Settle Machine"]


def test_spiritual_energy_settle_machine_destroyed_when_the_upkeep_is_declined():
    """Q: same, but in my End Phase I discard nothing. A: the Machine is destroyed, and as it
    leaves the field my face-up Spirit returns to my hand (its own End Phase return too: nothing
    keeps it any longer)."""
    table = _table("Inaba White Rabbit", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Inaba White Rabbit")
    s.end_turn()
    s.pick("done", player=0)
    _pass_all(duel, s)
    assert duel.turn == 4
    assert [c.name for c in duel.monsters(0)] == []
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Inaba White Rabbit"]
    assert grave(duel, 0) == ["Spiritual Energy Settle Machine"]


def test_spiritual_energy_settle_machine_with_an_empty_hand_is_destroyed():
    """Q: my hand is empty in my End Phase. A: no discard can be made: the Machine is destroyed at
    once (no question), and my face-up Spirit returns to my hand."""
    table = _table("Inaba White Rabbit")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Inaba White Rabbit")
    s.end_turn()
    _pass_all(duel, s)
    assert duel.turn == 4
    assert grave(duel, 0) == ["Spiritual Energy Settle Machine"]
    assert hand(duel, 0) == ["Inaba White Rabbit"] and [c.name for c in duel.monsters(0)] == []


def test_spiritual_energy_settle_machine_no_upkeep_in_the_opponents_end_phase():
    """Q: my opponent's turn ends while my Machine is face-up and I hold a card. A: no discard is
    asked (only in my own End Phases) and the Machine stays."""
    table = _table("Battle Ox", turn=4, turn_player=1)
    duel = table.build()
    s = Script(duel)
    s.end_turn()
    _pass_all(duel, s)
    assert duel.turn == 5 and duel.turn_player == 0
    assert grave(duel, 0) == []
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Spiritual Energy Settle Machine"]


def test_spiritual_energy_settle_machine_keeps_the_opponents_spirit_too():
    """Q: my opponent Normal Summons Inaba White Rabbit while my Machine is face-up. A: their
    Rabbit stays on the field at the end of their turn too (the Machine's text names every
    Spirit monster); no discard is due from me in their End Phase."""
    table = _table("Battle Ox", turn=4, turn_player=1)
    table.hand(1, "Inaba White Rabbit")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Inaba White Rabbit", player=1)
    s.end_turn()
    _pass_all(duel, s)
    assert duel.turn == 5
    assert [c.name for c in duel.monsters(1)] == ["Inaba White Rabbit"] and hand(duel, 1) == []
    assert hand(duel, 0).count("Battle Ox") == 1


def test_spiritual_energy_settle_machine_under_imperial_order_the_spirit_returns():
    """Q: Imperial Order negates Spell Cards on the field; I Normal Summon Inaba White Rabbit with
    the Machine face-up and end my turn. A: the Machine's effect is negated, so the Rabbit returns
    to my hand; its maintenance is a rule of the card, still due: I discard Battle Ox to keep it."""
    table = _table("Inaba White Rabbit", "Battle Ox")
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Inaba White Rabbit")
    s.end_turn()
    # both happen at the End Phase: I order them (the maintenance first)
    s.pick("chain_trigger", "Spiritual Energy Settle Machine", player=0, request="order")
    s.pick("select", "Battle Ox", player=0)
    _pass_all(duel, s)
    assert [c.name for c in duel.monsters(0)] == []
    assert hand(duel, 0) == ["Inaba White Rabbit"] and grave(duel, 0) == ["Battle Ox"]
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Spiritual Energy Settle Machine"]


def test_spiritual_energy_settle_machine_leaving_returns_every_face_up_spirit():
    """Q: the Machine face-up; face-up Spirits on both sides (my Asura Priest, the opponent's
    Inaba White Rabbit), my face-down Tsukuyomi and my Battle Ox; my opponent destroys the Machine
    with Mystical Space Typhoon. A: both face-up Spirits return to their owners' hands; the
    face-down Spirit and Battle Ox stay."""
    table = Table(turn=4, turn_player=1)
    table.spell_trap(0, "Spiritual Energy Settle Machine", face_down=False)
    table.monster(0, "Asura Priest")
    table.monster(0, "Tsukuyomi", position="set")
    table.monster(0, "Battle Ox")
    table.monster(1, "Inaba White Rabbit")
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", "Spiritual Energy Settle Machine", player=1)
    _pass_all(duel, s)
    assert grave(duel, 0) == ["Spiritual Energy Settle Machine"]
    assert hand(duel, 0) == ["Asura Priest"] and hand(duel, 1) == ["Inaba White Rabbit"]
    assert sorted(c.name for c in duel.monsters(0)) == ["Battle Ox", "Tsukuyomi"] and [c.name for c in duel.monsters(1)] == []
