"""The Last Warrior from Another Planet's lock with no lasting effect in the duel: "while it is
face-up, neither player can Normal, Flip or Special Summon". The lock is a continuous effect of
a card on the field, not a lasting rule: it holds though the duel has no lasting effect at all
(`duel.lingering` empty), and a Special Summon by a card effect is refused as a Normal Summon
is (actions.py `can_special_summon`, asked only where a lasting rule or a card of the duel with
the tag `no_summon` exists)."""

from duelist.testing.scenario import Script, Table


def test_monster_reborn_cannot_revive_while_the_last_warrior_is_face_up():
    """Player 1's The Last Warrior from Another Planet is face-up; player 0 holds Monster
    Reborn and Summoned Skull is in player 0's GY. No lasting effect exists: Monster Reborn is
    not offered (it could Special Summon nothing), and the Skull cannot be Special Summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "The Last Warrior from Another Planet")
    table.hand(0, "Monster Reborn")
    skull = table.grave(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    assert not duel.lingering
    assert not s.has("activate", "Monster Reborn")
    assert not duel.can_special_summon(skull.card(duel), 0)


def test_monster_reborn_revives_once_the_last_warrior_is_gone():
    """The same position without The Last Warrior: Monster Reborn is offered and the Skull may
    be Special Summoned (the control for the test above)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    skull = table.grave(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    assert s.has("activate", "Monster Reborn")
    assert duel.can_special_summon(skull.card(duel), 0)
