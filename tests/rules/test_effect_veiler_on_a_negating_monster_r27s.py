"""A negating monster whose effects are negated negates nothing (seed 000 §永續效果; Effect
Veiler: "negate the effects of that face-up monster until the end of this turn"). Effect Veiler
on Jinzo: the Trap Cards on the field apply again (Call of the Haunted's effect is no longer
negated), and Jinzo no longer stops Trap activations. Found while round 27s (docs/performance.md)
listed what the negation state reads: the weighing of negating effects (`_negation_state`)
counted a negating card under a lasting "its effects are negated" as applying."""

from duelist.testing.scenario import Script, Table


def test_effect_veiler_on_jinzo_lets_the_traps_on_the_field_apply_again():
    table = Table(rules="MR1", turn=4, turn_player=1)
    table.hand(0, "Effect Veiler")
    table.spell_trap(0, "Call of the Haunted", face_down=False)
    table.monster(1, "Jinzo")
    table.hand(1, "Battle Ox")
    duel = table.build()
    [haunted] = [c for c in duel.players[0].szone if c is not None]
    [jinzo] = duel.monsters(1)
    assert duel.is_negated(haunted) and not duel.is_negated(jinzo)
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=1)
    s.pick("activate", "Effect Veiler", player=0)
    s.pick("target", "Jinzo", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert duel.is_negated(jinzo)
    assert not duel.is_negated(haunted)
    assert not duel.applies("negate_traps")
    assert not duel.applies("no_trap_activation")
