"""seed 000 §大師規則1 【シンクロ召喚】 / §同調召喚: a Synchro Summon takes 1 Tuner and non-Tuner
monsters; an effect may treat a non-Tuner as a Tuner (continuous tag `tuner`: engine/extra.py
`tuner_now`), and then it is a Tuner for the material line and no longer a non-Tuner. No
scripted card of the pool does it: Mystical Shine Ball stands in with "while this card is
face-up on the field, it is treated as a Tuner". Gaia Knight, the Force of Earth: Level 6,
1 Tuner + 1 or more non-Tuner monsters."""

from duelist.cards.common import CONTINUOUS, Effect
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in

GAIA_KNIGHT = "Gaia Knight, the Force of Earth"


def _treated_as_a_tuner(monkeypatch):
    stand_in(monkeypatch, "Mystical Shine Ball", [
        Effect(CONTINUOUS, tag="tuner", affects=lambda ctx, card: card is ctx.card,
               label="treated as a Tuner")])


def _table():
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.extra(0, GAIA_KNIGHT)
    table.monster(0, "Mystical Elf")                   # Level 4, no Tuner
    return table


def test_a_non_tuner_treated_as_a_tuner_is_the_tuner_of_a_synchro_summon(monkeypatch):
    """2 + 4 = 6 with no printed Tuner: the Level 2 monster the effect treats as a Tuner is the
    Tuner, Mystical Elf the non-Tuner."""
    _treated_as_a_tuner(monkeypatch)
    table = _table()
    table.monster(0, "Mystical Shine Ball")            # Level 2
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", GAIA_KNIGHT)
    s.pick("option", "Defense Position", request="option")
    assert field_monsters(duel, 0) == [GAIA_KNIGHT]
    assert sorted(grave(duel, 0)) == ["Mystical Elf", "Mystical Shine Ball"]


def test_without_the_effect_two_non_tuners_make_no_synchro_summon():
    table = _table()
    table.monster(0, "Mystical Shine Ball")
    duel = table.build()
    assert not Script(duel).has("synchro_summon", GAIA_KNIGHT)


def test_a_monster_treated_as_a_tuner_is_no_longer_a_non_tuner(monkeypatch):
    """A printed Tuner (Flamvell Guard, Level 1) + 2 + 3: with the Level 2 monster treated as a
    Tuner only 1 + 2 + 3 with two Tuners would make 6, and a second Tuner is no non-Tuner: no
    Synchro Summon; without the effect the same three make one."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.extra(0, GAIA_KNIGHT)
    table.monster(0, "Flamvell Guard")                 # Level 1 Tuner
    table.monster(0, "Mystical Shine Ball")            # Level 2
    table.monster(0, "Giant Soldier of Stone")         # Level 3
    assert Script(table.build()).has("synchro_summon", GAIA_KNIGHT)
    _treated_as_a_tuner(monkeypatch)
    assert not Script(table.build()).has("synchro_summon", GAIA_KNIGHT)


def test_a_face_down_monster_is_not_treated_as_a_tuner(monkeypatch):
    """The effect applies to a face-up monster on the field only (a face-down one is no
    material either): with it Set, nothing is offered."""
    _treated_as_a_tuner(monkeypatch)
    table = _table()
    table.monster(0, "Mystical Shine Ball", position="set")
    duel = table.build()
    assert not Script(duel).has("synchro_summon", GAIA_KNIGHT)
