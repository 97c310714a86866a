"""Whether a card's effect is negated by a negating continuous effect of its type (seed 000
§永續效果; Blade Knight: "while it is the only monster its controller has, a Flip monster that
loses a battle against it has its effects negated"; Skill Drain: every face-up monster's).

Round 29s (docs/performance.md): `_effect_negated` asks first whether any negating effect of
the card's type on another face-up field card takes the card in (its `affects`, a question
asked whether or not the effect applies); only then does it weigh which negating effects apply
(the negation state). The answers are the ones the weighing gives.

An engine-internal check: `_effect_negated` and the negation state's kept answer are private."""

from duelist.testing.scenario import Table


def _duel(*cards):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    refs = []
    for kind, player, name in cards:
        if kind == "st":
            refs.append(table.spell_trap(player, name, face_down=False))
        else:
            refs.append(table.monster(player, name))
    duel = table.build()
    duel._field_roles()
    duel._negation_cache = None
    return duel, [ref.card(duel) for ref in refs]


def test_blade_knight_alone_reaches_no_monster_outside_a_battle():
    """Blade Knight alone on its side: a face-up Summoned Skull and a face-up Man-Eater Bug (a
    Flip monster) are not negated outside a battle, and the negation state is not weighed."""
    duel, (_, skull, bug) = _duel(("m", 0, "Blade Knight"), ("m", 1, "Summoned Skull"),
                                  ("m", 1, "Man-Eater Bug"))
    assert duel._effect_negated(skull) is False
    assert duel._effect_negated(bug) is False
    assert duel._negation_cache is None


def test_skill_drain_negates_every_face_up_monster():
    """Skill Drain (no `affects`: it takes in every face-up monster): the negation state is
    weighed and the monster's effects are negated; Skill Drain itself (a Trap) is not."""
    duel, (drain, skull) = _duel(("st", 1, "Skill Drain"), ("m", 0, "Summoned Skull"))
    assert duel._effect_negated(skull) is True
    assert duel._negation_cache is not None
    assert duel._effect_negated(drain) is False


def test_royal_decree_alone_negates_no_trap_but_another():
    """Royal Decree takes in every other Trap: Call of the Haunted face-up is negated, Royal
    Decree alone is not (a card never negates itself)."""
    duel, (decree, coth) = _duel(("st", 1, "Royal Decree"), ("st", 0, "Call of the Haunted"))
    assert duel._effect_negated(coth) is True
    duel, (decree,) = _duel(("st", 1, "Royal Decree"))
    assert duel._effect_negated(decree) is False
    assert duel._negation_cache is None
