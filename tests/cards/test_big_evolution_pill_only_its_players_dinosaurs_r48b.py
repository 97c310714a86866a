"""Big Evolution Pill lets only its own player summon Dinosaurs without Tributes (round 48b's
mutation round).

Big Evolution Pill's text (you can Normal Summon Dinosaur monsters without Tributing): "you"
is its controller; the opponent's Level 5+ Dinosaurs still need their Tributes."""

from duelist.testing.scenario import Script, Table


def test_the_opponent_of_big_evolution_pills_player_still_needs_tributes():
    """Q: my opponent controls a face-up Big Evolution Pill; may I Normal Summon Megazowler
    (Level 6) without a Tribute in my turn? A: no."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.spell_trap(1, "Big Evolution Pill", face_down=False)
    table.hand(0, "Megazowler")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon_without_tribute", "Megazowler")
    assert not s.has("summon", "Megazowler")
