"""A card filed on the field under a continuous tag has its effects with that tag read from its
script's index (effects.py `CardScript.cont_by_tag`), not found by a walk of all its continuous
effects (round 43a: Thousand-Eyes Restrict's position lock is one of its four; the walk was
67.6 bytecodes a Control/Monarch turn, 13% of `_applying`'s own). The index holds, for every tag of the
script's `cont_tags`, its continuous effects with that tag in script order (an empty tuple
for "name", which files no effect), so the continuous effects that apply and reach are the
same effects, asked in the same order, as before."""

from duelist.cards.registry import get_script, script_index
from duelist.engine.duel import load_card_data
from duelist.testing.scenario import Table

TER = "Thousand-Eyes Restrict"


def _rows(duel, kind):
    return sorted(o.name for o in duel.request.options if o.kind == kind)


def test_every_scripts_continuous_effects_by_tag_are_its_continuous_effects_with_that_tag():
    """Every scripted card, in today's text and in each era its script declares: the index has
    exactly the tags of `cont_tags`, each with the effects of that tag in script order."""
    checked = 0
    for code, name in sorted(script_index().items()):
        data = load_card_data(code)
        module = __import__("duelist.cards.scripts." + name, fromlist=["ERAS"])
        for era in [None] + sorted(getattr(module, "ERAS", None) or {}):
            script = get_script(data, era)
            assert set(script.cont_by_tag) == set(script.cont_tags), (name, era)
            for tag, effects in script.cont_by_tag.items():
                assert effects == tuple(e for e in script.continuous if e.tag == tag), (name, era, tag)
            checked += bool(script.continuous)
    assert checked >= 70      # (79 scripts and eras with continuous effects at 43a)


def test_thousand_eyes_restrict_locks_the_other_monsters_with_a_monster_equipped():
    """Thousand-Eyes Restrict with the opponent's Celtic Guardian equipped (its absorb effects
    beside the locks): its ATK is the Guardian's, no other monster may change its position or
    Flip Summon, and Thousand-Eyes Restrict itself may change its own."""
    table = Table(turn=3, turn_player=0)
    ter = table.monster(0, TER)
    table.spell_trap(0, "Celtic Guardian", equipped_to=ter, face_down=False)
    table.monster(0, "Giant Soldier of Stone", position="set")
    table.monster(0, "Mystical Elf", position="defense")
    duel = table.build()
    script = get_script(load_card_data(63519819))
    assert [e.tag for e in script.cont_by_tag["cannot_change_position"]] == ["cannot_change_position"]
    assert duel.atk(ter.card(duel)) == 1400
    assert _rows(duel, "change_position") == [TER]
    assert _rows(duel, "flip_summon") == []
