"""Battle Fader answers only the opponent's direct attack (round 47c, a mutant's survivor).

Battle Fader's effect: when an opponent's monster declares a direct attack, Special Summon it from
the hand and end the Battle Phase. Its owner's own monster attacking directly is not that moment.
Seed 000 §誘發效果 (a trigger activates only on the event its text names)."""

from duelist.testing.reads import field_monsters, hand, lp
from duelist.testing.scenario import Script, Table


def test_battle_fader_in_the_attackers_hand_is_not_offered():
    """Q: my Celtic Guardian attacks my opponent directly; Battle Fader is in my own hand. May I
    Special Summon it and end my own Battle Phase? A: no: the attack is not an opponent's;
    nobody is asked, and my opponent takes 1400."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Celtic Guardian")
    table.hand(0, "Battle Fader")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target="player")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.request.kind != "yes_no"
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    assert hand(duel, 0) == ["Battle Fader"]
    assert lp(duel) == (8000, 8000 - 1400)
