"""Today's Sangan (MR5; round 49e): after it adds a monster from the Deck to the hand, its
controller cannot activate cards, or the effects of cards, with that name for the rest of the
turn (the errata'd text; the 2005 text GOAT plays has no such lock:
tests/rules/test_rulings_card_eras.py). The lock is a lasting player rule (kit.py `lock_name`)
the engine asks before every activation, a trigger's included."""

from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table


def _captain_summoned(found_by_sangan):
    table = Table(rules="MR5", turn=3, turn_player=0)
    if found_by_sangan:
        table.monster(0, "Sangan")
        table.hand(0, "Dark Hole", "Battle Ox")
        table.deck(0, ["Marauding Captain", "Mystical Elf"])
    else:
        table.monster(1, "Sangan")
        table.hand(0, "Dark Hole", "Battle Ox", "Marauding Captain")
        table.deck(0, ["Mystical Elf"])
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    if found_by_sangan:
        s.pick("select", "Marauding Captain", player=0)
    else:
        s.pick("select", "Kozaky", player=1, first=True)
    assert "Marauding Captain" in hand(duel, 0)
    s.pick("summon", "Marauding Captain", request="idle")
    assert field_monsters(duel, 0) == ["Marauding Captain"]
    return duel


def test_marauding_captain_found_by_sangan_cannot_activate_its_effect_this_turn():
    """Player 0's Sangan, destroyed by player 0's Dark Hole, adds Marauding Captain; Normal
    Summoned the same turn, Marauding Captain's effect (Special Summon a Level 4 or lower
    monster from the hand: Battle Ox is there) is not offered: the name is locked. The same
    summon of a Marauding Captain that was in the hand all along (the opponent's Sangan found
    a card) offers it."""
    locked = _captain_summoned(found_by_sangan=True)
    assert locked.request.kind == "idle" and locked.request.player == 0
    assert not [o for o in locked.request.options if o.name == "Marauding Captain" and o.kind != "set"]
    assert "Battle Ox" in hand(locked, 0)
    free = _captain_summoned(found_by_sangan=False)
    assert "Marauding Captain" in [o.name for o in free.request.options], \
        (free.request.kind, [(o.kind, o.name) for o in free.request.options])
