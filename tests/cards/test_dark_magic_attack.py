"""Dark Magic Attack (2314238), Normal Spell: while its player controls a face-up Dark Magician,
every Spell and Trap the opponent controls is destroyed.

Sources read: kagamidori-yugiohblog (RD-KP02-JP041 page, the OCG card: condition "a face-up Dark
Magician on your field", effect "destroy all the opponent's Spells and Traps"); the 2005 text (SDY
"You can activate this card only when there is a face-up Dark Magician on your side of the field")
says the same. That Dark Magician is a condition of the activation only (gone by the resolution, the
destruction still happens) is our reading of the rule (seed 000 §魔法卡: a condition of activation is
checked as the card is activated); that it needs a card to destroy is the engine's reading for every
"destroy all" card (Heavy Storm). The English 2005 text quoted is as we recall it, not read on a
page this round."""

from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(position="attack", side=0, rules="MR5"):
    table = Table(turn=3, rules=rules)
    table.monster(side, "Dark Magician", position=position)
    table.hand(0, "Dark Magic Attack")
    table.spell_trap(0, "Trap Hole")
    return table


def test_dark_magic_attack_destroys_every_opposing_spell_and_trap():
    """Q: I control Dark Magician; my opponent has a Set Trap Hole, a Set Magic Cylinder and a
    face-up Swords of Revealing Light; my own Set Trap Hole is there too. A: their three go to
    their GY; mine stays."""
    table = _table()
    table.spell_trap(1, "Trap Hole")
    table.spell_trap(1, "Magic Cylinder")
    table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Magic Attack")
    _resolve(duel, s)
    assert sorted(c.name for c in duel.players[1].grave) == ["Magic Cylinder", "Swords of Revealing Light", "Trap Hole"]
    assert [c.name for c in duel.players[0].grave] == ["Dark Magic Attack"]
    assert [c and c.name for c in duel.players[0].szone if c] == ["Trap Hole"]


def test_dark_magic_attack_needs_a_face_up_dark_magician_of_its_own():
    """Q: my Dark Magician is face-down, or the only Dark Magician is my opponent's. A: Dark
    Magic Attack cannot be activated either way."""
    for position, side in (("set", 0), ("attack", 1)):
        table = _table(position, side)
        table.spell_trap(1, "Trap Hole")
        duel = table.build()
        assert not Script(duel).has("activate", "Dark Magic Attack")


def test_dark_magic_attack_needs_an_opposing_spell_or_trap():
    """Q: I control Dark Magician, my opponent no Spell or Trap. A: nothing to destroy: it cannot
    be activated."""
    duel = _table().build()
    assert not Script(duel).has("activate", "Dark Magic Attack")


def test_dark_magic_attack_resolves_after_book_of_moon_turns_dark_magician_face_down():
    """Q (GOAT): my opponent chains Book of Moon to turn my Dark Magician face-down. A: the
    Magician was a condition of the activation only: their Set Sakuretsu Armor is destroyed
    all the same."""
    table = _table(rules="GOAT")
    table.spell_trap(1, "Book of Moon")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Magic Attack")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Dark Magician", player=1)
    _resolve(duel, s)
    assert duel.monsters(0)[0].position == "set"
    assert sorted(c.name for c in duel.players[1].grave) == ["Book of Moon", "Sakuretsu Armor"]
    assert not [c for c in duel.players[1].szone if c]
