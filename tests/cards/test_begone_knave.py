"""Begone, Knave! (20374520), Continuous Trap: each time a monster deals battle damage to a player,
that monster returns to its owner's hand.

Sources read: yugioh-wiki.net 《門前払い》 (a mandatory effect of the face-up card, activated when a
monster deals battle damage, in the same moment as other "deals battle damage" effects, which chain
with it (Airknight Parshath); a monster taking the battle damage back from a higher DEF is the one
that dealt it: attacking Marshmallon with a Sheep Token returns Marshmallon); the 2005 text (DCR:
"Each time a monster inflicts Battle Damage to a player's Life Points, return the monster to the
owner's hand") does the same. A monster destroyed by that battle goes to the GY and is not returned
(engine/actions.py `to_hand`, citing this card's ruling). The English 2005 text quoted is as we
recall it, not read on a page this round."""

from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _attack(target=None, position="attack", knave_face_down=False, attacker="Battle Ox", rules="MR5"):
    table = Table(turn=3, rules=rules)
    table.monster(0, attacker)
    table.deck(0, ["Celtic Guardian", "Celtic Guardian"])
    ref = table.monster(1, target, position=position) if target else None
    table.spell_trap(1, "Begone, Knave!", face_down=knave_face_down)
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    _resolve(duel, s)
    s.pick("attack", attacker, target=ref or "player")
    _resolve(duel, s)
    return duel, s


def test_begone_knave_returns_a_monster_that_attacked_directly():
    """Q: Begone, Knave! is face-up; Battle Ox attacks directly. A: my opponent takes 1700, then
    Battle Ox goes back to my hand."""
    duel, s = _attack()
    assert duel.players[1].lp == 6300
    assert [c.name for c in duel.players[0].hand] == ["Battle Ox"] and duel.monsters(0) == []


def test_begone_knave_returns_the_defender_that_reflected_the_damage():
    """Q: Battle Ox (1700) attacks my opponent's face-up Defense Labyrinth Wall (3000 DEF). A: I
    take 1300; the Wall dealt it: the Wall returns to my opponent's hand, Battle Ox stays."""
    duel, s = _attack("Labyrinth Wall", position="defense")
    assert duel.players[0].lp == 6700
    assert [c.name for c in duel.players[1].hand] == ["Labyrinth Wall"] and duel.monsters(1) == []
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]


def test_begone_knave_does_nothing_while_set():
    """Q: Begone, Knave! is still Set; Battle Ox attacks directly. A: Battle Ox stays on the field."""
    duel, s = _attack(knave_face_down=True)
    assert duel.players[1].lp == 6300 and [c.name for c in duel.monsters(0)] == ["Battle Ox"]


def test_begone_knave_and_airknight_parshaths_piercing_draw_chain():
    """Q (GOAT): Airknight Parshath (1900) attacks a Set Celtic Guardian (1200 DEF) under
    Begone, Knave!. A: 700 piercing damage; both effects activate: I draw 1, Parshath returns to
    my hand, Celtic Guardian is destroyed."""
    duel, s = _attack("Celtic Guardian", position="set", attacker="Airknight Parshath", rules="GOAT")
    for _ in range(3):
        if duel.request.kind == "order":
            s.answer(duel.request.options[0])
        _resolve(duel, s)
    assert duel.players[1].lp == 7300
    assert sorted(c.name for c in duel.players[0].hand) == ["Airknight Parshath", "Celtic Guardian"]
    assert [c.name for c in duel.players[1].grave] == ["Celtic Guardian"]
