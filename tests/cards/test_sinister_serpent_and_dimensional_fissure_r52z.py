"""Sinister Serpent and Dimensional Fissure (round 52z, the GOAT preset: the 2005 text).

Sinister Serpent's effect works from the GY in its owner's Standby Phase. Dimensional Fissure
(yugipedia "Card Rulings:Dimensional Fissure"; seed 000 §墓地): a monster that would be sent to
the GY is banished instead -- so a Serpent destroyed under it never reaches the GY, and its
effect has nothing to work on; but the Fissure does nothing to cards already in the GY: a
Serpent already there still returns (the Fissure replaces moves to the GY, it does not banish
what is there)."""

from duelist.testing.reads import banished, grave, hand
from duelist.testing.scenario import Script, Table


def _pass_until_idle(duel, s):
    while duel.request.kind not in ("idle", "battle"):
        if duel.request.kind == "yes_no":
            s.pick("yes")
        else:
            s.pick("pass", first=True)


def test_a_serpent_destroyed_by_battle_under_the_fissure_is_banished_and_never_returns():
    """Q: my opponent's Dimensional Fissure is face-up; their Battle Ox destroys my Sinister
    Serpent by battle. A: the Serpent is banished, not sent to the GY; in my next Standby Phase
    it does not come back to my hand (only my normal draw does)."""
    table = Table(rules="GOAT", turn=3, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    serpent = table.monster(0, "Sinister Serpent")
    table.spell_trap(1, "Dimensional Fissure", face_down=False)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=serpent)
    _pass_until_idle(duel, s)
    assert banished(duel, 0) == ["Sinister Serpent"] and grave(duel, 0) == []
    s.end_turn()
    _pass_until_idle(duel, s)
    assert duel.turn == 4 and duel.phase == "main1"
    assert hand(duel, 0) == ["Celtic Guardian"] and banished(duel, 0) == ["Sinister Serpent"]


def test_a_serpent_already_in_the_gy_still_returns_under_the_fissure():
    """Q: my Sinister Serpent was in my GY before my opponent activated Dimensional Fissure. In
    my Standby Phase, does it still return? A: yes: the Fissure only changes where cards go, it
    does not banish the cards already in the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.grave(0, "Sinister Serpent")
    table.spell_trap(1, "Dimensional Fissure", face_down=False)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    _pass_until_idle(duel, s)
    assert duel.phase == "main1"
    assert hand(duel, 0) == ["Sinister Serpent"] and grave(duel, 0) == [] and banished(duel, 0) == []
