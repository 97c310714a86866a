"""D.D. Scout Plane (3773196): banished, it Special Summons itself in the End Phase of that turn.

Sources: the card's texts, read in our words (the 2005 TCG text, IOC: if it is removed from play,
it is Special Summoned in the End Phase; the OCG text, yugioh-wiki.net 《異次元の偵察機》: "if
this card is banished, in the End Phase of this turn Special Summon it in face-up Attack
Position", a mandatory trigger; today's text the same); yugioh-wiki.net: banished as a cost
(Chaos Sorcerer, Black Luster Soldier) it comes back too; only the End Phase of the turn it was
banished. Skill Drain negates the effects of face-up monsters on the field only (its text), so
it does not stop a banished Scout Plane. Macro Cosmos's text: a card that would go to the GY is
banished instead (so the Plane destroyed by battle comes back)."""

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table

SP = "D.D. Scout Plane"


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _end_turn(duel, s):
    s.end_turn()
    _settle(duel, s)


def _plane(duel):
    for card in duel.monsters(0):
        if card.name == SP:
            return card
    return None


def _chaos_sorcerer(skill_drain=False):
    """Turn 3, player 0 banishes Mystical Elf (LIGHT) and D.D. Scout Plane (DARK) from their GY to
    Special Summon Chaos Sorcerer."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Chaos Sorcerer")
    table.grave(0, "Mystical Elf", SP)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Chaos Sorcerer")
    while duel.request.kind == "select":
        s.answer(duel.request.options[0])
    s.pick("option", "Attack Position", request="option")
    _settle(duel, s)
    assert sorted(banished(duel, 0)) == [SP, "Mystical Elf"]
    return duel, s


def test_dd_scout_plane_banished_as_a_cost_comes_back_in_the_end_phase():
    """Q: I banish D.D. Scout Plane from my GY for Chaos Sorcerer's summon. A: in this turn's End
    Phase it Special Summons itself to my field in face-up Attack Position; Mystical Elf stays
    banished."""
    duel, s = _chaos_sorcerer()
    assert _plane(duel) is None
    _end_turn(duel, s)
    plane = _plane(duel)
    assert duel.turn == 4 and plane is not None and plane.position == "attack"
    assert banished(duel, 0) == ["Mystical Elf"]
    assert sorted(field_monsters(duel, 0)) == ["Chaos Sorcerer", SP]


def test_dd_scout_plane_banished_on_an_earlier_turn_stays():
    """Q: my D.D. Scout Plane was banished on an earlier turn; this turn ends. A: it comes back
    only in the End Phase of the turn it was banished: it stays banished."""
    table = Table(turn=3, turn_player=0)
    table.banished(0, SP)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    _end_turn(duel, s)
    assert duel.turn == 4 and banished(duel, 0) == [SP] and field_monsters(duel, 0) == []


def _attacked(macro_cosmos):
    """Turn 4: player 1's Summoned Skull destroys player 0's D.D. Scout Plane by battle."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    if macro_cosmos:
        table.spell_trap(1, "Macro Cosmos", face_down=False)
    plane = table.monster(0, SP)
    table.monster(1, "Summoned Skull")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=plane, player=1)
    _settle(duel, s)
    return duel, s


def test_dd_scout_plane_destroyed_under_macro_cosmos_comes_back():
    """Q: my opponent's Macro Cosmos is face-up; their Summoned Skull destroys my D.D. Scout Plane
    by battle, and it is banished instead of going to the GY. A: in the End Phase of their turn
    it comes back to my field in Attack Position (I took 1700)."""
    duel, s = _attacked(macro_cosmos=True)
    assert banished(duel, 0) == [SP] and duel.players[0].lp == 6300
    _end_turn(duel, s)
    plane = _plane(duel)
    assert duel.turn == 5 and plane is not None and plane.position == "attack"
    assert banished(duel, 0) == []


def test_dd_scout_plane_sent_to_the_gy_does_not_come_back():
    """Q: the same battle without Macro Cosmos: my Plane goes to the GY. A: it was not banished:
    it stays in the GY."""
    duel, s = _attacked(macro_cosmos=False)
    _end_turn(duel, s)
    assert grave(duel, 0) == [SP] and field_monsters(duel, 0) == []


def test_dd_scout_plane_comes_back_under_skill_drain():
    """Q: my opponent's Skill Drain is face-up as I banish the Plane for Chaos Sorcerer. A: Skill
    Drain negates only face-up monsters on the field: the Plane still comes back in the End
    Phase."""
    duel, s = _chaos_sorcerer(skill_drain=True)
    _end_turn(duel, s)
    assert _plane(duel) is not None and banished(duel, 0) == ["Mystical Elf"]
