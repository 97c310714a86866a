"""Fiend Skull Dragon (66235877): the effects of Flip monsters are negated -- a face-up Flip
monster on the field has its effects negated while Fiend Skull Dragon is face-up, and a
monster that is no Flip monster does not. Dark Balter the Terrible (80071763): an Effect
Monster it destroys by battle has its effects negated, from damage calculation on.

The engine asks a negating effect of the card's type whether it reaches the card before
weighing the negations (engine/actions.py `_effect_negated`'s reach walk, its loop rewritten
by round 43a over `cont_by_tag`): round 43n's mutants of that walk (a reach never recorded,
the Ctx without its card) fail here; `Duel.is_negated` is the engine's public answer."""

from duelist.testing.scenario import Script, Table


def _on_field(duel, player, name):
    return next(c for c in duel.monsters(player) if c.name == name)


def test_fiend_skull_dragon_negates_a_face_up_flip_monster_and_no_other():
    """Player 0's Fiend Skull Dragon; player 1's face-up Magician of Faith (a Flip monster) and
    Mystical Elf: Magician of Faith is negated, Mystical Elf is not."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Fiend Skull Dragon", summon_kind="fusion")
    table.monster(1, "Magician of Faith", position="defense")
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    assert duel.is_negated(_on_field(duel, 1, "Magician of Faith"))
    assert not duel.is_negated(_on_field(duel, 1, "Mystical Elf"))


def test_dark_balter_negates_the_monster_it_destroys_by_battle_from_damage_calculation_on():
    """Player 0's Dark Balter the Terrible (2000 ATK) attacks player 1's Command Knight (1600
    with its own gain): before the battle the Knight is not negated; after damage calculation
    it is (its destruction is decided)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Dark Balter the Terrible", summon_kind="fusion")
    table.monster(1, "Command Knight")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    seen = []
    table.at("after_damage_calculation",
             lambda duel: seen.append(duel.is_negated(_on_field(duel, 1, "Command Knight"))))
    duel = table.build()
    assert not duel.is_negated(_on_field(duel, 1, "Command Knight"))
    s = Script(duel)
    s.pick("attack", "Dark Balter the Terrible", target="Command Knight", request="battle")
    while duel.request is not None and duel.request.kind in ("chain", "yes_no") and \
            any(o.kind in ("pass", "no") for o in duel.request.options):
        duel.answer(next(o for o in duel.request.options if o.kind in ("pass", "no")))
    assert seen == [True]
    assert not duel.monsters(1)
