"""Destiny Board's rulings as players ask them (the GOAT preset, where the card is played; its
effect: in each of the opponent's End Phases its controller places one Spirit Message card, from
hand or Deck, face-up in the Spell & Trap Zone, in the order I, N, A, L; with Destiny Board and
all 4 Spirit Messages on the field, that player wins the Duel).

Seed 000 §陷阱卡 (永續陷阱: a Continuous Trap's effect applies while it stays face-up on the
field; negated, it applies nothing). The GOAT preset: Jinzo negates Traps on the field. Sources: Destiny Board's rulings (yugipedia "Card Rulings:Destiny Board": while its
effect is negated, e.g. by Jinzo, no Spirit Message is placed; with no free Spell & Trap Zone,
none is placed and the order waits)."""

from duelist.testing.scenario import Script, Table

MSG = {letter: 'Spirit Message "%s"' % letter for letter in "INAL"}


def _spells(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None and c.face_up]


def _board_table(extra_set=0):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="end")
    table.spell_trap(0, "Destiny Board", face_down=False)
    for _ in range(extra_set):
        table.spell_trap(0, "Mirror Force")
    table.deck(0, [MSG["I"], "Battle Ox", "Battle Ox"])
    table.deck(1, ["Celtic Guardian", "Celtic Guardian"])
    return table


def test_destiny_board_under_jinzo_places_no_message():
    """Q: my opponent controls Jinzo; in their End Phase does my Destiny Board place Spirit
    Message "I"? A: no: Jinzo negates the effects of Traps on the field; the Message stays in
    my Deck."""
    table = _board_table()
    table.monster(1, "Jinzo")
    duel = table.build()
    Script(duel).zones()
    assert _spells(duel, 0) == ["Destiny Board"]
    assert MSG["I"] in [c.name for c in duel.players[0].deck + duel.players[0].hand]
    assert duel.turn == 5


def test_destiny_board_with_every_spell_and_trap_zone_full_places_no_message():
    """Q: my Spell & Trap Zones are full (Destiny Board and four Set cards); does "I" come out
    in my opponent's End Phase? A: no: there is no zone to place it in."""
    duel = _board_table(extra_set=4).build()
    Script(duel).zones()
    assert _spells(duel, 0) == ["Destiny Board"]
    assert duel.turn == 5 and MSG["I"] in [c.name for c in duel.players[0].deck + duel.players[0].hand]
