"""Effect Veiler's rulings as players ask them (the MR5 preset, today's effect: in the
opponent's Main Phase, its owner may send it from the hand to the GY and target 1 face-up Effect
Monster of the opponent's, whose effects are negated until the end of the turn).

Seed 000 §誘發即時效果 (a Quick Effect activated from the hand is a chain link; an effect
already activated resolves even if its monster moved) and §永續效果 / §效果分類 (a monster whose
effects are negated applies none of them while the negation lasts). Sources: Effect Veiler's
text and its rulings (yugipedia "Card Rulings:Effect Veiler": chained to the activation of a
monster's effect, it negates that effect as it resolves; the negation ends with the turn)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_effect_veiler_chained_to_black_rose_dragons_trigger_destroys_nothing():
    """Q: my opponent Synchro Summons Black Rose Dragon and activates its effect to destroy every
    card on the field; I chain Effect Veiler targeting it. What happens? A: Black Rose Dragon
    is face-up as its effect resolves, so that effect is negated: nothing is destroyed."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.hand(0, "Effect Veiler")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Mirror Force")
    table.extra(1, "Black Rose Dragon")
    table.monster(1, "Junk Synchron")
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", "Black Rose Dragon", player=1)
    s.pick("option", "Attack Position", request="option")
    s.pick("yes", player=1, request="yes_no")
    s.pick("activate", "Effect Veiler", player=0, request="chain")
    s.pick("target", "Black Rose Dragon", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Battle Ox"] and field_monsters(duel, 1) == ["Black Rose Dragon"]
    assert grave(duel, 0) == ["Effect Veiler"]             # Mirror Force is still Set


def test_effect_veiler_on_jinzo_lets_traps_be_activated_only_until_the_end_of_that_turn():
    """Q: in my opponent's Main Phase I Veiler their Jinzo: may I activate my Set Trap this
    turn, and next turn? A: this turn, yes: Jinzo's effect is negated (here as their Main Phase 1
    ends); the negation lasts until the end of the turn, so in my own turn
    Jinzo negates Traps again and my Trap cannot be activated."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.hand(0, "Effect Veiler")
    table.spell_trap(0, "Compulsory Evacuation Device")     # Set on an earlier turn
    table.monster(0, "Mystical Elf", position="defense")
    table.monster(1, "Jinzo")
    table.hand(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=1)
    assert not s.has("activate", "Compulsory Evacuation Device")
    s.pick("activate", "Effect Veiler", player=0)
    s.pick("target", "Jinzo", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    [jinzo] = [c for c in duel.monsters(1) if c.name == "Jinzo"]
    assert duel.is_negated(jinzo)
    s.pick("battle", player=1)
    s.expect(request="chain", player=0)                 # the end of Main Phase 1
    assert s.has("activate", "Compulsory Evacuation Device")
    while duel.request.kind != "idle" or duel.request.player != 0:
        if duel.request.kind == "battle":
            s.pick("end_battle")
        elif duel.request.kind == "idle":
            s.pick("end_turn")
        else:
            s.pick("pass")
    assert not duel.is_negated(jinzo)
    assert not s.has("activate", "Compulsory Evacuation Device")
