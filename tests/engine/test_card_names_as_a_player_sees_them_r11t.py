"""A card's name as a player may see it (turn.py `_name_for`, asked by the target and zone
questions): one's own cards and every face-up card by name (a face-up Attack or Defense
Position monster, a face-up Spell or Trap), an opponent's face-down monster by its zone, a Set
Spell or Trap by its zone (round 11, hturn8: `card.face_up` read as a set test, the property
was a call with a frame at each name asked)."""

from duelist.testing.scenario import Table


def _duel():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Dark Magician", zone=0)
    table.monster(1, "Mystical Elf", zone=1, position="defense")
    table.monster(1, "Celtic Guardian", zone=2, position="set")
    table.spell_trap(1, "Mirror Force", zone=0)
    table.spell_trap(1, "Chain Energy", zone=3, face_down=False)
    table.field_spell(1, "Yami", face_down=True)
    table.monster(0, "Giant Soldier of Stone", zone=4, position="set")
    return table.build()


def _named(duel, viewer):
    return {c.data.name: duel._name_for(c, viewer) for c in duel.cards
            if c.location in ("mzone", "szone", "fzone")}


def test_the_opponent_sees_face_up_cards_by_name_and_set_cards_by_zone():
    assert _named(_duel(), 0) == {
        "Dark Magician": "Dark Magician",
        "Mystical Elf": "Mystical Elf",                           # face-up Defense Position
        "Celtic Guardian": "face-down monster (zone 3)",
        "Mirror Force": "Set card (Spell & Trap Zone 1)",
        "Chain Energy": "Chain Energy",                           # a face-up Spell
        "Yami": "Set card (Field Zone)",
        "Giant Soldier of Stone": "Giant Soldier of Stone",       # one's own Set monster
    }


def test_a_player_sees_their_own_cards_by_name():
    named = _named(_duel(), 1)
    assert named["Celtic Guardian"] == "Celtic Guardian" and named["Mirror Force"] == "Mirror Force"
    assert named["Yami"] == "Yami"
    assert named["Giant Soldier of Stone"] == "face-down monster (zone 5)"


def test_the_name_shown_is_the_card_face_up_or_not():
    duel = _duel()
    for viewer in (0, 1):
        for card in duel.cards:
            if card.location in ("mzone", "szone", "fzone"):
                shown = card.controller == viewer or card.face_up
                assert (duel._name_for(card, viewer) == card.data.name) == shown, (card.data.name, viewer)
