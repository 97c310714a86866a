"""Round 18s (engine/actions.py `_bound_controls`): whether a bound control's Equip Card is
negated is asked of that card (`_effect_negated`), without a first question whether any
negation could apply anywhere. The rulings (seed 000 §永續效果; Snatch Steal's control is a
continuous effect of the Equip Card): a card that negates another card type leaves the
control alone; a card that negates Spells gives every stolen monster back, each bound control
looked at on its own."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _steal(s, skull):
    s.pick("activate", "Snatch Steal", first=True)
    s.pick("target", skull)
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_blade_knight_on_the_field_does_not_end_snatch_steals_control():
    """Goat rules, player 0's turn 3: player 1 controls Summoned Skull and a face-up Blade
    Knight (it negates monsters' effects, not Spells). Player 0 takes Summoned Skull with
    Snatch Steal; the state checks that follow leave it with player 0, the control not
    suspended."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    skull = table.monster(1, "Summoned Skull")
    table.monster(1, "Blade Knight")
    table.hand(0, "Snatch Steal")
    duel = table.build()
    s = Script(duel)
    _steal(s, skull)
    duel._state_checks()
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert field_monsters(duel, 1) == ["Blade Knight"]
    bound = [e for e in duel.lingering if e.tag == "control_bound"]
    assert len(bound) == 1 and not bound[0].info.get("suspended")


def test_imperial_order_gives_back_both_monsters_taken_by_two_snatch_steals():
    """Player 0 takes Summoned Skull and Celtic Guardian with two Snatch Steals; player 1
    then activates Imperial Order (Set on an earlier turn) at the Battle Phase: both monsters
    go back to player 1, each Snatch Steal staying equipped to its monster."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    skull = table.monster(1, "Summoned Skull")
    guardian = table.monster(1, "Celtic Guardian")
    table.hand(0, "Snatch Steal", "Snatch Steal")
    table.spell_trap(1, "Imperial Order")
    duel = table.build()
    s = Script(duel)
    _steal(s, skull)
    _steal(s, guardian)
    assert sorted(field_monsters(duel, 0)) == ["Celtic Guardian", "Summoned Skull"]
    s.pick("battle", player=0)
    s.pick("activate", "Imperial Order", player=1)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(field_monsters(duel, 1)) == ["Celtic Guardian", "Summoned Skull"]
    assert field_monsters(duel, 0) == []
    steals = [c for c in duel.players[0].szone if c is not None and c.name == "Snatch Steal"]
    assert sorted(duel.equipped_to(c).name for c in steals) == ["Celtic Guardian", "Summoned Skull"]
    bound = [e for e in duel.lingering if e.tag == "control_bound"]
    assert len(bound) == 2 and all(e.info.get("suspended") for e in bound)
