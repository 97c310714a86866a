"""Round 19s (engine/actions.py `_bound_controls`): the bound controls are read in one walk of
the lasting effects, the list of those that go on made only when one ends. The rulings (seed
000 §裝備魔法; Snatch Steal's control is a continuous effect of the Equip Card): when one of two
Snatch Steals leaves the field, only its monster goes back, the other control goes on; a
monster taken by Snatch Steal and then turned face-down (Book of Moon) stays with the player
who took it while the Snatch Steal goes; and a fork made in between plays the same."""

from duelist.engine import state as S
from duelist.engine.names import L
from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _steal(s, monster):
    s.pick("activate", "Snatch Steal", first=True)
    s.pick("target", monster)
    _resolve(s)


def test_one_of_two_snatch_steals_destroyed_gives_back_only_its_monster():
    """Goat rules, player 0's turn 3: player 0 takes Summoned Skull with the first Snatch Steal
    and Celtic Guardian with the second, then destroys the first with Mystical Space Typhoon:
    Summoned Skull goes back to player 1 at the state check after that resolution, Celtic
    Guardian stays with player 0, its control still bound to the other Snatch Steal."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    skull = table.monster(1, "Summoned Skull")
    guardian = table.monster(1, "Celtic Guardian")
    table.hand(0, "Snatch Steal", "Snatch Steal", "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    _steal(s, skull)
    _steal(s, guardian)
    assert sorted(field_monsters(duel, 0)) == ["Celtic Guardian", "Summoned Skull"]
    fork = duel.fork()
    for d in (duel, fork):
        t = Script(d)
        t.pick("activate", "Mystical Space Typhoon")
        # the Snatch Steal equipped to Summoned Skull
        [option] = [o for o in t.options("target") if d.equipped_to(d.card_by_uid(o.card)).name == "Summoned Skull"]
        t.answer(option)
        _resolve(t)
        assert field_monsters(d, 0) == ["Celtic Guardian"]
        assert field_monsters(d, 1) == ["Summoned Skull"]
        bound = [e for e in d.lingering if e.tag == L.CONTROL_BOUND]
        assert len(bound) == 1 and d.card_by_uid(bound[0].uid).name == "Celtic Guardian"
    assert fork.log_digest() == duel.log_digest()


def test_a_stolen_monster_turned_face_down_stays_and_its_snatch_steal_goes():
    """Player 0 takes Summoned Skull with Snatch Steal, then turns it face-down with Book of
    Moon: Snatch Steal is destroyed (no face-up monster to equip) and Summoned Skull stays with
    player 0 face-down (the ruling: the control ends, the monster is not given back); the bound
    control is over."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    skull = table.monster(1, "Summoned Skull")
    table.hand(0, "Snatch Steal", "Book of Moon")
    duel = table.build()
    s = Script(duel)
    _steal(s, skull)
    s.pick("activate", "Book of Moon")
    s.pick("target", skull)
    _resolve(s)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert field_monsters(duel, 1) == []
    assert skull.card(duel).position == S.FACEDOWN_DEFENSE
    assert all(c is None or c.name != "Snatch Steal" for c in duel.players[0].szone)
    assert L.CONTROL_BOUND not in [e.tag for e in duel.lingering]
