"""Snatch Steal's control is a continuous effect of the Equip Card: negated (Imperial Order),
the monster goes back to the player who had it, and it passes again once the negation ends
(seed 000 §永續效果; card behaviour: Snatch Steal under Imperial Order). What the duel's
other cards could negate changes nothing: with a card of each negating kind in the duel
(Imperial Order for Spells, Skill Drain for monsters, Royal Decree for Traps; the last two
in a hand, where they apply to nothing), Imperial Order's negation still sends the monster
back.

(The engine asks the Equip Card's own negation, `_effect_negated`, which first looks at
whether a card negating its type is on the field: a duel with every negating kind among its
cards must still look at the field.)"""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_snatch_steal_control_goes_back_under_imperial_order_with_every_negating_kind_in_the_duel():
    """Goat rules, player 0's turn 3: player 1 controls Summoned Skull and has Imperial Order
    Set on an earlier turn, and holds Skill Drain and Royal Decree; player 0 holds Snatch
    Steal and has Dust Tornado Set. Player 0 equips Snatch Steal to Summoned Skull and takes
    it; at the Battle Phase player 1 activates Imperial Order: Summoned Skull goes back to
    player 1 (Snatch Steal stays equipped); Dust Tornado destroys Imperial Order and player 0
    has Summoned Skull again."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    skull = table.monster(1, "Summoned Skull")
    table.hand(0, "Snatch Steal")
    table.spell_trap(0, "Dust Tornado")
    order = table.spell_trap(1, "Imperial Order")
    table.hand(1, "Skill Drain", "Royal Decree")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", skull)
    s.pick("pass", player=1)                         # Imperial Order is kept for later
    s.pick("pass", player=0, request="chain")
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    s.pick("battle", player=0)
    s.pick("activate", "Imperial Order", player=1)
    s.pick("pass", player=0, request="chain")        # Dust Tornado waits until it is face-up
    assert field_monsters(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 0) == []
    [steal] = [c for c in duel.players[0].szone if c is not None and c.name == "Snatch Steal"]
    assert duel.equipped_to(steal) is skull.card(duel)
    s.pick("activate", "Dust Tornado")
    s.pick("target", order)
    assert grave(duel, 1) == ["Imperial Order"]
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == []
