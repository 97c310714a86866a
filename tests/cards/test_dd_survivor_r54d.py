"""D.D. Survivor (48092532): banished while face-up on the field, it Special Summons itself in the
End Phase of that turn (a mandatory trigger from the banishment).

Sources: the card's texts in our words (the 2005 TCG text: "when this face-up card on the field
is removed from play", the Special Summon in the End Phase of this turn; today's "if this
face-up card is banished": one meaning, no ERAS entry); the summon is made in face-up Attack or
Defense Position at its player's choice (Seed 000 §特殊召喚: the text names no position). Only a
face-up card on the field: banished from the GY (Chaos Sorcerer's cost) or banished face-down
(Nobleman of Crossout destroys and banishes a face-down monster) it stays banished. D.D.
Warrior Lady's text: after damage calculation she banishes the monster she battled and herself
(yugipedia "Card Rulings:D.D. Warrior Lady"); Bottomless Trap Hole destroys and banishes a
summoned monster with 1500 or more ATK (its text); a destroyed monster banished instead of
going to the GY is banished from the field."""

from duelist.testing.reads import banished, field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

DDS = "D.D. Survivor"


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _survivor(duel, player=0):
    for card in duel.monsters(player):
        if card.name == DDS:
            return card
    return None


def test_dd_survivor_banished_by_bottomless_trap_hole_comes_back_in_the_end_phase():
    """Q: I Normal Summon D.D. Survivor (1800 ATK); my opponent answers with Bottomless Trap
    Hole. A: it is banished; in this turn's End Phase it Special Summons itself to my field (I
    pick Defense Position: it is face-up in Defense Position), Bottomless Trap Hole in their GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, DDS)
    table.spell_trap(1, "Bottomless Trap Hole")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", DDS)
    s.pick("activate", "Bottomless Trap Hole", player=1, request="chain")
    _settle(duel, s)
    assert banished(duel, 0) == [DDS] and _survivor(duel) is None
    s.end_turn()
    s.pick("option", "Defense Position", player=0, request="option")
    _settle(duel, s)
    survivor = _survivor(duel)
    assert survivor is not None and survivor.position == "defense"
    assert banished(duel, 0) == [] and grave(duel, 1) == ["Bottomless Trap Hole"]
    assert duel.turn == 4


def test_dd_survivor_banished_with_dd_warrior_lady_comes_back_in_the_opponents_end_phase():
    """Q: my opponent's D.D. Warrior Lady attacks my face-up D.D. Survivor in their turn; they use
    her effect after damage calculation. A: both are banished (the Lady, 1500, lost: they took
    300); in their End Phase my Survivor returns to my field in the position I pick (Attack), the
    Lady stays banished."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, DDS)
    table.monster(1, "D.D. Warrior Lady")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "D.D. Warrior Lady", target=DDS)
    _settle(duel, s)
    s.pick("yes", request="yes_no", player=1)
    _settle(duel, s)
    assert banished(duel, 0) == [DDS] and banished(duel, 1) == ["D.D. Warrior Lady"]
    assert lp(duel) == (8000, 8000 - 300)
    s.end_turn()
    s.pick("option", "Attack Position", player=0, request="option")
    _settle(duel, s)
    survivor = _survivor(duel)
    assert survivor is not None and survivor.position == "attack" and survivor.controller == 0
    assert banished(duel, 1) == ["D.D. Warrior Lady"] and duel.turn == 5


def test_dd_survivor_banished_from_the_gy_stays_banished():
    """Q: I banish D.D. Survivor (DARK) and Mystical Elf (LIGHT) from my GY to Special Summon
    Chaos Sorcerer. Does the Survivor come back in the End Phase? A: no: it was not a face-up
    card on the field; it stays banished, my field holds Chaos Sorcerer alone."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Chaos Sorcerer")
    table.grave(0, "Mystical Elf", DDS)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Chaos Sorcerer")
    while duel.request.kind == "select":
        s.answer(duel.request.options[0])
    s.pick("option", "Attack Position", request="option")
    _settle(duel, s)
    assert sorted(banished(duel, 0)) == [DDS, "Mystical Elf"]
    s.end_turn()
    _settle(duel, s)
    assert duel.turn == 4 and field_monsters(duel, 0) == ["Chaos Sorcerer"]
    assert sorted(banished(duel, 0)) == [DDS, "Mystical Elf"]


def test_dd_survivor_banished_face_down_by_nobleman_of_crossout_stays_banished():
    """Q: my opponent's Nobleman of Crossout destroys and banishes my Set D.D. Survivor. Does it
    come back in their End Phase? A: no: it was face-down when it was banished; it stays
    banished."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    survivor = table.monster(0, DDS, position="set")
    table.hand(1, "Nobleman of Crossout")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout", player=1)
    s.pick("target", survivor, player=1)
    _settle(duel, s)
    assert banished(duel, 0) == [DDS]
    s.end_turn()
    _settle(duel, s)
    assert duel.turn == 5 and field_monsters(duel, 0) == [] and banished(duel, 0) == [DDS]


def test_dd_survivor_banished_on_an_earlier_turn_stays_banished():
    """Q: my D.D. Survivor was banished on an earlier turn; this turn ends. A: it returns only in
    the End Phase of the turn it was banished: it stays banished (current rules too)."""
    table = Table(turn=3, turn_player=0)
    table.banished(0, DDS, face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.end_turn()
    _settle(duel, s)
    assert duel.turn == 4 and banished(duel, 0) == [DDS] and field_monsters(duel, 0) == []
