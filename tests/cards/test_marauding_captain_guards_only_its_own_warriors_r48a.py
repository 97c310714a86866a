"""Marauding Captain guards only its own controller's Warriors (round 48a).

The card's text: your opponent cannot target other Warrior monsters you control for attacks.
Seed 000 §永續效果 (a continuous effect applies to what its text names and nothing more): the
opponent's own Warriors are not guarded, so the Captain's controller attacks them freely."""

from duelist.testing.scenario import Script, Table


def test_the_captains_controller_may_attack_the_opponents_face_up_warrior():
    """Q: I control Marauding Captain and Battle Ox; my opponent controls Celtic Guardian, a
    face-up Warrior. May Battle Ox attack Celtic Guardian? A: yes: the Captain guards my own
    Warriors against my opponent's attacks, not my opponent's Warriors against mine."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Marauding Captain")
    table.monster(0, "Battle Ox")
    guardian = table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    assert s.has("attack", "Battle Ox", target=guardian)
    s.pick("attack", "Battle Ox", target=guardian)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [c.name for c in duel.players[1].grave] == ["Celtic Guardian"]
