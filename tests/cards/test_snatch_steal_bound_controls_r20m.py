"""Snatch Steal's control beside other control changes (round 20m: mutants of round 19s's
one-walk `_bound_controls`, actions.py).

Snatch Steal (45986603): "Equip only to a monster your opponent controls. Take control of the
equipped monster." Its control is a continuous effect of the Equip Card (seed 000 §裝備魔法):
it holds while the card stays equipped to that monster and ends, for good, when the card
leaves the field; the monster then goes back to the player who had it, and with no free
Main Monster Zone there it is sent to the GY. Change of Heart (4031928) takes a monster
until the End Phase; that control is a lasting effect of its own, which the end of a Snatch
Steal leaves as it was, and a later control change holds against a Snatch Steal that is
still equipped (seed 000 §控制權)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _settle(duel, s):
    while duel.request is not None and duel.request.kind in ("chain", "order"):
        if duel.request.kind == "order":     # (Snatch Steals' Standby Phase LP gains, any order)
            s.answer(s.options()[0])
        else:
            s.pick("pass", player=duel.request.player)


def _activate(duel, s, card, target):
    s.pick("activate", card, first=True, player=duel.request.player)
    s.pick("target", target, player=duel.request.player)
    _settle(duel, s)


def _table(hand0, monsters1, hand1=()):
    table = Table(turn=3, turn_player=0)
    for name in monsters1:
        table.monster(1, name)
    table.hand(0, *hand0)
    if hand1:
        table.hand(1, *hand1)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table.build()


def test_change_of_heart_started_before_a_snatch_steal_still_ends_in_the_end_phase():
    """Turn 3, player 0: Change of Heart takes Summoned Skull, then Snatch Steal takes Celtic
    Guardian, then player 0 destroys their Snatch Steal with Mystical Space Typhoon: Celtic
    Guardian goes back to player 1 at once; Summoned Skull stays with player 0 until the End
    Phase and is player 1's again in turn 4 (Change of Heart's control, started before, is
    not ended with the Snatch Steal's)."""
    duel = _table(["Change of Heart", "Snatch Steal", "Mystical Space Typhoon"],
                  ["Summoned Skull", "Celtic Guardian"])
    s = Script(duel)
    _activate(duel, s, "Change of Heart", "Summoned Skull")
    _activate(duel, s, "Snatch Steal", "Celtic Guardian")
    assert sorted(field_monsters(duel, 0)) == ["Celtic Guardian", "Summoned Skull"]
    _activate(duel, s, "Mystical Space Typhoon", "Snatch Steal")
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert field_monsters(duel, 1) == ["Celtic Guardian"]
    s.end_turn()
    assert duel.turn == 4
    assert field_monsters(duel, 0) == []
    assert sorted(field_monsters(duel, 1)) == ["Celtic Guardian", "Summoned Skull"]


def test_change_of_heart_started_after_a_snatch_steal_still_ends_in_the_end_phase():
    """The same in the other order: Snatch Steal takes Celtic Guardian first, then Change of
    Heart takes Summoned Skull; Mystical Space Typhoon destroys the Snatch Steal: Celtic
    Guardian goes back at once, Summoned Skull in the End Phase."""
    duel = _table(["Snatch Steal", "Change of Heart", "Mystical Space Typhoon"],
                  ["Summoned Skull", "Celtic Guardian"])
    s = Script(duel)
    _activate(duel, s, "Snatch Steal", "Celtic Guardian")
    _activate(duel, s, "Change of Heart", "Summoned Skull")
    _activate(duel, s, "Mystical Space Typhoon", "Snatch Steal")
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert field_monsters(duel, 1) == ["Celtic Guardian"]
    s.end_turn()
    assert duel.turn == 4
    assert field_monsters(duel, 0) == []
    assert sorted(field_monsters(duel, 1)) == ["Celtic Guardian", "Summoned Skull"]


def test_two_snatch_steals_destroyed_together_both_give_their_monsters_back_for_good():
    """Player 0 takes Summoned Skull and Celtic Guardian with two Snatch Steals, then
    activates Heavy Storm, which destroys both: both monsters go back to player 1, and they
    stay player 1's past the End Phase (the control is over, not lent until the turn ends)."""
    duel = _table(["Snatch Steal", "Snatch Steal", "Heavy Storm"], ["Summoned Skull", "Celtic Guardian"])
    s = Script(duel)
    _activate(duel, s, "Snatch Steal", "Summoned Skull")
    _activate(duel, s, "Snatch Steal", "Celtic Guardian")
    s.pick("activate", "Heavy Storm")
    _settle(duel, s)
    assert sorted(grave(duel, 0)) == ["Heavy Storm", "Snatch Steal", "Snatch Steal"]
    assert field_monsters(duel, 0) == []
    assert sorted(field_monsters(duel, 1)) == ["Celtic Guardian", "Summoned Skull"]
    s.end_turn()
    assert duel.turn == 4
    assert field_monsters(duel, 0) == []
    assert sorted(field_monsters(duel, 1)) == ["Celtic Guardian", "Summoned Skull"]


def test_a_monster_given_back_with_no_free_zone_is_sent_to_the_graveyard():
    """Player 1 has five monsters; player 0 takes Summoned Skull with Snatch Steal. In turn 4
    player 1 Normal Summons a fifth monster again, then destroys the Snatch Steal with
    Mystical Space Typhoon: Summoned Skull would go back to player 1, who has no free Main
    Monster Zone, so it is sent to its owner's GY."""
    duel = _table(["Snatch Steal"],
                  ["Summoned Skull", "Celtic Guardian", "Battle Ox", "Mystical Elf", "Giant Soldier of Stone"],
                  ["Beaver Warrior", "Mystical Space Typhoon"])
    s = Script(duel)
    _activate(duel, s, "Snatch Steal", "Summoned Skull")
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    s.end_turn()
    assert duel.turn == 4
    _settle(duel, s)        # (the Draw and Standby Phases: player 1 holds a Quick-Play Spell)
    s.pick("summon", "Beaver Warrior", player=1)
    _settle(duel, s)
    assert len(field_monsters(duel, 1)) == 5
    _activate(duel, s, "Mystical Space Typhoon", "Snatch Steal")
    assert field_monsters(duel, 0) == []
    assert "Summoned Skull" not in field_monsters(duel, 1)
    assert "Summoned Skull" in grave(duel, 1)


def test_change_of_heart_on_a_snatched_monster_holds_while_its_snatch_steal_is_equipped():
    """Turn 3: player 0 takes Summoned Skull, Celtic Guardian and Battle Ox with three Snatch
    Steals. Turn 4, player 1: Change of Heart takes Battle Ox back until the End Phase; its
    Snatch Steal is still equipped, and the later control change holds: Battle Ox is player
    1's after the state checks. Player 1 then destroys the first Snatch Steal with Mystical
    Space Typhoon: Summoned Skull goes back to player 1, Battle Ox stays player 1's (the two
    other Snatch Steals still equipped, Celtic Guardian still player 0's). In the End Phase
    Change of Heart's control ends and Battle Ox is player 0's again, its Snatch Steal still
    equipped."""
    duel = _table(["Snatch Steal", "Snatch Steal", "Snatch Steal"],
                  ["Summoned Skull", "Celtic Guardian", "Battle Ox"],
                  ["Change of Heart", "Mystical Space Typhoon"])
    s = Script(duel)
    _activate(duel, s, "Snatch Steal", "Summoned Skull")
    _activate(duel, s, "Snatch Steal", "Celtic Guardian")
    _activate(duel, s, "Snatch Steal", "Battle Ox")
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Celtic Guardian", "Summoned Skull"]
    s.end_turn()
    assert duel.turn == 4
    _settle(duel, s)
    _activate(duel, s, "Change of Heart", "Battle Ox")
    assert sorted(field_monsters(duel, 0)) == ["Celtic Guardian", "Summoned Skull"]
    assert field_monsters(duel, 1) == ["Battle Ox"]
    # the Snatch Steal equipped to Summoned Skull
    s.pick("activate", "Mystical Space Typhoon", player=1)
    [option] = [o for o in s.options("target")
                if duel.equipped_to(duel.card_by_uid(o.card)).name == "Summoned Skull"]
    s.answer(option)
    _settle(duel, s)
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    assert sorted(field_monsters(duel, 1)) == ["Battle Ox", "Summoned Skull"]
    s.end_turn()
    assert duel.turn == 5
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Celtic Guardian"]
    assert field_monsters(duel, 1) == ["Summoned Skull"]
