"""Two effects that each let a monster attack twice do not add up to three attacks.

"Can attack twice in each Battle Phase" (Twin Swords of Flashing Light - Tryce, Hayabusa Knight,
Twinheaded Beast, Mataza the Zapper) says how many attacks the monster may declare: two. A second
such effect on the same monster says the same thing again; it does not give a third attack
(yugioh-wiki.net 《閃光の双剣－トライス》 and the general reading of 「2回攻撃できる」: the number of
attacks is set, not raised, by each effect; the property test's referee, duelist/testing/invariants.py,
allows no monster more than two). Found by the property test: a Mammoth Graveyard holding two
Twin Swords (one equipped by each player) attacked three times (theme "Twin Swords of Flashing
Light - Tryce", seed 2, while stop 58's cards were added)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

SWORDS = "Twin Swords of Flashing Light - Tryce"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_two_twin_swords_still_give_two_attacks():
    """Q: my Battle Ox (1700) holds two Twin Swords of Flashing Light - Tryce (700 ATK left); my
    opponent controls no monster. A: it attacks directly twice (1400 damage) and is offered no
    third attack."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, SWORDS, face_down=False, equipped_to=ox)
    table.spell_trap(0, SWORDS, face_down=False, equipped_to=ox)
    duel = table.build()
    s = Script(duel)
    for _ in range(2):
        s.pick("attack", "Battle Ox", target="player")
        _resolve(s)
    assert lp(duel) == (8000, 6600)
    assert not s.has("attack", "Battle Ox")


def test_hayabusa_knight_with_twin_swords_attacks_twice():
    """Q: my Hayabusa Knight (1000, attacks twice by its own effect) holds Twin Swords of
    Flashing Light - Tryce (500 ATK left); my opponent controls no monster. A: two direct attacks
    (1000 damage), no third."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    knight = table.monster(0, "Hayabusa Knight")
    table.spell_trap(0, SWORDS, face_down=False, equipped_to=knight)
    duel = table.build()
    s = Script(duel)
    for _ in range(2):
        s.pick("attack", "Hayabusa Knight", target="player")
        _resolve(s)
    assert lp(duel) == (8000, 7000)
    assert not s.has("attack", "Hayabusa Knight")
