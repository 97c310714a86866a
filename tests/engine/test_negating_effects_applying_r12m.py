"""Which negating continuous effects apply now, asked of `_applying` outside the weighing of
the negations (engine/actions.py: `_negation_state` asks it under `_in_negation` and weighs
the answers by timestamps; any other caller must get only those that weighing lets apply).
Jinzo negates the effects of Trap Cards on the field, Royal Decree's included, and Royal
Decree ("negate all other Trap effects") does not reach a monster: with both face-up, only
Jinzo's "negate Trap effects" applies (seed 000 §永續效果)."""

from duelist.testing.scenario import Table


def _jinzo_beside_royal_decree():
    table = Table(turn=3, turn_player=0)
    jinzo = table.monster(0, "Jinzo")
    decree = table.spell_trap(1, "Royal Decree", face_down=False)
    duel = table.build()
    return duel, jinzo.card(duel), decree.card(duel)


def test_under_jinzo_only_jinzo_negates_trap_effects():
    duel, jinzo, decree = _jinzo_beside_royal_decree()
    assert duel.is_negated(decree) and not duel.is_negated(jinzo)
    assert [(card.name, effect.tag) for card, effect in duel._applying("negate_traps")] == \
        [("Jinzo", "negate_traps")]
    assert duel.applies("negate_traps")


def test_alone_royal_decree_negates_trap_effects():
    table = Table(turn=3, turn_player=0)
    table.spell_trap(1, "Royal Decree", face_down=False)
    duel = table.build()
    assert [card.name for card, _ in duel._applying("negate_traps")] == ["Royal Decree"]
